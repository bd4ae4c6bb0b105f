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
