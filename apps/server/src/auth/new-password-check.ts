import type { AppContext } from '../context.js';
import { contentOf } from '../content/content.js';
import { badRequest } from '../lib/errors.js';
import { passwordProblem, siteWordsOf } from './password-rule.js';

/**
 * Refuses (400, in the rule's words) a new password set in the app: a reset link, an invitation, a
 * change on the Account tab. It is judged against the person's e-mail and the site's current name (the
 * owner may have renamed the firm since the seed). Kept apart from password-rule.ts so the command line
 * and the settings check do not load the content store.
 */
export async function refuseWeakPassword(ctx: AppContext, email: string, password: string): Promise<void> {
  const problem = passwordProblem(password, { email, siteWords: siteWordsOf(await contentOf(ctx).siteDetails.cached.value()) });
  if (problem) throw badRequest(problem);
}
