import { z } from 'zod';
import { MESSAGES as M } from './messages.js';
import { CONTACT_SUBJECTS, LIMITS, UPLOAD_SUBJECT } from './limits.js';
import { hasControlCharacters, typedText } from './typed-text.js';
import { PREVIEW_MESSAGES } from './preview.js';

/** An id from a query or a form: one that cannot exist (too long, control characters) is not found. */
export const idField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(64, message)
    .refine((text) => !hasControlCharacters(text), message);

// ---- Login ----
export const loginRequestSchema = z.object({
  email: z.string({ error: M.emailRequired }).trim().min(1, M.emailRequired).pipe(z.email(M.invalidEmail)),
  password: z.string({ error: M.passwordRequired }).min(1, M.passwordRequired).max(1024, M.passwordRequired),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/**
 * A new admin password, wherever it is set (first start, the admin command, the Account screen).
 * The server also refuses the most common passwords and guessable ones (a strength estimator there only,
 * kept out of the web bundle: apps/server/src/auth/password-rule.ts); the forms show its message.
 */
export const newPasswordField = z
  .string({ error: M.passwordRequired })
  .min(1, M.passwordRequired)
  .max(LIMITS.passwordMax, M.passwordTooLong)
  .refine((password) => password.trim() !== '', M.passwordBlank)
  .refine((password) => !hasControlCharacters(password), M.controlCharacters)
  .refine((password) => [...password].length >= LIMITS.passwordMin, M.passwordTooShort);

export const changePasswordSchema = z.object({
  currentPassword: loginRequestSchema.shape.password,
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordSchema>;

export const moveSliderSchema = z.object({
  sliderid: idField(M.sliderNotFound),
  direction: z.enum(['up', 'down'], { error: 'Direction must be up or down' }),
});

// ---- Contact: the text fields (the attachment is checked by its bytes on the server) ----
/** A leading +91, 91 or 0 (India's country code, or its trunk prefix), then the number's ten digits. */
const MOBILE = new RegExp(`^(?:\\+91|91|0)?(\\d{${LIMITS.mobileDigits}})$`);

/**
 * A mobile number as people write it, as its ten digits (CONTACT-3): spaces, dashes, brackets and dots
 * between the digits are dropped, and so is a leading +91, 91 or 0 ('+91 (98250) 12-345' -> '9825012345');
 * anything else is null. The browser's form and the server both read the number through the schema below.
 */
export function mobileDigits(written: string): string | null {
  return MOBILE.exec(written.replace(/[\s().-]/g, ''))?.[1] ?? null;
}

export const contactFieldsSchema = z.object({
  name: typedText(
    z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).min(LIMITS.nameMin, M.nameMin).max(LIMITS.nameMax, M.nameMax),
  ),
  email: z
    .string({ error: M.contactEmailRequired })
    .trim()
    .min(1, M.contactEmailRequired)
    .pipe(z.email(M.contactEmailInvalid).max(254, M.contactEmailInvalid)),
  mobile: z
    .string({ error: M.mobileRequired })
    .trim()
    .min(1, M.mobileRequired)
    .transform((written, ctx) => {
      const digits = mobileDigits(written);
      if (digits === null) ctx.addIssue({ code: 'custom', message: M.mobileDigits });
      return digits ?? z.NEVER;
    })
    .describe('Ten digits, as people write them: spaces, dashes, brackets and dots, and a leading +91, 91 or 0, are dropped'),
  subject: z.enum(CONTACT_SUBJECTS, { error: M.subjectRequired }),
  message: typedText(
    z
      .string({ error: M.messageRequired })
      .trim()
      .min(1, M.messageRequired)
      .min(LIMITS.messageMin, M.messageMin)
      .max(5000, 'Message must be at most 5000 characters'),
    true,
  ),
  /** Honeypot: people never see it, bots fill it in. */
  website: z.string().max(200).optional(),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;
export const attachmentAllowedFor = (subject: string): boolean => subject === UPLOAD_SUBJECT;

export const idQuerySchema = (key: string, message: string) => z.object({ [key]: idField(message) });

/** POST /api/preview: the hidden item whose page the admin wants to see (PREVIEW-1, decision 059). */
export const previewRequestSchema = z.object({
  collection: z.string({ error: PREVIEW_MESSAGES.noPage }).max(64, PREVIEW_MESSAGES.noPage),
  id: z.string({ error: PREVIEW_MESSAGES.notFound }).max(64, PREVIEW_MESSAGES.notFound),
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;
