import { z } from 'zod';
import { loginRequestSchema, newPasswordField } from './schemas.js';

/** A new password by e-mail: how long a link works and how often one may be asked for. */
export const PASSWORD_RESET = {
  linkMinutes: 30,
  /** Links asked for one e-mail address per hour, whether or not it has an account: an inbox is not flooded. */
  perEmail: 3,
  /** Links asked from one client address (an IPv6 /64) per hour, whatever the e-mails. */
  perAddress: 10,
  windowMs: 3600 * 1000,
} as const;

/** The command that sets a password on the server itself (apps/server/src/cli/admin.ts). */
export const RESET_COMMAND = 'npm run admin -- reset-password --email you@example.com';

export const RESET_MESSAGES = {
  /** The one answer to a request, whether or not the address has an account. */
  sent: 'If an account exists for that address, a link to set a new password is on its way.',
  notSetUp: `Resetting the password by e-mail is not set up on this site: it has no mail server (SMTP_URL). Someone with access to the server can set a new password with ${RESET_COMMAND}`,
  linkDead: 'This link has expired or was already used. Ask for a new one.',
  noLink: 'This page needs the link from the e-mail. Ask for a new one.',
  /** After the new password, when the login needs another step (the web sends the person to the login page). */
  changedLogIn: 'Your password has been changed. Log in with it.',
  changed: 'Your password has been changed. You are logged in.',
} as const;

/** A 429 of the forgot form: how long to wait, in whole minutes (the limits are per hour). */
export const resetTooMany = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many requests for a new password. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
};

export const forgotPasswordSchema = z.object({ email: loginRequestSchema.shape.email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordSchema>;

/** Whether the forgot form can send a link, told before anyone types (`message` says why not). */
export const forgotStatusSchema = z.object({ byMail: z.boolean(), message: z.string().optional() });
export type ForgotStatus = z.infer<typeof forgotStatusSchema>;

export const resetPasswordSchema = z.object({
  /** The secret of the link, from the part of its address after `#`. */
  token: z.string({ error: RESET_MESSAGES.noLink }).min(1, RESET_MESSAGES.noLink).max(200, RESET_MESSAGES.linkDead),
  password: newPasswordField,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

/** The reset page's form: the new password twice (the token comes from the address, not a field). */
export const resetPasswordFormSchema = z
  .object({ password: newPasswordField, confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.password, { path: ['confirmPassword'], message: 'The two passwords are not the same' });
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;
