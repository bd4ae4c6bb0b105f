// Helpers for the start and test scripts. Plain Node: they run before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
}

/** Newest modification time under a folder (skipping build output and dependencies). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(path)) {
    if (['node_modules', 'dist', 'build', '.react-router', 'test'].includes(name)) continue;
    max = Math.max(max, newest(join(path, name)));
  }
  return max;
}

/** `npm ci` when dependencies are missing or older than the lockfile. */
export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs) return;
  console.log('Installing dependencies (npm ci)...');
  if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0) process.exit(1);
}

/** `npm run build` when an output is missing or older than its sources. */
export function ensureBuilt() {
  const outputs = ['packages/contract/dist/index.js', 'apps/server/dist/main.js', 'apps/web/build/server/index.js'].map((p) =>
    join(root, p),
  );
  const oldestOutput = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
  const sources = Math.max(...['packages/contract', 'apps/server', 'apps/web', 'package-lock.json'].map((p) => newest(join(root, p))));
  if (oldestOutput > 0 && oldestOutput >= sources) return;
  console.log('Building the site (npm run build)...');
  if (run('npm', ['run', 'build']) !== 0) process.exit(1);
}
