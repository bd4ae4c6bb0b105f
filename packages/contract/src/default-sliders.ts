/**
 * HOME-1's three default pictures: three of the services' pictures (apps/web/assets/services/<service>.jpg),
 * each with the words that describe it. The first start seeds them as sliders the owner manages
 * (apps/server/src/content/seed.ts); the home banner shows them when the owner has removed every slider.
 */
export const DEFAULT_SLIDERS = [
  { service: '110', title: '3D elevation of a modern building' },
  { service: '104', title: 'Layout plan with plots and roads' },
  { service: '106', title: 'Construction site under supervision' },
] as const;
