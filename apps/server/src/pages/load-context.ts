import { whatsappNumber, type ItemsApiSlug, type ContentReads, type SiteDetails, type SiteUnavailable } from '@firm/contract';
import { contentOf } from '../content/content.js';
import type { App } from '../context.js';
import { failureOf } from '../db/health.js';

type Reads = Omit<ContentReads, 'publicUrl'>;
type ReadName = keyof Reads;

/** The reads of the web app's loaders, in the three ways pages/routes.ts renders with them. */
export interface PageReads {
  /**
   * Each read a cached value kept for the content version in the database (content/list-cache.ts),
   * so an edit made through any app server shows on the next page load, and reads made in the same
   * turn of the event loop (the loaders of one request) share one read of the version. A database
   * that fails makes the page the 503 page in the site's look (`unavailable`).
   */
  content: ContentReads;
  /** The same, answering what was last read when the database fails: the contact page shows its outcome with them. */
  lastRead: ContentReads;
  /** Every read fails as the 503 page: what is rendered while the database cannot be reached. */
  unavailable: ContentReads;
}

/**
 * What the 503 page shows of the firm, as last read: its name and how to reach it without the site.
 * The logo only when it is one of the build's own pictures (an uploaded one is served from the database).
 */
function unavailableDetails(site: SiteDetails | undefined): SiteUnavailable {
  if (!site) return {};
  const { name, phones, chatText, pictures } = site;
  return { name, phones, whatsapp: whatsappNumber(site), chatText, ...(pictures.logo.asset ? { logo: pictures.logo } : {}) };
}

/**
 * The web app's load context (apps/web/app/load-context-types.ts). The 503 page is the root route's
 * ErrorBoundary (apps/web/app/root.tsx): a read that fails on the database rejects with a 503
 * Response carrying the firm's details as last read, which its loader throws, and React Router
 * renders the page with that status.
 */
export function loadContext(app: App): PageReads {
  const content = contentOf(app.ctx);
  const reads: Record<ReadName, () => Promise<unknown>> = {
    details: () => content.siteDetails.cached.value(),
    offers: () => content.offers.visible.value(),
    nextOfferStart: async () => (await content.offers.nextStart?.value()) ?? null,
    sliders: () => content.sliders.visible.value(),
    // Each collection's visible items under its slug (ContentReads), read from its definition.
    ...(Object.fromEntries(content.all.map((repo) => [repo.def.slug, () => repo.visible.value()])) as Record<
      ItemsApiSlug,
      () => Promise<unknown>
    >),
  };
  const last = new Map<ReadName, unknown>();
  const unavailablePage = () => Response.json(unavailableDetails(last.get('details') as SiteDetails | undefined), { status: 503 });
  const { publicUrl } = app.ctx.config;
  const build = (onFailure: (name: ReadName, error: unknown) => unknown) =>
    ({
      ...Object.fromEntries(
        Object.entries(reads).map(([name, read]) => [
          name,
          () =>
            read().then(
              (value) => {
                last.set(name as ReadName, value);
                return value;
              },
              (error: unknown) => onFailure(name as ReadName, error),
            ),
        ]),
      ),
      publicUrl,
    }) as unknown as ContentReads;
  const failed = (error: unknown) => {
    // A failure of the database is the 503 page; anything else is the site's own error page.
    throw failureOf(error) ? unavailablePage() : error;
  };
  return {
    content: build((_name, error) => failed(error)),
    lastRead: build((name, error) => (last.has(name) ? last.get(name) : failed(error))),
    unavailable: {
      ...(Object.fromEntries(Object.keys(reads).map((name) => [name, () => Promise.reject(unavailablePage())])) as unknown as Reads),
      publicUrl,
    },
  };
}
