import type { CollectionItems, CollectionSlug, ItemBase, Offer, Slider } from '@firm/contract';
import type { AppContext } from '../context.js';
import { engineOf, type ServerCollection } from './field-kinds.js';
import { OFFERS, SLIDERS } from './offers-sliders.js';
import { CollectionRepo } from './repository.js';
import { SiteDetailsRepo } from './site-details.js';

/** A collection of the owner's on the engine, seen through its definition. */
export type ContentRepo<Item extends ItemBase = ItemBase> = CollectionRepo<Item> & { def: ServerCollection };

export interface Content {
  /** The contract's collections by slug, typed by their items. */
  collections: { [S in CollectionSlug]: ContentRepo<CollectionItems[S]> };
  /** Every collection of the app (AppContext.collections): the routes serve each. */
  all: ContentRepo[];
  site: SiteDetailsRepo;
  offers: CollectionRepo<Offer>;
  sliders: CollectionRepo<Slider>;
  /** Every collection on the engine, offers and sliders too, by slug: what the trash and the history reach items through. */
  bySlug: ReadonlyMap<string, CollectionRepo<unknown>>;
}

const perApp = new WeakMap<AppContext, Content>();

/** The app's collections on the engine and the site details, with their caches: one set per app, shared by the API routes and the pages' load context. */
export function contentOf(ctx: AppContext): Content {
  let content = perApp.get(ctx);
  if (!content) {
    const all = Object.values(ctx.collections).map((spec) => new CollectionRepo(ctx, engineOf(spec)) as ContentRepo);
    const offers = new CollectionRepo(ctx, OFFERS);
    const sliders = new CollectionRepo(ctx, SLIDERS);
    content = {
      collections: Object.fromEntries(all.map((repo) => [repo.def.slug, repo])) as unknown as Content['collections'],
      all,
      site: new SiteDetailsRepo(ctx),
      offers,
      sliders,
      bySlug: new Map<string, CollectionRepo<unknown>>([...all, offers, sliders].map((repo) => [repo.def.slug, repo])),
    };
    perApp.set(ctx, content);
  }
  return content;
}
