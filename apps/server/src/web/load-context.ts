import type { CourseItem, DownloadItem, GalleryItem, Offer, ServiceItem, SiteDetails, Slider } from '@firm/contract';
import { contentOf } from '../content/content.js';
import type { App } from '../context.js';

/**
 * What the web app's server loaders may read without an HTTP round trip (apps/web/app/load-context.ts).
 * Each read is a cached value checked against the database (lib/list-cache.ts): an edit made through
 * any app server shows on the next page load, and reads made in the same turn of the event loop
 * (the loaders of one request) share one check. Collections give their visible items in order.
 * The values are shared between requests: read them, never change them.
 */
export interface SiteData {
  details(): Promise<SiteDetails>;
  offers(): Promise<Offer[]>;
  sliders(): Promise<Slider[]>;
  services(): Promise<ServiceItem[]>;
  courses(): Promise<CourseItem[]>;
  gallery(): Promise<GalleryItem[]>;
  downloads(): Promise<DownloadItem[]>;
  publicUrl: string;
}

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
