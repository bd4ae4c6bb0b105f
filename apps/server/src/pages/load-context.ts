import type { CollectionSlug, ContentReads } from '@firm/contract';
import { contentOf } from '../content/content.js';
import type { App } from '../context.js';

/**
 * The web app's load context (apps/web/app/load-context-types.ts): each read is a cached value kept for the
 * content version in the database (content/list-cache.ts), so an edit made through any app server shows on
 * the next page load, and reads made in the same turn of the event loop (the loaders of one request)
 * share one read of the version.
 */
export function loadContext(app: App): { site: ContentReads } {
  const content = contentOf(app.ctx);
  const collections = Object.fromEntries(content.all.map((repo) => [repo.def.slug, () => repo.visible.value()]));
  return {
    site: {
      details: () => content.site.cached.value(),
      offers: () => content.offers.visible.value(),
      sliders: () => content.sliders.visible.value(),
      // Each collection's visible items under its slug (ContentReads), read from its definition.
      ...(collections as unknown as Pick<ContentReads, CollectionSlug>),
      publicUrl: app.ctx.config.publicUrl,
    },
  };
}
