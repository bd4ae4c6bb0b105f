import type { ContactOutcome, CourseItem, DownloadItem, GalleryItem, Offer, ServiceItem, SiteDetails, Slider } from '@firm/contract';

/**
 * What the server hands to loaders (apps/server/src/web/load-context.ts): data read without an HTTP
 * round trip, each read cached on the server and checked against the database. Collections give their
 * visible items in order. Loaders read through lib/site-data.ts, which reads each at most once a request.
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

declare module 'react-router' {
  interface AppLoadContext {
    site: SiteData;
    /** On a POST of the contact form: what the server made of it (apps/server/src/lib/contact-intake.ts). */
    contact?: { outcome: ContactOutcome; status: number };
    /** This render's nonce for its inline scripts (app/entry.server.tsx). */
    cspNonce: string;
  }
}
