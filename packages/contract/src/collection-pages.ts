/**
 * What the web app makes of the collections besides their API and admin: the public menu's links, the sitemap's
 * pages and the routes of their public pages, each in the collections' order, from their definitions (`page`,
 * `publicPath`, `noun`). A collection added to COLLECTIONS is in the menu, the footer's Quick Links and the
 * sitemap with no other change (docs/adding-a-collection.md).
 */
import type { CollectionSpec } from './define-collection.js';

type Collections = Readonly<Record<string, Pick<CollectionSpec, 'noun' | 'page' | 'publicPath'>>>;

export interface MenuLink {
  label: string;
  to: string;
}

/** The pages that are no collection's, before and after the collections' own in the menu (NAV-1). */
const FIRST_PAGES: readonly MenuLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About US', to: '/about' },
];
const LAST_PAGES: readonly MenuLink[] = [{ label: 'Contact Us', to: '/contact' }];

/** The public menu's links in order (NAV-1): Home, About US, each collection's page, Contact Us. */
export function menuLinks(collections: Collections): MenuLink[] {
  const pages = Object.values(collections).flatMap(({ page }) => (page ? [{ label: page.menu, to: page.path }] : []));
  return [...FIRST_PAGES, ...pages, ...LAST_PAGES];
}

/** The page of the current offers (ROUTE-4), linked from the home page's offers. */
export const OFFERS_PATH = '/offers';

/** The sitemap's pages but the items': the menu's and the offers page (ROUTE-1, ROUTE-4). */
export const sitemapPages = (collections: Collections): string[] => [...menuLinks(collections).map((l) => l.to), OFFERS_PATH];

/** The collections whose items have a page of their own, listed in the sitemap once visible. */
export const itemPages = <C extends Collections>(collections: C) =>
  Object.entries(collections).flatMap(([slug, c]) => (c.publicPath ? [{ slug: slug as keyof C & string, path: c.publicPath }] : []));

/** The web app's route modules of the collections' pages: `[path, file]`, paths without the leading slash. */
export function collectionRoutes(collections: Collections): [string, string][] {
  return Object.values(collections).flatMap(({ page, publicPath, noun }) => {
    if (!page) return [];
    const list: [string, string] = [page.path.slice(1), `routes/${page.path.slice(1)}.tsx`];
    return publicPath ? [list, [publicPath(':id').slice(1), `routes/${noun}-detail.tsx`] as [string, string]] : [list];
  });
}
