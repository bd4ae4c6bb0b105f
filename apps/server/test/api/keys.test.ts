/**
 * Every key opens one door (docs/decisions/084-one-key-per-purpose.md, AUTH-11): a preview link is no
 * login, the database holds nothing a token, a challenge or a two-step key can be made from, a
 * second-step challenge works once and dies with the sessions, turning two-step sign-in on needs the
 * password, and wrong codes are limited per account. Each was a way in found from outside.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createCipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { API, MESSAGES, TWO_STEP_MESSAGES, TWO_STEP_PATHS, type LoginResponse, type PreviewResponse } from '@firm/contract';
import { deriveKeys, keyFileOf } from '../../src/auth/keys.js';
import { LOGIN_LIMITS } from '../../src/auth/login-throttle.js';
import type { App } from '../../src/context.js';
import { forgedToken } from '../fixtures/tokens.js';
import {
  TEST_ADMIN,
  adminToken,
  freshApp,
  makeDatabase,
  makeTestApp,
  needsToken,
  testConfig,
  testDb,
  type TestDatabase,
} from '../helpers.js';
import type { Config } from '../../src/config.js';
import { startUp } from '../../src/start-up.js';

const t = freshApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (app: App, remoteAddress = '127.0.0.1', who = TEST_ADMIN) =>
  app.inject({ method: 'POST', url: '/api/login', payload: who, remoteAddress });

/** Setup and confirm for the test admin: the key as base32. */
async function turnOnTwoStep(app: App, token: string): Promise<string> {
  const setup = await app.inject({
    method: 'POST',
    url: TWO_STEP_PATHS.setup,
    headers: bearer(token),
    payload: { password: TEST_ADMIN.password },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const key = (setup.json() as { key: string }).key.replaceAll(' ', '');
  const confirm = await app.inject({
    method: 'POST',
    url: TWO_STEP_PATHS.confirm,
    headers: bearer(token),
    payload: { code: TOTP.generate({ secret: Secret.fromBase32(key) }) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return key;
}

/** A code of `key` that is not the current one's window, so it is wrong. */
const wrongCodeOf = (key: string) => {
  const now = Date.now();
  const window = new Set([-30_000, 0, 30_000].map((offset) => TOTP.generate({ secret: Secret.fromBase32(key), timestamp: now + offset })));
  return ['000000', '111111', '222222', '333333'].find((code) => !window.has(code))!;
};

/** The login's challenge from `remoteAddress` (the password was right, a code is needed). */
async function challengeOf(app: App, remoteAddress = '127.0.0.1'): Promise<string> {
  const body = (await login(app, remoteAddress)).json() as LoginResponse;
  expect(body.secondStep, body.message).toEqual(expect.any(String));
  return body.secondStep!;
}
const secondStep = (app: App, challenge: string, code: string, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url: TWO_STEP_PATHS.secondStep, payload: { challenge, code }, remoteAddress });

describe('a preview link', () => {
  it('opens its own page and no API call: 401 on every operation of /api/docs/json that needs a token', async () => {
    const token = await adminToken(t.app);
    const hide = await t.app.inject({ method: 'PUT', url: '/api/services/101', headers: bearer(token), payload: { hidden: true } });
    expect(hide.statusCode, hide.body).toBe(200);
    const link = await t.app.inject({
      method: 'POST',
      url: API.preview,
      headers: bearer(token),
      payload: { collection: 'services', id: '101' },
    });
    const { url } = link.json<PreviewResponse>();
    const preview = new URL(url, 'http://x').searchParams.get('preview')!;

    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, { security?: [] }>> };
    const answered: string[] = [];
    let guarded = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!needsToken(op)) continue;
        guarded++;
        const res = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{\w+\}/g, '101'),
          headers: bearer(preview),
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
        if (res.statusCode !== 401) answered.push(`${method.toUpperCase()} ${path}: ${res.statusCode}`);
      }
    }
    expect(answered).toEqual([]);
    expect(guarded).toBeGreaterThanOrEqual(40);
    // Where a token is optional (an admin sees hidden items), it is no admin's either.
    const services = (await t.app.inject({ url: '/api/services', headers: bearer(preview) })).json().items as { _id: string }[];
    expect(services.map((s) => s._id)).not.toContain('101');
    expect((await t.app.inject({ url: '/api/services/101', headers: bearer(preview) })).statusCode).toBe(404);
  });

  it('is refused as a login token even when signed with the key of the login tokens, without its audience', async () => {
    const token = await adminToken(t.app);
    const session = await t.app.ctx.db.selectFrom('admin_sessions').select(['id', 'admin_id']).executeTakeFirstOrThrow();
    const other = await forgedToken(session, t.app.ctx.keys.session, 'preview');
    expect((await t.app.inject({ url: '/api/me', headers: bearer(other) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(200);
  });
});

/** Every text of every table of the database: what any backup of it can hold, and more. */
async function everyStoredText(app: App): Promise<string[]> {
  const tables = await app.ctx.db.introspection.getTables();
  const texts = new Set<string>();
  for (const table of tables) {
    const rows = await app.ctx.db
      .selectFrom(table.name as never)
      .selectAll()
      .execute();
    for (const row of rows as Record<string, unknown>[]) {
      for (const value of Object.values(row)) {
        if (typeof value !== 'string' || value.length < 8) continue;
        texts.add(value);
        // The parts of a JSON document or a sealed value, each of which could have been a key.
        for (const part of value.split(/[^\w+/=.-]+/)) if (part.length >= 16) texts.add(part);
      }
    }
  }
  return [...texts];
}

describe('what the database holds (and so every backup of it)', () => {
  it('holds no root secret: no text in it signs a token the site accepts, raw or as a root', async () => {
    const token = await adminToken(t.app);
    await turnOnTwoStep(t.app, token);
    const session = await t.app.ctx.db.selectFrom('admin_sessions').select(['id', 'admin_id']).executeTakeFirstOrThrow();
    const texts = await everyStoredText(t.app);
    expect(texts.length).toBeGreaterThan(100);
    const accepted: string[] = [];
    for (const text of texts) {
      const raw = new TextEncoder().encode(text);
      for (const key of [raw, deriveKeys(raw).session]) {
        const forged = await forgedToken(session, key);
        if ((await t.app.inject({ url: '/api/me', headers: bearer(forged) })).statusCode !== 401) accepted.push(text.slice(0, 12));
      }
    }
    expect(accepted).toEqual([]);
    // The root is in the key file beside the database, which no backup copies.
    expect(existsSync(keyFileOf(t.config))).toBe(true);
    const root = readFileSync(keyFileOf(t.config), 'utf8').trim();
    expect(texts.some((text) => text.includes(root))).toBe(false);
  });

  it('holds no challenge of a second step, only its hash, and no token of a session', async () => {
    const key = await turnOnTwoStep(t.app, await adminToken(t.app));
    const challenge = await challengeOf(t.app);
    expect((await everyStoredText(t.app)).join('\n')).not.toContain(challenge);
    const signedIn = await secondStep(t.app, challenge, TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() + 30_000 }));
    const token = (signedIn.json() as LoginResponse).token!;
    const texts = (await everyStoredText(t.app)).join('\n');
    expect(texts).not.toContain(token);
    expect(texts).not.toContain(key);
  });
});

describe('a second-step challenge', () => {
  it('works once: a right code with a used challenge is refused', async () => {
    const key = await turnOnTwoStep(t.app, await adminToken(t.app));
    const challenge = await challengeOf(t.app);
    const code = (offset: number) => TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() + offset });
    expect((await secondStep(t.app, challenge, code(30_000))).statusCode).toBe(200);
    const again = await secondStep(t.app, challenge, code(-30_000));
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.challengeDead });
  });

  for (const [what, end] of [
    ['Log out everywhere', (app: App, token: string) => app.inject({ method: 'DELETE', url: API.sessions, headers: bearer(token) })],
    [
      'a password change',
      (app: App, token: string) =>
        app.inject({
          method: 'POST',
          url: API.accountPassword,
          headers: bearer(token),
          payload: { currentPassword: TEST_ADMIN.password, newPassword: 'Harbour-Lantern-Quietly-42' },
        }),
    ],
  ] as const) {
    it(`ends with ${what}`, async () => {
      const token = await adminToken(t.app);
      const key = await turnOnTwoStep(t.app, token);
      // The owner's own session (from a recovery code), and a challenge someone else holds with the password.
      const recovery = (await t.app.ctx.db.selectFrom('recovery_codes').select('code_hash').execute()).length;
      expect(recovery).toBe(10);
      const stolen = await challengeOf(t.app, '10.20.0.1');
      const owner = await secondStep(
        t.app,
        await challengeOf(t.app),
        TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() + 30_000 }),
      );
      const ownerToken = (owner.json() as LoginResponse).token!;
      // The owner's second login voided the first challenge; a thief logs in again after it.
      const thief = await challengeOf(t.app, '10.20.0.1');
      expect(stolen).not.toBe(thief);
      const ended = await end(t.app, ownerToken);
      expect(ended.statusCode, ended.body).toBe(200);
      const late = await secondStep(
        t.app,
        thief,
        TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() - 30_000 }),
        '10.20.0.1',
      );
      expect(late.statusCode).toBe(401);
      expect(late.json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.challengeDead });
    });
  }
});

describe('turning two-step sign-in on', () => {
  it('needs the password: a stolen session cannot put its own app between the owner and the admin', async () => {
    const token = await adminToken(t.app);
    const setup = (payload: object) => t.app.inject({ method: 'POST', url: TWO_STEP_PATHS.setup, headers: bearer(token), payload });
    const none = await setup({});
    expect(none.statusCode).toBe(400);
    const wrong = await setup({ password: 'not-the-password-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: MESSAGES.passwordWrong });
    // Nothing was started: a confirmation finds no key waiting.
    const confirm = await t.app.inject({
      method: 'POST',
      url: TWO_STEP_PATHS.confirm,
      headers: bearer(token),
      payload: { code: '123456' },
    });
    expect(confirm.json()).toEqual({ message: TWO_STEP_MESSAGES.noPendingSetup });
    expect((await setup({ password: TEST_ADMIN.password })).statusCode).toBe(200);
  });
});

describe('wrong codes', () => {
  it(`are limited per account (${LOGIN_LIMITS.perAccount}) from every address together, but never for the account's own known address`, async () => {
    // The owner logs in from home before two-step sign-in is on: that address is known.
    const home = '192.0.2.7';
    expect((await login(t.app, home)).statusCode).toBe(200);
    const key = await turnOnTwoStep(t.app, await adminToken(t.app));
    const wrong = wrongCodeOf(key);
    // Three addresses, each under its own limit, together over the account's.
    const guesses: number[] = [];
    for (const address of ['10.30.0.1', '10.31.0.1', '10.32.0.1']) {
      for (let i = 0; i < 4; i++) guesses.push((await secondStep(t.app, await challengeOf(t.app, address), wrong, address)).statusCode);
    }
    expect(guesses.filter((status) => status === 401)).toHaveLength(LOGIN_LIMITS.perAccount);
    expect(guesses.filter((status) => status === 429)).toHaveLength(12 - LOGIN_LIMITS.perAccount);
    // A fourth address, with the right code, waits too.
    const right = () => TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() + 30_000 });
    const fourth = await secondStep(t.app, await challengeOf(t.app, '10.33.0.1'), right(), '10.33.0.1');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ status: false, message: 'Too many failed login attempts. Try again in 15 minutes.' });
    // The owner at home gets in.
    const owner = await secondStep(t.app, await challengeOf(t.app, home), right(), home);
    expect(owner.statusCode, owner.body).toBe(200);
  });
});

describe('a database opened with another root secret (restored on a new machine)', () => {
  let other: TestDatabase | undefined;
  afterEach(async () => {
    await other?.drop();
    other = undefined;
  });

  it('asks to set two-step sign-in up again rather than locking anyone out, and no old token works', async () => {
    const token = await adminToken(t.app);
    await turnOnTwoStep(t.app, token);
    // The same database under a new root (as after a restore elsewhere): the old key file is not there.
    const moved = await startUp(testConfig(t.config.databaseUrl, { jwtSecret: randomBytes(32).toString('hex') }));
    try {
      expect((await moved.inject({ url: '/api/me', headers: bearer(token) })).statusCode).toBe(401);
      const res = await login(moved);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: true,
        message: TWO_STEP_MESSAGES.loginSetUpAgain,
        token: expect.any(String),
        userData: expect.objectContaining({ email: TEST_ADMIN.email }),
        setUpTwoStep: true,
      });
      const account = await moved.inject({ url: '/api/account', headers: bearer((res.json() as LoginResponse).token!) });
      expect(account.json().twoStep).toEqual({ on: false, required: false, recoveryCodesLeft: 0 });
    } finally {
      await moved.close();
    }
  });

  it('moves a signing secret an earlier release kept in the database out of it, and two-step sign-in goes on working', async () => {
    other = await makeDatabase(inject('templateDatabase'));
    const config = testConfig(other.url);
    const first = await startUp(config);
    const old = 'a signing secret an earlier release kept in the settings table';
    let base32: string;
    try {
      // As the earlier release left it: its secret in settings, a key sealed with a key derived from it.
      base32 = new Secret({ size: 20 }).base32;
      const admin = await first.ctx.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
      const sealKey = Buffer.from(hkdfSync('sha256', new TextEncoder().encode(old), Buffer.alloc(0), 'firm two-step key v1', 32));
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv).setAAD(Buffer.from(admin.id));
      const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      const value = `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
      await first.ctx.db
        .updateTable('admins')
        .set({ totp_secret: value, totp_enabled_at: new Date().toISOString() })
        .where('id', '=', admin.id)
        .execute();
      await first.ctx.db.insertInto('settings').values({ key: 'token_secret', value: old }).execute();
    } finally {
      await first.close();
    }
    const second = await startUp(config);
    try {
      const row = await second.ctx.db.selectFrom('settings').select('key').where('key', '=', 'token_secret').executeTakeFirst();
      expect(row).toBeUndefined();
      expect(Number((await sql<{ n: number }>`SELECT count(*) AS n FROM admin_sessions`.execute(second.ctx.db)).rows[0]!.n)).toBe(0);
      const challenge = await challengeOf(second);
      const res = await secondStep(second, challenge, TOTP.generate({ secret: Secret.fromBase32(base32!) }));
      expect(res.statusCode, res.body).toBe(200);
      expect((res.json() as LoginResponse).token).toEqual(expect.any(String));
    } finally {
      await second.close();
    }
  });
});

describe('several app servers on one PostgreSQL database', () => {
  const WARNING =
    'JWT_SECRET is not set: this server keeps its root secret in a key file of its own. Several app servers on one PostgreSQL database need the same: set JWT_SECRET to one long random string on every one.';
  /** The warnings of a production start. */
  async function warnings(overrides: Partial<Config>): Promise<string[]> {
    const lines: { level: number; msg: string }[] = [];
    const started = await makeTestApp(
      { logLevel: 'info', production: true, publicUrl: 'https://www.firm.example', publicUrlSet: true, ...overrides },
      { write: (line: string) => lines.push(JSON.parse(line) as { level: number; msg: string }) },
    );
    await started.close();
    return lines.filter((line) => line.level === 40).map((line) => line.msg);
  }

  it(`are told at start to share JWT_SECRET when it is not set (${testDb})`, async () => {
    expect(await warnings({})).toEqual(testDb === 'postgres' ? [WARNING] : []);
    expect(await warnings({ jwtSecret: randomBytes(32).toString('hex') })).toEqual([]);
  });
});
