import { z } from 'zod';
import { roleSchema } from './accounts.js';
import { twoStepStatusSchema } from './two-step.js';
import { LEAD_STATUSES } from './leads.js';
import { focusSchema } from './picture-settings-schema.js';

/*
 * The answers' shapes as zod schemas: the server declares them as its response schemas (they
 * serialize the answer and document it at /api/docs), the web app reads the types derived from
 * them. A field missing here is dropped from the answer, so the order and fields are API-1 to API-7's.
 */

/** A resized copy of an uploaded picture, for `srcset`. */
export const imageVariantSchema = z.object({ width: z.number(), type: z.enum(['image/webp', 'image/avif']), url: z.string() });
export type ImageVariant = z.infer<typeof imageVariantSchema>;

/** The person logged in; what the admin shows depends on the role (accounts.ts). */
export const userDataSchema = z.object({ _id: z.string(), email: z.string(), role: roleSchema });
export type UserData = z.infer<typeof userDataSchema>;

export const loginResponseSchema = z.object({
  status: z.boolean(),
  message: z.string(),
  token: z.string().optional(),
  userData: userDataSchema.optional(),
  /**
   * The password was right and two-step sign-in is on: no token yet. A signed challenge for
   * POST /api/login/second-step, with a code, within 5 minutes (two-step.ts).
   */
  secondStep: z.string().optional(),
  /** Logged in, but an owner requires two-step sign-in and it is not on: only the Account tab works until it is. */
  setUpTwoStep: z.boolean().optional(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** A login refused (401, 429) or a password hash not started because every slot is taken (503, AUTH-4). */
export const loginRefusedSchema = z.object({ status: z.literal(false), message: z.string() });

export const meResponseSchema = z.object({ status: z.literal(true), userData: userDataSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** One successful login, for the Account screen. */
export const loginRecordSchema = z.object({
  /** ISO-8601 time. */
  at: z.string(),
  /** The client's address as the server saw it (behind a proxy: see TRUST_PROXY). */
  ip: z.string(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const accountResponseSchema = z.object({
  email: z.string(),
  /** The latest logins, newest first. */
  logins: z.array(loginRecordSchema),
  /** Two-step sign-in (two-step.ts). */
  twoStep: twoStepStatusSchema,
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** Every success without data, and every error (API-4: errors answer `{message}`). */
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const attachmentSchema = z.object({ name: z.string(), type: z.string(), size: z.number(), url: z.string() });
export type Attachment = z.infer<typeof attachmentSchema>;

export const contactMessageSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
  /** Marked as spam (honeypot filled or sent too fast): shown under Spam, not mailed, not counted unread. */
  spam: z.boolean(),
  /** The page the form was sent from, e.g. `/contact?subject=Training&course=101`; null when unknown. */
  page: z.string().nullable(),
  /** Where the visitor came from before the site: 'Direct', a search engine, 'WhatsApp', … or a site's host; null when unknown. */
  source: z.string().nullable(),
  attachment: attachmentSchema.nullable(),
  /** The lead's status (leads.ts), the owner's private note and the day to follow it up (YYYY-MM-DD) or null. */
  status: z.enum(LEAD_STATUSES),
  note: z.string(),
  followUp: z.string().nullable(),
  /** The follow-up day has passed (the firm's time zone) and the lead is neither Won nor Closed. */
  overdue: z.boolean(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const messagesResponseSchema = z.object({
  messages: z.array(contactMessageSchema),
  /** Unread messages outside Spam. */
  unread: z.number(),
});
export type MessagesResponse = z.infer<typeof messagesResponseSchema>;

export const contactMessageResponseSchema = z.object({ message: contactMessageSchema });
export type ContactMessageResponse = z.infer<typeof contactMessageResponseSchema>;

// ---------------------------------------------------------------------------------------------
// The owner's content (collections.ts)

/**
 * A picture as pages and the admin receive it. Seeded items point at one of the site's own
 * pictures (`asset`, e.g. 'services/101', rendered with the build's AVIF/WebP/JPEG variants);
 * uploaded ones are media (`image` under /media/, `variants` made when it was uploaded).
 */
export const pictureRefSchema = z.object({
  /** Absolute-path URL of the picture (the largest JPEG for a seeded one), or null when there is none. */
  image: z.string().nullable(),
  variants: z.array(imageVariantSchema),
  /** Asset name of a seeded picture (apps/web/assets), null for an uploaded one. */
  asset: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  /** Read out in the picture's place; '' when the owner wrote none (the pages then read the item's title, IMAGE-7). */
  alt: z.string(),
  /** The point every crop keeps in view, 0..1 across and down; the centre unless the owner set one (IMAGE-5). */
  focus: focusSchema,
});
export type PictureRef = z.infer<typeof pictureRefSchema>;

/** POST /api/preview's answer (decision 059). */
export const previewResponseSchema = z.object({
  /** Absolute-path URL of the page with its signed token. */
  url: z.string(),
  /** ISO-8601 time the link stops working. */
  expiresAt: z.string(),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
