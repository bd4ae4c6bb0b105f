import { SITE } from './site';

export const HOME = {
  slogan: SITE.slogan,
  welcomeTitle: `Welcome to ${SITE.name}`,
  welcome: [
    `Since ${SITE.foundedText} we have helped owners, builders and developers get their buildings permitted, planned, designed and built right. More than ${SITE.works} drawing works, consultancies and query solving later, our motto is the same: ${SITE.motto.toLowerCase()}.`,
    'Join us as a client, a learner or a partner:',
  ],
  /** The eight reasons to join of SITE-4. */
  reasons: [
    'Sub work services',
    'Lifetime membership',
    'Training courses',
    'Construction related services',
    'Our video channel',
    'Informative ideology',
    'Digital and virtual services',
    'Third party work and consultancy',
  ],
  /** Why Choose: the 8 items of HOME-4, titles word for word. */
  whyChoose: [
    { title: 'World-Class Quality', text: 'Drawings and designs checked against the regulations and the Indian Standards before they leave our office.' },
    { title: 'Timely Delivery', text: 'Clear timelines agreed at the start, and kept, so your project never waits for paperwork.' },
    { title: 'Modern Technology', text: 'CAD drafting, 3D modelling and online collaboration for faster and more accurate work.' },
    { title: 'Affordable Prices', text: 'Transparent fees that suit individual owners as well as developers.' },
    { title: 'Customer Support', text: 'Answers by phone, e-mail and WhatsApp, before, during and after your project.' },
    { title: 'Wide Network', text: 'Layouts and buildings approved across several districts, with contacts at every step.' },
    { title: 'Lifetime Membership', text: 'Every course comes with free lifetime membership and continued support.' },
    { title: 'Reliable & Trusted Services', text: `Trusted since 2020 for more than ${SITE.works} works, consultancies and query solving.` },
  ],
} as const;

/** The three default banner pictures, used when the admin has removed every slider (pictures of the services). */
export const DEFAULT_SLIDES = [
  { image: 'services/110', alt: '3D elevation of a modern building' },
  { image: 'services/104', alt: 'Layout plan with plots and roads' },
  { image: 'services/106', alt: 'Construction site under supervision' },
] as const;
