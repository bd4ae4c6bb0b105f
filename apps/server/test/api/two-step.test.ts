/**
 * Two-step sign-in (docs/decisions/049-two-step-sign-in.md): the setup in the Account tab, the second
 * step of a login with a code the test computes from the key, recovery codes, the throttle, turning it
 * off, and the owner's policy that everyone must use it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { MESSAGES, TWO_STEP_MESSAGES, TWO_STEP_PATHS, type LoginResponse } from '@firm/contract';
import type { Clock } from '../../src/lib/clock.js';
import { insertAdmin } from '../../src/auth/admin-store.js';
import { adminCommand } from '../../src/cli/admin.js';
import { LOGIN_LIMITS } from '../../src/auth/login-throttle.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { TEST_ADMIN, freshApp } from '../helpers.js';

// The app's clock, moved by the tests: the codes and the challenge's 5 minutes read it. Mid-step, so
// a step's code stays the same for the whole test unless the test moves the clock.
const START = Date.parse('2026-11-26T10:00:10Z');
let now = START;
const clock: Clock = { now: () => now, after: () => () => {} };

const logLines: string[] = [];
const t = freshApp({ logLevel: 'info' }, { write: (line: string) => void logLines.push(line) }, { clock });
beforeEach(() => {
  now = START;
  logLines.length = 0;
});

const EDITOR = { email: 'editor@example.com', password: 'Editor-Passw0rd-7' };
const STEP_MS = 30_000;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const login = (who: { email: string; password: string }, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: who, remoteAddress });
const secondStep = (challenge: string, code: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: TWO_STEP_PATHS.secondStep, payload: { challenge, code }, remoteAddress });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

async function tokenOf(who: { email: string; password: string }): Promise<string> {
  const body = (await login(who)).json() as LoginResponse;
  if (!body.token) throw new Error(`no token: ${body.message}`);
  return body.token;
}

/** The six-digit code of `key` (as shown: base32 in groups) at the app's time plus `offsetMs`. */
const codeOf = (key: string, offsetMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replaceAll(' ', '')), timestamp: now + offsetMs });

/** The setup's answer for the admin of `token`, whose password is `password` (asked since decision 084). */
const setUp = (token: string, password = TEST_ADMIN.password) => call('POST', TWO_STEP_PATHS.setup, token, { password });

/** Setup and confirm for the admin of `token`: the key as shown and the recovery codes. */
async function turnOn(token: string, password = TEST_ADMIN.password): Promise<{ key: string; recoveryCodes: string[] }> {
  const setup = await setUp(token, password);
  expect(setup.statusCode).toBe(200);
  const { key } = setup.json() as { key: string };
  const confirm = await call('POST', TWO_STEP_PATHS.confirm, token, { code: codeOf(key) });
  expect(confirm.statusCode).toBe(200);
  return { key, recoveryCodes: confirm.json().recoveryCodes };
}

/** The login's challenge (the password was right, a code is needed). */
async function challengeOf(who: { email: string; password: string }, remoteAddress?: string): Promise<string> {
  const res = await login(who, remoteAddress);
  expect(res.statusCode).toBe(200);
  const body = res.json() as LoginResponse;
  expect(body).toEqual({ status: false, message: TWO_STEP_MESSAGES.enterCode, secondStep: expect.any(String) });
  return body.secondStep!;
}

const account = async (token: string) => (await call('GET', '/api/account', token)).json();

describe('turning two-step sign-in on', () => {
  it('answers a key as text, its otpauth address and a QR code; the key is not on until a code confirms it', async () => {
    const token = await tokenOf(TEST_ADMIN);
    const res = await setUp(token);
    expect(res.statusCode).toBe(200);
    const { uri, qr, key } = res.json() as { uri: string; qr: string; key: string };
    expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(key.replaceAll(' ', ''));
    expect(Object.fromEntries(parsed.searchParams)).toMatchObject({ algorithm: 'SHA1', digits: '6', period: '30' });
    expect(decodeURIComponent(parsed.pathname)).toContain(TEST_ADMIN.email);
    expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qr.split(',')[1]!, 'base64').toString()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    expect((await account(token)).twoStep).toEqual({ on: false, required: false, recoveryCodesLeft: 0 });
    // Still off: the password alone logs in.
    expect((await login(TEST_ADMIN)).json().token).toEqual(expect.any(String));
  });

  it('refuses a wrong code, then a right one turns it on, answers ten recovery codes and ends the other sessions', async () => {
    const token = await tokenOf(TEST_ADMIN);
    const other = await tokenOf(TEST_ADMIN);
    const { key } = (await setUp(token)).json() as { key: string };
    const wrong = await call('POST', TWO_STEP_PATHS.confirm, token, { code: codeOf(key, 10 * STEP_MS) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: TWO_STEP_MESSAGES.setupCodeWrong });
    const res = await call('POST', TWO_STEP_PATHS.confirm, token, { code: codeOf(key) });
    expect(res.statusCode).toBe(200);
    const { message, recoveryCodes } = res.json() as { message: string; recoveryCodes: string[] };
    expect(message).toBe(TWO_STEP_MESSAGES.turnedOn);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect((await account(token)).twoStep).toEqual({ on: true, required: false, recoveryCodesLeft: 10 });
    expect((await call('GET', '/api/me', other)).statusCode).toBe(401);
    // Once on, a new setup is refused until it is turned off.
    const again = await setUp(token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: TWO_STEP_MESSAGES.alreadyOn });
  });

  it('refuses a confirmation without a setup, and a code that is not six digits', async () => {
    const token = await tokenOf(TEST_ADMIN);
    const none = await call('POST', TWO_STEP_PATHS.confirm, token, { code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ message: TWO_STEP_MESSAGES.noPendingSetup });
    const letters = await call('POST', TWO_STEP_PATHS.confirm, token, { code: '12a456' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json()).toEqual({ message: 'Enter the 6 digits the app shows' });
    expect((await setUp('')).statusCode).toBe(401);
  });
});

describe('logging in with two-step sign-in on', () => {
  it('answers a challenge instead of a token, and the code completes the login', async () => {
    const { key } = await turnOn(await tokenOf(TEST_ADMIN));
    const challenge = await challengeOf(TEST_ADMIN);
    // The challenge is no token.
    expect((await call('GET', '/api/me', challenge)).statusCode).toBe(401);
    // The code of the confirmation's step was used: the next step's code (the window is one step either way).
    const res = await secondStep(challenge, codeOf(key, STEP_MS));
    expect(res.statusCode).toBe(200);
    const body = res.json() as LoginResponse;
    expect(body).toEqual({
      status: true,
      message: 'Login successful!',
      token: expect.any(String),
      userData: { _id: expect.any(String), email: TEST_ADMIN.email, role: 'owner' },
    });
    expect((await call('GET', '/api/me', body.token!)).statusCode).toBe(200);
    const logins = (await account(body.token!)).logins as unknown[];
    expect(logins.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a wrong code, and never takes the same code twice', async () => {
    const { key } = await turnOn(await tokenOf(TEST_ADMIN));
    const challenge = await challengeOf(TEST_ADMIN);
    const window = new Set([-STEP_MS, 0, STEP_MS].map((offset) => codeOf(key, offset)));
    const wrongCode = ['000000', '111111', '222222', '333333'].find((c) => !window.has(c))!;
    const wrong = await secondStep(challenge, wrongCode);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.codeWrong });
    // The confirmation's own code does not log in.
    expect((await secondStep(challenge, codeOf(key))).json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.codeWrong });
    const code = codeOf(key, STEP_MS);
    expect((await secondStep(challenge, code)).statusCode).toBe(200);
    const again = await secondStep(await challengeOf(TEST_ADMIN), code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.codeWrong });
    // Nor an earlier step's, still inside the window.
    expect((await secondStep(challenge, codeOf(key, 0))).statusCode).toBe(401);
    // A later step's code works, with a challenge of its own: the first one was used up.
    now += 2 * STEP_MS;
    expect((await secondStep(challenge, codeOf(key))).json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.challengeDead });
    expect((await secondStep(await challengeOf(TEST_ADMIN), codeOf(key))).statusCode).toBe(200);
  });

  it('takes a recovery code once, typed with or without its dashes, in either case', async () => {
    const { recoveryCodes } = await turnOn(await tokenOf(TEST_ADMIN));
    const code = recoveryCodes[3]!;
    const res = await secondStep(await challengeOf(TEST_ADMIN), ` ${code.replaceAll('-', '').toUpperCase()} `);
    expect(res.statusCode).toBe(200);
    const token = (res.json() as LoginResponse).token!;
    expect((await account(token)).twoStep).toEqual({ on: true, required: false, recoveryCodesLeft: 9 });
    const twice = await secondStep(await challengeOf(TEST_ADMIN), code);
    expect(twice.statusCode).toBe(401);
    expect(twice.json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.codeWrong });
    expect((await secondStep(await challengeOf(TEST_ADMIN), recoveryCodes[4]!)).statusCode).toBe(200);
  });

  it('refuses a challenge after 5 minutes, a forged one, and a code in neither form', async () => {
    const { key } = await turnOn(await tokenOf(TEST_ADMIN));
    const challenge = await challengeOf(TEST_ADMIN);
    const format = await secondStep(challenge, '12345');
    expect(format.statusCode).toBe(400);
    expect(format.json()).toEqual({ message: TWO_STEP_MESSAGES.codeFormat });
    const forged = await secondStep(`${challenge.slice(0, -4)}AAAA`, codeOf(key, STEP_MS));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.challengeDead });
    // A login token is no challenge either.
    const token = await tokenOf(await addEditor());
    expect((await secondStep(token, codeOf(key, STEP_MS))).json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.challengeDead });
    now += 5 * 60_000 + 1000;
    const late = await secondStep(challenge, codeOf(key));
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ status: false, message: TWO_STEP_MESSAGES.challengeDead });
  });

  it(`answers 429 with Retry-After after ${LOGIN_LIMITS.perPair} wrong codes, even when the password is typed again between them`, async () => {
    const { key } = await turnOn(await tokenOf(TEST_ADMIN));
    const ip = '10.9.0.1';
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) {
      const res = await secondStep(await challengeOf(TEST_ADMIN, ip), '000000' === codeOf(key, STEP_MS) ? '999999' : '000000', ip);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await secondStep(await challengeOf(TEST_ADMIN, ip), codeOf(key, STEP_MS), ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: false, message: 'Too many failed login attempts. Try again in 15 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Another address is not blocked, and its right code logs in.
    expect((await secondStep(await challengeOf(TEST_ADMIN, '10.9.1.1'), codeOf(key, STEP_MS), '10.9.1.1')).statusCode).toBe(200);
  });
});

describe('turning two-step sign-in off', () => {
  it('needs the right password, then deletes the key and the recovery codes', async () => {
    const token = await tokenOf(TEST_ADMIN);
    await turnOn(token);
    const wrong = await call('POST', TWO_STEP_PATHS.off, token, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: MESSAGES.passwordWrong });
    expect((await account(token)).twoStep.on).toBe(true);
    const res = await call('POST', TWO_STEP_PATHS.off, token, { password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TWO_STEP_MESSAGES.turnedOff });
    expect((await account(token)).twoStep).toEqual({ on: false, required: false, recoveryCodesLeft: 0 });
    const row = await t.app.ctx.db
      .selectFrom('admins')
      .select(['totp_secret', 'totp_pending', 'totp_enabled_at'])
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ totp_secret: null, totp_pending: null, totp_enabled_at: null });
    expect(await t.app.ctx.db.selectFrom('recovery_codes').selectAll().execute()).toEqual([]);
    expect((await login(TEST_ADMIN)).json().token).toEqual(expect.any(String));
    const twice = await call('POST', TWO_STEP_PATHS.off, token, { password: TEST_ADMIN.password });
    expect(twice.json()).toEqual({ message: TWO_STEP_MESSAGES.notOn });
  });
});

describe('npm run admin -- turn-off-two-step', () => {
  const command = async (argv: string[]) => {
    let out = '';
    let err = '';
    const code = await adminCommand(argv, t.config, { out: (text) => (out += text), err: (text) => (err += text) });
    return { code, out, err };
  };

  it('turns it off for someone who lost the phone and the recovery codes; the password stays', async () => {
    await turnOn(await tokenOf(TEST_ADMIN));
    expect(await command(['turn-off-two-step', '--email', TEST_ADMIN.email.toUpperCase()])).toEqual({
      code: 0,
      out: `Two-step sign-in of ${TEST_ADMIN.email} is off: the password alone logs in until it is turned on again.\n`,
      err: '',
    });
    expect((await login(TEST_ADMIN)).json().token).toEqual(expect.any(String));
    expect(await command(['turn-off-two-step', '--email', TEST_ADMIN.email])).toEqual({
      code: 2,
      out: '',
      err: `Two-step sign-in is not on for ${TEST_ADMIN.email}.\n`,
    });
    expect((await command(['turn-off-two-step', '--email', 'nobody@example.com'])).err).toBe(
      'No admin has the e-mail nobody@example.com.\n',
    );
  });
});

describe('the key after the setup', () => {
  it('is in no answer and no log line, and is stored only encrypted', async () => {
    const token = await tokenOf(TEST_ADMIN);
    const { key, recoveryCodes } = await turnOn(token);
    const plain = key.replaceAll(' ', '');
    const answers = [
      await call('GET', '/api/account', token),
      await call('GET', '/api/me', token),
      await login(TEST_ADMIN),
      await secondStep(await challengeOf(TEST_ADMIN), codeOf(key, STEP_MS)),
      await call('POST', TWO_STEP_PATHS.confirm, token, { code: codeOf(key) }),
    ].map((res) => res.body);
    for (const body of answers) {
      expect(body).not.toContain(plain);
      expect(body).not.toContain(key);
    }
    for (const line of logLines) {
      expect(line).not.toContain(plain);
      for (const code of recoveryCodes) expect(line).not.toContain(code);
    }
    expect(logLines.length).toBeGreaterThan(5);
    const stored = await t.app.ctx.db
      .selectFrom('admins')
      .select('totp_secret')
      .where('email', '=', TEST_ADMIN.email)
      .executeTakeFirstOrThrow();
    expect(stored.totp_secret).toMatch(/^v1\./);
    expect(stored.totp_secret).not.toContain(plain);
    const hashes = await t.app.ctx.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) expect(recoveryCodes.map((c) => c.replaceAll('-', ''))).not.toContain(code_hash);
  });
});

/** An editor with a password of their own (the database's copy has only the test admin). */
async function addEditor(): Promise<typeof EDITOR> {
  await insertAdmin(t.app.ctx.db, EDITOR.email, await hashPassword(EDITOR.password, t.config.scryptCost), 'editor');
  return EDITOR;
}

describe('an owner requires two-step sign-in of everyone', () => {
  const setPolicy = (token: string, required: boolean) => call('PUT', TWO_STEP_PATHS.policy, token, { required });

  it('is for owners only', async () => {
    const editor = await tokenOf(await addEditor());
    const res = await setPolicy(editor, true);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: MESSAGES.ownersOnly });
    expect((await account(editor)).twoStep.required).toBe(false);
    expect((await t.app.inject({ method: 'PUT', url: TWO_STEP_PATHS.policy, payload: { required: true } })).statusCode).toBe(401);
  });

  it('documents its 403 on every call that needs a token, but the Account tab’s own', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const has403 = (path: string, method: string) => '403' in doc.paths[path]![method]!.responses;
    expect(has403('/api/messages', 'get')).toBe(true);
    expect(has403('/api/site', 'put')).toBe(true);
    expect(has403(TWO_STEP_PATHS.off, 'post')).toBe(true);
    expect(has403('/api/account', 'get')).toBe(false);
    expect(has403(TWO_STEP_PATHS.setup, 'post')).toBe(false);
    expect(has403(TWO_STEP_PATHS.confirm, 'post')).toBe(false);
    expect(has403('/api/login', 'post')).toBe(false);
    expect(has403('/api/offers', 'get')).toBe(false);
  });

  it('needs the owner to use it first', async () => {
    const owner = await tokenOf(TEST_ADMIN);
    const res = await setPolicy(owner, true);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TWO_STEP_MESSAGES.policyNeedsOwn });
  });

  it('lets a person without it log in, but only to turn it on: every other call is refused until then', async () => {
    await addEditor();
    const owner = await tokenOf(TEST_ADMIN);
    await turnOn(owner);
    const res = await setPolicy(owner, true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: TWO_STEP_MESSAGES.policyOn });

    const loggedIn = await login(EDITOR);
    expect(loggedIn.statusCode).toBe(200);
    expect(loggedIn.json()).toEqual({
      status: true,
      message: TWO_STEP_MESSAGES.loginSetUp,
      token: expect.any(String),
      userData: { _id: expect.any(String), email: EDITOR.email, role: 'editor' },
      setUpTwoStep: true,
    });
    const editor = (loggedIn.json() as LoginResponse).token!;
    expect((await call('GET', '/api/me', editor)).statusCode).toBe(200);
    expect((await account(editor)).twoStep).toEqual({ on: false, required: true, recoveryCodesLeft: 0 });
    for (const [method, url, payload] of [
      ['GET', '/api/messages'],
      ['PUT', '/api/site', { motto: 'Built to last' }],
      ['POST', '/api/addSlider', {}],
    ] as const) {
      const refused = await call(method, url, editor, payload);
      expect(refused.statusCode, `${method} ${url}`).toBe(403);
      expect(refused.json()).toEqual({ message: TWO_STEP_MESSAGES.requiredFirst });
    }
    // The setup itself is open, and once it is on, so is the rest.
    await turnOn(editor, EDITOR.password);
    expect((await call('GET', '/api/messages', editor)).statusCode).toBe(200);

    // Made optional again.
    const optional = await setPolicy(owner, false);
    expect(optional.json()).toEqual({ message: TWO_STEP_MESSAGES.policyOff });
    expect((await account(owner)).twoStep.required).toBe(false);
  });
});
