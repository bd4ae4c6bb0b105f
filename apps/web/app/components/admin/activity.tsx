/**
 * The Activity tab (docs/decisions/047): who did what and when in the admin area, newest first, of
 * one person or one collection when asked, each entry linking to where its item is managed.
 */
import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import {
  ACTIVITY_ACTIONS,
  ACTIVITY_PATH,
  COLLECTIONS,
  MESSAGES_TRASH,
  SITE_HISTORY,
  type ActivityEntry,
  type ActivityResponse,
} from '@firm/contract';
import { apiRequest } from '~/lib/api-client';
import { formatDate } from '~/lib/format';
import { dashboardPath, itemPath, type AdminTab } from './tabs';
import { useReloadable } from './use-reloadable';
import { buttonClass } from '~/components/ui/button';
import { Loading } from '~/components/ui/feedback';
import { Backups } from './backups';

/** Where each collection of the activity is managed, what the owner calls it there, and whether an entry opens its item. */
const PLACES: Record<string, { tab: AdminTab; label: string; items?: true }> = {
  ...Object.fromEntries(
    Object.values(COLLECTIONS).map((spec) => [spec.slug, { tab: spec.tab as AdminTab, label: spec.label, items: true }]),
  ),
  // Its tab says Offer; its entries, Offers.
  offers: { tab: 'offer', label: 'Offers', items: true },
  [MESSAGES_TRASH]: { tab: 'messages', label: 'Messages' },
  [SITE_HISTORY.collection]: { tab: 'site', label: 'Site' },
};

const EMPTY: ActivityResponse = { entries: [], people: [], collections: [], more: false };
// A select is as wide as its longest option, here an e-mail: capped at the screen's width.
const selectClass = 'max-w-full rounded-md border border-navy-200 bg-white px-2 py-1.5 text-sm text-slate-900';

/** One line: "Added Service “Planning”", linked to the item on its tab (the trash once deleted), unless it is gone for good. */
function Done({ entry }: { entry: ActivityEntry }) {
  const place = entry.collection ? PLACES[entry.collection] : undefined;
  const what = entry.title ? `“${entry.title}”` : place?.label;
  return (
    <>
      {ACTIVITY_ACTIONS[entry.action]}{' '}
      {what && place && entry.action !== 'forever' ? (
        <Link
          to={
            entry.action === 'delete'
              ? dashboardPath('trash')
              : entry.itemId && place.items
                ? itemPath(place.tab, entry.itemId)
                : dashboardPath(place.tab)
          }
          className="inline-block max-w-full font-medium break-words text-navy-700 underline"
        >
          {what}
        </Link>
      ) : (
        what && <span className="font-medium">{what}</span>
      )}
      {place && entry.title && <span className="text-slate-700">{` (${place.label})`}</span>}
    </>
  );
}

export function Activity() {
  const [by, setBy] = useState('');
  const [collection, setCollection] = useState('');
  const [pages, setPages] = useState<ActivityEntry[][]>([]);
  const query = useCallback(
    (before?: number) => {
      const params = new URLSearchParams();
      if (by) params.set('by', by);
      if (collection) params.set('collection', collection);
      if (before !== undefined) params.set('before', String(before));
      const text = params.toString();
      return apiRequest<ActivityResponse>(text ? `${ACTIVITY_PATH}?${text}` : ACTIVITY_PATH);
    },
    [by, collection],
  );
  const load = useCallback(async () => {
    setPages([]);
    return query();
  }, [query]);
  const { data, error, loaded } = useReloadable(load, EMPTY);
  const [more, setMore] = useState<{ busy: boolean; done: boolean }>({ busy: false, done: false });
  const entries = [...data.entries, ...pages.flat()];
  const last = entries.at(-1);
  const hasMore = (pages.length === 0 ? data.more : !more.done) && last !== undefined;

  const loadMore = async () => {
    if (!last) return;
    setMore({ busy: true, done: false });
    const next = await query(last.id);
    setPages((shown) => [...shown, next.entries]);
    setMore({ busy: false, done: !next.more });
  };

  return (
    <section aria-labelledby="activity-heading" className="space-y-4">
      <h1 id="activity-heading" className="text-2xl font-bold text-navy-900">
        Activity
      </h1>
      <Backups />
      <h2 className="text-xl font-semibold text-slate-900">Who did what</h2>
      <p className="text-sm text-slate-700">Who did what in the admin area, newest first. Kept for a year.</p>
      <div className="flex flex-wrap gap-3">
        <label className="flex max-w-full min-w-0 flex-col gap-1 text-sm font-medium text-slate-800">
          Person
          <select className={selectClass} value={by} onChange={(event) => setBy(event.target.value)}>
            <option value="">Everyone</option>
            {data.people.map((person) => (
              <option key={person} value={person}>
                {person}
              </option>
            ))}
          </select>
        </label>
        <label className="flex max-w-full min-w-0 flex-col gap-1 text-sm font-medium text-slate-800">
          Part of the site
          <select className={selectClass} value={collection} onChange={(event) => setCollection(event.target.value)}>
            <option value="">All</option>
            {data.collections.map((slug) => (
              <option key={slug} value={slug}>
                {PLACES[slug]?.label ?? slug}
              </option>
            ))}
          </select>
        </label>
      </div>
      {!loaded && <Loading label="Loading the activity" />}
      {error && <p className="text-red-700">Error: {error}</p>}
      {loaded && !error && entries.length === 0 && <p className="text-slate-700">Nothing has been done yet.</p>}
      {entries.length > 0 && (
        <ol className="divide-y divide-navy-100 rounded-md border border-navy-100 bg-white" aria-label="Activity, newest first">
          {entries.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-0.5 px-3 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3">
              <time dateTime={entry.at} className="shrink-0 text-slate-700 tabular-nums sm:w-44">
                {formatDate(entry.at)}
              </time>
              <span className="min-w-0 break-words text-slate-900">
                <span className="font-medium">{entry.by}</span> <Done entry={entry} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {hasMore && (
        <button type="button" className={buttonClass('outline', '', 'sm')} disabled={more.busy} onClick={() => void loadMore()}>
          Show older
        </button>
      )}
    </section>
  );
}
