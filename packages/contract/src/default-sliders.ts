/**
 * HOME-1's three default slides: three of the services' pictures (apps/web/assets/services/<service>.jpg),
 * each with what the slide says (its title, the line under it and a button, SLIDER-2 and SLIDER-3) and
 * the words that describe the picture (`alt`). The first start seeds them as sliders the owner manages
 * (apps/server/src/content/seed.ts); the home banner shows them when the owner has removed every slider.
 */
export const DEFAULT_SLIDERS = [
  {
    service: '110',
    title: 'Building permission without the running around',
    subtitle: 'Drawings, documents and approval handled for you, from the first site visit to the permit.',
    buttonLabel: 'Building permission',
    buttonLink: '/services/details/101',
    alt: '3D elevation of a modern building',
  },
  {
    service: '104',
    title: 'Layouts and land development, plot by plot',
    subtitle: 'Layout plans with roads, plots and services, drawn to the rules and ready for approval.',
    buttonLabel: 'Plan a layout',
    buttonLink: '/services/details/104',
    alt: 'Layout plan with plots and roads',
  },
  {
    service: '106',
    title: 'Planning and supervision you can count on',
    subtitle: 'Site visits and checks at every stage, so the building matches its drawings.',
    buttonLabel: 'Ask for a site visit',
    buttonLink: '/contact?subject=Business%20inquiry#contact-form',
    alt: 'Construction site under supervision',
  },
] as const;
