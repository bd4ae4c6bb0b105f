import type { SiteData } from '@firm/contract';
import { contentOf } from '../content/content.js';
import type { App } from '../context.js';

/**
 * The web app's load context (apps/web/app/load-context.ts): each read is a cached value kept for the
 * content version in the database (content/list-cache.ts), so an edit made through any app server shows on
 * the next page load, and reads made in the same turn of the event loop (the loaders of one request)
 * share one read of the version.
 */
export function loadContext(app: App): { site: SiteData } {
  const content = contentOf(app.ctx);
  const { collections } = content;
  return {
    site: {
      details: () => content.site.cached.value(),
      offers: () => content.offers.visible.value(),
      sliders: () => content.sliders.visible.value(),
      services: () => collections.services.visible.value(),
      courses: () => collections.courses.visible.value(),
      gallery: () => collections.gallery.visible.value(),
      downloads: () => collections.downloads.visible.value(),
      publicUrl: app.ctx.config.publicUrl,
    },
  };
}
