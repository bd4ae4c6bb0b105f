import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { passwordGuessable } from '@firm/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { adminCommand, USAGE } from '../../src/cli/admin.js';
import { loadConfig } from '../../src/config.js';
import { openDb } from '../../src/db/index.js';
import { verifyPassword } from '../../src/auth/passwords.js';

const dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
const config = loadConfig({ databaseUrl: join(dir, 'cli.db'), scryptCost: 2 ** 10 });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function admin(...argv: string[]) {
  let out = '';
  let err = '';
  const code = await adminCommand(argv, config, { out: (t) => (out += t), err: (t) => (err += t) });
  return { code, out, err };
}

async function storedHash(email: string): Promise<string | undefined> {
  const { db } = openDb(config.databaseUrl);
  try {
    return (await db.selectFrom('admins').select('password_hash').where('email', '=', email).executeTakeFirst())?.password_hash;
  } finally {
    await db.destroy();
  }
}

describe('npm run admin', () => {
  it('create with a given password', async () => {
    const r = await admin('create', '--email', 'Owner@Example.com', '--password', 'a-long-password-1');
    expect(r).toEqual({ code: 0, out: 'Admin owner@example.com created, as an owner.\n', err: '' });
    expect(await verifyPassword('a-long-password-1', (await storedHash('owner@example.com'))!)).toBe(true);
  });

  it('create without a password generates and prints one', async () => {
    const r = await admin('create', '--email', 'second@example.com');
    expect(r.code).toBe(0);
    const password = /Password: (\S+)/.exec(r.out)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(20);
    expect(await verifyPassword(password, (await storedHash('second@example.com'))!)).toBe(true);
  });

  it('refuses a second admin with the same e-mail, whatever its case', async () => {
    const r = await admin('create', '--email', 'OWNER@example.com', '--password', 'another-password-2');
    expect(r.code).toBe(2);
    expect(r.err).toBe('An admin with the e-mail owner@example.com exists already.\n');
    expect(await verifyPassword('a-long-password-1', (await storedHash('owner@example.com'))!)).toBe(true);
  });

  it('reset-password changes the password, generated when none is given', async () => {
    const given = await admin('reset-password', '--email', 'owner@example.com', '--password', 'brand-new-password-3');
    expect(given).toEqual({
      code: 0,
      out: 'Password of owner@example.com changed; every earlier session of this admin has ended.\n',
      err: '',
    });
    expect(await verifyPassword('brand-new-password-3', (await storedHash('owner@example.com'))!)).toBe(true);
    const generated = await admin('reset-password', '--email', 'owner@example.com');
    const password = /Password: (\S+)/.exec(generated.out)![1]!;
    expect(await verifyPassword(password, (await storedHash('owner@example.com'))!)).toBe(true);
  });

  it('refuses an unknown admin, a short password, a bad e-mail and unknown commands', async () => {
    expect(await admin('reset-password', '--email', 'nobody@example.com')).toEqual({
      code: 2,
      out: '',
      err: 'No admin has the e-mail nobody@example.com.\n',
    });
    for (const [argv, message] of [
      [['create', '--email', 'x@example.com', '--password', 'short'], 'The password must have at least 12 characters.'],
      [['create', '--email', 'x@example.com', '--password', ' '.repeat(10)], 'The password must not be only spaces.'],
      [['create', '--email', 'x@example.com', '--password', ' '.repeat(14)], 'The password must not be only spaces.'],
      [
        ['create', '--email', 'x@example.com', '--password', 'Qwerty123456'],
        'This password is one of the most common passwords; choose another.',
      ],
      // The same rule as the Account tab: guessable from the e-mail, or a keyboard run.
      [['create', '--email', 'ravi.patel@example.com', '--password', 'RaviPatel2024'], `${passwordGuessable('personal')}.`],
      [['reset-password', '--email', 'owner@example.com', '--password', 'qwertyuiopas'], `${passwordGuessable('common')}.`],
      [['reset-password', '--email', 'owner@example.com', '--password', 'abc'], 'The password must have at least 12 characters.'],
      [['create', '--email', 'not-an-email'], 'Invalid email address'],
      [['create'], 'Email is required'],
      [['delete', '--email', 'x@example.com'], 'Unknown command: delete'],
      [[], 'A command is required.'],
      [['create', '--mail', 'x@example.com'], "Unknown option '--mail'"],
    ] as const) {
      const r = await admin(...argv);
      expect(r.code).toBe(2);
      expect(r.err).toContain(message);
      expect(r.err).toContain(USAGE);
    }
  });
});
