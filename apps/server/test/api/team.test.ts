/**
 * The Team tab (apps/server/src/auth/team-routes.ts): invitations by a once-link (mailed by a real
 * SMTP server the test starts, or only shown), roles, removals and the last owner; an editor is
 * refused every owner-only endpoint and keeps the content.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCEPT_INVITATION_PATH, ACTIVITY_PATH, API, MESSAGES, TEAM_MESSAGES, type Role, type TeamResponse } from '@firm/contract';
import { buildApp } from '../../src/app.js';
import { changeRole } from '../../src/auth/team-store.js';
import type { App } from '../../src/context.js';
import { DAY_MS, type Clock } from '../../src/lib/clock.js';
import { TEST_ADMIN, adminToken, freshApp, testDb } from '../helpers.js';
import { mailbox } from '../fixtures/smtp.js';

/** A real SMTP server that keeps every mail it is given. */
const { port: smtpPort, received } = await mailbox();

/** The app's clock, moved by the tests: an invitation's 7 days read it. */
let now = Date.now();
const clock: Clock = { now: () => now, after: () => () => {} };

const EDITOR = { email: 'editor@example.com', name: 'Asha Patel', password: 'Quarry-Lantern-Velvet-42' };
const OTHER_PASSWORD = 'Copper-Meadow-Tundra-77';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const secretOf = (link: string) => link.slice(link.indexOf('#') + 1);

/** The calls of the tests, on `app` (one of two app servers on the same database). */
function client(app: () => App) {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: object) =>
    app().inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  return {
    call,
    me: (token: string) => call('GET', API.me, token),
    team: async (token: string) => {
      const res = await call('GET', API.team, token);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<TeamResponse>();
    },
    invite: (token: string, email: string, role: Role = 'editor') => call('POST', API.teamInvitations, token, { email, role }),
    check: (secret: string) => call('POST', API.invitationCheck, undefined, { token: secret }),
    accept: (secret: string, who: { name: string; password: string } = EDITOR) =>
      call('POST', API.invitationAccept, undefined, { token: secret, name: who.name, password: who.password }),
    login: (email: string, password: string) => call('POST', API.login, undefined, { email, password }),
    setRole: (token: string, id: string, role: Role) => call('PUT', `${API.team}/${id}`, token, { role }),
    remove: (token: string, id: string) => call('DELETE', `${API.team}/${id}`, token),
    withdraw: (token: string, email: string) => call('DELETE', `${API.teamInvitations}/${encodeURIComponent(email)}`, token),
  };
}

describe('the team, without a mail server', () => {
  const t = freshApp({}, undefined, { clock });
  const api = client(() => t.app);
  beforeEach(() => {
    now = Date.now();
    received.length = 0;
  });

  /** Invites `who` as `role` and answers the link's secret. */
  async function invited(owner: string, email: string, role: Role = 'editor'): Promise<string> {
    const res = await api.invite(owner, email, role);
    expect(res.statusCode, res.body).toBe(201);
    return secretOf(res.json<{ link: string }>().link);
  }

  /** A person invited and accepted: their id and token. */
  async function member(owner: string, email: string, role: Role = 'editor') {
    const res = await api.accept(await invited(owner, email, role), { name: `Person ${email}`, password: EDITOR.password });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ token: string; userData: { _id: string } }>();
    return { id: body.userData._id, token: body.token };
  }

  it('an invitation is accepted once: the editor is logged in, then logs in with the role editor', async () => {
    const owner = await adminToken(t.app);
    const res = await api.invite(owner, ' Editor@Example.com ', 'editor');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; link: string; mailed: boolean }>();
    // Without a mail server the link is only shown, once, to copy; the secret in the fragment.
    expect(body.message).toBe(TEAM_MESSAGES.invited);
    expect(body.mailed).toBe(false);
    expect(body.link).toMatch(new RegExp(`^${t.config.publicUrl}${ACCEPT_INVITATION_PATH}#[\\w-]{40,}$`));
    expect(received).toEqual([]);
    const secret = secretOf(body.link);

    // Pending: listed with its role, who invited and when it ends.
    const before = await api.team(owner);
    expect(before.people.map((p) => [p.email, p.role, p.twoStep])).toEqual([[TEST_ADMIN.email, 'owner', false]]);
    expect(before.people[0]!.lastLogin).not.toBeNull();
    expect(before.invitations).toEqual([
      { email: EDITOR.email, role: 'editor', invitedBy: TEST_ADMIN.email, expiresAt: new Date(now + 7 * DAY_MS).toISOString() },
    ]);

    // The accept page reads the e-mail and role; nothing is used yet.
    expect((await api.check(secret)).json()).toEqual({ email: EDITOR.email, role: 'editor' });
    expect((await api.check(secret)).statusCode).toBe(200);

    // A refused password leaves the link working.
    const weak = await api.accept(secret, { name: EDITOR.name, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toEqual({ message: MESSAGES.passwordTooShort });

    const accepted = await api.accept(secret);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const login = accepted.json<{ status: boolean; message: string; token: string; userData: { email: string; role: string } }>();
    expect(login).toMatchObject({ status: true, message: MESSAGES.loginSuccess, userData: { email: EDITOR.email, role: 'editor' } });
    expect((await api.me(login.token)).json()).toMatchObject({ userData: { email: EDITOR.email, role: 'editor' } });

    // Once only.
    expect((await api.accept(secret, { name: 'Someone else', password: OTHER_PASSWORD })).json()).toEqual({
      message: TEAM_MESSAGES.invitationDead,
    });
    expect((await api.check(secret)).statusCode).toBe(400);

    const again = await api.login(EDITOR.email, EDITOR.password);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ userData: { email: EDITOR.email, role: 'editor' } });

    const after = await api.team(owner);
    expect(after.invitations).toEqual([]);
    const editor = after.people.find((p) => p.email === EDITOR.email);
    expect(editor).toMatchObject({ name: EDITOR.name, role: 'editor', twoStep: false });
    expect(editor!.lastLogin).not.toBeNull();
    // Two-step sign-in on (as auth/two-step.ts marks it once confirmed): the list says so.
    await t.app.ctx.db
      .updateTable('admins')
      .set({ totp_enabled_at: new Date(now).toISOString() })
      .where('email', '=', EDITOR.email)
      .execute();
    expect((await api.team(owner)).people.find((p) => p.email === EDITOR.email)).toMatchObject({ twoStep: true });

    // The activity names who did it, in words the Activity tab has.
    const activity = await api.call('GET', ACTIVITY_PATH, owner);
    const entries = activity.json<{ entries: { by: string; action: string; title: string | null }[] }>().entries;
    expect(entries.filter((e) => ['invite', 'join'].includes(e.action)).map((e) => [e.by, e.action, e.title])).toEqual([
      [EDITOR.email, 'join', null],
      [TEST_ADMIN.email, 'invite', EDITOR.email],
    ]);
  });

  it('a link works for 7 days, a newer invitation voids the older, and a withdrawn one is dead', async () => {
    const owner = await adminToken(t.app);
    const first = await invited(owner, EDITOR.email);
    const second = await invited(owner, EDITOR.email, 'owner');
    expect((await api.check(first)).json()).toEqual({ message: TEAM_MESSAGES.invitationDead });
    expect((await api.check(second)).json()).toEqual({ email: EDITOR.email, role: 'owner' });
    expect((await api.team(owner)).invitations).toHaveLength(1);

    now += 7 * DAY_MS - 60_000;
    expect((await api.check(second)).statusCode).toBe(200);
    now += 2 * 60_000;
    expect((await api.check(second)).json()).toEqual({ message: TEAM_MESSAGES.invitationDead });
    expect((await api.accept(second)).json()).toEqual({ message: TEAM_MESSAGES.invitationDead });
    expect((await api.team(owner)).invitations).toEqual([]);
    expect((await api.login(EDITOR.email, EDITOR.password)).statusCode).toBe(401);

    now = Date.now();
    const third = await invited(owner, EDITOR.email);
    const withdrawn = await api.withdraw(owner, EDITOR.email);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ message: TEAM_MESSAGES.invitationWithdrawn });
    expect((await api.accept(third)).json()).toEqual({ message: TEAM_MESSAGES.invitationDead });
    expect((await api.withdraw(owner, EDITOR.email)).json()).toEqual({ message: TEAM_MESSAGES.invitationNotFound });
    expect((await api.team(owner)).invitations).toEqual([]);
  });

  it('an e-mail with an account cannot be invited; a bad body is a 400', async () => {
    const owner = await adminToken(t.app);
    const res = await api.invite(owner, TEST_ADMIN.email.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: TEAM_MESSAGES.alreadyMember });
    expect((await api.call('POST', API.teamInvitations, owner, { email: 'not an e-mail', role: 'editor' })).json()).toEqual({
      message: MESSAGES.invalidEmail,
    });
    expect((await api.call('POST', API.teamInvitations, owner, { email: EDITOR.email, role: 'admin' })).statusCode).toBe(400);
    expect((await api.accept('no-such-secret')).json()).toEqual({ message: TEAM_MESSAGES.invitationDead });
    expect((await api.team(owner)).invitations).toEqual([]);
  });

  it('an editor is refused every team endpoint and the activity (403, nothing changes), and keeps the content', async () => {
    const owner = await adminToken(t.app);
    const editor = await member(owner, EDITOR.email);
    const pending = 'pending@example.com';
    await invited(owner, pending);
    const ownerId = (await api.team(owner)).people.find((p) => p.role === 'owner')!.id;
    const before = await api.team(owner);
    const attempts = [
      api.call('GET', API.team, editor.token),
      api.invite(editor.token, 'friend@example.com', 'owner'),
      api.withdraw(editor.token, pending),
      api.setRole(editor.token, editor.id, 'owner'),
      api.setRole(editor.token, ownerId, 'editor'),
      api.remove(editor.token, ownerId),
      api.call('GET', ACTIVITY_PATH, editor.token),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ message: MESSAGES.ownersOnly });
    }
    expect(await api.team(owner)).toEqual(before);
    expect((await api.me(editor.token)).json()).toMatchObject({ userData: { role: 'editor' } });

    // The content, the inbox, the trash and the history, and their own account.
    const site = await api.call('PUT', API.site, editor.token, { motto: 'Built by the editor' });
    expect(site.statusCode, site.body).toBe(200);
    expect((await api.call('GET', API.site)).json()).toMatchObject({ site: { motto: 'Built by the editor' } });
    for (const url of [API.messages, '/api/trash', '/api/history/site/site', API.account]) {
      expect((await api.call('GET', url, editor.token)).statusCode, url).toBe(200);
    }
  });

  it('a new role and a removal end that person’s sessions at once, also on a second app server', async () => {
    const owner = await adminToken(t.app);
    const editor = await member(owner, EDITOR.email);
    const second = await buildApp(t.config);
    const there = client(() => second);
    try {
      expect((await there.me(editor.token)).statusCode).toBe(200);
      // Made an owner on the second server: refused on both at once.
      const res = await there.setRole(owner, editor.id, 'owner');
      expect(res.json()).toEqual({ message: TEAM_MESSAGES.roleChanged });
      expect((await api.me(editor.token)).statusCode).toBe(401);
      expect((await there.me(editor.token)).statusCode).toBe(401);
      // The same role again changes nothing.
      expect((await api.setRole(owner, editor.id, 'owner')).json()).toEqual({ message: TEAM_MESSAGES.roleUnchanged });

      const relogin = (await api.login(EDITOR.email, EDITOR.password)).json<{ token: string; userData: { role: string } }>();
      expect(relogin.userData.role).toBe('owner');
      expect((await there.me(relogin.token)).statusCode).toBe(200);
      const removed = await api.remove(owner, editor.id);
      expect(removed.json()).toEqual({ message: TEAM_MESSAGES.removed });
      expect((await there.me(relogin.token)).statusCode).toBe(401);
      expect((await there.call('PUT', API.site, relogin.token, { motto: 'Too late' })).statusCode).toBe(401);
      expect((await api.login(EDITOR.email, EDITOR.password)).statusCode).toBe(401);
      expect((await api.team(owner)).people.map((p) => p.email)).toEqual([TEST_ADMIN.email]);
      expect(await t.app.ctx.db.selectFrom('admin_logins').select('id').where('admin_id', '=', editor.id).execute()).toEqual([]);
      expect((await api.remove(owner, editor.id)).json()).toEqual({ message: TEAM_MESSAGES.memberNotFound });
    } finally {
      await second.close();
    }
  });

  // Past the guard, in the transactions themselves. PostgreSQL only: two SQLite connections in one
  // process cannot wait for each other (the driver is synchronous), and across processes SQLite's
  // single writer is what keepingAnOwner relies on.
  it.runIf(testDb === 'postgres')(
    'two transactions demoting the last two owners at once leave one owner (on PostgreSQL only: SQLite runs one write at a time)',
    async () => {
      const owner = await adminToken(t.app);
      const ownerId = (await api.team(owner)).people[0]!.id;
      const other = await member(owner, 'second-owner@example.com', 'owner');
      const second = await buildApp(t.config);
      try {
        for (let round = 0; round < 5; round++) {
          await t.app.ctx.db.updateTable('admins').set({ role: 'owner' }).execute();
          const outcomes = await Promise.allSettled([
            changeRole(t.app.ctx.db, t.app.ctx.dialect, ownerId, 'editor'),
            changeRole(second.ctx.db, second.ctx.dialect, other.id, 'editor'),
          ]);
          expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
          const reasons = outcomes
            .filter((o): o is PromiseRejectedResult => o.status === 'rejected')
            .map((o) => (o.reason as Error).message);
          expect(reasons).toEqual([TEAM_MESSAGES.lastOwner]);
          expect(await t.app.ctx.db.selectFrom('admins').select('id').where('role', '=', 'owner').execute()).toHaveLength(1);
        }
      } finally {
        await second.close();
      }
    },
  );

  it('the last owner can be neither demoted nor removed, not even by two owners at once', async () => {
    const owner = await adminToken(t.app);
    const ownerId = (await api.team(owner)).people[0]!.id;
    for (const res of [await api.setRole(owner, ownerId, 'editor'), await api.remove(owner, ownerId)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: TEAM_MESSAGES.lastOwner });
    }
    expect((await api.me(owner)).json()).toMatchObject({ userData: { role: 'owner' } });

    // Two owners demote each other at the same moment, on two app servers: one of them stays an owner.
    // The one demoted first may have lost its session before its own request is read (401), or be refused (400).
    const other = await member(owner, 'second-owner@example.com', 'owner');
    const second = await buildApp(t.config);
    try {
      const results = await Promise.all([
        api.setRole(owner, other.id, 'editor'),
        client(() => second).setRole(other.token, ownerId, 'editor'),
      ]);
      expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
      const refused = results.find((r) => r.statusCode !== 200)!;
      expect(refused.json()).toEqual(
        refused.statusCode === 400 ? { message: TEAM_MESSAGES.lastOwner } : { message: MESSAGES.unauthorized },
      );
    } finally {
      await second.close();
    }
    const owners = await t.app.ctx.db.selectFrom('admins').select('email').where('role', '=', 'owner').execute();

    // An owner may remove themself while another owner remains.
    const survivor = owners[0]!.email === TEST_ADMIN.email ? owner : other.token;
    const third = await member(survivor, 'third-owner@example.com', 'owner');
    const leaving = await api.remove(third.token, third.id);
    expect(leaving.json()).toEqual({ message: TEAM_MESSAGES.removed });
    expect((await api.me(third.token)).statusCode).toBe(401);
  });
});

describe('the team, with a mail server', () => {
  const t = freshApp({ smtpUrl: `smtp://127.0.0.1:${smtpPort}` }, undefined, { clock });
  const api = client(() => t.app);
  beforeEach(() => {
    now = Date.now();
    received.length = 0;
  });

  it('the invitation is mailed to the person, and its link is also in the answer', async () => {
    const owner = await adminToken(t.app);
    const res = await api.invite(owner, EDITOR.email, 'owner');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json<{ message: string; link: string; mailed: boolean }>();
    expect(body).toMatchObject({ message: TEAM_MESSAGES.invitedAndMailed, mailed: true });
    // Sent before the answer: it says whether it was mailed.
    expect(received).toHaveLength(1);
    const { to, mail } = received[0]!;
    expect(to).toEqual([EDITOR.email]);
    const firm = (await api.call('GET', API.site)).json<{ site: { name: string } }>().site.name;
    expect(mail.subject).toBe(`An invitation to ${firm}'s website`);
    expect(mail.text).toContain(`${TEST_ADMIN.email} invites you to the admin area of ${firm}'s website, as owner.`);
    expect(mail.text).toContain(`\n${body.link}\n`);
    expect(mail.text).toContain('The link works once, for 7 days.');

    const accepted = await api.accept(secretOf(body.link));
    expect(accepted.json()).toMatchObject({ status: true, userData: { email: EDITOR.email, role: 'owner' } });
  });
});
