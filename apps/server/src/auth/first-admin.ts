import type { App } from '../context.js';
import { countAdmins, insertAdmin } from './admin-store.js';
import { generatePassword, hashPassword } from './passwords.js';

/**
 * admin@localhost would be the obvious name (AUTH-6), but the shared login schema (z.email) wants a dot in the
 * domain and would refuse it at the login form; localhost.localdomain is localhost's usual full name.
 */
export const GENERATED_ADMIN_EMAIL = 'admin@localhost.localdomain';

/**
 * Start-up step (start-up.ts): the first admin, from ADMIN_EMAIL / ADMIN_PASSWORD or with a password
 * printed once (AUTH-6), when the database has none; nothing when it has one.
 */
export async function ensureAdmin(app: App): Promise<void> {
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
  // Straight to stdout, never through the logger: log shippers must not receive the password.
  process.stdout.write(
    [
      '',
      'First admin created. This password is shown only once:',
      `  E-mail:   ${email}`,
      `  Password: ${password}`,
      `  Log in at ${config.publicUrl}/admin/login`,
      `Change it with: npm run admin -- reset-password --email ${email}`,
      '',
      '',
    ].join('\n'),
  );
}
