import details from './seed/site.json';
import { SITE } from './site';

/** The home page's texts as a fresh site has them (seed/site.json, edited by the owner in the admin). */
export const HOME = {
  slogan: SITE.slogan,
  welcomeTitle: details.welcomeTitle,
  welcome: details.welcome,
  /** The eight reasons to join of spec section 1. */
  reasons: details.reasons,
  /** Why Choose: the 8 items of spec section 2, titles word for word. */
  whyChoose: details.whyChoose,
};

/** The three default banner pictures, used when the admin has removed every slider (pictures of the services). */
export const DEFAULT_SLIDES = [
  { image: 'services/110', alt: '3D elevation of a modern building' },
  { image: 'services/104', alt: 'Layout plan with plots and roads' },
  { image: 'services/106', alt: 'Construction site under supervision' },
] as const;
