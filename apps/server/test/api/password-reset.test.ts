/**
 * Forgot password (apps/server/src/auth/password-reset-routes.ts): a once-link by e-mail, received
 * by a real SMTP server the test starts, and the new password set with it.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { API, MESSAGES, PASSWORD_RESET, RESET_MESSAGES, resetTooMany, type SiteResponse } from '@firm/contract';
import type { Clock } from '../../src/lib/clock.js';
import { passwordProblem } from '../../src/auth/password-rule.js';
import { TEST_ADMIN, adminToken, freshApp } from '../helpers.js';
import { mailbox } from '../fixtures/smtp.js';

/** A real SMTP server that keeps every mail it is given. */
const { port: smtpPort, received } = await mailbox();

/** The app's clock, moved by the tests: a link's 30 minutes and the hourly limits read it. */
let now = Date.now();
const clock: Clock = { now: () => now, after: () => () => {} };

async function until<T>(check: () => T | undefined | false, what: string, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const NEW_PASSWORD = 'Quarry-Lantern-Velvet-42';
const OTHER_PASSWORD = 'Copper-Meadow-Tundra-77';
const UNKNOWN = 'nobody@example.com';

describe('forgot password, with a mail server', () => {
  const t = freshApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, undefined, { clock });
  beforeEach(() => {
    now = Date.now();
    received.length = 0;
  });

  const forgot = (email: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url: API.passwordForgot, payload: { email }, remoteAddress });
  const reset = (token: string, password: string) => t.app.inject({ method: 'POST', url: API.passwordReset, payload: { token, password } });
  const me = (token: string) => t.app.inject({ url: API.me, headers: { authorization: `Bearer ${token}` } });
  const login = (password: string) => t.app.inject({ method: 'POST', url: API.login, payload: { email: TEST_ADMIN.email, password } });

  /** The secret of the n-th mail received (1-based), read from the link in its text. */
  async function secretOfMail(n: number): Promise<string> {
    const { mail } = await until(() => received[n - 1], `mail ${n}`);
    const link = new RegExp(`${t.config.publicUrl}/admin/reset-password#([\\w-]+)`).exec(mail.text ?? '');
    if (!link) throw new Error(`no link in the mail: ${mail.text}`);
    return link[1]!;
  }

  it('says whether a link can be mailed', async () => {
    const res = await t.app.inject({ url: API.passwordForgot });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ byMail: true });
  });

  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const known = await forgot(TEST_ADMIN.email);
    const unknown = await forgot(UNKNOWN);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: RESET_MESSAGES.sent });
    expect(unknown.body).toBe(known.body);

    const secret = await secretOfMail(1);
    // Time for a second mail to come, were one sent.
    await new Promise((r) => setTimeout(r, 500));
    expect(received).toHaveLength(1);
    const [{ to, mail }] = received as [(typeof received)[number]];
    expect(to).toEqual([TEST_ADMIN.email]);
    const { site } = (await t.app.inject({ url: API.site })).json<SiteResponse>();
    expect(mail.from?.value[0]).toEqual({ name: site.name, address: t.config.mailFrom.address });
    expect(mail.subject).toBe(`A new password for ${site.name}'s website`);
    expect(mail.text).toContain(`for the account ${TEST_ADMIN.email}.`);
    expect(mail.text).toContain(`${t.config.publicUrl}/admin/reset-password#${secret}\n`);
    expect(mail.text).toContain('The link works once, for 30 minutes. Asking again makes this link stop working.');
    expect(mail.text).toContain(`If it keeps coming, tell ${site.name} at ${site.emails[0]}.`);
    // The secret is in the mail only: the database keeps its hash.
    const rows = await t.app.ctx.db.selectFrom('account_links').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(secret);
  });

  it('sets a new password once: the other sessions end, the new session works, the old password no more', async () => {
    const before = await adminToken(t.app);
    await forgot(TEST_ADMIN.email);
    const secret = await secretOfMail(1);

    const res = await reset(secret, NEW_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json<{ status: boolean; message: string; token: string; userData: { email: string; role: string } }>();
    expect(body).toMatchObject({ status: true, message: MESSAGES.loginSuccess, userData: { email: TEST_ADMIN.email, role: 'owner' } });
    expect((await me(before)).statusCode).toBe(401);
    expect((await me(body.token)).statusCode).toBe(200);

    expect((await login(TEST_ADMIN.password)).statusCode).toBe(401);
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const again = await reset(secret, OTHER_PASSWORD);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: RESET_MESSAGES.linkDead });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);

    const actions = await t.app.ctx.db.selectFrom('activity').select(['action', 'by']).orderBy('id').execute();
    expect(actions).toContainEqual({ action: 'password-reset', by: TEST_ADMIN.email });
  });

  it('refuses a weak password with the rule’s message, and the link still works', async () => {
    await forgot(TEST_ADMIN.email);
    const secret = await secretOfMail(1);
    for (const weak of ['password1234', 'Password1234']) {
      const expected = passwordProblem(weak, { email: TEST_ADMIN.email });
      expect(expected, weak).toBeDefined();
      const res = await reset(secret, weak);
      expect(res.statusCode, weak).toBe(400);
      expect(res.json()).toEqual({ message: expected });
    }
    expect((await login(TEST_ADMIN.password)).statusCode).toBe(200);
    expect((await reset(secret, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a link unknown, or older than 30 minutes', async () => {
    expect((await reset('not-a-link-secret', NEW_PASSWORD)).json()).toEqual({ message: RESET_MESSAGES.linkDead });
    await forgot(TEST_ADMIN.email);
    const secret = await secretOfMail(1);
    now += PASSWORD_RESET.linkMinutes * 60_000 + 1000;
    const res = await reset(secret, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: RESET_MESSAGES.linkDead });
    expect((await login(TEST_ADMIN.password)).statusCode).toBe(200);
  });

  it('still takes a link at 29 minutes', async () => {
    await forgot(TEST_ADMIN.email);
    const secret = await secretOfMail(1);
    now += 29 * 60_000;
    expect((await reset(secret, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('voids an older link when a newer one is asked', async () => {
    await forgot(TEST_ADMIN.email);
    const older = await secretOfMail(1);
    await forgot(TEST_ADMIN.email);
    const newer = await secretOfMail(2);
    expect(newer).not.toBe(older);
    expect((await reset(older, NEW_PASSWORD)).json()).toEqual({ message: RESET_MESSAGES.linkDead });
    expect((await reset(newer, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('limits the links per e-mail, the same for an address without an account', async () => {
    for (const email of [TEST_ADMIN.email, UNKNOWN]) {
      // From a new client address each time: only the per-e-mail limit counts.
      for (let i = 0; i < PASSWORD_RESET.perEmail; i++) expect((await forgot(email, `198.51.100.${i + 1}`)).statusCode).toBe(200);
      const refused = await forgot(email, '198.51.100.200');
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBe('3600');
      expect(refused.json()).toEqual({ message: resetTooMany(3600) });
      expect(refused.json()).toEqual({ message: 'Too many requests for a new password. Try again in 60 minutes.' });
    }
    await until(() => received.length === PASSWORD_RESET.perEmail, 'the mails');
    // An hour later it may ask again.
    now += PASSWORD_RESET.windowMs + 1000;
    expect((await forgot(TEST_ADMIN.email)).statusCode).toBe(200);
  });

  it('limits the links asked from one client address', async () => {
    for (let i = 0; i < PASSWORD_RESET.perAddress; i++) {
      expect((await forgot(`someone${i}@example.com`, '203.0.113.9')).statusCode).toBe(200);
      now += 60_000;
    }
    const refused = await forgot(TEST_ADMIN.email, '203.0.113.9');
    expect(refused.statusCode).toBe(429);
    // The oldest request leaves the hour 50 minutes from now.
    expect(refused.headers['retry-after']).toBe(String(50 * 60));
    expect(refused.json()).toEqual({ message: 'Too many requests for a new password. Try again in 50 minutes.' });
    expect((await forgot(TEST_ADMIN.email, '203.0.113.10')).statusCode).toBe(200);
  });
});

describe('forgot password, without a mail server', () => {
  const lines: string[] = [];
  const t = freshApp({ logLevel: 'info' }, { write: (line: string) => lines.push(line) });

  it('says so at start, before the form is filled in, and when it is sent', async () => {
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toContain(
      'Password reset by e-mail is off: SMTP_URL is not set. On the server: npm run admin -- reset-password --email you@example.com',
    );
    expect((await t.app.inject({ url: API.passwordForgot })).json()).toEqual({ byMail: false, message: RESET_MESSAGES.notSetUp });
    const res = await t.app.inject({ method: 'POST', url: API.passwordForgot, payload: { email: TEST_ADMIN.email } });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      message:
        'Resetting the password by e-mail is not set up on this site: it has no mail server (SMTP_URL). Someone with access to the server can set a new password with npm run admin -- reset-password --email you@example.com',
    });
    expect(await t.app.ctx.db.selectFrom('account_links').selectAll().execute()).toEqual([]);
  });
});
