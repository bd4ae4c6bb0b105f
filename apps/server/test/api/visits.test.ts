/**
 * Counting visits and enquiries without cookies (VISITS-2..4, docs/decisions/055-visits-without-cookies.md):
 * the beacon, the visitor of the day, the daily totals in `visit_counts`, and the contact messages.
 */
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { API, BEACON_MAX_BYTES, COLLECTIONS, CONTACT_HIDDEN, TAP_EVENTS, sitemapPages, type Beacon } from '@firm/contract';
import type { App } from '../../src/context.js';
import { openDb } from '../../src/db/index.js';
import { startUp } from '../../src/start-up.js';
import { contentOf } from '../../src/content/content.js';
import { BEACON_LIMIT, BEACON_MESSAGES } from '../../src/analytics/beacon-routes.js';
import { DAY_MS, type Clock } from '../../src/lib/clock.js';
import { adminToken, freshApp, makeDatabase, testConfig, testDb } from '../helpers.js';
import { imagePart, multipart as formBody } from '../fixtures/forms.js';
import { jpeg } from '../fixtures/images.js';
import { multipart, validContact } from './contact-helpers.js';

const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** 11:30 on 10 June 2026 in Kolkata (the default TIME_ZONE): the tests' day. */
const START = Date.UTC(2026, 5, 10, 6, 0);
const DAY = '2026-06-10';
let now = START;
// Timers never fire: counts reach the database when a test flushes them.
const clock: Clock = { now: () => now, after: () => () => {} };
const t = freshApp({}, undefined, { clock });
// Put back before the next app starts: its housekeeping runs at start by this clock.
afterEach(() => {
  now = START;
});

interface Sender {
  ip?: string;
  ua?: string;
  headers?: Record<string, string>;
}

/** A beacon as navigator.sendBeacon sends it: JSON as text/plain. */
function beacon(app: App, body: Partial<Beacon> | string, { ip = '10.7.0.1', ua = DESKTOP, headers = {} }: Sender = {}) {
  return app.inject({
    method: 'POST',
    url: API.beacon,
    remoteAddress: ip,
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': ua, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** Every row of `visit_counts` of `day` as `measure key: count`, after the app has written what it counted. */
async function counts(app: App, day = DAY): Promise<Record<string, number>> {
  await app.visits.counter.flush();
  const rows = await app.ctx.db.selectFrom('visit_counts').selectAll().where('day', '=', day).execute();
  return Object.fromEntries(rows.map((r) => [r.key ? `${r.measure} ${r.key}` : r.measure, Number(r.count)]));
}

const expectCounted = async (res: Awaited<ReturnType<typeof beacon>>) => {
  expect(res.statusCode).toBe(204);
  expect(res.body).toBe('');
};

describe('page views and visitors', () => {
  it('counts a view of every page of the sitemap, the pages of collections added since ROUTE-1 included', async () => {
    for (const page of sitemapPages(COLLECTIONS)) await expectCounted(await beacon(t.app, { page }));
    expect((await counts(t.app))['page /projects']).toBe(1);
  });

  it('counts each view, and each address and browser once a day as a visitor', async () => {
    await expectCounted(await beacon(t.app, { page: '/' }));
    await expectCounted(await beacon(t.app, { page: '/about' }));
    await expectCounted(await beacon(t.app, { page: '/about' }, { ua: FIREFOX }));
    expect(await counts(t.app)).toEqual({
      views: 3,
      visitors: 2,
      'page /': 1,
      'page /about': 2,
      'device desktop': 2,
      'source Direct': 2,
    });
  });

  it('counts a visitor once by device, once under each site that referred them, and as Direct when none did (decision 086)', async () => {
    await expectCounted(await beacon(t.app, { page: '/', referrer: 'https://www.google.co.in/' }, { ua: IPHONE }));
    await expectCounted(await beacon(t.app, { page: '/services', referrer: 'https://www.google.com/' }, { ua: IPHONE }));
    // Back later from another site: counted under both, the sources' sum may be more than the visitors.
    await expectCounted(await beacon(t.app, { page: '/about', referrer: 'https://www.bing.com/' }, { ua: IPHONE }));
    await expectCounted(await beacon(t.app, { page: '/contact', referrer: 'https://wa.me/919876543210' }, { ip: '10.7.0.2' }));
    // A referrer on the site itself is no source: the visit is Direct.
    await expectCounted(await beacon(t.app, { page: '/courses', referrer: `${t.config.publicUrl}/about` }, { ip: '10.7.0.3' }));
    await expectCounted(await beacon(t.app, { page: '/courses' }, { ip: '10.7.0.3' }));
    expect(await counts(t.app)).toEqual({
      views: 6,
      visitors: 3,
      referred: 2,
      'page /': 1,
      'page /services': 1,
      'page /about': 1,
      'page /contact': 1,
      'page /courses': 2,
      'device phone': 1,
      'device desktop': 2,
      'source Google': 1,
      'source Bing': 1,
      'source WhatsApp': 1,
      'source Direct': 1,
    });
  });

  it.each([
    ['Global Privacy Control', { headers: { 'sec-gpc': '1' } }],
    ['Do Not Track', { headers: { dnt: '1' } }],
    ['a bot', { ua: GOOGLEBOT }],
    ['a request without a user agent', { ua: '' }],
  ])('does not count %s, and answers as if it had', async (_what, sender: Sender) => {
    await expectCounted(await beacon(t.app, { page: '/' }, sender));
    await expectCounted(await beacon(t.app, { page: '/', event: 'whatsapp' }, sender));
    expect(await counts(t.app)).toEqual({});
    expect(await t.app.ctx.db.selectFrom('visit_sketches').selectAll().execute()).toEqual([]);
  });

  it('counts a page without its query, hash or trailing slash, and the detail pages of visible items', async () => {
    const [service] = await contentOf(t.app.ctx).collections.services.visible.value();
    const [course] = await contentOf(t.app.ctx).collections.courses.visible.value();
    await expectCounted(await beacon(t.app, { page: '/contact?subject=Training&course=101#form' }));
    await expectCounted(await beacon(t.app, { page: '/gallery/' }));
    await expectCounted(await beacon(t.app, { page: '/offers?page=2' }));
    await expectCounted(await beacon(t.app, { page: `/services/details/${service!._id}` }));
    await expectCounted(await beacon(t.app, { page: `/courses/details/${course!._id}` }));
    const pages = Object.entries(await counts(t.app)).filter(([key]) => key.startsWith('page '));
    expect(Object.fromEntries(pages)).toEqual({
      'page /contact': 1,
      'page /gallery': 1,
      'page /offers': 1,
      [`page /services/details/${service!._id}`]: 1,
      [`page /courses/details/${course!._id}`]: 1,
    });
  });
});

describe('what the beacon refuses (VISITS-4)', () => {
  it.each([
    '/admin/dashboard',
    '/nowhere',
    '/services/details/999999',
    '/services/details/',
    'https://elsewhere.example/',
    '//elsewhere.example/',
  ])('a page that is not the site’s (%s): 400', async (page) => {
    const res = await beacon(t.app, { page });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BEACON_MESSAGES.notAPage });
  });

  it('the detail page of a hidden item: 400', async () => {
    const [service] = await contentOf(t.app.ctx).collections.services.visible.value();
    const token = await adminToken(t.app);
    const hide = await t.app.inject({
      method: 'PUT',
      url: `/api/services/${service!._id}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { hidden: true },
    });
    expect(hide.statusCode).toBe(200);
    const res = await beacon(t.app, { page: `/services/details/${service!._id}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BEACON_MESSAGES.notAPage });
  });

  it('an unknown event, a body that is not JSON, or without a page: 400 with a message', async () => {
    let res = await beacon(t.app, { page: '/', event: 'purchase' as Beacon['event'] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `event must be one of ${TAP_EVENTS.join(', ')}` });
    res = await beacon(t.app, '{"page": "/"');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Request body is not valid JSON' });
    res = await beacon(t.app, { referrer: 'https://www.google.com/' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: BEACON_MESSAGES.notAPage });
    expect(await counts(t.app)).toEqual({});
  });

  it(`a body over ${BEACON_MAX_BYTES} bytes: 413`, async () => {
    const body = JSON.stringify({ page: '/', referrer: `https://example.com/${'a'.repeat(BEACON_MAX_BYTES)}` });
    const res = await beacon(t.app, body);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large' });
  });

  it('takes JSON as text/plain (sendBeacon) and as application/json; other types: 415', async () => {
    await expectCounted(await beacon(t.app, { page: '/' }));
    await expectCounted(await beacon(t.app, { page: '/' }, { headers: { 'content-type': 'application/json' } }));
    const res = await beacon(t.app, 'page=/', { headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported content type' });
    expect((await counts(t.app)).views).toBe(2);
  });

  it(`${BEACON_LIMIT.perAddress} beacons a minute per address, then 429 until the minute is over`, async () => {
    for (let i = 0; i < BEACON_LIMIT.perAddress; i++) await expectCounted(await beacon(t.app, { page: '/' }));
    const res = await beacon(t.app, { page: '/' });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ message: BEACON_MESSAGES.tooMany });
    expect(res.headers['retry-after']).toBe('60');
    // Another address is not held back; this one is again once its minute is over.
    await expectCounted(await beacon(t.app, { page: '/' }, { ip: '10.7.9.9' }));
    now += BEACON_LIMIT.windowMs;
    await expectCounted(await beacon(t.app, { page: '/' }));
    expect((await counts(t.app)).views).toBe(BEACON_LIMIT.perAddress + 2);
  });
});

describe('enquiries', () => {
  it('counts a tap, what was tapped when the site has it, and its visitor once as an enquirer', async () => {
    const [download] = await contentOf(t.app.ctx).collections.downloads.visible.value();
    await expectCounted(await beacon(t.app, { page: '/download' }));
    await expectCounted(await beacon(t.app, { page: '/download', event: 'download', detail: download!.title }));
    await expectCounted(await beacon(t.app, { page: '/download', event: 'download', detail: 'A file the site does not have' }));
    await expectCounted(await beacon(t.app, { page: '/contact', event: 'whatsapp', detail: 'anything' }));
    await expectCounted(await beacon(t.app, { page: '/contact', event: 'phone' }));
    expect(await counts(t.app)).toEqual({
      views: 1,
      visitors: 1,
      'page /download': 1,
      'device desktop': 1,
      'source Direct': 1,
      'event download': 2,
      [`event_detail download\t${download!.title}`]: 1,
      'event whatsapp': 1,
      'event phone': 1,
      enquirers: 1,
    });
  });

  it('counts an offer tap by the offer’s title', async () => {
    const token = await adminToken(t.app);
    const body = formBody(
      { title: 'Monsoon discount', description: 'On all structural audits', percentage: '15' },
      imagePart(await jpeg()),
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/addOffer',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(added.statusCode).toBe(201);
    await expectCounted(await beacon(t.app, { page: '/offers', event: 'offer', detail: 'Monsoon discount' }));
    await expectCounted(await beacon(t.app, { page: '/offers', event: 'appointment', detail: 'Monsoon discount' }));
    const all = await counts(t.app);
    expect(all).toMatchObject({ 'event offer': 1, 'event_detail offer\tMonsoon discount': 1, 'event appointment': 1 });
    expect(Object.keys(all).filter((k) => k.startsWith('event_detail'))).toEqual(['event_detail offer\tMonsoon discount']);
  });

  /** The contact form as the page sends it, from a browser. */
  async function sendContact(fields: Record<string, string>, { ip = '10.7.0.1', ua = DESKTOP } = {}) {
    const body = await multipart({ ...validContact, ...fields });
    return t.app.inject({ method: 'POST', url: API.contact, ...body, remoteAddress: ip, headers: { ...body.headers, 'user-agent': ua } });
  }
  const sources = async () =>
    Object.fromEntries((await t.app.ctx.db.selectFrom('messages').select(['name', 'source']).execute()).map((m) => [m.name, m.source]));

  it('counts a contact message by its subject, stores where its visitor came from, and marks its sender a visitor who enquired', async () => {
    await expectCounted(await beacon(t.app, { page: '/contact', referrer: 'https://www.google.co.in/' }));
    expect((await sendContact({ name: 'From Google', [CONTACT_HIDDEN.cameFrom]: 'https://www.google.co.in/' })).statusCode).toBe(201);
    expect((await sendContact({ name: 'Direct', subject: 'Training', [CONTACT_HIDDEN.cameFrom]: '' })).statusCode).toBe(201);
    // Without the page's script the form carries no referrer: the source is unknown. Its sender sent
    // no view, and is a visitor and an enquirer all the same (decision 086).
    expect((await sendContact({ name: 'No script', [CONTACT_HIDDEN.fillMs]: '9000' }, { ip: '10.7.0.2' })).statusCode).toBe(201);
    // Spam is stored but not an enquiry.
    expect((await sendContact({ name: 'Spam', website: 'http://spam.example' }, { ip: '10.7.0.3' })).statusCode).toBe(201);
    expect(await sources()).toEqual({ 'From Google': 'Google', Direct: 'Direct', 'No script': null, Spam: null });
    expect(await counts(t.app)).toEqual({
      views: 1,
      visitors: 2,
      referred: 1,
      'page /contact': 1,
      'device desktop': 2,
      'source Google': 1,
      'source Direct': 1,
      'event contact': 3,
      'event_detail contact\tBusiness inquiry': 2,
      'event_detail contact\tTraining': 1,
      enquirers: 2,
    });
  });

  it('counts the message of a bot or under Do Not Track, without marking an enquirer', async () => {
    await expectCounted(await beacon(t.app, { page: '/contact' }, { ua: GOOGLEBOT }));
    expect((await sendContact({ name: 'Bot' }, { ua: GOOGLEBOT })).statusCode).toBe(201);
    expect(await counts(t.app)).toEqual({ 'event contact': 1, 'event_detail contact\tBusiness inquiry': 1 });
  });
});

describe('the visitor of the day (VISITS-2)', () => {
  /** The days of the salts and of the sketches, once the app has written what it counted. */
  const rows = async () => {
    await t.app.visits.counter.flush();
    const days = async (table: 'visit_salts' | 'visit_sketches') =>
      (await t.app.ctx.db.selectFrom(table).select('day').distinct().orderBy('day').execute()).map((r) => r.day);
    return { salts: await days('visit_salts'), sketches: await days('visit_sketches') };
  };

  it('a new day forgets the salt of the day before, and its sketches the day after; the same person is a visitor again', async () => {
    await expectCounted(await beacon(t.app, { page: '/' }));
    expect(await rows()).toEqual({ salts: [DAY], sketches: [DAY] });
    now += DAY_MS;
    await expectCounted(await beacon(t.app, { page: '/' }));
    // Yesterday's sketches stay a day, for what a server counted just before midnight (decision 086).
    expect(await rows()).toEqual({ salts: ['2026-06-11'], sketches: [DAY, '2026-06-11'] });
    expect(await counts(t.app, '2026-06-11')).toMatchObject({ views: 1, visitors: 1 });
    expect((await counts(t.app)).visitors).toBe(1);
    now += DAY_MS;
    await expectCounted(await beacon(t.app, { page: '/' }));
    expect(await rows()).toEqual({ salts: ['2026-06-12'], sketches: ['2026-06-11', '2026-06-12'] });
    expect((await counts(t.app)).visitors).toBe(1);
  });

  it('housekeeping forgets them on a day without any visit', async () => {
    await expectCounted(await beacon(t.app, { page: '/' }));
    now += DAY_MS;
    await t.app.housekeeping.run();
    expect(await rows()).toEqual({ salts: [], sketches: [DAY] });
    now += DAY_MS;
    await t.app.housekeeping.run();
    expect(await rows()).toEqual({ salts: [], sketches: [] });
  });

  it('the visitor’s address is nowhere in the database', async () => {
    const [download] = await contentOf(t.app.ctx).collections.downloads.visible.value();
    for (const ip of ['203.0.113.77', '2001:db8:4:5:6:7:8:9']) {
      await expectCounted(await beacon(t.app, { page: '/', referrer: 'https://example.org/' }, { ip }));
      await expectCounted(await beacon(t.app, { page: '/download', event: 'download', detail: download!.title }, { ip }));
    }
    expect((await counts(t.app)).visitors).toBe(2);
    const found: string[] = [];
    for (const { table, column } of await textColumns(t.app)) {
      const hits = await sql<{
        n: number;
      }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${sql.ref(column)} LIKE ${'%203.0.113.77%'} OR ${sql.ref(column)} LIKE ${'%2001:db8%'}`.execute(
        t.app.ctx.db,
      );
      if (Number(hits.rows[0]!.n) > 0) found.push(`${table}.${column}`);
    }
    expect(found).toEqual([]);
  });
});

/** Every text column of every table of the app's database. */
async function textColumns(app: App): Promise<{ table: string; column: string }[]> {
  if (testDb === 'postgres') {
    const { rows } = await sql<{ table: string; column: string }>`
      SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'character varying')`.execute(app.ctx.db);
    return rows;
  }
  const { rows: tables } = await sql<{
    name: string;
  }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(app.ctx.db);
  const columns: { table: string; column: string }[] = [];
  for (const { name } of tables) {
    const { rows } = await sql<{ name: string; type: string }>`SELECT name, type FROM pragma_table_info(${name})`.execute(app.ctx.db);
    for (const c of rows) if (/text|char|clob|^$/i.test(c.type)) columns.push({ table: name, column: c.name });
  }
  return columns;
}

/** The address of the `i`th of many visitors, each its own. */
const addressOf = (i: number) => `10.${100 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;

/** 1.04 / sqrt(m) at 2^14 registers, four times over: an estimate further off fails about once in 15,000 runs. */
const SKETCH_ERROR = (4 * 1.04) / 128;

/** The rows and bytes the day's sketches of visitors take, once the app has written what it counted. */
async function sketchStorage(app: App, day = DAY) {
  await app.visits.counter.flush();
  const rows = await app.ctx.db.selectFrom('visit_sketches').select(['measure', 'key', 'registers']).where('day', '=', day).execute();
  return { rows: rows.map((r) => `${r.measure} ${r.key}`.trim()).sort(), bytes: rows.reduce((sum, r) => sum + r.registers.length, 0) };
}

describe('a flood of visitors writes no row per visitor (VISITS-4, decision 086)', () => {
  it('5,000 visitors viewing twice: the day’s storage stops growing at its bound, the figure is within the sketch’s error, a repeat view counts nothing', async () => {
    const VISITORS = 5000;
    const view = async (i: number) => expect((await beacon(t.app, { page: '/' }, { ip: addressOf(i) })).statusCode).toBe(204);
    for (let i = 0; i < 1000; i++) await view(i);
    const early = await sketchStorage(t.app);
    for (let i = 1000; i < VISITORS; i++) await view(i);
    const late = await sketchStorage(t.app);
    expect(late.rows).toEqual(['device desktop', 'visitors']);
    expect(late.rows).toEqual(early.rows);
    // At most the registers: 2^14 bytes for the visitors, 2^12 for each device, and two of header each.
    expect(late.bytes).toBeLessThanOrEqual(2 + 2 ** 14 + 2 + 2 ** 12);
    const { visitors } = await counts(t.app);
    expect(Math.abs(visitors! - VISITORS)).toBeLessThanOrEqual(VISITORS * SKETCH_ERROR);
    const before = await counts(t.app);
    for (let i = 0; i < VISITORS; i++) await view(i);
    expect(await sketchStorage(t.app)).toEqual(late);
    expect(await counts(t.app)).toEqual({ ...before, views: 2 * VISITORS, 'page /': 2 * VISITORS });
  });
});

describe('several app servers on one database (VISITS-4)', () => {
  const servers: App[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    for (const app of servers.splice(0)) await app.close();
    await drop?.();
  });
  /** Two app servers on one new database, closed and dropped after the test. */
  const twoServers = async () => {
    const database = await makeDatabase(inject('templateDatabase'));
    drop = database.drop;
    const config = testConfig(database.url);
    const both = [await startUp(config), await startUp(config)] as const;
    servers.push(...both);
    await Promise.all(both.map((app) => app.ready()));
    return both;
  };

  it('two servers counting 200 beacons each at once add up to exactly 400 views', async () => {
    const [a, b] = await twoServers();
    const send = (app: App, server: number) =>
      Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const res = await beacon(app, { page: '/' }, { ip: `10.8.${server}.${i}` });
          expect(res.statusCode).toBe(204);
          // Flushes while the other server writes too.
          if (i % 50 === 49) await app.visits.counter.flush();
        }),
      );
    await Promise.all([send(a, 1), send(b, 2)]);
    await Promise.all([a.visits.counter.flush(), b.visits.counter.flush()]);
    const today = a.visits.counter.today();
    const read = await a.ctx.db
      .selectFrom('visit_counts')
      .select(['measure', 'count'])
      .where('day', '=', today)
      .where('key', '=', '')
      .execute();
    expect(Object.fromEntries(read.map((r) => [r.measure, Number(r.count)]))).toEqual({ views: 400, visitors: 400 });
  });

  it('two servers seeing the same visitors count their union, not the sum (decision 086)', async () => {
    const [a, b] = await twoServers();
    // 3,000 visitors come from Google to server a and view another page on b; 1,000 more each see one server only.
    const SHARED = 3000;
    const ONLY = 1000;
    const send = async (app: App, visitors: number[], referrer?: string) => {
      for (const [n, i] of visitors.entries()) {
        expect((await beacon(app, { page: '/', referrer }, { ip: addressOf(i) })).statusCode).toBe(204);
        // Flushes while the other server writes too.
        if (n % 500 === 499) await app.visits.counter.flush();
      }
    };
    const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
    await Promise.all([
      send(a, [...range(0, SHARED), ...range(SHARED, ONLY)], 'https://www.google.com/'),
      send(b, [...range(0, SHARED), ...range(SHARED + ONLY, ONLY)]),
    ]);
    await Promise.all([a.visits.counter.flush(), b.visits.counter.flush()]);
    const read = await a.ctx.db
      .selectFrom('visit_counts')
      .select(['measure', 'key', 'count'])
      .where('day', '=', a.visits.counter.today())
      .execute();
    const count = (measure: string, key = '') => Number(read.find((r) => r.measure === measure && r.key === key)?.count);
    const union = SHARED + 2 * ONLY;
    expect(count('views')).toBe(2 * SHARED + 2 * ONLY);
    expect(Math.abs(count('visitors') - union)).toBeLessThanOrEqual(union * SKETCH_ERROR);
    // Up to 4,096 a sketch holds its visitors themselves, and counts them exactly.
    expect(count('referred')).toBe(SHARED + ONLY);
    expect(count('source', 'Direct')).toBe(count('visitors') - count('referred'));
    expect(Math.abs(count('source', 'Google') - (SHARED + ONLY))).toBeLessThanOrEqual((SHARED + ONLY) * 2 * SKETCH_ERROR);
    // The merged sketches of the day, one row each, however many servers wrote into them.
    expect((await sketchStorage(a, a.visits.counter.today())).rows).toEqual(['device desktop', 'referred', 'source Google', 'visitors']);
  });

  it('a server that closes writes what it counted', async () => {
    const database = await makeDatabase(inject('templateDatabase'));
    drop = database.drop;
    const app = await startUp(testConfig(database.url));
    await app.ready();
    for (let i = 0; i < 3; i++) await expectCounted(await beacon(app, { page: '/about' }));
    const today = app.visits.counter.today();
    await app.close();
    const handle = openDb(database.url);
    try {
      const views = await handle.db
        .selectFrom('visit_counts')
        .select('count')
        .where('day', '=', today)
        .where('measure', '=', 'views')
        .executeTakeFirst();
      expect(Number(views?.count)).toBe(3);
    } finally {
      await handle.db.destroy();
    }
  });
});
