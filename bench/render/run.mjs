// @ts-check
// CPU time the server spends on one public page, rendered (PAGE_CACHE_MB=0) and from the page cache, read from
// the server process's own counters (/proc/<pid>/stat): on a shared, noisy machine a steadier figure than
// requests per second. With `-- --against <dir>` (another checkout, built), both builds are measured
// alternately in one run and set side by side. Writes bench/results/render.json and render.md, and the
// Markdown into bench/README.md.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from '../../scripts/lib.mjs';
import { startServer, writeResultsMarkdown } from '../lib.mjs';

const PAGES = ['/', '/about', '/services', '/courses', '/gallery', '/download', '/contact'];
const REQUESTS = 200;
const against = process.argv.includes('--against') ? process.argv[process.argv.indexOf('--against') + 1] : undefined;

/** utime + stime of a process, in ms (the kernel counts in ticks of 10 ms). */
const cpuMs = (/** @type {number} */ pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
};

/** @param {{ origin: string, pid: number }} server @param {string} page */
async function perPage(server, page) {
  const before = cpuMs(server.pid);
  for (let i = 0; i < REQUESTS; i++) await (await fetch(server.origin + page, { headers: { 'accept-encoding': 'br' } })).arrayBuffer();
  return (cpuMs(server.pid) - before) / REQUESTS;
}

const median = (/** @type {number[]} */ xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)] + s[Math.ceil((s.length - 1) / 2)]) / 2;
};

const builds = { this: root, ...(against ? { other: against } : {}) };
/** @type {Record<string, Record<string, Record<string, number>>>} */
const results = {};
for (const [mode, cacheMb] of [
  ['rendered', '0'],
  ['cached', '64'],
]) {
  const servers = Object.fromEntries(
    await Promise.all(Object.entries(builds).map(async ([name, dir]) => [name, await startServer({ PAGE_CACHE_MB: cacheMb }, dir)])),
  );
  results[mode] = {};
  for (const page of PAGES) {
    for (const s of Object.values(servers)) await perPage(s, page);
    /** @type {Record<string, number[]>} */
    const runs = Object.fromEntries(Object.keys(servers).map((n) => [n, []]));
    for (let round = 0; round < 4; round++) {
      const order = round % 2 ? Object.keys(servers).reverse() : Object.keys(servers);
      for (const name of order) runs[name]?.push(await perPage(servers[name], page));
    }
    results[mode][page] = Object.fromEntries(Object.entries(runs).map(([n, xs]) => [n, +median(xs).toFixed(2)]));
    console.log(mode, page, JSON.stringify(results[mode][page]));
  }
  for (const s of Object.values(servers)) await s.stop();
}

const cols = against ? ['this', 'other'] : ['this'];
const head = `| Route | ${cols.map((c) => `Rendered ms (${c})`).join(' | ')}${against ? ' | this / other' : ''} | ${cols.map((c) => `Cached ms (${c})`).join(' | ')}${against ? ' | this / other' : ''} |`;
const ratio = (/** @type {Record<string, number>} */ r) => (against ? ` | ${((r['this'] ?? 0) / (r['other'] || 1)).toFixed(2)}` : '');
const rows = PAGES.map((p) => {
  const r = results['rendered']?.[p] ?? {};
  const c = results['cached']?.[p] ?? {};
  return `| \`${p}\` | ${cols.map((n) => r[n]).join(' | ')}${ratio(r)} | ${cols.map((n) => c[n]).join(' | ')}${ratio(c)} |`;
});
const md = [
  `CPU time of the server per public page (\`npm run bench:render${against ? ' -- --against <other checkout>' : ''}\`, ${new Date().toISOString()}, Node ${process.version}): the median of 4 runs of ${REQUESTS} sequential requests each, \`Accept-Encoding: br\`, read from the process's own CPU counters (10 ms ticks).${against ? ` Other: ${against}.` : ''}`,
  '',
  head,
  `|---|${'--:|'.repeat(head.split('|').length - 3)}`,
  ...rows,
  '',
].join('\n');
console.log(`\n${md}`);
writeFileSync(
  join(root, 'bench/results/render.json'),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, requests: REQUESTS, against: against ?? null, results }, null, 2)}\n`,
);
writeResultsMarkdown('render', md);
