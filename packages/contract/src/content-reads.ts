import type { CollectionItems, ItemsApiSlug } from './collections.js';
import type { Offer, Slider } from './original-api.js';
import type { SiteDetails } from './site-details.js';

/**
 * What the server hands to the web app's loaders (apps/server/src/pages/load-context.ts): the public
 * content read without an HTTP round trip, each read cached on the server and checked against the
 * database. Collections give their visible items in order. The values are shared between
 * requests: read them, never change them.
 */
export type ContentReads = {
  details(): Promise<SiteDetails>;
  offers(): Promise<Offer[]>;
  /** The first day (YYYY-MM-DD) of the soonest offer not shown yet (OFFER-3), null when none is scheduled. */
  nextOfferStart(): Promise<string | null>;
  sliders(): Promise<Slider[]>;
  publicUrl: string;
} & { [S in ItemsApiSlug]: () => Promise<CollectionItems[S][]> };
