import { sql } from 'kysely';
import { DEVICES, ENQUIRY_KINDS, type OverviewPeriod, type OverviewResponse, type OverviewTotals } from '@firm/contract';
import type { Db } from '../db/index.js';
import { dayAfter } from '../lib/zoned-time.js';
import { MEASURES } from './measures.js';

/** How many pages, sources and details of a kind the Overview lists (VISITS-1). */
const TOP = 10;

/** The sums of every measure and key over the days `from` to `to`, both included; of `measures` only when given. */
async function sums(db: Db, from: string, to: string, measures?: string[]): Promise<Map<string, Map<string, number>>> {
  let query = db
    .selectFrom('visit_counts')
    .select(['measure', 'key', sql<number>`sum(count)`.as('total')])
    .where('day', '>=', from)
    .where('day', '<=', to);
  if (measures) query = query.where('measure', 'in', measures);
  const of = new Map<string, Map<string, number>>();
  for (const row of await query.groupBy(['measure', 'key']).execute()) {
    const keys = of.get(row.measure) ?? new Map<string, number>();
    keys.set(row.key, Number(row.total));
    of.set(row.measure, keys);
  }
  return of;
}

/** Most first; equal counts by name, so the order never depends on the database. */
const mostFirst = (counts: Iterable<[string, number]>) =>
  [...counts].filter(([, n]) => n > 0).sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0));

/**
 * The Overview (VISITS-1): the `days` days ending `today` (YYYY-MM-DD, the firm's time zone), both
 * included, beside the `days` days before them. Three queries, each a range of days on the primary
 * key of `visit_counts` (day, measure, key): the period's sums of every measure and key, the
 * previous period's of the totals and enquiries only (its pages and sources are not shown), and
 * the period's views and visitors by day. Summing both periods in one query with CASE took two to
 * four times as long on SQLite (bench/analytics).
 */
export async function readOverview(db: Db, days: OverviewPeriod, today: string): Promise<OverviewResponse> {
  const from = dayAfter(today, -(days - 1));
  const [now, before, byDay] = await Promise.all([
    sums(db, from, today),
    sums(db, dayAfter(from, -days), dayAfter(from, -1), [MEASURES.views, MEASURES.visitors, MEASURES.enquirers, MEASURES.event]),
    db
      .selectFrom('visit_counts')
      .select(['day', 'measure', 'count'])
      .where('day', '>=', from)
      .where('day', '<=', today)
      .where('measure', 'in', [MEASURES.views, MEASURES.visitors])
      .where('key', '=', '')
      .execute(),
  ]);
  const keys = (of: typeof now, measure: string) => of.get(measure) ?? new Map<string, number>();
  const total = (of: typeof now, measure: string, key = '') => keys(of, measure).get(key) ?? 0;

  const details = new Map<string, [string, number][]>();
  for (const [key, count] of keys(now, MEASURES.eventDetail)) {
    const tab = key.indexOf('\t');
    const kind = key.slice(0, tab);
    const list = details.get(kind) ?? [];
    list.push([key.slice(tab + 1), count]);
    details.set(kind, list);
  }
  const enquiries = ENQUIRY_KINDS.map((kind) => ({
    kind,
    count: total(now, MEASURES.event, kind),
    previous: total(before, MEASURES.event, kind),
    details: mostFirst(details.get(kind) ?? [])
      .slice(0, TOP)
      .map(([detail, count]) => ({ detail, count })),
  }));
  const totals = (of: typeof now): OverviewTotals => ({
    visitors: total(of, MEASURES.visitors),
    views: total(of, MEASURES.views),
    enquiries: ENQUIRY_KINDS.reduce((sum, kind) => sum + total(of, MEASURES.event, kind), 0),
    enquirers: total(of, MEASURES.enquirers),
  });

  const daily = new Map<string, { visitors: number; views: number }>();
  for (const row of byDay) {
    const day = daily.get(row.day) ?? { visitors: 0, views: 0 };
    day[row.measure === MEASURES.views ? 'views' : 'visitors'] = Number(row.count);
    daily.set(row.day, day);
  }

  return {
    days,
    from,
    to: today,
    daily: Array.from({ length: days }, (_, i) => {
      const day = dayAfter(from, i);
      return { day, ...(daily.get(day) ?? { visitors: 0, views: 0 }) };
    }),
    totals: totals(now),
    previous: totals(before),
    pages: mostFirst(keys(now, MEASURES.page))
      .slice(0, TOP)
      .map(([page, views]) => ({ page, views })),
    sources: mostFirst(keys(now, MEASURES.source))
      .slice(0, TOP)
      .map(([source, visitors]) => ({ source, visitors })),
    devices: DEVICES.map((device) => ({ device, visitors: total(now, MEASURES.device, device) })),
    enquiries,
  };
}
