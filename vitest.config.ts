import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // The web app's own import alias (apps/web/tsconfig.json).
        resolve: { alias: { '~': fileURLToPath(new URL('apps/web/app', import.meta.url)) } },
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'scripts/test/**/*.test.mjs',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/*.test.ts',
            'apps/server/test/unit/**/*.test.ts',
          ],
          environment: 'node',
          // Worker threads rather than child processes: on 2026-12-02, 38.3 s and 39.5 s (46 CPU-s) with forks, 34.0 s and
          // 33.1 s (40 CPU-s) with threads, the same 280 tests passing. No unit test changes the process (its directory, exit).
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/test/api/**/*.test.ts'],
          // The start-up steps run once on a template database that every test app copies.
          globalSetup: ['apps/server/test/global-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each test file has databases of its own, so two files run at once, one per core: on 2026-11-26 the
          // suite took 1m29s instead of 1m57s on SQLite and 3m27s instead of 4m01s on PostgreSQL (more crowds it).
          fileParallelism: true,
          maxWorkers: 2,
          // A worker keeps the modules it loaded from one file to the next: every test starts its own app on its own
          // database (test/helpers.ts), so nothing of a file's state is left for the next. Measured on 2026-11-27
          // (decision 090): SQLite 2m53s to 1m59s, PostgreSQL 3m44s to 2m38s, the same tests passing.
          isolate: false,
        },
      },
      {
        test: {
          // Firefox as a second browser (QUALITY-5): the production build, driven by Puppeteer (npm test runs it after the build).
          name: 'firefox',
          include: ['e2e/firefox/**/*.test.ts'],
          globalSetup: ['e2e/firefox/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 200_000,
        },
      },
      {
        test: {
          // The production build behind Debian's Caddy and nginx with the files of deploy/ (decision 088).
          name: 'proxies',
          include: ['e2e/proxies/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 200_000,
        },
      },
    ],
  },
});
