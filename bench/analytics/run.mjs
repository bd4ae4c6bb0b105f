// @ts-check
/**
 * `npm run bench:analytics` (VISITS-1, VISITS-4; docs/decisions/055-visits-without-cookies.md):
 * (a) a year of daily totals as 10,000 page views a day would leave them in `visit_counts` (30
 *     pages, 20 sources, 2 devices, every kind of enquiry with what was chosen), seeded into the
 *     built server's SQLite database, and PostgreSQL's when one answers on 127.0.0.1:5432; then
 *     GET /api/analytics/overview?days=90 (and 30, 7) one request at a time, beside GET /api/me (the
 *     same token check and one indexed read: what any admin call costs) in alternation. Aim: the
 *     90-day overview's median and p95 under 100 ms on both databases.
 * (b) POST /api/beacon (text/plain JSON as navigator.sendBeacon sends it; many browsers, pages,
 *     referrers, taps; many addresses through X-Forwarded-For, the server trusting 127.0.0.1 as
 *     its proxy, so the per-address limit is not what is measured) under autocannon, beside the bare
 *     Fastify endpoint of bench:api (bench/api/baseline.mjs) in the same run; then whether every
 *     accepted page view was counted.
 * (c) Two app servers on one database (SQLite, and PostgreSQL when it answers): 10,000 real
 *     distinct visitors viewing one to three pages each on either server, then the Visitors figure
 *     against them, and a flood of new visitors and the day's sketch rows and bytes before and after
 *     it (docs/decisions/086-visitors-as-sketches.md). Aim: within 2 %, the sketches bounded.
 * Prints the tables and writes bench/results/analytics.json and analytics.md, and the Markdown into
 * bench/README.md. Build the server first (`npx tsc -b packages/contract apps/server`).
 */
import { fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import pg from 'pg';
import { CONTACT_SUBJECTS, TAP_EVENTS } from '@firm/contract';
import { freePort, waitUntilReady, writeResultsMarkdown } from '../lib.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const ADMIN = { email: 'bench@example.com', password: 'Bench-Passw0rd!' };
const TIME_ZONE = 'Asia/Kolkata';
const PG_ADMIN_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DAYS = 365;
const VIEWS_A_DAY = 10_000;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP_REQUESTS = 20;
const BEACON_CONNECTIONS = 50;
const BEACON_SECONDS = Number(process.env.BENCH_DURATION ?? 5);
const AIM = { overviewMs: 100 };

// The shape of a day at 10,000 page views: 30 pages, 20 sources and each kind's details, each
// share falling off as real sites' do (the n-th a little over 1/n of the first).
const PAGES = [
  '/',
  '/services',
  '/contact',
  '/about',
  '/courses',
  '/gallery',
  '/download',
  '/offers',
  ...Array.from({ length: 12 }, (_, i) => `/services/details/${101 + i}`),
  ...Array.from({ length: 10 }, (_, i) => `/courses/details/${201 + i}`),
];
const SOURCES = [
  'Google',
  'Direct',
  'WhatsApp',
  'YouTube',
  'Bing',
  'DuckDuckGo',
  'Yahoo',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X',
  'Other',
  ...Array.from({ length: 8 }, (_, i) => `site${i + 1}.example.in`),
];
const DETAILS = /** @type {Record<string, string[]>} */ ({
  contact: [...CONTACT_SUBJECTS],
  whatsapp: ['/', '/contact', '/services'],
  phone: ['/', '/contact', '/services'],
  email: ['/', '/contact', '/about'],
  download: Array.from({ length: 15 }, (_, i) => `Brochure ${i + 1}.pdf`),
  offer: Array.from({ length: 8 }, (_, i) => `Offer ${i + 1}`),
  appointment: ['/', '/contact', '/services'],
});
/** Enquiries of each kind a day, out of about 4,000 visitors. */
const KIND_A_DAY = /** @type {Record<string, number>} */ ({
  contact: 12,
  whatsapp: 40,
  phone: 25,
  email: 10,
  download: 60,
  offer: 15,
  appointment: 8,
});

/** `total` shared out over `n` keys, the i-th weighing 1/(i+1). @param {number} total @param {number} n */
function shares(total, n) {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.max(1, Math.round((total * w) / sum)));
}

/** The calendar date in TIME_ZONE, as the server works out its today. @param {number} ms */
const zonedDate = (ms) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(ms);
/** @param {string} day @param {number} n */
const dayAfter = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Every row a day at 10,000 page views leaves, for the year ending `today`. @param {string} today */
function yearOfRows(today) {
  /** @type {[string, string, string, number][]} */
  const rows = [];
  for (let d = 0; d < DAYS; d++) {
    const day = dayAfter(today, -d);
    // A little variation from day to day, the same in every run.
    const views = Math.round(VIEWS_A_DAY * (0.85 + 0.3 * (((d * 37) % 101) / 100)));
    const visitors = Math.round(views * 0.4);
    rows.push([day, 'views', '', views], [day, 'visitors', '', visitors]);
    shares(views, PAGES.length).forEach((n, i) => rows.push([day, 'page', PAGES[i] ?? '', n]));
    shares(visitors, SOURCES.length).forEach((n, i) => rows.push([day, 'source', SOURCES[i] ?? '', n]));
    const phones = Math.round(visitors * 0.7);
    rows.push([day, 'device', 'phone', phones], [day, 'device', 'desktop', visitors - phones]);
    let enquiries = 0;
    for (const kind of ['contact', ...TAP_EVENTS]) {
      const count = KIND_A_DAY[kind] ?? 0;
      enquiries += count;
      rows.push([day, 'event', kind, count]);
      const details = DETAILS[kind] ?? [];
      shares(count, details.length).forEach((n, i) => rows.push([day, 'event_detail', `${kind}\t${details[i]}`, n]));
    }
    rows.push([day, 'enquirers', '', Math.round(enquiries * 0.8)]);
  }
  return rows;
}

/**
 * The built server (bench/api/server.mjs: apps/server/dist without the web app) on `databaseUrl`.
 * @param {string} databaseUrl @param {string} dir its working folder
 */
async function startServer(databaseUrl, dir) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(root, 'bench/api/server.mjs')], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: origin,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      TIME_ZONE,
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: '',
      ALLOW_NEW_DATABASE: '1',
      // Production's log level; the lines go nowhere so the terminal is not the bottleneck.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(`${origin}/readyz`, child);
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  const { token } = /** @type {{ token?: string }} */ (await res.json());
  if (!token) throw new Error(`login failed: ${res.status}`);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  return { origin, token, stop };
}

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const round1 = (/** @type {number} */ x) => Math.round(x * 10) / 10;

/** @param {string} url @param {Record<string, string>} headers */
async function timed(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`GET ${url}: ${res.status} ${body}`);
  return { ms, body };
}

/**
 * The overview of `days` and GET /api/me in alternation, one request at a time.
 * @param {string} origin @param {string} token @param {number} days @param {number} requests
 */
async function timeOverview(origin, token, days, requests) {
  const headers = { authorization: `Bearer ${token}` };
  const url = `${origin}/api/analytics/overview?days=${days}`;
  for (let i = 0; i < WARMUP_REQUESTS; i++) {
    await timed(url, headers);
    await timed(`${origin}/api/me`, headers);
  }
  /** @type {number[]} */
  const overview = [];
  /** @type {number[]} */
  const me = [];
  let answer = '';
  for (let i = 0; i < requests; i++) {
    const o = await timed(url, headers);
    overview.push(o.ms);
    answer = o.body;
    me.push((await timed(`${origin}/api/me`, headers)).ms);
  }
  const figures = (/** @type {number[]} */ ms) => ({ p50Ms: round1(percentile(ms, 50)), p95Ms: round1(percentile(ms, 95)) });
  return { days, requests, overview: figures(overview), me: figures(me), bytes: Buffer.byteLength(answer), answer: JSON.parse(answer) };
}

/** The views the overview of 90 days must show: what was seeded over those days. @param {[string, string, string, number][]} rows @param {string} today */
const seededViews = (rows, today) =>
  rows.filter(([day, measure]) => measure === 'views' && day > dayAfter(today, -90)).reduce((sum, r) => sum + r[3], 0);

/**
 * Inserts `rows` through `insert` (a chunk at a time).
 * @param {[string, string, string, number][]} rows @param {(chunk: [string, string, string, number][]) => Promise<void> | void} insert
 */
async function seed(rows, insert) {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** @param {[string, string, string, number][]} chunk */
const valuesSql = (chunk, /** @type {(n: number) => string} */ param) =>
  chunk.map((_, i) => `(${param(i * 4 + 1)}, ${param(i * 4 + 2)}, ${param(i * 4 + 3)}, ${param(i * 4 + 4)})`).join(', ');

/** (a) on SQLite. @param {[string, string, string, number][]} rows */
async function overviewOnSqlite(rows) {
  const dir = mkdtempSync(join(tmpdir(), 'firm-bench-analytics-'));
  const file = join(dir, 'site.db');
  const server = await startServer(file, dir);
  try {
    const db = new Database(file);
    const before = fileMb(file);
    await seed(rows, (chunk) => {
      db.prepare(`INSERT INTO visit_counts (day, measure, key, count) VALUES ${valuesSql(chunk, () => '?')}`).run(chunk.flat());
    });
    db.pragma('wal_checkpoint(TRUNCATE)');
    const count = /** @type {{ n: number }} */ (db.prepare('SELECT count(*) AS n FROM visit_counts').get()).n;
    db.close();
    const timings = [
      await timeOverview(server.origin, server.token, 90, REQUESTS),
      await timeOverview(server.origin, server.token, 30, 50),
      await timeOverview(server.origin, server.token, 7, 50),
    ];
    return { database: 'SQLite', rows: count, sizeMb: { before, after: fileMb(file) }, timings };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The database file with its WAL, in MB. @param {string} file */
const fileMb = (file) => round1([file, `${file}-wal`].reduce((sum, f) => sum + (existsSync(f) ? statSync(f).size : 0), 0) / 1e6);

/** Whether PostgreSQL answers on 127.0.0.1:5432. */
async function postgresAnswers() {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A PostgreSQL database of its own, to drop once its servers' pools have closed. */
async function newPostgresDatabase() {
  const name = `firm_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/** (a) on PostgreSQL, a database of its own dropped after. @param {[string, string, string, number][]} rows */
async function overviewOnPostgres(rows) {
  const database = await newPostgresDatabase();
  const dir = mkdtempSync(join(tmpdir(), 'firm-bench-analytics-'));
  try {
    const server = await startServer(database.url, dir);
    try {
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      const sizeMb = async () => round1((await db.query('SELECT pg_database_size(current_database())::float8 / 1e6 AS mb')).rows[0].mb);
      const before = await sizeMb();
      await seed(rows, async (chunk) => {
        await db.query(`INSERT INTO visit_counts (day, measure, key, count) VALUES ${valuesSql(chunk, (n) => `$${n}`)}`, chunk.flat());
      });
      await db.query('VACUUM ANALYZE visit_counts');
      const count = (await db.query('SELECT count(*)::int AS n FROM visit_counts')).rows[0].n;
      const after = await sizeMb();
      await db.end();
      const timings = [
        await timeOverview(server.origin, server.token, 90, REQUESTS),
        await timeOverview(server.origin, server.token, 30, 50),
        await timeOverview(server.origin, server.token, 7, 50),
      ];
      return { database: 'PostgreSQL', rows: count, sizeMb: { before, after }, timings };
    } finally {
      await server.stop();
    }
  } finally {
    // The server's pool has closed: the database can go.
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Browsers of phones and desktops, as the beacon's requests carry them. */
const AGENTS = [
  'Mozilla/5.0 (Linux; Android 14; SM-A546E) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (Linux; Android 13; Redmi Note 12) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];
const REFERRERS = [
  'https://www.google.com/',
  'https://l.wa.me/',
  'https://www.youtube.com/',
  'https://www.bing.com/',
  'https://partner.example.in/projects',
];
/** Distinct client addresses the beacons come from, each a visitor of the day per browser. */
const ADDRESSES = 20_000;

/**
 * One beacon in ten is a tap; a third of the views carry a referrer (a visit's first view).
 * @param {string[]} pages @param {number} i
 */
function beaconOf(pages, i) {
  const page = pages[i % pages.length] ?? '/';
  if (i % 10 === 9) {
    const event = TAP_EVENTS[i % TAP_EVENTS.length] ?? 'whatsapp';
    const details = DETAILS[event] ?? [];
    return {
      kind: /** @type {const} */ ('tap'),
      body: { page, event, ...(event === 'download' || event === 'offer' ? { detail: details[i % details.length] } : {}) },
    };
  }
  return { kind: /** @type {const} */ ('view'), body: { page, ...(i % 3 === 0 ? { referrer: REFERRERS[i % REFERRERS.length] } : {}) } };
}

/** (b) the beacon beside the bare endpoint of bench:api, and whether every accepted page view was counted. */
async function beaconThroughput() {
  const dir = mkdtempSync(join(tmpdir(), 'firm-bench-analytics-'));
  const file = join(dir, 'site.db');
  const server = await startServer(file, dir);
  const baseline = fork(join(root, 'bench/api/baseline.mjs'), { stdio: 'inherit' });
  try {
    // The bare baseline answers what a beacon answers: no body.
    const baselinePort = await new Promise((resolve) => {
      baseline.once('message', (/** @type {{ port: number }} */ m) => resolve(m.port));
      baseline.send({ routes: [{ path: '/baseline/0', type: 'text/plain', body: '' }] });
    });
    // The beacon takes the site's pages only: the public ones and the detail pages of the seeded services and courses.
    /** @type {string[]} */
    const pages = PAGES.slice(0, 8);
    for (const collection of ['services', 'courses']) {
      const { items } = /** @type {{ items: { _id: string }[] }} */ (await (await fetch(`${server.origin}/api/${collection}`)).json());
      pages.push(...items.map((item) => `/${collection}/details/${item._id}`));
    }
    /** @type {Record<string, Record<string, number>>} */
    const answered = { view: {}, tap: {} };
    const sent = { view: 0, tap: 0 };
    let n = 0;
    const beacons = {
      method: /** @type {const} */ ('POST'),
      path: '/api/beacon',
      setupRequest(
        /** @type {Record<string, unknown> & { headers?: Record<string, string> }} */ request,
        // autocannon's context of the connection: onResponse reads what was sent on it.
        context = /** @type {Record<string, unknown>} */ ({}),
      ) {
        const i = n++;
        const { kind, body } = beaconOf(pages, i);
        context.kind = kind;
        sent[kind]++;
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'text/plain;charset=UTF-8',
            'user-agent': AGENTS[i % AGENTS.length] ?? '',
            'x-forwarded-for': `10.${(i % ADDRESSES) >> 16}.${((i % ADDRESSES) >> 8) & 255}.${(i % ADDRESSES) & 255}`,
          },
          body: JSON.stringify(body),
        };
      },
      onResponse(/** @type {number} */ status, /** @type {string} */ _body, /** @type {Record<string, unknown>} */ context) {
        const tally = answered[/** @type {string} */ (context.kind)] ?? {};
        tally[status] = (tally[status] ?? 0) + 1;
      },
    };
    /** @param {Parameters<typeof autocannon>[0]} options */
    const load = async (options) => {
      await autocannon({ ...options, duration: 1 });
      const r = await autocannon({ ...options, duration: BEACON_SECONDS });
      return {
        reqPerSec: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        errors: r.errors,
        timeouts: r.timeouts,
      };
    };
    const bare = await load({ url: `http://127.0.0.1:${baselinePort}/baseline/0`, connections: BEACON_CONNECTIONS });
    const ours = await load({ url: server.origin, connections: BEACON_CONNECTIONS, requests: [beacons] });
    // Counts reach the database at the next flush (every 2 s).
    await new Promise((r) => setTimeout(r, 3000));
    await server.stop();
    const db = new Database(file, { readonly: true });
    const today = zonedDate(Date.now());
    const viewsCounted = /** @type {{ n: number } | undefined} */ (
      db.prepare("SELECT count AS n FROM visit_counts WHERE day = ? AND measure = 'views' AND key = ''").get(today)
    )?.n;
    const rows = /** @type {{ n: number }} */ (db.prepare('SELECT count(*) AS n FROM visit_counts').get()).n;
    const sketches = /** @type {{ n: number; bytes: number }} */ (
      db.prepare('SELECT count(*) AS n, coalesce(sum(length(registers)), 0) AS bytes FROM visit_sketches').get()
    );
    const visitors = /** @type {{ n: number } | undefined} */ (
      db.prepare("SELECT count AS n FROM visit_counts WHERE day = ? AND measure = 'visitors' AND key = ''").get(today)
    )?.n;
    db.close();
    const accepted = (/** @type {Record<string, number>} */ tally) =>
      Object.entries(tally).reduce((sum, [status, count]) => sum + (status.startsWith('2') ? count : 0), 0);
    return {
      pages: pages.length,
      connections: BEACON_CONNECTIONS,
      seconds: BEACON_SECONDS,
      beacon: ours,
      baseline: bare,
      ratio: Math.round((ours.reqPerSec / bare.reqPerSec) * 100) / 100,
      answered,
      sent,
      viewsAccepted: accepted(answered.view ?? {}),
      viewsCounted: viewsCounted ?? 0,
      rows,
      visitors: visitors ?? 0,
      sketchRows: sketches.n,
      sketchBytes: sketches.bytes,
    };
  } finally {
    baseline.kill();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Real visitors of a day for (c), each from its own address and browser, viewing one to three pages. */
const DISTINCT_VISITORS = 10_000;
/** Senders at once in (c): a few browsers' beacons arrive together. */
const SENDERS = 16;
/** The flood of (c), as the finding that led to decision 086 sent it: connections, seconds. */
const FLOOD = { connections: 20, seconds: 8 };
/** Aim of (c): the Visitors figure within 2 % of the visitors sent (decision 086). */
const AIM_VISITORS_ERROR_PCT = 2;

/**
 * A database of its own for (c): a SQLite file, or a PostgreSQL database dropped after; `query`
 * takes `?` parameters on either.
 * @param {'SQLite' | 'PostgreSQL'} kind @param {string} dir
 */
async function ownDatabase(kind, dir) {
  if (kind === 'SQLite') {
    const url = join(dir, 'site.db');
    return {
      url,
      query: async (/** @type {string} */ sql, /** @type {unknown[]} */ params) => {
        const db = new Database(url, { readonly: true });
        try {
          return /** @type {Record<string, unknown>[]} */ (db.prepare(sql).all(...params));
        } finally {
          db.close();
        }
      },
      drop: async () => {},
    };
  }
  const { url, drop } = await newPostgresDatabase();
  return {
    url,
    query: async (/** @type {string} */ sql, /** @type {unknown[]} */ params) => {
      const db = new pg.Client({ connectionString: url });
      await db.connect();
      try {
        let n = 0;
        return (
          await db.query(
            sql.replace(/\?/g, () => `$${++n}`),
            params,
          )
        ).rows;
      } finally {
        await db.end();
      }
    },
    drop,
  };
}

/**
 * (c) Two app servers on one database, as several behind a balancer without sticky sessions:
 * DISTINCT_VISITORS visitors, each from its own address and browser, view one to three pages, each
 * view sent to either server; then the Visitors figure against the visitors sent (the truth, the
 * baseline of this part). Then a flood of beacons, each a new visitor from a new address, and the
 * rows and bytes of the day's sketches before and after it.
 * @param {'SQLite' | 'PostgreSQL'} kind
 */
async function visitorsOnTwoServers(kind) {
  const dir = mkdtempSync(join(tmpdir(), 'firm-bench-analytics-'));
  const database = await ownDatabase(kind, dir);
  try {
    const servers = [await startServer(database.url, dir)];
    servers.push(await startServer(database.url, dir));
    const day = zonedDate(Date.now());
    /** What the day's rows say, once both servers have written (they write every 2 s). */
    const read = async () => {
      await new Promise((r) => setTimeout(r, 3000));
      const counts = await database.query("SELECT measure, count FROM visit_counts WHERE day = ? AND key = '' ", [day]);
      const sketches = await database.query('SELECT measure, key, length(registers) AS bytes FROM visit_sketches WHERE day = ?', [day]);
      const count = (/** @type {string} */ measure) => Number(counts.find((r) => r.measure === measure)?.count ?? 0);
      return {
        visitors: count('visitors'),
        views: count('views'),
        sketchRows: sketches.length,
        sketchBytes: sketches.reduce((sum, r) => sum + Number(r.bytes), 0),
      };
    };
    try {
      /** @type {{ visitor: number; server: number }[]} */
      const views = [];
      for (let v = 0; v < DISTINCT_VISITORS; v++) for (let j = 0; j <= (v * 7) % 3; j++) views.push({ visitor: v, server: (v + j) % 2 });
      let next = 0;
      const statuses = /** @type {Record<string, number>} */ ({});
      const send = async () => {
        for (let job = views[next++]; job; job = views[next++]) {
          const res = await fetch(`${servers[job.server]?.origin}/api/beacon`, {
            method: 'POST',
            headers: {
              'content-type': 'text/plain;charset=UTF-8',
              'user-agent': AGENTS[job.visitor % AGENTS.length] ?? '',
              'x-forwarded-for': `10.${20 + (job.visitor >> 16)}.${(job.visitor >> 8) & 255}.${job.visitor & 255}`,
            },
            body: JSON.stringify({ page: PAGES[job.visitor % 8] }),
          });
          statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        }
      };
      await Promise.all(Array.from({ length: SENDERS }, send));
      const counted = await read();

      let n = 0;
      const flood = await autocannon({
        url: servers[0]?.origin ?? '',
        connections: FLOOD.connections,
        duration: FLOOD.seconds,
        requests: [
          {
            method: 'POST',
            path: '/api/beacon',
            setupRequest: (/** @type {Record<string, unknown> & { headers?: Record<string, string> }} */ request) => {
              const i = n++;
              return {
                ...request,
                headers: {
                  ...request.headers,
                  'content-type': 'text/plain;charset=UTF-8',
                  'user-agent': `${AGENTS[i % AGENTS.length]} flood/${i}`,
                  'x-forwarded-for': `10.${100 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`,
                },
                body: JSON.stringify({ page: '/' }),
              };
            },
          },
        ],
      });
      const flooded = await read();
      const pctOff = (/** @type {number} */ figure, /** @type {number} */ truth) => Math.round(((figure - truth) / truth) * 10_000) / 100;
      const floodAccepted = flood.requests.total - flood.non2xx;
      return {
        database: kind,
        visitors: DISTINCT_VISITORS,
        viewsSent: views.length,
        statuses,
        counted,
        errorPct: pctOff(counted.visitors, DISTINCT_VISITORS),
        flood: {
          ...FLOOD,
          sent: n,
          accepted: floodAccepted,
          ...flooded,
          errorPct: pctOff(flooded.visitors, DISTINCT_VISITORS + floodAccepted),
        },
      };
    } finally {
      for (const server of servers) await server.stop();
    }
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const today = zonedDate(Date.now());
const rows = yearOfRows(today);
const expectedViews = seededViews(rows, today);
const databases = [await overviewOnSqlite(rows)];
if (await postgresAnswers()) databases.push(await overviewOnPostgres(rows));
else console.log('PostgreSQL does not answer on 127.0.0.1:5432: SQLite only.');
for (const d of databases) {
  const views = d.timings[0]?.answer.totals.views;
  if (views !== expectedViews) throw new Error(`${d.database}: the 90-day overview shows ${views} views, ${expectedViews} were seeded`);
}
const beacon = await beaconThroughput();
const visitorCounts = [await visitorsOnTwoServers('SQLite')];
if (databases.length > 1) visitorCounts.push(await visitorsOnTwoServers('PostgreSQL'));

const statuses = (/** @type {Record<string, number>} */ tally) =>
  Object.entries(tally)
    .map(([s, c]) => `${c} x ${s}`)
    .join(', ') || 'none';
const misses = [
  ...databases.flatMap((d) =>
    d.timings[0] && d.timings[0].overview.p95Ms >= AIM.overviewMs ? [`${d.database} 90-day p95 ${d.timings[0].overview.p95Ms} ms`] : [],
  ),
  ...visitorCounts.flatMap((c) => [
    ...(Math.abs(c.errorPct) > AIM_VISITORS_ERROR_PCT ? [`${c.database} Visitors off by ${c.errorPct} %`] : []),
    ...(Math.abs(c.flood.errorPct) > AIM_VISITORS_ERROR_PCT ? [`${c.database} Visitors off by ${c.flood.errorPct} % after the flood`] : []),
    ...(c.flood.sketchRows !== c.counted.sketchRows || c.flood.sketchBytes > c.counted.sketchBytes
      ? [`${c.database} sketches grew in the flood: ${c.counted.sketchRows} → ${c.flood.sketchRows} rows`]
      : []),
  ]),
];
const size = (/** @type {(typeof databases)[number]} */ d) => `${d.sizeMb.before} → ${d.sizeMb.after} MB`;
const when = new Date().toISOString();
const md = [
  '| Database | Rows | Size before → after seeding | Period | Overview p50 ms | p95 ms | GET /api/me p50 ms | p95 ms | Overview / me (p50) | Answer bytes |',
  '|---|--:|---|--:|--:|--:|--:|--:|--:|--:|',
  ...databases.flatMap((d) =>
    d.timings.map(
      (t) =>
        `| ${d.database} | ${d.rows} | ${size(d)} | ${t.days} days (${t.requests} requests) | ${t.overview.p50Ms} | ${t.overview.p95Ms} | ${t.me.p50Ms} | ${t.me.p95Ms} | ${round1(t.overview.p50Ms / Math.max(0.1, t.me.p50Ms))} | ${t.bytes} |`,
    ),
  ),
  '',
  `A year (${DAYS} days ending ${today}) of daily totals at about ${VIEWS_A_DAY} page views a day: ${PAGES.length} pages, ${SOURCES.length} sources, 2 devices, ${1 + TAP_EVENTS.length} kinds of enquiry with ${Object.values(DETAILS).reduce((s, d) => s + d.length, 0)} details; one request at a time after ${WARMUP_REQUESTS} warm-up requests, the overview and GET /api/me (the token check alone) in alternation.`,
  '',
  '| Endpoint | req/s | p50 ms | p99 ms | Baseline req/s | Baseline p50 ms | Baseline p99 ms | Ratio |',
  '|---|--:|--:|--:|--:|--:|--:|--:|',
  `| POST /api/beacon | ${beacon.beacon.reqPerSec} | ${beacon.beacon.p50Ms} | ${beacon.beacon.p99Ms} | ${beacon.baseline.reqPerSec} | ${beacon.baseline.p50Ms} | ${beacon.baseline.p99Ms} | ${beacon.ratio.toFixed(2)} |`,
  '',
  `Beacons: ${BEACON_CONNECTIONS} connections, ${BEACON_SECONDS} s after 1 s warm-up, ${AGENTS.length} browsers, ${beacon.pages} pages, one in ten a tap, from ${ADDRESSES} addresses (X-Forwarded-For); baseline: the bare Fastify endpoint of bench:api answering no body. Answers: page views ${statuses(beacon.answered.view ?? {})}; taps ${statuses(beacon.answered.tap ?? {})}. Page views counted: ${beacon.viewsCounted}, of ${beacon.sent.view} sent and ${beacon.viewsAccepted} answered 204 (the requests under way when a run stops are sent, and may be counted, without their answer being read); visit_counts ${beacon.rows} rows, Visitors ${beacon.visitors} (each beacon up to the 60,000th is a new address and browser), visit_sketches ${beacon.sketchRows} rows, ${beacon.sketchBytes} bytes after.`,
  '',
  '| Database | Visitors sent | Page views | Visitors figure | Off by | Sketch rows, bytes of the day | Flood: beacons answered 204 | Visitors figure after | Off by | Sketch rows, bytes after |',
  '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
  ...visitorCounts.map(
    (c) =>
      `| ${c.database} | ${c.visitors} | ${c.counted.views} of ${c.viewsSent} | ${c.counted.visitors} | ${c.errorPct} % | ${c.counted.sketchRows}, ${c.counted.sketchBytes} | ${c.flood.accepted} | ${c.flood.visitors} | ${c.flood.errorPct} % | ${c.flood.sketchRows}, ${c.flood.sketchBytes} |`,
  ),
  '',
  `Visitors (decision 086): two app servers on one database, ${DISTINCT_VISITORS} visitors each from its own address and browser viewing one to three pages (${SENDERS} at a time), each view sent to either server, as a balancer without sticky sessions does; the truth is the visitors sent. Then a flood: ${FLOOD.connections} connections for ${FLOOD.seconds} s to one server, every beacon a new address and browser, and the day's sketches after it. Aim: the Visitors figure within ${AIM_VISITORS_ERROR_PCT} % of the truth; the day's sketch rows and bytes the same after the flood.`,
  '',
  `Built server without the web app, Node ${process.version}; measured ${when}. Aim: the 90-day overview under ${AIM.overviewMs} ms (p95) on every database; the Visitors figure within ${AIM_VISITORS_ERROR_PCT} % and the day's sketches bounded. ${misses.length ? `Missed: ${misses.join('; ')}.` : 'Met.'}`,
].join('\n');
console.log(`\n${md}`);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(
  join(resultsDir, 'analytics.json'),
  `${JSON.stringify(
    {
      date: when,
      node: process.version,
      aim: AIM,
      seed: { days: DAYS, viewsADay: VIEWS_A_DAY, pages: PAGES.length, sources: SOURCES.length },
      overview: databases.map((d) => ({ ...d, timings: d.timings.map(({ answer: _answer, ...t }) => t) })),
      beacon,
      visitors: visitorCounts,
    },
    null,
    2,
  )}\n`,
);
writeResultsMarkdown('analytics', md);
if (misses.length) process.exitCode = 1;
