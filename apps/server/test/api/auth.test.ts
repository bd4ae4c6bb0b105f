import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@firm/contract';
import { ensureAdmin, GENERATED_ADMIN_EMAIL } from '../../src/auth/first-admin.js';
import { startUp } from '../../src/start-up.js';
import { LOGIN_LIMITS, recordLoginFailure } from '../../src/auth/login-throttle.js';
import { TEST_ADMIN, freshApp, makeTestApp } from '../helpers.js';
import { unauthorisedHeaders } from '../fixtures/tokens.js';

// Each test starts with no failures on record.
const t = freshApp();

const login = (body: unknown, remoteAddress = '127.0.0.1', url = '/api/login') =>
  t.app.inject({ method: 'POST', url, payload: body as object, remoteAddress });

describe('POST /api/login', () => {
  it('answers the token and the user on success', async () => {
    const res = await login(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: true,
      message: 'Login successful!',
      token: expect.any(String),
      userData: { _id: expect.any(String), email: TEST_ADMIN.email, role: 'owner' },
    });
    expect(Object.keys(body.userData).sort()).toEqual(['_id', 'email', 'role']);
    const me = await t.app.inject({ url: '/api/me', headers: { authorization: `Bearer ${body.token}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ status: true, userData: body.userData });
  });

  it('ignores case and spaces around the e-mail', async () => {
    const res = await login({ email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password });
    expect(res.statusCode).toBe(200);
  });

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login({ email: TEST_ADMIN.email, password: 'wrong' });
    const unknown = await login({ email: 'nobody@example.com', password: TEST_ADMIN.password });
    for (const res of [wrongPassword, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, message: 'Invalid email or password' });
    }
  });

  it.each([
    [{ password: 'x' }, MESSAGES.emailRequired],
    [{ email: '', password: 'x' }, MESSAGES.emailRequired],
    [{ email: 'not-an-email', password: 'x' }, MESSAGES.invalidEmail],
    [{ email: TEST_ADMIN.email }, MESSAGES.passwordRequired],
    [{ email: TEST_ADMIN.email, password: '' }, MESSAGES.passwordRequired],
  ])('answers 400 with the rule broken: %j', async (body, message) => {
    const res = await login(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
  });

  it('answers 400 to a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('login throttling', () => {
  const wrong = { email: TEST_ADMIN.email, password: 'wrong-password' };
  const tooMany = /^Too many failed login attempts\. Try again in \d+ minutes?\.$/;

  it(`refuses a client after ${LOGIN_LIMITS.perPair} failures for one e-mail, whatever the path's slash or the e-mail's case`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) expect((await login(wrong, '10.1.0.1')).statusCode).toBe(401);
    const blocked = await login(TEST_ADMIN, '10.1.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ status: false, message: 'Too many failed login attempts. Try again in 15 minutes.' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    const slash = await login(TEST_ADMIN, '10.1.0.1', '/api/login/');
    expect(slash.statusCode).toBe(429);
    expect(slash.json().message).toMatch(tooMany);
    const upper = await login({ email: ` ${TEST_ADMIN.email.toUpperCase()}`, password: TEST_ADMIN.password }, '10.1.0.1');
    expect(upper.statusCode).toBe(429);
    // Another case of the path is not the login route at all: no password is checked there.
    const otherPath = await login(TEST_ADMIN, '10.1.0.1', '/API/LOGIN');
    expect(otherPath.statusCode).toBe(404);
    expect(otherPath.json().token).toBeUndefined();
  });

  it('counts requests sent in parallel: no more than the limit get a password check', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(wrong, '10.7.0.1')));
    const codes = answers.map((r) => r.statusCode);
    // Racing requests may each see the others' attempts and all step back, or find the hash slot
    // taken (503): never more than the limit pass.
    const checked = codes.filter((c) => c === 401).length;
    expect(checked).toBeLessThanOrEqual(LOGIN_LIMITS.perPair);
    expect(codes.filter((c) => c === 429 || c === 503)).toHaveLength(12 - checked);
    expect((await login(TEST_ADMIN, '10.7.0.1')).statusCode).toBe(checked === LOGIN_LIMITS.perPair ? 429 : 200);
  });

  it('a successful login does not count against the address', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress + 2; i++) expect((await login(TEST_ADMIN, '10.8.0.1')).statusCode).toBe(200);
  });

  it('never locks the account itself: another address still logs in', async () => {
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) await login(wrong, '10.2.0.1');
    expect((await login(TEST_ADMIN, '10.2.0.1')).statusCode).toBe(429);
    expect((await login(TEST_ADMIN, '10.2.0.2')).statusCode).toBe(200);
  });

  it(`refuses an address after ${LOGIN_LIMITS.perAddress} failures over many e-mails`, async () => {
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      expect((await login({ email: `user${i}@example.com`, password: 'x' }, '10.3.0.1')).statusCode).toBe(401);
    }
    const blocked = await login(TEST_ADMIN, '10.3.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(tooMany);
    expect((await login(TEST_ADMIN, '10.3.0.2')).statusCode).toBe(200);
  });

  it("a success clears that pair's failures", async () => {
    for (let i = 0; i < LOGIN_LIMITS.perPair - 1; i++) await login(wrong, '10.4.0.1');
    expect((await login(TEST_ADMIN, '10.4.0.1')).statusCode).toBe(200);
    for (let i = 0; i < LOGIN_LIMITS.perPair - 1; i++) expect((await login(wrong, '10.4.0.1')).statusCode).toBe(401);
  });

  it('counts only failures inside the window and prunes older rows', async () => {
    const db = t.app.ctx.db;
    const old = Date.now() - LOGIN_LIMITS.windowMs - 1000;
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) await recordLoginFailure(db, '10.5.0.1', TEST_ADMIN.email, old);
    expect((await login(TEST_ADMIN, '10.5.0.1')).statusCode).toBe(200);
    await login(wrong, '10.5.0.9');
    const rows = await db.selectFrom('login_failures').select('at').execute();
    expect(rows.every((r) => Number(r.at) > old)).toBe(true);
  });

  it('says "1 minute" when the oldest counted failure is about to leave the window', async () => {
    const db = t.app.ctx.db;
    const nearlyOld = Date.now() - LOGIN_LIMITS.windowMs + 30_000;
    for (let i = 0; i < LOGIN_LIMITS.perPair; i++) await recordLoginFailure(db, '10.6.0.1', TEST_ADMIN.email, nearlyOld);
    const res = await login(TEST_ADMIN, '10.6.0.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe('Too many failed login attempts. Try again in 1 minute.');
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(30);
  });
});

describe('GET /api/me', () => {
  it('answers 401 {message} without a valid token', async () => {
    for (const [, headers] of await unauthorisedHeaders(t.app)) {
      const res = await t.app.inject({ url: '/api/me', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.unauthorized });
    }
  });
});

describe('seed: the first admin', () => {
  it('creates the admin from the configuration once, however often it runs', async () => {
    await Promise.all([ensureAdmin(t.app), ensureAdmin(t.app)]);
    const admins = await t.app.ctx.db.selectFrom('admins').select('email').execute();
    expect(admins).toEqual([{ email: TEST_ADMIN.email }]);
  });

  it('without ADMIN_EMAIL/ADMIN_PASSWORD generates a password, shows it once on the terminal and never logs it', async () => {
    const shown: string[] = [];
    const terminal = { write: (text: string) => void shown.push(text) };
    const logged: string[] = [];
    const log = { write: (line: string) => void logged.push(line) };
    const fresh = await makeTestApp({ adminEmail: undefined, adminPassword: undefined, logLevel: 'trace' }, log, { terminal });
    try {
      const second = await startUp(fresh.config, { terminal, logStream: log });
      await second.close();
      const text = shown.join('');
      expect(text.match(/Password: /g)).toHaveLength(1);
      expect(text).toContain(`E-mail:   ${GENERATED_ADMIN_EMAIL}`);
      expect(text).toContain(`${fresh.config.publicUrl}/admin/login`);
      const password = /Password: (\S+)/.exec(text)![1]!;
      expect(password.length).toBeGreaterThanOrEqual(20);
      const res = await fresh.app.inject({ method: 'POST', url: '/api/login', payload: { email: GENERATED_ADMIN_EMAIL, password } });
      expect(res.statusCode).toBe(200);
      expect(logged.length).toBeGreaterThan(0);
      expect(logged.join('')).not.toContain(password);
    } finally {
      await fresh.close();
    }
  });
});
