/**
 * The production build for the Firefox checks, started as the browser tests start it (playwright.config.ts's webServer):
 * `node apps/server/dist/main.js` on a free port and a new database of its own, seeded as a fresh site.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { E2E_ADMIN, freePort } from '../env';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the production server of the Firefox checks answers, e.g. http://127.0.0.1:41234. */
    siteOrigin: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = mkdtempSync(join(tmpdir(), 'firm-firefox-'));
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: fileURLToPath(new URL('../../', import.meta.url)),
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
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (d: Buffer) => (output += d.toString()));
  server.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const stop = async () => {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await once(server, 'close');
    }
    rmSync(folder, { recursive: true, force: true });
  };
  // A first start migrates and seeds the database and encodes its pictures: long on a busy machine.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`The server stopped (${server.exitCode}):\n${output}`);
    }
    if ((await fetch(`${origin}/readyz`).catch(() => null))?.ok) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The server was not ready in 180 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  project.provide('siteOrigin', origin);
  return stop;
}
