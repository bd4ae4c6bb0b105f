import type { Offer, Slider } from '@firm/contract';

/** What the server hands to loaders (apps/server/src/routes/web.ts): data read without an HTTP round trip. */
export interface SiteData {
  offers(): Promise<Offer[]>;
  sliders(): Promise<Slider[]>;
  publicUrl: string;
}

declare module 'react-router' {
  interface AppLoadContext {
    site: SiteData;
    /** This render's nonce for its inline scripts (app/entry.server.tsx). */
    cspNonce: string;
  }
}
