import { type CollectionItems, type CollectionSlug, type Offer, type Slider } from '@firm/contract';
import type { AppContext } from '../context.js';
import { ListCache } from '../lib/list-cache.js';
import { listOffers } from '../repos/offers.js';
import { listSliders } from '../repos/sliders.js';
import { SERVER_COLLECTIONS } from './definitions.js';
import { CollectionRepo } from './repository.js';
import { SiteDetailsRepo } from './site-details.js';

export interface Content {
  collections: { [S in CollectionSlug]: CollectionRepo<CollectionItems[S]> };
  site: SiteDetailsRepo;
  offers: ListCache<Offer[]>;
  sliders: ListCache<Slider[]>;
}

const perApp = new WeakMap<AppContext, Content>();

/** The app's content repositories and their caches: one set per app, shared by the API routes and the pages' load context. */
export function contentOf(ctx: AppContext): Content {
  let content = perApp.get(ctx);
  if (!content) {
    const repo = <S extends CollectionSlug>(slug: S) => new CollectionRepo(ctx, SERVER_COLLECTIONS[slug]);
    content = {
      collections: { services: repo('services'), courses: repo('courses'), gallery: repo('gallery'), downloads: repo('downloads') },
      site: new SiteDetailsRepo(ctx),
      offers: new ListCache(ctx, { table: 'offers' }, () => listOffers(ctx.db)),
      sliders: new ListCache(ctx, { table: 'sliders' }, () => listSliders(ctx.db)),
    };
    perApp.set(ctx, content);
  }
  return content;
}
