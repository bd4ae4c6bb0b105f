import details from './seed/site.json';
import { SITE } from './site';

/** The home page's texts as a fresh site has them (seed/site.json, edited by the owner in the admin). */
export const HOME = {
  slogan: SITE.slogan,
  welcomeTitle: details.welcomeTitle,
  welcome: details.welcome,
  /** The eight reasons to join of SITE-4. */
  reasons: details.reasons,
  /** Why Choose: the 8 items of HOME-4, titles word for word. */
  whyChoose: details.whyChoose,
};
