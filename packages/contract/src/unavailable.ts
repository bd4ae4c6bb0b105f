import type { PictureRef } from './responses.js';

/**
 * What the page shown while the site's database cannot answer knows of the firm: the details last
 * read before it stopped (none when the server has read none since it started). The server throws it
 * with a 503 from the pages' loaders (apps/server/src/pages/load-context.ts); the web app's root
 * ErrorBoundary shows it (apps/web/app/components/layout/site-unavailable.tsx).
 */
export interface SiteUnavailable {
  name?: string;
  phones?: string[];
  whatsapp?: string;
  chatText?: string;
  /** The logo, when it is one of the build's own pictures: an uploaded one is served from the database. */
  logo?: PictureRef;
}

/**
 * Set on a public page served from the page cache because the database could not say whether it
 * is still current: the last page rendered, which may be older than the latest edit.
 */
export const SERVED_FROM_HEADER = 'x-served-from';
export const SERVED_FROM_CACHE = 'cache; database unavailable';
