// @ts-check
/**
 * `npm run bench:history`: 10,000 edits to one service through the API, then the database's
 * growth and the time of that service's history page (GET /api/history/services/101), beside a
 * read of the same service (GET /api/services/101) in the same run as the baseline.
 * Aim: the history answers in under 50 ms (p99) and the database stays bounded (docs/decisions/046).
 */
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer, writeResultsMarkdown } from '../lib.mjs';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const EDITS = Number(process.env.EDITS ?? 10_000);
const READS = 300;
const dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
const database = join(dir, 'site.db');
const sizeOf = () => ['', '-wal'].reduce((sum, end) => sum + (existsSync(database + end) ? statSync(database + end).size : 0), 0);

const server = await startServer({ DATABASE_URL: database });
try {
  const login = await fetch(`${server.origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'bench@example.com', password: 'bench-Strong-Passw0rd' }),
  });
  const { token } = /** @type {{token: string}} */ (await login.json());
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  /** Milliseconds of `count` sequential GETs of `path`, sorted. */
  const timeReads = async (/** @type {string} */ path, count = READS) => {
    const times = [];
    for (let i = 0; i < count; i++) {
      const start = performance.now();
      const res = await fetch(`${server.origin}${path}`, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${path} answered ${res.status}`);
      times.push(performance.now() - start);
    }
    return times.sort((a, b) => a - b);
  };
  const pct = (/** @type {number[]} */ t, /** @type {number} */ p) => t[Math.min(t.length - 1, Math.floor((t.length * p) / 100))];

  const sizeBefore = sizeOf();
  const edit = async (/** @type {number} */ i) => {
    const start = performance.now();
    const res = await fetch(`${server.origin}/api/services/101`, {
      method: 'PUT',
      headers,
      body: JSON.stringify(i % 2 ? { title: `Building permission ${i}` } : { summary: `Plans and permissions, edit ${i}.` }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`edit ${i} answered ${res.status}`);
    return performance.now() - start;
  };
  const firstEdits = [];
  const lastEdits = [];
  for (let i = 0; i < EDITS; i++) {
    const ms = await edit(i);
    if (i < 200) firstEdits.push(ms);
    if (i >= EDITS - 200) lastEdits.push(ms);
  }
  const sizeAfter = sizeOf();
  // Read one after the other, twice, so neither has the machine's quiet moment to itself.
  const item = [...(await timeReads('/api/services/101')), ...(await timeReads('/api/services/101'))].sort((a, b) => a - b);
  const history = [...(await timeReads('/api/history/services/101')), ...(await timeReads('/api/history/services/101'))].sort(
    (a, b) => a - b,
  );
  const versions = /** @type {{versions: unknown[]}} */ (
    await (await fetch(`${server.origin}/api/history/services/101`, { headers })).json()
  ).versions.length;
  firstEdits.sort((a, b) => a - b);
  lastEdits.sort((a, b) => a - b);

  const mb = (/** @type {number} */ bytes) => (bytes / 1024 / 1024).toFixed(2);
  const f = (/** @type {number | undefined} */ ms) => (ms ?? 0).toFixed(1);
  const figures = {
    edits: EDITS,
    versionsListed: versions,
    databaseMbBefore: Number(mb(sizeBefore)),
    databaseMbAfter: Number(mb(sizeAfter)),
    historyP50: pct(history, 50),
    historyP99: pct(history, 99),
    itemP50: pct(item, 50),
    itemP99: pct(item, 99),
    firstEditsP50: pct(firstEdits, 50),
    lastEditsP50: pct(lastEdits, 50),
    at: new Date().toISOString(),
  };
  const markdown = [
    '| Measure | Value |',
    '|---|--:|',
    `| Edits to service 101 | ${EDITS} |`,
    `| Versions listed | ${versions} |`,
    `| Database before → after (MB, with WAL) | ${mb(sizeBefore)} → ${mb(sizeAfter)} |`,
    `| GET /api/history/services/101 p50 / p99 ms | ${f(figures.historyP50)} / ${f(figures.historyP99)} |`,
    `| GET /api/services/101 (baseline) p50 / p99 ms | ${f(figures.itemP50)} / ${f(figures.itemP99)} |`,
    `| History / baseline (p50) | ${((figures.historyP50 ?? 0) / (figures.itemP50 ?? 1)).toFixed(2)} |`,
    `| PUT p50 ms, first 200 → last 200 edits | ${f(figures.firstEditsP50)} → ${f(figures.lastEditsP50)} |`,
    '',
    `${READS * 2} sequential reads each, one connection, SQLite, Node ${process.version}; measured ${figures.at}. Aim: history p99 under 50 ms, the database bounded (the newest 50 versions kept).`,
  ].join('\n');
  console.log(markdown);
  writeFileSync(fileURLToPath(new URL('../results/history.json', import.meta.url)), JSON.stringify(figures, null, 2) + '\n');
  writeResultsMarkdown('history', markdown);
} finally {
  await server.stop();
  rmSync(dir, { recursive: true, force: true });
}
