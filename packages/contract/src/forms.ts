/** Browser form schemas: the API's field rules plus the file rules checked before upload. */
import { z } from 'zod';
import { MESSAGES as M } from './messages.js';
import { ADD_IMAGE_TYPES, ATTACHMENT_TYPES, EDIT_IMAGE_TYPES, LIMITS } from './limits.js';
import { attachmentProblem, imageFileProblem } from './files.js';
import {
  addOfferFieldsSchema,
  addSliderFieldsSchema,
  attachmentAllowedFor,
  changePasswordSchema,
  contactFieldsSchema,
  offerExtraFields,
  updateOfferFieldsSchema,
  updateSliderFieldsSchema,
} from './schemas.js';
import { imageSettingsSchema } from './picture-settings-schema.js';

/** A picked file, or nothing. FileList from inputs is normalised to its first file by the form. */
const fileOrNothing = z.custom<File | undefined>(
  (v) => v === undefined || v === null || (typeof File !== 'undefined' && v instanceof File),
);

const requiredImage = fileOrNothing.superRefine((file, ctx) => {
  if (!file) return ctx.addIssue({ code: 'custom', message: M.imageRequired });
  const problem = imageFileProblem(file, ADD_IMAGE_TYPES, LIMITS.maxImageBytes);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const optionalEditImage = fileOrNothing.superRefine((file, ctx) => {
  if (!file) return;
  const problem = imageFileProblem(file, EDIT_IMAGE_TYPES, LIMITS.maxImageBytes);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const addOfferFormSchema = z.object({
  offerTitle: addOfferFieldsSchema.shape.title,
  description: addOfferFieldsSchema.shape.description,
  percentage: addOfferFieldsSchema.shape.percentage,
  // Its dates and button (OFFER-3, OFFER-5).
  ...offerExtraFields,
  image: requiredImage,
  // The picture's alt text, focus and turn (IMAGE-5 to IMAGE-7).
  ...imageSettingsSchema.shape,
});
export const editOfferFormSchema = updateOfferFieldsSchema
  .omit({ offerid: true })
  .extend({ image: optionalEditImage, ...imageSettingsSchema.shape });
export const addSliderFormSchema = addSliderFieldsSchema.extend({ image: requiredImage, ...imageSettingsSchema.shape });
export const editSliderFormSchema = updateSliderFieldsSchema
  .omit({ sliderid: true })
  .extend({ image: optionalEditImage, ...imageSettingsSchema.shape });

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
export type AddOfferForm = z.input<typeof addOfferFormSchema>;
export type EditOfferForm = z.input<typeof editOfferFormSchema>;
export type AddSliderForm = z.input<typeof addSliderFormSchema>;
export type EditSliderForm = z.input<typeof editSliderFormSchema>;
export type ContactForm = z.input<typeof contactFormSchema>;
