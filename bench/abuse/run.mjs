// @ts-check
/**
 * `npm run bench:abuse`: the production server (SQLite, 127.0.0.1 only) under abuse (AUTH-7, AUTH-8).
 * 1. GET /api/offers and GET / latency alone, then while 40 parallel wrong logins run (flood.mjs),
 *    with the server's peak resident memory during the flood. Aim: p99 within 3x of alone, peak RSS
 *    under 400 MB. As a control in the same run, the same 40-connection flood on GET /healthz (no
 *    password work): what any flood of that many requests costs on this machine.
 * 2. 200 connections that send a request's headers and then one body byte every 5 s: how long the
 *    server holds them (it should cut them off at its request timeout, 30 s), and GET /api/offers
 *    meanwhile.
 * 3. Query strings a visitor makes up against cached pages: the server's CPU time for each
 *    (cache-busting.mjs).
 * 4. The owner's correct login during the login flood (owner.mjs). Aim: every try from the address
 *    of an earlier login succeeds.
 * 5. A beacon flood (VISITS-4): 40 parallel POST /api/beacon, each from a new claimed address with
 *    made-up pages, referrers and details; GET /api/offers and GET / meanwhile, and the rows of
 *    visit_counts and visit_sketches after it (decision 086). Aim: p99 within 3x of alone, at most
 *    1,000 rows of each for the day.
 * Bounded: at most 200 sockets and about 2.5 minutes. Writes bench/results/abuse.json and abuse.md,
 * and the Markdown into bench/README.md.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { ensureBuilt, root } from '../../scripts/lib.mjs';
import { startServer, writeResultsMarkdown } from '../lib.mjs';
import { cacheBusting } from './cache-busting.mjs';
import { ownerDuringFlood, ownerLine } from './owner.mjs';

const PROBE_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const PROBE_CONNECTIONS = 4;
const FLOOD_WORKERS = 40;
const SLOW_SOCKETS = 200;
const SLOW_BYTE_EVERY_MS = 5000;
/** Stop waiting for slow sockets after this, whatever the server does. */
const SLOW_CAP_MS = 90_000;
const AIM = { p99Ratio: 3, peakRssMb: 400, visitRowsADay: 1000 };
const RESULTS = join(root, 'bench', 'results');

/** Resident memory of a process in MB, from /proc (Linux). @param {number} pid */
const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** @param {string} url */
async function probe(url) {
  const r = await autocannon({ url, connections: PROBE_CONNECTIONS, duration: PROBE_SECONDS });
  return { p50Ms: r.latency.p50, p99Ms: r.latency.p99, reqPerSec: Math.round(r.requests.average), non2xx: r.non2xx };
}

/** @param {string} origin */
async function probeBoth(origin) {
  return { offers: await probe(`${origin}/api/offers`), home: await probe(`${origin}/`) };
}

/** @param {string} origin @param {number} pid @param {'login' | 'health' | 'beacon'} kind */
async function duringFlood(origin, pid, kind) {
  const flood = fork(join(root, 'bench/abuse/flood.mjs'), [origin, String(FLOOD_WORKERS), kind]);
  await new Promise((resolve) => flood.once('message', resolve));
  let peak = rssMb(pid);
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  // One second for the flood to reach full speed before measuring.
  await new Promise((r) => setTimeout(r, 1000));
  const probes = await probeBoth(origin);
  clearInterval(sampler);
  flood.send('stop');
  /** @type {{ statuses: Record<string, number>, seconds: number }} */
  const report = await new Promise((resolve) => flood.once('message', resolve));
  return { probes, peakRssMb: Math.round(peak), flood: report };
}

/** @param {number} port @returns {Promise<{ ms: number, status: string }[]>} */
function slowClients(port) {
  const started = Date.now();
  return new Promise((resolveAll) => {
    /** @type {{ ms: number, status: string }[]} */
    const done = [];
    for (let i = 0; i < SLOW_SOCKETS; i++) {
      const socket = connect(port, '127.0.0.1');
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
      socket.on('error', () => undefined);
      // A route with no limit that answers before the body (the contact form's flood limit would).
      socket.write(`POST /api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
      const drip = setInterval(() => socket.write(' '), SLOW_BYTE_EVERY_MS);
      const cap = setTimeout(() => socket.destroy(), SLOW_CAP_MS);
      socket.on('close', () => {
        clearInterval(drip);
        clearTimeout(cap);
        done.push({ ms: Date.now() - started, status: /^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 'closed' });
        if (done.length === SLOW_SOCKETS) resolveAll(done);
      });
    }
  });
}

/** @param {string} origin */
async function offersWhileSlow(origin) {
  // Measured while the slow sockets are open (they open first).
  await new Promise((r) => setTimeout(r, 2000));
  return probe(`${origin}/api/offers`);
}

/**
 * The rows the beacons left, once the app server has written its counts (every 2 s), by measure.
 * @param {string} file the server's SQLite database
 */
async function visitRows(file) {
  await new Promise((r) => setTimeout(r, 3000));
  const db = new Database(file, { readonly: true });
  try {
    const byMeasure = /** @type {{ measure: string; n: number }[]} */ (
      db.prepare('SELECT measure, count(*) AS n FROM visit_counts GROUP BY measure ORDER BY measure').all()
    );
    const days = /** @type {{ n: number }} */ (db.prepare('SELECT count(DISTINCT day) AS n FROM visit_counts').get()).n;
    // The day's visitors as sketches (decision 086): a row per measure and key, whatever the flood sent.
    const sketches = /** @type {{ n: number; bytes: number }} */ (
      db.prepare('SELECT count(*) AS n, coalesce(sum(length(registers)), 0) AS bytes FROM visit_sketches').get()
    );
    const visitors = /** @type {{ n: number }} */ (
      db.prepare("SELECT coalesce(sum(count), 0) AS n FROM visit_counts WHERE measure = 'visitors'").get()
    ).n;
    return {
      rows: byMeasure.reduce((sum, m) => sum + m.n, 0),
      days,
      byMeasure: Object.fromEntries(byMeasure.map((m) => [m.measure, m.n])),
      visitors,
      sketchRows: sketches.n,
      sketchBytes: sketches.bytes,
    };
  } finally {
    db.close();
  }
}

const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
};

ensureBuilt();
// The flood claims many addresses through X-Forwarded-For, so the server trusts 127.0.0.1 as its proxy.
// The database is the bench's own, to count the rows the beacon flood leaves.
const dataDir = mkdtempSync(join(tmpdir(), 'bench-abuse-'));
const databaseFile = join(dataDir, 'site.db');
const server = await startServer({ TRUST_PROXY: '127.0.0.1', DATABASE_URL: databaseFile });
try {
  // Warm-up: the first server renders and the first list read fill their caches.
  await probeBoth(server.origin);
  const idleRssMb = Math.round(rssMb(server.pid));
  const alone = await probeBoth(server.origin);
  const busting = await cacheBusting(server);
  console.log(busting.md);
  const control = await duringFlood(server.origin, server.pid, 'health');
  const flood = await duringFlood(server.origin, server.pid, 'login');
  const owner = await ownerDuringFlood(server.origin, FLOOD_WORKERS);
  const beacons = await duringFlood(server.origin, server.pid, 'beacon');
  const beaconRows = await visitRows(databaseFile);
  // The flood's last password hash ends first: the slow clients are meant to meet the request
  // timeout, not a login turned away while the hash slot is busy.
  await new Promise((r) => setTimeout(r, 5000));
  const [slowAnswers, offersSlow] = await Promise.all([slowClients(server.port), offersWhileSlow(server.origin)]);
  const slowMs = slowAnswers.map((a) => a.ms);
  const slowStatuses = slowAnswers.reduce(
    (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
    /** @type {Record<string, number>} */ ({}),
  );

  const round = (/** @type {number} */ x) => Math.round(x * 100) / 100;
  const ratio = (/** @type {'offers' | 'home'} */ key) => round(flood.probes[key].p99Ms / Math.max(1, alone[key].p99Ms));
  const ratioToControl = (/** @type {'offers' | 'home'} */ key) => round(flood.probes[key].p99Ms / Math.max(1, control.probes[key].p99Ms));
  const beaconRatio = (/** @type {'offers' | 'home'} */ key) => round(beacons.probes[key].p99Ms / Math.max(1, alone[key].p99Ms));
  const beaconRatioToControl = (/** @type {'offers' | 'home'} */ key) =>
    round(beacons.probes[key].p99Ms / Math.max(1, control.probes[key].p99Ms));
  const report = {
    when: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    probe: { connections: PROBE_CONNECTIONS, seconds: PROBE_SECONDS },
    alone,
    duringFlood: flood.probes,
    duringControlFlood: control.probes,
    p99Ratio: { offers: ratio('offers'), home: ratio('home') },
    p99RatioToControl: { offers: ratioToControl('offers'), home: ratioToControl('home') },
    controlFlood: { workers: FLOOD_WORKERS, peakRssMb: control.peakRssMb, ...control.flood },
    idleRssMb,
    peakRssMb: flood.peakRssMb,
    flood: { workers: FLOOD_WORKERS, ...flood.flood },
    ownerLogin: owner,
    beaconFlood: {
      workers: FLOOD_WORKERS,
      ...beacons.flood,
      peakRssMb: beacons.peakRssMb,
      probes: beacons.probes,
      p99Ratio: { offers: beaconRatio('offers'), home: beaconRatio('home') },
      p99RatioToControl: { offers: beaconRatioToControl('offers'), home: beaconRatioToControl('home') },
      ...beaconRows,
    },
    slow: {
      sockets: SLOW_SOCKETS,
      byteEveryMs: SLOW_BYTE_EVERY_MS,
      heldMedianS: Math.round(percentile(slowMs, 50) / 100) / 10,
      heldMaxS: Math.round(Math.max(...slowMs) / 100) / 10,
      statuses: slowStatuses,
      offersMeanwhile: offersSlow,
    },
    cacheBusting: busting.result,
  };
  const misses = [];
  for (const key of /** @type {const} */ (['offers', 'home']))
    if (report.p99Ratio[key] > AIM.p99Ratio) misses.push(`${key} p99 ${report.p99Ratio[key]}x`);
  if (report.peakRssMb >= AIM.peakRssMb) misses.push(`peak RSS ${report.peakRssMb} MB`);
  if (owner.usualAddress.succeeded < owner.usualAddress.tries)
    misses.push(`owner's login ${owner.usualAddress.succeeded} of ${owner.usualAddress.tries}`);
  for (const key of /** @type {const} */ (['offers', 'home']))
    if (report.beaconFlood.p99Ratio[key] > AIM.p99Ratio)
      misses.push(`${key} p99 ${report.beaconFlood.p99Ratio[key]}x during the beacon flood`);
  if (beaconRows.rows > AIM.visitRowsADay * beaconRows.days)
    misses.push(`${beaconRows.rows} rows of visit_counts in ${beaconRows.days} day(s)`);
  if (beaconRows.sketchRows > AIM.visitRowsADay * beaconRows.days)
    misses.push(`${beaconRows.sketchRows} rows of visit_sketches in ${beaconRows.days} day(s)`);

  /** @typedef {{p50Ms: number, p99Ms: number, reqPerSec: number}} Probe */
  const cells = (/** @type {Probe} */ p) => `${p.p50Ms} | ${p.p99Ms} | ${p.reqPerSec}`;
  const row = (/** @type {string} */ name, /** @type {'offers' | 'home'} */ key) =>
    `| ${name} | ${cells(alone[key])} | ${cells(control.probes[key])} | ${cells(flood.probes[key])} | ${report.p99Ratio[key]} | ${report.p99RatioToControl[key]} |`;
  const md = [
    '| Request | Alone p50 ms | p99 ms | req/s | Health-check flood p50 ms | p99 ms | req/s | Login flood p50 ms | p99 ms | req/s | p99 login flood / alone | p99 login flood / health flood |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    row('GET /api/offers', 'offers'),
    row('GET /', 'home'),
    '',
    `Server memory: ${idleRssMb} MB idle, peak ${report.peakRssMb} MB during the login flood (aim: under ${AIM.peakRssMb} MB), ${control.peakRssMb} MB during the health-check flood.`,
    `Health-check flood (the control): ${FLOOD_WORKERS} parallel GET /healthz for ${Math.round(control.flood.seconds)} s; answers: ${Object.entries(
      control.flood.statuses,
    )
      .map(([s, c]) => `${c} x ${s}`)
      .join(', ')}.`,
    `Flood: ${FLOOD_WORKERS} parallel wrong logins, each from another claimed address, for ${Math.round(flood.flood.seconds)} s; answers: ${Object.entries(
      flood.flood.statuses,
    )
      .map(([s, c]) => `${c} x ${s}`)
      .join(', ')}.`,
    busting.md,
    ownerLine(owner),
    `Beacon flood: ${FLOOD_WORKERS} parallel POST /api/beacon, each from a new claimed address, made-up pages, referrers and details, for ${Math.round(beacons.flood.seconds)} s; answers: ${Object.entries(
      beacons.flood.statuses,
    )
      .map(([s, c]) => `${c} x ${s}`)
      .join(
        ', ',
      )}. Meanwhile GET /api/offers p50 ${beacons.probes.offers.p50Ms} ms, p99 ${beacons.probes.offers.p99Ms} ms (${report.beaconFlood.p99Ratio.offers}x alone, ${report.beaconFlood.p99RatioToControl.offers}x the health-check flood), ${beacons.probes.offers.reqPerSec} req/s; GET / p50 ${beacons.probes.home.p50Ms} ms, p99 ${beacons.probes.home.p99Ms} ms (${report.beaconFlood.p99Ratio.home}x alone, ${report.beaconFlood.p99RatioToControl.home}x the health-check flood), ${beacons.probes.home.reqPerSec} req/s; peak memory ${beacons.peakRssMb} MB. After it: ${beaconRows.rows} rows of visit_counts over ${beaconRows.days} day(s) (${Object.entries(
      beaconRows.byMeasure,
    )
      .map(([m, c]) => `${m} ${c}`)
      .join(
        ', ',
      )}; aim: at most ${AIM.visitRowsADay} a day); the Visitors figure ${beaconRows.visitors}, from ${beaconRows.sketchRows} rows of visit_sketches, ${beaconRows.sketchBytes} bytes (one per measure and key, 16 KB at most each; aim: at most ${AIM.visitRowsADay} rows a day).`,
    `Slow clients: ${SLOW_SOCKETS} connections sending one body byte every ${SLOW_BYTE_EVERY_MS / 1000} s were held ${report.slow.heldMedianS} s (median), ${report.slow.heldMaxS} s at most; answers: ${Object.entries(
      slowStatuses,
    )
      .map(([s, c]) => `${c} x ${s}`)
      .join(', ')}. GET /api/offers meanwhile: p50 ${offersSlow.p50Ms} ms, p99 ${offersSlow.p99Ms} ms.`,
    '',
    `Production build, SQLite, ${PROBE_CONNECTIONS} connections for ${PROBE_SECONDS} s per probe (autocannon), Node ${process.version}, ${cpus().length} CPUs; measured ${report.when}.`,
    `Aim: p99 during the floods within ${AIM.p99Ratio}x of alone, peak RSS under ${AIM.peakRssMb} MB, every owner's login from a known address during the flood succeeds, at most ${AIM.visitRowsADay} rows of visit_counts and of visit_sketches a day after the beacon flood. ${misses.length ? `Missed: ${misses.join('; ')}.` : 'All met.'}`,
  ].join('\n');
  console.log(md);
  writeFileSync(join(RESULTS, 'abuse.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeResultsMarkdown('abuse', md);
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
