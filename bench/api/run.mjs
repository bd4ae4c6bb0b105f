// @ts-check
/**
 * `npm run bench:api`: the built server (apps/server/dist, via server.mjs) on a temporary SQLite database with 50
 * offers (with images), the default sliders and the seeded services, loaded with autocannon at 50 connections on
 * GET /api/offers, GET /api/sliders, GET /api/services and one media file, each beside a bare Fastify process
 * serving the same bytes from memory. Prints a table and writes bench/results/api.json and api.md,
 * and the Markdown into bench/README.md.
 */
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { freePort, waitUntilReady, writeResultsMarkdown } from '../lib.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);
const WARMUP_S = 1;
const OFFERS = 50;
const ADMIN = { email: 'bench@example.com', password: 'Bench-Passw0rd!' };
const AIM = { ratio: 0.5, p99Ms: 20 };

/** @param {string} path */
async function fetchOk(path, /** @type {RequestInit} */ init = {}) {
  const res = await fetch(path, init);
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return res;
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), 'firm-bench-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [fileURLToPath(new URL('./server.mjs', import.meta.url))], {
    cwd: dir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dir, 'bench.db'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // Production's default log level; the lines go nowhere so the terminal is not the bottleneck.
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  /** @type {import('node:child_process').ChildProcess | undefined} */
  let baseline;
  try {
    await waitUntilReady(`${base}/readyz`, server);

    // 50 offers, each with a picture (the seed pictures in turn), added through the API as an admin would.
    const login = /** @type {import('@firm/contract').LoginResponse} */ (
      await (
        await fetchOk(`${base}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) })
      ).json()
    );
    const auth = { authorization: `Bearer ${login.token}` };
    const pictures = ['slider-1.jpg', 'slider-2.jpg', 'slider-3.jpg'].map((f) => readFileSync(join(root, 'apps/server/seed', f)));
    for (let i = 0; i < OFFERS; i++) {
      const form = new FormData();
      form.append('title', `Offer ${i + 1}: structural audit package`);
      form.append('description', `Discounted site inspection and load calculation for projects of every size, offer number ${i + 1}.`);
      form.append('percentage', String((i * 7) % 101));
      form.append('image', new Blob([pictures[i % pictures.length] ?? Buffer.alloc(0)], { type: 'image/jpeg' }), `offer-${i + 1}.jpg`);
      await fetchOk(`${base}/api/addOffer`, { method: 'POST', headers: auth, body: form });
    }
    const offers = /** @type {import('@firm/contract').OffersResponse} */ (await (await fetchOk(`${base}/api/offers`)).json());
    if (offers.offer.length !== OFFERS) throw new Error(`expected ${OFFERS} offers, got ${offers.offer.length}`);
    const sliders = /** @type {import('@firm/contract').SlidersResponse} */ (await (await fetchOk(`${base}/api/sliders`)).json());
    // One of the owner's collections (content_items, seeded on a fresh database): their list cache is measured too.
    const services = /** @type {{ items: unknown[] }} */ (await (await fetchOk(`${base}/api/services`)).json());
    if (services.items.length === 0) throw new Error('no services: the seed did not run');
    const mediaPath = offers.offer[0]?.image;
    if (!mediaPath) throw new Error('the first offer has no picture');

    const targets = [
      { name: 'GET /api/offers', path: '/api/offers' },
      { name: 'GET /api/sliders', path: '/api/sliders' },
      { name: 'GET /api/services', path: '/api/services' },
      { name: 'GET /media/:id', path: mediaPath },
    ];
    // The baseline serves exactly the bytes and type the server answered.
    /** @type {{ path: string; type: string; body: string }[]} */
    const routes = [];
    for (const [i, target] of targets.entries()) {
      const res = await fetchOk(`${base}${target.path}`);
      routes.push({
        path: `/baseline/${i}`,
        type: res.headers.get('content-type') ?? 'application/octet-stream',
        body: Buffer.from(await res.arrayBuffer()).toString('base64'),
      });
    }
    baseline = fork(fileURLToPath(new URL('./baseline.mjs', import.meta.url)), { stdio: 'inherit' });
    const child = baseline;
    const baselinePort = await new Promise((resolve) => {
      child.once('message', (/** @type {{ port: number }} */ m) => resolve(m.port));
      child.send({ routes });
    });

    /** @param {string} url */
    const measure = async (url) => {
      await autocannon({ url, connections: CONNECTIONS, duration: WARMUP_S });
      const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S });
      if (r.non2xx || r.errors || r.timeouts) throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
      return { reqPerSec: Math.round(r.requests.average), p50Ms: r.latency.p50, p99Ms: r.latency.p99 };
    };

    const rows = [];
    for (const [i, target] of targets.entries()) {
      const bare = await measure(`http://127.0.0.1:${baselinePort}/baseline/${i}`);
      const ours = await measure(`${base}${target.path}`);
      const ratio = Math.round((ours.reqPerSec / bare.reqPerSec) * 100) / 100;
      rows.push({
        endpoint: target.name,
        server: ours,
        baseline: bare,
        ratio,
        bytes: Buffer.from(routes[i]?.body ?? '', 'base64').length,
        meetsAim: ratio >= AIM.ratio && ours.p99Ms < AIM.p99Ms,
      });
    }

    const header = '| Endpoint | Bytes | req/s | p50 ms | p99 ms | Baseline req/s | Baseline p50 ms | Baseline p99 ms | Ratio |';
    const table = [
      header,
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...rows.map(
        (r) =>
          `| ${r.endpoint} | ${r.bytes} | ${r.server.reqPerSec} | ${r.server.p50Ms} | ${r.server.p99Ms} | ${r.baseline.reqPerSec} | ${r.baseline.p50Ms} | ${r.baseline.p99Ms} | ${r.ratio.toFixed(2)} |`,
      ),
    ].join('\n');
    const conditions = `${CONNECTIONS} connections, ${DURATION_S} s per run after ${WARMUP_S} s warm-up, ${OFFERS} offers with images, ${sliders.slider.length} sliders, ${services.items.length} services, SQLite, Node ${process.version}`;
    console.log(`\n${table}\n\n${conditions}`);
    const allMet = rows.every((r) => r.meetsAim);
    console.log(
      allMet
        ? `Aim met: every ratio >= ${AIM.ratio} and p99 < ${AIM.p99Ms} ms.`
        : `Aim MISSED for: ${rows
            .filter((r) => !r.meetsAim)
            .map((r) => r.endpoint)
            .join(', ')}`,
    );

    mkdirSync(resultsDir, { recursive: true });
    const when = new Date().toISOString();
    writeFileSync(
      join(resultsDir, 'api.json'),
      `${JSON.stringify({ date: when, connections: CONNECTIONS, durationSeconds: DURATION_S, offers: OFFERS, sliders: sliders.slider.length, services: services.items.length, node: process.version, aim: AIM, results: rows }, null, 2)}\n`,
    );
    writeResultsMarkdown(
      'api',
      `${table}\n\n${conditions}; measured ${when}. Aim: ratio at least ${AIM.ratio}, p99 under ${AIM.p99Ms} ms.`,
    );
    if (!allMet) process.exitCode = 1;
  } finally {
    baseline?.kill();
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
