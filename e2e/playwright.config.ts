import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_LAUNCH, E2E_ADMIN, E2E_BACKUP_DIR, E2E_BACKUP_TIME, E2E_DB, E2E_PORT, E2E_SMTP_PORT } from './env';

/** The production build, started as `npm start` starts it, on a database of its own. */
export default defineConfig({
  testDir: './tests',
  // The SMTP server the mails of the site go to, read by the tests (the forgot-password link).
  globalSetup: './global-setup.ts',
  outputDir: '../test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      use: { ...devices['Pixel 5'], viewport: { width: 375, height: 740 }, launchOptions: CHROMIUM_LAUNCH },
      // What does not depend on the screen (the head of each page, files served as they are, tests tagged ONCE) is checked
      // once, on the desktop (docs/decisions/043-browser-checks-by-screen.md).
      testIgnore: ['**/seo.spec.ts', '**/assets.spec.ts'],
      grepInvert: /@once/,
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: CHROMIUM_LAUNCH } },
  ],
  webServer: {
    command: `rm -f ${E2E_DB} ${E2E_DB}-wal ${E2E_DB}-shm && node apps/server/dist/main.js`,
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: E2E_DB,
      // A new database of its own, made on purpose even where this checkout's data/site.db holds a site.
      ALLOW_NEW_DATABASE: '1',
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}`,
      // The contact tests play visitors from several addresses (X-Forwarded-For), as behind a load balancer.
      TRUST_PROXY: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      // The daily backups of the test server (and a restart's catch-up) go to a folder of its own.
      BACKUP_DIR: E2E_BACKUP_DIR,
      BACKUP_TIME: E2E_BACKUP_TIME,
    },
  },
});
