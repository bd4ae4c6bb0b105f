import type { ContactOutcome, Offer, Slider } from '@firm/contract';

/** What the server hands to loaders (apps/server/src/routes/web.ts): data read without an HTTP round trip. */
export interface SiteData {
  offers(): Promise<Offer[]>;
  sliders(): Promise<Slider[]>;
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
