/**
 * Sessions are rows and roles are checked on the server (docs/decisions/048-accounts-and-roles.md):
 * a logout ends the token's session on every app server, Log out everywhere ends them all, and an
 * editor is refused what only an owner may do.
 */
import { describe, expect, it } from 'vitest';
import { API, MESSAGES } from '@firm/contract';
import { buildApp } from '../../src/app.js';
import { insertAdmin } from '../../src/auth/admin-store.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { signToken } from '../../src/auth/tokens.js';
import { TEST_ADMIN, adminToken, freshApp } from '../helpers.js';

const t = freshApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string, app = t.app) => app.inject({ url: API.me, headers: bearer(token) });
const EDITOR = { email: 'editor@example.com', password: 'Ledger-Harbour-Tulip-58' };

async function editorToken(): Promise<string> {
  await insertAdmin(t.app.ctx.db, EDITOR.email, await hashPassword(EDITOR.password, t.config.scryptCost), 'editor');
  const res = await t.app.inject({ method: 'POST', url: API.login, payload: EDITOR });
  expect(res.json().userData).toEqual({ _id: expect.any(String), email: EDITOR.email, role: 'editor' });
  return res.json().token as string;
}

describe('logout', () => {
  it('ends the session of the token on every app server; the admin’s other sessions go on', async () => {
    const leaving = await adminToken(t.app);
    const staying = await adminToken(t.app);
    const second = await buildApp(t.config);
    try {
      expect((await me(leaving, second)).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'DELETE', url: API.session, headers: bearer(leaving) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: MESSAGES.logout });
      for (const app of [t.app, second]) {
        expect((await me(leaving, app)).json()).toEqual({ message: MESSAGES.unauthorized });
        expect((await me(staying, app)).statusCode).toBe(200);
      }
      // A second logout with the same token is refused like any ended session.
      expect((await t.app.inject({ method: 'DELETE', url: API.session, headers: bearer(leaving) })).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });

  it('Log out everywhere ends every session of that admin, the one that asked too, and no one else’s', async () => {
    const here = await adminToken(t.app);
    const phone = await adminToken(t.app);
    const editor = await editorToken();
    const res = await t.app.inject({ method: 'DELETE', url: API.sessions, headers: bearer(here) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.loggedOutEverywhere });
    for (const token of [here, phone]) expect((await me(token)).statusCode).toBe(401);
    expect((await me(editor)).statusCode).toBe(200);
    // Logging in again starts a new session.
    expect((await me(await adminToken(t.app))).statusCode).toBe(200);
  });

  it('a correctly signed token whose session does not exist is refused', async () => {
    const row = await t.app.ctx.db.selectFrom('admins').select(['id', 'email']).executeTakeFirstOrThrow();
    const made = await signToken(t.app.ctx, { _id: row.id, email: row.email }, 'no-such-session');
    expect((await me(made)).statusCode).toBe(401);
  });

  it('housekeeping deletes the rows of expired sessions only', async () => {
    const token = await adminToken(t.app);
    const admin = await t.app.ctx.db.selectFrom('admins').select('id').executeTakeFirstOrThrow();
    const past = new Date(Date.now() - 1000).toISOString();
    await t.app.ctx.db
      .insertInto('admin_sessions')
      .values({ id: 'expired-one', admin_id: admin.id, created_at: past, expires_at: past })
      .execute();
    expect((await t.app.housekeeping.run()).sessions).toBe(1);
    expect((await me(token)).statusCode).toBe(200);
  });
});

describe('roles', () => {
  it('the first admin is an owner', async () => {
    const res = await t.app.inject({ method: 'POST', url: API.login, payload: TEST_ADMIN });
    expect(res.json().userData.role).toBe('owner');
    expect((await me(res.json().token)).json().userData.role).toBe('owner');
  });

  it('an editor changes the content but is refused the activity of everyone, with 403 and a message', async () => {
    const editor = await editorToken();
    const edit = await t.app.inject({
      method: 'PUT',
      url: '/api/services/101',
      payload: { title: 'Site survey' },
      headers: bearer(editor),
    });
    expect(edit.statusCode).toBe(200);
    const refused = await t.app.inject({ url: '/api/activity', headers: bearer(editor) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.ownersOnly });
    const owner = await adminToken(t.app);
    expect((await t.app.inject({ url: '/api/activity', headers: bearer(owner) })).statusCode).toBe(200);
  });
});
