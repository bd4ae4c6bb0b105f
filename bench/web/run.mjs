// `npm run bench:web`: Lighthouse (mobile preset), first-load bytes, and the throughput of every public
// page from the page cache and rendered cold, beside a static file served by the same server.
// Plain Node ESM so it runs without a TypeScript runner. Writes bench/results/web.json and web.md,
// and the Markdown into bench/README.md.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { COLLECTIONS, sitemapPages } from '@firm/contract';
import { ensureBuilt, root } from '../../scripts/lib.mjs';
import { startServer, writeResultsMarkdown } from '../lib.mjs';

/** Lighthouse's pages: the home page, a page of text, the lists of pictures (services, projects, gallery, downloads), the form. */
const ROUTES = ['/', '/about', '/services', '/projects', '/gallery', '/download', '/contact'];
/** Every public page, for throughput: the sitemap's, from the collections' definitions. */
const PAGES = sitemapPages(COLLECTIONS);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const AIM = { score: 95, firstLoadJsKb: 120, cls: 0.05, cachedVsStatic: 0.5, p99Ms: 20 };
/** What a phone's browser sends: pages and the static file are both answered compressed. */
const REQUEST_HEADERS = { 'accept-encoding': 'gzip, deflate, br' };
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const RESULTS = join(root, 'bench', 'results');
/** Free text about the run's conditions (e.g. a partial tree), kept with the figures. */
const NOTE = process.env.BENCH_NOTE ?? '';
const LIGHTHOUSE_RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/** The JS and CSS a first visit downloads: script src, modulepreload and stylesheet links of the HTML, gzipped here. */
async function firstLoad(origin, route) {
  const html = await (await fetch(origin + route)).text();
  const attr = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]+)"`))?.[1];
  const js = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src) js.add(src);
  }
  // Module scripts import their chunks; React Router lists them all as modulepreload links.
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') js.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  // The inline module that boots the app imports the entry too: count every import in inline scripts.
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const [, spec] of body.matchAll(/import\s*(?:[^'"]*from\s*)?["']([^"']+\.js)["']/g)) js.add(spec);
  }
  const size = async (urls) => {
    let raw = 0;
    let gzip = 0;
    for (const url of urls) {
      const bytes = Buffer.from(await (await fetch(new URL(url, origin))).arrayBuffer());
      raw += bytes.length;
      gzip += gzipSync(bytes, { level: 9 }).length;
    }
    return { files: urls.size, raw, gzip };
  };
  const htmlBytes = Buffer.from(html);
  return { js: await size(js), css: await size(css), html: { raw: htmlBytes.length, gzip: gzipSync(htmlBytes, { level: 9 }).length } };
}

/** One Lighthouse run; a run that fails outright (scores null, a runtimeError) is run again rather than reported as 0. */
async function lighthouseRun(chrome, url) {
  let lhr;
  for (let attempt = 1; attempt <= 3; attempt++) {
    ({ lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }));
    if (!lhr.runtimeError && Object.values(lhr.categories).every((c) => c.score !== null)) break;
    console.log(
      `lighthouse ${url}: attempt ${attempt} failed (${lhr.runtimeError?.code ?? 'a category without a score'})${attempt < 3 ? ', running it again' : ''}`,
    );
  }
  return lhr;
}

async function runLighthouse(origin) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const out = {};
  try {
    for (const route of ROUTES) {
      // No config: Lighthouse's default is the mobile preset (Moto G Power, simulated slow 4G).
      // One run's performance score moves by several points between identical runs here: the median
      // of LIGHTHOUSE_RUNS runs is reported (Lighthouse's own advice on variability), with their spread.
      const runs = [];
      for (let run = 1; run <= LIGHTHOUSE_RUNS; run++) runs.push(await lighthouseRun(chrome, origin + route));
      runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
      const lhr = runs[Math.floor(runs.length / 2)];
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const audit = (id) => lhr.audits[id]?.numericValue ?? null;
      const failing = (cat) =>
        lhr.categories[cat].auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => ({ id: ref.id, score: lhr.audits[ref.id].score, value: lhr.audits[ref.id].displayValue ?? null }));
      out[route] = {
        performance: score('performance'),
        performanceRuns: runs.map((r) => Math.round(r.categories.performance.score * 100)),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(audit('total-blocking-time')),
        lcpElement: lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
        below90: Object.fromEntries(
          ['performance', 'accessibility', 'best-practices', 'seo'].map((c) => [c, failing(c)]).filter(([, list]) => list.length),
        ),
      };
      console.log(`lighthouse ${route}:`, JSON.stringify(out[route]));
    }
  } finally {
    await chrome.kill();
  }
  return out;
}

async function throughput(url) {
  // One request first, so a cached page is measured as stored and not with its first render.
  await fetch(url, { headers: REQUEST_HEADERS });
  const result = await autocannon({ url, connections: 10, duration: THROUGHPUT_SECONDS, headers: REQUEST_HEADERS });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const ratio = (rps, route, report) => (rps / report.throughput.static[route].requestsPerSecond).toFixed(2);

function markdown(report) {
  const rows = ROUTES.map((route) => {
    const l = report.lighthouse[route];
    const f = report.firstLoad[route];
    return `| \`${route}\` | ${l.performance} (${Math.min(...l.performanceRuns)}–${Math.max(...l.performanceRuns)}) | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.lcpMs} | ${l.cls} | ${l.tbtMs} | ${kb(f.js.gzip)} | ${kb(f.css.gzip)} |`;
  });
  const speed = PAGES.map((route) => {
    const c = report.throughput.cached[route];
    const r = report.throughput.rendered[route];
    const st = report.throughput.static[route];
    return `| \`${route}\` | ${st.requestsPerSecond} | ${st.p99Ms} | ${c.requestsPerSecond} | ${c.p50Ms} | ${c.p99Ms} | ${ratio(c.requestsPerSecond, route, report)} | ${r.requestsPerSecond} | ${r.p99Ms} | ${ratio(r.requestsPerSecond, route, report)} |`;
  });
  return [
    `Public site, production build (\`npm run bench:web\`, ${report.date}, Node ${report.node}, ${report.cpus} CPUs).`,
    `Lighthouse ${report.lighthouseVersion}, mobile preset, Debian Chromium headless, median of ${LIGHTHOUSE_RUNS} runs per route (Perf: median, then the lowest and highest run; the other columns are the median run's); first-load JS/CSS = script, modulepreload and stylesheet files of the HTML, gzip -9.`,
    ...(report.note ? ['', `Note: ${report.note}`] : []),
    '',
    '| Route | Perf | A11y | Best pr. | SEO | LCP ms | CLS | TBT ms | JS KB gz | CSS KB gz |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows,
    '',
    `Throughput: autocannon, 10 connections, ${THROUGHPUT_SECONDS} s per URL, \`Accept-Encoding: ${REQUEST_HEADERS['accept-encoding']}\`. Static: the stylesheet \`${report.throughput.staticUrl}\` (its Brotli copy) measured just before each page on the same server; cached: the page cache's stored Brotli copy; rendered: a server with \`PAGE_CACHE_MB=0\`, every request rendered by React (measured after, so its ratio is against a static figure taken a minute earlier).`,
    '',
    '| Route | Static req/s | Static p99 ms | Cached req/s | p50 ms | p99 ms | vs static | Rendered req/s | p99 ms | vs static |',
    '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...speed,
    '',
    `Aim: every score >= ${AIM.score}, first-load JS <= ${AIM.firstLoadJsKb} KB gzipped, CLS < ${AIM.cls}; every cached page >= ${AIM.cachedVsStatic} of the static file with p99 < ${AIM.p99Ms} ms. ${report.misses.length ? `Missed: ${report.misses.join('; ')}.` : 'All met.'}`,
    '',
  ].join('\n');
}

/**
 * Throughput of every public page from the page cache, each right after a static file on the same
 * server (the machine is shared and its load drifts within a run: each page is compared with the
 * static file measured next to it). The static file is the site's stylesheet, sent as the Brotli
 * copy the build wrote (7 KB, the size of a page's Brotli copy). A file below 1 KB, or one without
 * a compressed copy (the favicon), is compressed on the fly when the request accepts Brotli, and
 * would measure that instead.
 */
async function measureCached(origin, staticUrl) {
  const cached = {};
  const statics = {};
  for (const route of PAGES) {
    statics[route] = await throughput(origin + staticUrl);
    cached[route] = await throughput(origin + route);
  }
  return { cached, statics, staticUrl };
}

/** The same pages rendered for every request: a server of its own with the page cache off. */
async function measureRendered() {
  const server = await startServer({ PAGE_CACHE_MB: '0' });
  try {
    const rendered = {};
    for (const route of PAGES) rendered[route] = await throughput(server.origin + route);
    return rendered;
  } finally {
    await server.stop();
  }
}

ensureBuilt();
const server = await startServer();
let firstLoadByRoute;
let lighthouseByRoute;
let speed;
try {
  firstLoadByRoute = {};
  for (const route of ROUTES) firstLoadByRoute[route] = await firstLoad(server.origin, route);
  lighthouseByRoute = await runLighthouse(server.origin);
  const [stylesheet] = [...(await (await fetch(server.origin)).text()).matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
  if (!stylesheet) throw new Error('the home page names no stylesheet');
  speed = await measureCached(server.origin, stylesheet);
} finally {
  await server.stop();
}
const rendered = await measureRendered();

const misses = [];
for (const route of ROUTES) {
  const l = lighthouseByRoute[route];
  for (const key of ['performance', 'accessibility', 'bestPractices', 'seo'])
    if (l[key] < AIM.score) misses.push(`${route} ${key} ${l[key]}`);
  if (l.cls >= AIM.cls) misses.push(`${route} CLS ${l.cls}`);
  if (kb(firstLoadByRoute[route].js.gzip) > AIM.firstLoadJsKb) misses.push(`${route} JS ${kb(firstLoadByRoute[route].js.gzip)} KB`);
}
for (const route of PAGES) {
  const c = speed.cached[route];
  const r = c.requestsPerSecond / speed.statics[route].requestsPerSecond;
  if (r < AIM.cachedVsStatic) misses.push(`${route} cached ${r.toFixed(2)} of static`);
  if (c.p99Ms >= AIM.p99Ms) misses.push(`${route} cached p99 ${c.p99Ms} ms`);
}
const { default: lhPackage } = await import('lighthouse/package.json', { with: { type: 'json' } });
const report = {
  date: new Date().toISOString(),
  node: process.version,
  cpus: (await import('node:os')).availableParallelism(),
  lighthouseVersion: lhPackage.version,
  aim: AIM,
  lighthouse: lighthouseByRoute,
  firstLoad: firstLoadByRoute,
  throughput: {
    seconds: THROUGHPUT_SECONDS,
    connections: 10,
    headers: REQUEST_HEADERS,
    staticUrl: speed.staticUrl,
    cached: speed.cached,
    rendered,
    static: speed.statics,
  },
  misses,
  note: NOTE || undefined,
};
writeFileSync(join(RESULTS, 'web.json'), `${JSON.stringify(report, null, 2)}\n`);
writeResultsMarkdown('web', markdown(report));
console.log(markdown(report));
