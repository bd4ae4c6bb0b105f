import type { AppContext } from '../context.js';
import { contentOf } from '../content/content.js';
import { siteWordsOf, type PasswordContext } from './password-rule.js';

/**
 * What a password set in the app is judged against: the person's e-mail and the site's current
 * name (the owner may have renamed the firm since the seed). Kept apart from password-rule.ts so the
 * command line and the settings check do not load the content store.
 */
export async function passwordContextOf(ctx: AppContext, email: string): Promise<PasswordContext> {
  return { email, siteWords: siteWordsOf(await contentOf(ctx).site.cached.value()) };
}
