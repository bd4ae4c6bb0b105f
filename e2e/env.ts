import { execFileSync } from 'node:child_process';

/**
 * A port nothing listens on, from the system (listen on port 0). Asked in a child process because
 * the Playwright config is loaded synchronously; kept in process.env so the workers, which load
 * this file again, use the same one.
 */
export function freePort(): string {
  const script =
    "const s = require('node:net').createServer().listen(0, '127.0.0.1', () => { process.stdout.write(String(s.address().port)); s.close(); });";
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
}

/**
 * How both Playwright configs start Chromium: its headless shell (Debian's chromium-headless-shell), the build Playwright
 * itself runs headless: the same Blink and V8 as /usr/bin/chromium without the browser's own interface, which cost the
 * suite about 40 % of its time (docs/decisions/090-how-the-test-suite-runs.md).
 */
export const CHROMIUM_LAUNCH = {
  // CHROMIUM_PATH: another Chromium, on a machine that has it elsewhere (a Mac, Playwright's own download).
  executablePath: process.env['CHROMIUM_PATH'] || '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A new context's page opens about:blank in one renderer process and its first page of the site in a second; at a
    // limit of one, the site's page takes the first. Each context still has a process of its own (decision 090).
    '--renderer-process-limit=1',
  ],
};

process.env['E2E_PORT'] ||= freePort();

/** Where the browser tests start the production server (E2E_PORT, else a free port), and the admin it is seeded with. */
export const E2E_PORT = Number(process.env['E2E_PORT']);
export const E2E_DB = process.env['E2E_DB'] ?? `/tmp/firm-e2e-${E2E_PORT}.db`;
/** Where the test server writes its daily backups (BACKUP_DIR), never the project's data/backups. */
export const E2E_BACKUP_DIR = `/tmp/firm-e2e-backups-${E2E_PORT}`;
/**
 * The test server's BACKUP_TIME: twelve hours from the start of the run in Asia/Kolkata (the
 * default TIME_ZONE), so no daily backup comes while the tests run; kept for the workers as the port is.
 */
process.env['E2E_BACKUP_TIME'] ||= new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
}).format(Date.now() + 12 * 3_600_000);
export const E2E_BACKUP_TIME = process.env['E2E_BACKUP_TIME'];
export const E2E_ADMIN = { email: 'owner@example.com', password: 'e2e-Strong-Passw0rd' };

process.env['E2E_SMTP_PORT'] ||= freePort();
/** The SMTP server the tests start (global-setup.ts) and the production server mails through; each mail it takes is a file in E2E_MAIL_DIR. */
export const E2E_SMTP_PORT = Number(process.env['E2E_SMTP_PORT']);
export const E2E_MAIL_DIR = `/tmp/firm-e2e-mail-${E2E_SMTP_PORT}`;
