/**
 * The Overview (VISITS-1, docs/decisions/055-visits-without-cookies.md): the daily totals of
 * visit_counts summed over the last 7, 30 or 90 days of the firm's time zone and the days before
 * them, read by any admin.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { API, ENQUIRY_KINDS, MESSAGES, type OverviewResponse } from '@firm/contract';
import type { Clock } from '../../src/lib/clock.js';
import { insertAdmin } from '../../src/auth/admin-store.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { MEASURES, detailKey } from '../../src/analytics/measures.js';
import { readOverview } from '../../src/analytics/overview.js';
import { adminToken, freshApp } from '../helpers.js';

// 09:00 UTC is 14:30 in Asia/Kolkata (TIME_ZONE's default): the firm's today is 2026-03-01.
let now = Date.parse('2026-03-01T09:00:00Z');
const clock: Clock = { now: () => now, after: () => () => {} };
const t = freshApp({}, undefined, { clock });
let auth: Record<string, string>;
beforeEach(async () => {
  now = Date.parse('2026-03-01T09:00:00Z');
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

type Row = [day: string, measure: string, key: string, count: number];
const put = (rows: Row[]) =>
  t.app.ctx.db
    .insertInto('visit_counts')
    .values(rows.map(([day, measure, key, count]) => ({ day, measure, key, count })))
    .execute();
const overview = (query = '', headers = auth) => t.app.inject({ url: `${API.analyticsOverview}${query}`, headers });
const read = async (query = '') => {
  const res = await overview(query);
  expect(res.statusCode).toBe(200);
  return res.json() as OverviewResponse;
};

/** Every day from `from` on, `n` of them. */
const daysFrom = (from: string, n: number) =>
  Array.from({ length: n }, (_, i) => new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));
const zeroDays = (from: string, n: number) => daysFrom(from, n).map((day) => ({ day, visitors: 0, views: 0 }));
const noEnquiries = ENQUIRY_KINDS.map((kind) => ({ kind, count: 0, previous: 0, details: [] }));
const noTotals = { visitors: 0, views: 0, enquiries: 0, enquirers: 0 };

// The 30 days ending 2026-03-01 are 2026-01-31 to 2026-03-01; the 30 before, 2026-01-01 to 2026-01-30.
const FIRST = '2026-01-31';
const LAST = '2026-03-01';
const PREVIOUS_FIRST = '2026-01-01';
const PREVIOUS_LAST = '2026-01-30';
/** Outside both periods: the day before the previous one, and tomorrow. */
const OUTSIDE = ['2025-12-31', '2026-03-02'];

describe('the overview of 30 days', () => {
  it('sums every measure over the period and the one before it; days outside both count nowhere', async () => {
    const rows: Row[] = [];
    const at = (day: string, measure: string, key: string, count: number) => rows.push([day, measure, key, count]);
    // Views and visitors on both edges of both periods, and outside them.
    for (const [day, views, visitors] of [
      [FIRST, 40, 10],
      ['2026-02-15', 25, 7],
      [LAST, 13, 5],
      [PREVIOUS_FIRST, 8, 3],
      [PREVIOUS_LAST, 9, 4],
      ...OUTSIDE.map((day) => [day, 1000, 500] as const),
    ] as const) {
      at(day, MEASURES.views, '', views);
      at(day, MEASURES.visitors, '', visitors);
    }
    at(FIRST, MEASURES.enquirers, '', 3);
    at(LAST, MEASURES.enquirers, '', 2);
    at(PREVIOUS_LAST, MEASURES.enquirers, '', 1);
    for (const day of OUTSIDE) at(day, MEASURES.enquirers, '', 99);

    // Twelve pages in the period: the two with fewest views are left out; equal views go by the path.
    const pages = ['/', '/about', '/services', '/courses', '/gallery', '/download', '/contact', '/offers', '/services/details/101'];
    pages.forEach((page, i) => at(FIRST, MEASURES.page, page, 30 - i * 2));
    at(LAST, MEASURES.page, '/', 5);
    at(FIRST, MEASURES.page, '/courses/details/7', 3);
    at(FIRST, MEASURES.page, '/courses/details/8', 3);
    at(FIRST, MEASURES.page, '/courses/details/9', 2);
    // Many views before the period or after it: not in the period's list.
    at(PREVIOUS_LAST, MEASURES.page, '/privacy', 500);
    for (const day of OUTSIDE) at(day, MEASURES.page, '/terms', 700);

    // Eleven sources: the last is left out.
    const sources = [
      'Google',
      'Direct',
      'WhatsApp',
      'YouTube',
      'Bing',
      'facebook.com',
      'example.org',
      'DuckDuckGo',
      'instagram.com',
      'Yahoo',
      'x.com',
    ];
    sources.forEach((source, i) => at('2026-02-15', MEASURES.source, source, 40 - i * 3));
    at(PREVIOUS_FIRST, MEASURES.source, 'Google', 6);
    for (const day of OUTSIDE) at(day, MEASURES.source, 'Direct', 300);

    at(FIRST, MEASURES.device, 'phone', 9);
    at(LAST, MEASURES.device, 'phone', 4);
    at(LAST, MEASURES.device, 'desktop', 2);
    at(PREVIOUS_LAST, MEASURES.device, 'desktop', 4);
    for (const day of OUTSIDE) at(day, MEASURES.device, 'desktop', 400);

    // Contact messages by subject, this period and the one before.
    at(FIRST, MEASURES.event, 'contact', 3);
    at(LAST, MEASURES.event, 'contact', 1);
    at(FIRST, MEASURES.eventDetail, detailKey('contact', 'Training'), 2);
    at(LAST, MEASURES.eventDetail, detailKey('contact', 'Structural design'), 1);
    at(FIRST, MEASURES.eventDetail, detailKey('contact', 'Site visit'), 1);
    at(PREVIOUS_FIRST, MEASURES.event, 'contact', 2);
    at(PREVIOUS_FIRST, MEASURES.eventDetail, detailKey('contact', 'Quotation'), 2);
    // Downloads of twelve files: ten listed.
    at('2026-02-15', MEASURES.event, 'download', 78);
    for (let i = 1; i <= 12; i++)
      at('2026-02-15', MEASURES.eventDetail, detailKey('download', `Brochure ${String(i).padStart(2, '0')}.pdf`), i);
    // WhatsApp taps only before the period; phone taps only outside both.
    at(PREVIOUS_LAST, MEASURES.event, 'whatsapp', 6);
    for (const day of OUTSIDE) {
      at(day, MEASURES.event, 'phone', 50);
      at(day, MEASURES.event, 'whatsapp', 50);
    }
    at(LAST, MEASURES.event, 'offer', 2);
    at(LAST, MEASURES.eventDetail, detailKey('offer', 'Monsoon audit 20% off'), 2);
    await put(rows);

    const daily = zeroDays(FIRST, 30).map((d) =>
      d.day === FIRST
        ? { ...d, views: 40, visitors: 10 }
        : d.day === '2026-02-15'
          ? { ...d, views: 25, visitors: 7 }
          : d.day === LAST
            ? { ...d, views: 13, visitors: 5 }
            : d,
    );
    expect(await read('?days=30')).toEqual({
      days: 30,
      from: FIRST,
      to: LAST,
      daily,
      totals: { visitors: 22, views: 78, enquiries: 84, enquirers: 5 },
      previous: { visitors: 7, views: 17, enquiries: 8, enquirers: 1 },
      pages: [
        { page: '/', views: 35 },
        { page: '/about', views: 28 },
        { page: '/services', views: 26 },
        { page: '/courses', views: 24 },
        { page: '/gallery', views: 22 },
        { page: '/download', views: 20 },
        { page: '/contact', views: 18 },
        { page: '/offers', views: 16 },
        { page: '/services/details/101', views: 14 },
        { page: '/courses/details/7', views: 3 },
      ],
      sources: sources.slice(0, 10).map((source, i) => ({ source, visitors: 40 - i * 3 })),
      devices: [
        { device: 'phone', visitors: 13 },
        { device: 'desktop', visitors: 2 },
      ],
      enquiries: [
        {
          kind: 'contact',
          count: 4,
          previous: 2,
          details: [
            { detail: 'Training', count: 2 },
            { detail: 'Site visit', count: 1 },
            { detail: 'Structural design', count: 1 },
          ],
        },
        { kind: 'whatsapp', count: 0, previous: 6, details: [] },
        { kind: 'phone', count: 0, previous: 0, details: [] },
        { kind: 'email', count: 0, previous: 0, details: [] },
        {
          kind: 'download',
          count: 78,
          previous: 0,
          details: Array.from({ length: 10 }, (_, i) => ({ detail: `Brochure ${String(12 - i).padStart(2, '0')}.pdf`, count: 12 - i })),
        },
        { kind: 'offer', count: 2, previous: 0, details: [{ detail: 'Monsoon audit 20% off', count: 2 }] },
        { kind: 'appointment', count: 0, previous: 0, details: [] },
      ],
    });
  });

  it('is 30 days when no period is asked for; with nothing counted, every day and figure is zero', async () => {
    expect(await read()).toEqual({
      days: 30,
      from: FIRST,
      to: LAST,
      daily: zeroDays(FIRST, 30),
      totals: noTotals,
      previous: noTotals,
      pages: [],
      sources: [],
      devices: [
        { device: 'phone', visitors: 0 },
        { device: 'desktop', visitors: 0 },
      ],
      enquiries: noEnquiries,
    });
  });

  it('ends on the firm’s today: 19:00 UTC on 28 February is already 1 March in India', async () => {
    now = Date.parse('2026-02-28T19:00:00Z');
    await put([
      [LAST, MEASURES.views, '', 4],
      [LAST, MEASURES.visitors, '', 2],
    ]);
    const answer = await read();
    expect([answer.from, answer.to, answer.totals.views, answer.daily.at(-1)]).toEqual([
      FIRST,
      LAST,
      4,
      { day: LAST, visitors: 2, views: 4 },
    ]);
  });
});

describe('the overview of 7 and 90 days', () => {
  it('7 days: 23 February to 1 March, beside 16 to 22 February', async () => {
    await put([
      ['2026-02-22', MEASURES.views, '', 5],
      ['2026-02-23', MEASURES.views, '', 7],
      [LAST, MEASURES.views, '', 11],
      ['2026-02-16', MEASURES.views, '', 3],
      ['2026-02-15', MEASURES.views, '', 100],
      ['2026-02-16', MEASURES.event, 'phone', 2],
      ['2026-02-23', MEASURES.event, 'phone', 1],
      ['2026-02-15', MEASURES.event, 'phone', 40],
      ['2026-02-23', MEASURES.eventDetail, detailKey('phone', '+91 98250 12345'), 1],
      ['2026-02-22', MEASURES.eventDetail, detailKey('phone', '+91 261 2345678'), 1],
    ]);
    const answer = await read('?days=7');
    expect([answer.days, answer.from, answer.to, answer.daily.length]).toEqual([7, '2026-02-23', LAST, 7]);
    expect(answer.daily.map((d) => d.views)).toEqual([7, 0, 0, 0, 0, 0, 11]);
    expect([answer.totals.views, answer.previous.views]).toEqual([18, 8]);
    expect(answer.enquiries.find((e) => e.kind === 'phone')).toEqual({
      kind: 'phone',
      count: 1,
      previous: 2,
      details: [{ detail: '+91 98250 12345', count: 1 }],
    });
    expect([answer.totals.enquiries, answer.previous.enquiries]).toEqual([1, 2]);
  });

  it('90 days: 2 December 2025 to 1 March 2026, beside 3 September to 1 December 2025', async () => {
    await put([
      ['2025-12-02', MEASURES.visitors, '', 6],
      [LAST, MEASURES.visitors, '', 4],
      ['2025-12-01', MEASURES.visitors, '', 3],
      ['2025-09-03', MEASURES.visitors, '', 2],
      ['2025-09-02', MEASURES.visitors, '', 80],
      ['2025-12-02', MEASURES.enquirers, '', 1],
      ['2025-09-03', MEASURES.enquirers, '', 1],
      ['2025-12-02', MEASURES.source, 'Google', 5],
      ['2025-12-01', MEASURES.source, 'Bing', 3],
    ]);
    const answer = await read('?days=90');
    expect([answer.days, answer.from, answer.to, answer.daily.length]).toEqual([90, '2025-12-02', LAST, 90]);
    expect(answer.daily.map((d) => d.day)).toEqual(daysFrom('2025-12-02', 90));
    expect([answer.daily[0], answer.daily[89]]).toEqual([
      { day: '2025-12-02', visitors: 6, views: 0 },
      { day: LAST, visitors: 4, views: 0 },
    ]);
    expect(answer.totals).toEqual({ visitors: 10, views: 0, enquiries: 0, enquirers: 1 });
    expect(answer.previous).toEqual({ visitors: 5, views: 0, enquiries: 0, enquirers: 1 });
    expect(answer.sources).toEqual([{ source: 'Google', visitors: 5 }]);
  });

  it('readOverview takes the period and today as given (the weekly summary calls it so)', async () => {
    await put([
      ['2026-06-10', MEASURES.views, '', 9],
      ['2026-06-03', MEASURES.views, '', 4],
    ]);
    const answer = await readOverview(t.app.ctx.db, 7, '2026-06-10');
    expect([answer.from, answer.to, answer.totals.views, answer.previous.views]).toEqual(['2026-06-04', '2026-06-10', 9, 4]);
  });
});

describe('who may read it, and what it refuses', () => {
  it('any period but 7, 30 or 90 days is refused with 400', async () => {
    for (const days of ['14', '0', '-7', 'thirty', '30.0', '']) {
      const res = await overview(`?days=${days}`);
      expect([days, res.statusCode, res.json()]).toEqual([days, 400, { message: 'days must be 7, 30 or 90' }]);
    }
  });

  it('needs a valid token: without one, or with a bad one, 401', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
      const res = await overview('?days=7', headers);
      expect([res.statusCode, res.json()]).toEqual([401, { message: MESSAGES.unauthorized }]);
    }
  });

  it('an editor reads it too; the answer is never stored by a browser or a proxy', async () => {
    const editor = { email: 'editor@example.com', password: 'Lantern-Quarry-Meadow-37' };
    await insertAdmin(t.app.ctx.db, editor.email, await hashPassword(editor.password, t.config.scryptCost), 'editor');
    const login = await t.app.inject({ method: 'POST', url: API.login, payload: editor });
    expect(login.json().userData.role).toBe('editor');
    await put([[LAST, MEASURES.views, '', 3]]);
    const res = await overview('?days=7', { authorization: `Bearer ${login.json().token}` });
    expect([res.statusCode, res.headers['cache-control'], (res.json() as OverviewResponse).totals.views]).toEqual([
      200,
      'private, no-store',
      3,
    ]);
  });

  it('is in the OpenAPI document, with its token and its answers (403: an owner requires two-step sign-in)', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    const op = doc.paths[API.analyticsOverview].get;
    expect([op.operationId, op.tags, op.security, Object.keys(op.responses)]).toEqual([
      'getAnalyticsOverview',
      ['analytics'],
      [{ bearer: [] }],
      ['200', '400', '401', '403'],
    ]);
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'days', in: 'query' })]);
  });
});
