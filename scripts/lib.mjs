// Helpers for the start and test scripts. Plain Node: they run before dependencies are installed.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

export const root = new URL('..', import.meta.url).pathname;

/**
 * Ports on 127.0.0.1 that nothing listens on, all different: held open together, then released.
 * @param {number} count
 * @returns {Promise<number[]>}
 */
export async function freePorts(count) {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        /** @type {Promise<import('node:net').Server>} */ (
          new Promise((resolve, reject) => {
            const server = createServer().once('error', reject);
            server.listen(0, '127.0.0.1', () => resolve(server));
          })
        ),
    ),
  );
  const ports = servers.map((server) => {
    const address = server.address();
    return typeof address === 'object' && address ? address.port : 0;
  });
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

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

/**
 * `npm ci` when dependencies are missing or older than the lockfile. `inPlace` (npm run update, beside
 * a running server): `npm install`, which replaces only what changed, where `npm ci` would first
 * empty node_modules under the server's feet (it loads some modules on first use).
 */
export function ensureInstalled({ inPlace = false } = {}) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs) return;
  const command = inPlace && existsSync(join(root, 'node_modules')) ? 'install' : 'ci';
  console.log(`Installing dependencies (npm ${command})...`);
  if (run('npm', [command, '--no-audit', '--no-fund']) !== 0) process.exit(1);
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

/** The port the server listens on, as it reads it: PORT from the environment, else from the project's .env, else 3000. */
export function configuredPort() {
  const file = join(root, '.env');
  const fromFile = existsSync(file) ? parseEnv(readFileSync(file, 'utf8')).PORT : undefined;
  return process.env.PORT || fromFile || '3000';
}

/**
 * What `npm start`'s supervisor (supervisor.mjs) tells `npm run update` (update.mjs), one file per port
 * under data/: its status (JSON: its pid, the worker's, the hang-ups it received and the outcome of
 * its latest reload) and the request a hang-up comes with.
 */
export const supervisorFiles = (port) => ({
  status: join(root, 'data', `server-${port}.json`),
  request: join(root, 'data', `server-${port}.reload`),
});

/** Whether process `pid` is a supervisor (start.mjs or supervisor.mjs), not another that took the pid of one gone. */
export function isSupervisor(pid) {
  try {
    process.kill(pid, 0);
  } catch (err) {
    if (err.code !== 'EPERM') return false;
  }
  const cmdline = `/proc/${pid}/cmdline`;
  // Where there is no /proc (macOS), a running pid has to do.
  return !existsSync('/proc/self') || (existsSync(cmdline) && /scripts\/(start|supervisor)\.mjs/.test(readFileSync(cmdline, 'utf8')));
}
