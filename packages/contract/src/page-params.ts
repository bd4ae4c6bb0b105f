/**
 * What the query parameters of the public pages mean. The pages read them with these rules, and the
 * server keys its page cache on them with the same rules (apps/server/src/pages/page-params.ts): a
 * value that means nothing is the plain page, so it can neither make a cache entry nor cost a
 * render (decision 031).
 */
import { CONTACT_SUBJECTS, type ContactSubject } from './limits.js';
import { PROJECT_KINDS, type ProjectKind } from './project-kinds.js';

/** Offers on one page of /offers. */
export const OFFERS_PER_PAGE = 24;

/**
 * What a /contact link preselects (`?subject=Training&course=101`): one of the subjects, and with
 * Training one of the given courses by id; anything else is ignored.
 */
export function contactPreset<C extends { _id: string }>(
  query: URLSearchParams,
  courses: readonly C[],
): { subject?: ContactSubject; course?: C } {
  const asked = query.get('subject');
  const subject = CONTACT_SUBJECTS.find((s) => s === asked);
  if (!subject) return {};
  const id = query.get('course');
  const course = subject === 'Training' && id ? courses.find((c) => c._id === id) : undefined;
  return course ? { subject, course } : { subject };
}

/** How many pages /offers has for `offerCount` offers (one, empty, when there are none). */
export const offersPages = (offerCount: number) => Math.max(1, Math.ceil(offerCount / OFFERS_PER_PAGE));

/** The page of /offers that `?page=` asks for when it exists; 1, the plain page, for anything else. */
export function offersPage(query: URLSearchParams, offerCount: number): number {
  const asked = query.get('page') ?? '';
  const page = /^\d{1,6}$/.test(asked) ? Number(asked) : 1;
  return page >= 1 && page <= offersPages(offerCount) ? page : 1;
}

/**
 * What /projects is filtered by (`?kind=residential&place=Vesu%2C%20Surat`): one of the kinds, and a place one of the
 * visible `projects` is at; anything else is no filter.
 */
export function projectFilters(
  query: URLSearchParams,
  projects: readonly { place: string }[],
): { kind: ProjectKind | null; place: string | null } {
  const kind = PROJECT_KINDS.find((k) => k.value === query.get('kind'))?.value ?? null;
  const asked = query.get('place');
  const place = projects.some((p) => p.place === asked) ? asked : null;
  return { kind, place };
}
