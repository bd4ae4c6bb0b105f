import { type CollectionItems, type CollectionSlug, type Offer, type Slider } from '@firm/contract';
import type { AppContext } from '../context.js';
import { OFFERS, SERVER_COLLECTIONS, SLIDERS } from './definitions.js';
import { CollectionRepo } from './repository.js';
import { SiteDetailsRepo } from './site-details.js';

export interface Content {
  collections: { [S in CollectionSlug]: CollectionRepo<CollectionItems[S]> };
  site: SiteDetailsRepo;
  offers: CollectionRepo<Offer>;
  sliders: CollectionRepo<Slider>;
}

const perApp = new WeakMap<AppContext, Content>();

/** The app's collections on the engine and the site details, with their caches: one set per app, shared by the API routes and the pages' load context. */
export function contentOf(ctx: AppContext): Content {
  let content = perApp.get(ctx);
  if (!content) {
    const repo = <S extends CollectionSlug>(slug: S) => new CollectionRepo(ctx, SERVER_COLLECTIONS[slug]);
    content = {
      collections: { services: repo('services'), courses: repo('courses'), gallery: repo('gallery'), downloads: repo('downloads') },
      site: new SiteDetailsRepo(ctx),
      offers: new CollectionRepo(ctx, OFFERS),
      sliders: new CollectionRepo(ctx, SLIDERS),
    };
    perApp.set(ctx, content);
  }
  return content;
}
