import { dictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES, newPasswordField } from '@firm/contract';

/** zxcvbn-ts's list of the most common passwords (about 49,000, from public breaches), lower case. */
const COMMON = new Set(dictionary['passwords-common']);

/**
 * The one password rule (first start, `npm run admin`, the Account screen): the contract's length
 * and character rules, and not one of the most common passwords whatever its case. The message of
 * the first rule broken, or undefined when the password is acceptable.
 */
export function passwordProblem(password: string): string | undefined {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.passwordTooShort;
  if (COMMON.has(password.toLowerCase()) || COMMON.has(password.trim().toLowerCase())) return MESSAGES.passwordCommon;
  return undefined;
}
