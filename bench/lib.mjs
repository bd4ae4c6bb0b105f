// @ts-check
/**
 * Shared by the benchmarks: a free port, the production server on a database of its own, and the
 * writing of a run's Markdown to bench/results/ and bench/README.md.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePorts, root } from '../scripts/lib.mjs';

const resultsDir = fileURLToPath(new URL('results/', import.meta.url));
const readme = fileURLToPath(new URL('README.md', import.meta.url));

/**
 * Writes a run's Markdown to bench/results/<name>.md and, the same text, into bench/README.md
 * between `<!-- bench:<name> -->` and `<!-- /bench:<name> -->`, so the README shows the latest
 * run and nobody copies tables by hand. The prose outside the markers is left as it is.
 * @param {string} name the benchmark, as in `npm run bench:<name>`
 * @param {string} markdown
 */
export function writeResultsMarkdown(name, markdown) {
  const text = `${markdown.trimEnd()}\n`;
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${name}.md`), text);
  const open = `<!-- bench:${name} -->`;
  const close = `<!-- /bench:${name} -->`;
  const current = readFileSync(readme, 'utf8');
  const start = current.indexOf(open);
  const end = current.indexOf(close, start);
  // The results file is written already: a README without the markers loses nothing of the run.
  if (start < 0 || end < 0) throw new Error(`bench/README.md has no ${open} ... ${close} section; the run is in bench/results/${name}.md`);
  writeFileSync(readme, `${current.slice(0, start)}${open}\n\n${text}\n${current.slice(end)}`);
}

/** @returns {Promise<number>} */
export const freePort = async () => (await freePorts(1))[0] ?? 0;

/**
 * The production server (apps/server/dist/main.js, as `npm start` runs it) on 127.0.0.1 with a
 * temporary SQLite database; `env` adds to or overrides the settings; `cwd` is another built checkout's.
 * @param {Record<string, string>} [env]
 * @param {string} [cwd]
 */
export async function startServer(env = {}, cwd = root) {
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      NODE_ENV: 'production',
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: join(dir, 'site.db'),
      PUBLIC_URL: origin,
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'bench-Strong-Passw0rd',
      LOG_LEVEL: 'warn',
      SMTP_URL: '',
      // A new database of its own, made on purpose even where this checkout's data/site.db holds a site.
      ALLOW_NEW_DATABASE: '1',
      ...env,
    },
  });
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not become ready in 60 s');
    await new Promise((r) => setTimeout(r, 250));
  }
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(undefined) : child.once('exit', r)));
    rmSync(dir, { recursive: true, force: true });
  };
  return { origin, port, pid: /** @type {number} */ (child.pid), stop };
}

/**
 * Waits until `url` answers 200, or fails as soon as `server` exits.
 * @param {string} url @param {import('node:child_process').ChildProcess} server
 */
export async function waitUntilReady(url, server) {
  for (let i = 0; i < 1200; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode} before it was ready`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become ready at ${url}`);
}
