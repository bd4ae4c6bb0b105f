/** Browser form schemas: the API's field rules plus the file rules checked before upload. */
import { z } from 'zod';
import { MESSAGES as M } from './messages.js';
import { ATTACHMENT_TYPES, LIMITS } from './limits.js';
import { attachmentProblem } from './files.js';
import { attachmentAllowedFor, changePasswordSchema, contactFieldsSchema } from './schemas.js';

/** A picked file, or nothing. FileList from inputs is normalised to its first file by the form. */
const fileOrNothing = z.custom<File | undefined>(
  (v) => v === undefined || v === null || (typeof File !== 'undefined' && v instanceof File),
);

export const contactFormSchema = contactFieldsSchema.extend({ attachment: fileOrNothing }).superRefine((form, ctx) => {
  if (!form.attachment) return;
  if (!attachmentAllowedFor(form.subject)) {
    ctx.addIssue({ code: 'custom', path: ['attachment'], message: M.attachmentSubject });
    return;
  }
  const problem = attachmentProblem(form.attachment, ATTACHMENT_TYPES, LIMITS.maxAttachmentBytes);
  if (problem) ctx.addIssue({ code: 'custom', path: ['attachment'], message: problem });
});

/** The Account screen: the new password typed twice. */
export const changePasswordFormSchema = changePasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.confirmPassword === form.newPassword, { path: ['confirmPassword'], message: M.passwordsDiffer });

export type ChangePasswordForm = z.input<typeof changePasswordFormSchema>;
export type ContactForm = z.input<typeof contactFormSchema>;
