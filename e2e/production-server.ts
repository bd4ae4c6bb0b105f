/**
 * The production build started as the browser tests start it (playwright.config.ts's webServer): `node
 * apps/server/dist/main.js` on a free port and a new database of its own, seeded as a fresh site. For the checks that
 * need a server of their own: the Firefox checks, the HTTPS proxies of deploy/ and the browser tests of visits.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_ADMIN, freePort } from './env';

export interface ProductionServer {
  /** Where it answers, e.g. http://127.0.0.1:41234. */
  origin: string;
  port: string;
  /** Stops it and removes its database and backups. */
  stop: () => Promise<void>;
}

/**
 * Resolves once `ready` resolves (asked every 250 ms) with a function that stops `child` and removes `folder`; rejects
 * with what `child` wrote when it stops first or is not ready within `seconds`.
 */
export async function whenReady(
  name: string,
  child: ChildProcess,
  folder: string,
  seconds: number,
  ready: () => Promise<unknown>,
): Promise<() => Promise<void>> {
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await once(child, 'close');
    }
    rmSync(folder, { recursive: true, force: true });
  };
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${name} stopped (${child.exitCode}):\n${output}`);
    }
    if (
      await ready().then(
        () => true,
        () => false,
      )
    )
      return stop;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} was not ready in ${seconds} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Starts it with `env` added to its settings, and resolves once /readyz answers. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  const folder = mkdtempSync(join(tmpdir(), 'firm-production-'));
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: fileURLToPath(new URL('../', import.meta.url)),
    env: {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: process.env['HOME'] ?? '/tmp',
      NODE_ENV: 'production',
      PORT: port,
      HOST: '127.0.0.1',
      DATABASE_URL: join(folder, 'site.db'),
      ALLOW_NEW_DATABASE: '1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: origin,
      BACKUP_DIR: join(folder, 'backups'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A first start migrates and seeds the database and encodes its pictures: long on a busy machine.
  const stop = await whenReady('The server', server, folder, 180, async () => {
    if (!(await fetch(`${origin}/readyz`)).ok) throw new Error('not ready');
  });
  return { origin, port, stop };
}
