import { closeSync, openSync, writeSync } from 'node:fs';
import type { App } from '../context.js';
import { countAdmins, insertAdmin } from './admin-store.js';
import { generatePassword, hashPassword } from './passwords.js';

/**
 * admin@localhost would be the obvious name (AUTH-6), but the shared login schema (z.email) wants a dot in the
 * domain and would refuse it at the login form; localhost.localdomain is localhost's usual full name.
 */
export const GENERATED_ADMIN_EMAIL = 'admin@localhost.localdomain';

/** Where a person reads what the server shows them. */
export interface Terminal {
  write(text: string): void;
}

/**
 * The terminal the server was started from, where a secret is read and not kept: standard output or
 * error when one is a terminal, else the controlling terminal (`npm start > site.log` typed in a
 * shell). Undefined without one (systemd, a container without -t): output there is a log, which
 * must never receive a password.
 */
export function serverTerminal(): Terminal | undefined {
  if (process.stdout.isTTY) return { write: (text) => void process.stdout.write(text) };
  if (process.stderr.isTTY) return { write: (text) => void process.stderr.write(text) };
  let fd: number;
  try {
    fd = openSync('/dev/tty', 'w');
  } catch {
    return undefined;
  }
  return {
    write(text) {
      try {
        writeSync(fd, text);
      } finally {
        closeSync(fd);
      }
    },
  };
}

/**
 * Start-up step (start-up.ts): the first admin, from ADMIN_EMAIL / ADMIN_PASSWORD or with a
 * generated password shown once on `terminal`, by default the server's (AUTH-6), when the database has none; nothing when it
 * has one. The password never goes through the logger: log shippers must not receive it.
 */
export async function ensureAdmin(app: App, terminal?: Terminal): Promise<void> {
  const { db, config } = app.ctx;
  if ((await countAdmins(db)) > 0) return;
  const email = config.adminEmail ?? GENERATED_ADMIN_EMAIL;
  const password = config.adminPassword ?? generatePassword();
  // The unique e-mail decides a race between two servers: only the one that inserted reports.
  if (!(await insertAdmin(db, email, await hashPassword(password, config.scryptCost)))) return;
  if (config.adminPassword) {
    app.log.info({ email }, 'first admin created from ADMIN_EMAIL / ADMIN_PASSWORD');
    return;
  }
  const reset = `npm run admin -- reset-password --email ${email}`;
  const shown = terminal ?? serverTerminal();
  if (!shown) {
    app.log.warn(
      { email },
      `First admin ${email} created with a generated password that is not shown: the server has no terminal, and a password must not reach the log. Set one from the server's folder: ${reset}`,
    );
    return;
  }
  shown.write(
    [
      '',
      'First admin created. This password is shown only once:',
      `  E-mail:   ${email}`,
      `  Password: ${password}`,
      `  Log in at ${config.publicUrl}/admin/login`,
      `Change it with: ${reset}`,
      '',
      '',
    ].join('\n'),
  );
}
