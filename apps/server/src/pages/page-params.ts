import { contactPreset, offersPage, projectFilters, type ContentReads } from '@firm/contract';
import { LRUCache } from 'lru-cache';
import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router';
import type { PageParams } from './page-cache.js';

/**
 * The query parameters the public pages read, each kept only with a value that means something
 * (decision 031): a subject of CONTACT_SUBJECTS and a visible course's id on /contact, a page of
 * /offers that exists, a kind and a visible project's place on /projects, and in a data request the routes the page has. The rules are the pages' own
 * (@firm/contract's page-params), read against the same cached lists the pages' loaders read, so a
 * made-up value is keyed, and served, as the plain page.
 */
export function pageParams(routes: ServerBuild['routes'], site: Pick<ContentReads, 'courses' | 'offers' | 'projects'>): PageParams {
  const tree = routeTree(routes);
  // matchRoutes ranks and compiles every route on each call (about 1 ms): once per page path, and
  // bounded, as made-up paths may ask too.
  const matchedIds = new LRUCache<string, string[]>({ max: 1000 });
  const routesOf = (page: string) => {
    let ids = matchedIds.get(page);
    if (!ids) matchedIds.set(page, (ids = (matchRoutes(tree, page) ?? []).map((m) => m.route.id!)));
    return ids;
  };
  return {
    async of(page, query) {
      if (page === '/contact' && query.has('subject')) {
        const { subject, course } = contactPreset(query, await site.courses());
        return [...(subject ? [['subject', subject] as const] : []), ...(course ? [['course', course._id] as const] : [])];
      }
      if (page === '/offers' && query.has('page')) {
        const number = offersPage(query, (await site.offers()).length);
        return number > 1 ? [['page', String(number)]] : [];
      }
      if (page === '/projects' && (query.has('kind') || query.has('place'))) {
        const { kind, place } = projectFilters(query, await site.projects());
        return [...(kind ? [['kind', kind] as const] : []), ...(place ? [['place', place] as const] : [])];
      }
      return [];
    },
    routes(page, asked) {
      const matched = routesOf(page);
      const wanted = new Set(asked.split(','));
      const kept = matched.filter((id) => wanted.has(id));
      // All of the page's routes is the plain data request; none is nothing React Router would ask.
      return kept.length > 0 && kept.length < matched.length ? kept.join(',') : undefined;
    },
  };
}

/** React Router's flat route manifest as the nested routes matchRoutes reads. */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, index, caseSensitive } = route;
    return [index ? { id, index: true, caseSensitive } : { id, path, caseSensitive, children: routeTree(routes, id) }];
  });
}
