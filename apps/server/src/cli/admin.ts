/**
 * `npm run admin -- create --email E [--password P]` adds an admin;
 * `npm run admin -- reset-password --email E [--password P]` sets a new password;
 * `npm run admin -- turn-off-two-step --email E` turns off two-step sign-in (a phone and its recovery codes lost).
 * Without --password a strong one is generated and printed once.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loginRequestSchema } from '@firm/contract';
import { startupConfig, type Config } from '../config.js';
import { migrate, openDb } from '../db/index.js';
import { normaliseEmail } from '../auth/login-throttle.js';
import { passwordProblem } from '../auth/password-rule.js';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import { findAdminByEmail, insertAdmin } from '../auth/admin-store.js';
import { changePassword } from '../auth/password-change.js';
import { turnOff } from '../auth/two-step.js';

export const USAGE = `Usage:
  npm run admin -- create --email <e-mail> [--password <password>]
  npm run admin -- reset-password --email <e-mail> [--password <password>]
  npm run admin -- turn-off-two-step --email <e-mail>
Without --password a strong password is generated and printed.`;

export interface Output {
  out(text: string): void;
  err(text: string): void;
}

class UsageError extends Error {
  constructor(
    message: string,
    readonly showUsage = true,
  ) {
    super(message);
  }
}

/** Runs one command; returns the process exit code (0 done, 2 refused). */
export async function adminCommand(argv: string[], config: Config, io: Output): Promise<number> {
  try {
    await run(argv, config, io);
    return 0;
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    io.err(err.showUsage ? `${err.message}\n\n${USAGE}\n` : `${err.message}\n`);
    return 2;
  }
}

async function run(argv: string[], config: Config, io: Output): Promise<void> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      allowPositionals: true,
    });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
  const { values, positionals } = parsed;
  const command = positionals[0];
  if (values.help) {
    io.out(`${USAGE}\n`);
    return;
  }
  if (command !== 'create' && command !== 'reset-password' && command !== 'turn-off-two-step')
    throw new UsageError(command ? `Unknown command: ${command}` : 'A command is required.');
  const email = loginRequestSchema.shape.email.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(email.error.issues[0]?.message ?? 'Invalid email address');
  const address = normaliseEmail(email.data);
  if (command === 'turn-off-two-step') return turnOffTwoStep(config, address, io);
  const problem = values.password === undefined ? undefined : passwordProblem(values.password, { email: address });
  if (problem) throw new UsageError(`${problem}.`);
  const password = values.password ?? generatePassword();

  const handle = openDb(config.databaseUrl);
  try {
    await migrate(handle);
    const hash = await hashPassword(password, config.scryptCost);
    if (command === 'create') {
      if (!(await insertAdmin(handle.db, address, hash)))
        throw new UsageError(`An admin with the e-mail ${address} exists already.`, false);
      io.out(`Admin ${address} created, as an owner.\n`);
    } else {
      if (!(await changePassword(handle.db, { email: address }, hash))) throw new UsageError(`No admin has the e-mail ${address}.`, false);
      io.out(`Password of ${address} changed; every earlier session of this admin has ended.\n`);
    }
    if (values.password === undefined) io.out(`Password: ${password}\n(shown only once)\n`);
  } finally {
    await handle.db.destroy();
  }
}

/** Two-step sign-in off for `address` (auth/two-step.ts): the key and the recovery codes go; the password stays. */
async function turnOffTwoStep(config: Config, address: string, io: Output): Promise<void> {
  const handle = openDb(config.databaseUrl);
  try {
    await migrate(handle);
    const admin = await findAdminByEmail(handle.db, address);
    if (!admin) throw new UsageError(`No admin has the e-mail ${address}.`, false);
    if (!(await turnOff(handle.db, admin.id))) throw new UsageError(`Two-step sign-in is not on for ${address}.`, false);
    io.out(`Two-step sign-in of ${address} is off: the password alone logs in until it is turned on again.\n`);
  } finally {
    await handle.db.destroy();
  }
}

// Run as a program (not when a test imports it).
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await adminCommand(process.argv.slice(2), startupConfig(), {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
