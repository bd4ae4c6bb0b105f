import type { CollectionItems, ItemBase, ItemsApiSlug, Offer, Slider } from '@firm/contract';
import type { AppContext } from '../context.js';
import { engineOf, type ServerCollection } from './field-kinds.js';
import { originalApiEngine } from './original-api-items.js';
import { CollectionRepo } from './repository.js';
import { SiteDetailsRepo } from './site-details.js';

/** A collection of the owner's on the engine, seen through its definition. */
export type ContentRepo<Item = ItemBase> = CollectionRepo<Item> & { def: ServerCollection<Item> };

export interface Content {
  /** The contract's collections served at /api/{slug}, by slug, typed by their items. */
  collections: { [S in ItemsApiSlug]: ContentRepo<CollectionItems[S]> };
  /** Every collection of the app served at /api/{slug} (AppContext.collections but the original API's): the routes serve each. */
  all: ContentRepo[];
  /** The site details: the firm's one record (decision 042). */
  siteDetails: SiteDetailsRepo;
  /** Offers and sliders, their items as the original API answers them (original-api.ts). */
  offers: ContentRepo<Offer>;
  sliders: ContentRepo<Slider>;
  /** Every collection on the engine, offers and sliders too, by slug: what the trash and the history reach items through. */
  bySlug: ReadonlyMap<string, ContentRepo<unknown>>;
}

const perApp = new WeakMap<AppContext, Content>();

/** The app's collections on the engine and the site details, with their caches: one set per app, shared by the API routes and the pages' load context. */
export function contentOf(ctx: AppContext): Content {
  let content = perApp.get(ctx);
  if (!content) {
    const repos = Object.values(ctx.collections).map(
      (spec) => new CollectionRepo(ctx, spec.originalApi ? originalApiEngine(spec) : engineOf(spec)) as ContentRepo<unknown>,
    );
    const bySlug = new Map(repos.map((repo) => [repo.def.slug, repo]));
    const all = repos.filter((repo) => !repo.def.spec.originalApi) as ContentRepo[];
    content = {
      collections: Object.fromEntries(all.map((repo) => [repo.def.slug, repo])) as unknown as Content['collections'],
      all,
      siteDetails: new SiteDetailsRepo(ctx),
      offers: bySlug.get('offers') as ContentRepo<Offer>,
      sliders: bySlug.get('sliders') as ContentRepo<Slider>,
      bySlug,
    };
    perApp.set(ctx, content);
  }
  return content;
}
