import type { CollectionSpec, ContactOutcome, ContentReads } from '@firm/contract';

declare module 'react-router' {
  interface AppLoadContext {
    /** The pages' reads, through lib/content-reads.ts, which reads each collection at most once a request. */
    content: ContentReads;
    /** The collections the server serves (the contract's COLLECTIONS): the menu, the sitemap and the reads follow them. */
    collections: Readonly<Record<string, CollectionSpec>>;
    /** On a POST of the contact form: what the server made of it (apps/server/src/contact/intake.ts). */
    contact?: { outcome: ContactOutcome; status: number };
    /** This render's nonce for its inline scripts (app/entry.server.tsx). */
    cspNonce: string;
    /** A hidden item's page rendered for an admin's signed preview link (PREVIEW-1, decision 059). */
    preview?: boolean;
  }
}
