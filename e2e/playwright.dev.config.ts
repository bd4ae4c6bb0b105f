import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, freePort } from './env';

process.env['DEV_PORT'] ||= freePort();
const port = process.env['DEV_PORT'];
const db = `/tmp/firm-dev-${port}.db`;

/** The development loop (`npm run dev`), started as a developer starts it, on a database of its own. */
export default defineConfig({
  testDir: './dev',
  outputDir: '../test-results/dev',
  // A fresh clone's first page waits for Vite to bundle the dependencies.
  timeout: 180_000,
  workers: 1,
  retries: 0,
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions: CHROMIUM_LAUNCH, trace: 'off' },
  webServer: {
    command: `rm -f ${db} ${db}-wal ${db}-shm && npm run dev`,
    cwd: '..',
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: port, HOST: '127.0.0.1', DATABASE_URL: db, LOG_LEVEL: 'warn', PUBLIC_URL: `http://127.0.0.1:${port}` },
  },
});
