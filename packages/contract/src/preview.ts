import { z } from 'zod';

/*
 * A hidden item's page as visitors would see it, for admins only (PREVIEW-1 to PREVIEW-4, decision
 * 059): the admin asks for a signed link that opens the page, valid for PREVIEW_MINUTES.
 */

export const PREVIEW_MINUTES = 10;

/** The query parameter of a preview link: `/services/details/7?preview=<signed token>`. */
export const PREVIEW_PARAM = 'preview';

/** The banner a preview shows over the page. */
export const PREVIEW_BANNER = 'Preview: this page is hidden from visitors';

export const PREVIEW_MESSAGES = {
  noPage: 'This collection has no page on the site to preview',
  notFound: 'Item not found',
} as const;

export const previewRequestSchema = z.object({
  collection: z.string({ error: PREVIEW_MESSAGES.noPage }).max(64, PREVIEW_MESSAGES.noPage),
  id: z.string({ error: PREVIEW_MESSAGES.notFound }).max(64, PREVIEW_MESSAGES.notFound),
});
export type PreviewRequest = z.infer<typeof previewRequestSchema>;

export const previewResponseSchema = z.object({
  /** Absolute-path URL of the page with its signed token. */
  url: z.string(),
  /** ISO-8601 time the link stops working. */
  expiresAt: z.string(),
});
export type PreviewResponse = z.infer<typeof previewResponseSchema>;
