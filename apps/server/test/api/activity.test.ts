/**
 * Activity (docs/decisions/047): who did what and when in the admin area, newest first, of one
 * person or one collection when asked, kept a year.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { ACTIVITY_PAGE, MESSAGES, type ActivityEntry, type ActivityResponse, type ServiceItem } from '@firm/contract';
import type { Clock } from '../../src/lib/clock.js';
import { insertAdmin } from '../../src/auth/admin-store.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { TEST_ADMIN, adminToken, freshApp } from '../helpers.js';
import { jpeg } from '../fixtures/images.js';
import { multipart, postContact, validContact } from './contact-helpers.js';

const DAY = 24 * 3600 * 1000;
let now = Date.parse('2026-03-01T09:00:00Z');
const clock: Clock = { now: () => now, after: () => () => {} };
const t = freshApp({}, undefined, { clock });
let auth: Record<string, string>;
beforeEach(async () => {
  now = Date.parse('2026-03-01T09:00:00Z');
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

const activity = async (query = '', headers = auth) =>
  (await t.app.inject({ url: `/api/activity${query}`, headers })).json() as ActivityResponse;
const what = (entries: ActivityEntry[]) => entries.map((e) => [e.action, e.collection, e.itemId, e.title]);
const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object) => t.app.inject({ method, url, payload, headers: auth });

describe('the activity', () => {
  it('lists every kind of change, newest first, with who and when', async () => {
    const form = await multipart({
      title: 'Site visit',
      layout: 'normal',
      picture: { bytes: await jpeg(191, 97), filename: 'a.jpg', type: 'image/jpeg' },
    });
    const added = await t.app.inject({ method: 'POST', url: '/api/gallery', payload: form.payload, headers: { ...form.headers, ...auth } });
    const id = added.json().item._id as string;
    await call('PUT', `/api/gallery/${id}`, { title: 'Site visit, Surat' });
    await call('PUT', `/api/gallery/${id}`, { hidden: true });
    await call('PUT', `/api/gallery/${id}`, { hidden: false });
    // Saved without a change: nothing to list.
    await call('PUT', `/api/gallery/${id}`, { title: 'Site visit, Surat' });
    const ids = ((await t.app.inject({ url: '/api/gallery' })).json().items as { _id: string }[]).map((p) => p._id);
    await call('PUT', '/api/gallery/order', { ids: [...ids].reverse() });
    await call('DELETE', `/api/gallery/${id}`);
    await call('POST', '/api/trash/restore', { collection: 'gallery', id });
    await call('PUT', '/api/site', { motto: 'Built to last' });
    const services = (await t.app.inject({ url: '/api/services', headers: auth })).json().items as ServiceItem[];
    await call('PUT', `/api/services/${services[0]!._id}`, { title: 'Plans' });
    await postContact(t.app, { ...validContact, name: 'Asha Patel' });
    const message = (await t.app.inject({ url: '/api/messages', headers: auth })).json().messages[0];
    await call('DELETE', `/api/messages/${message._id}`);
    await call('DELETE', `/api/trash/messages/${message._id}`);

    const { entries } = await activity();
    expect(what(entries)).toEqual([
      ['forever', 'messages', message._id, `Asha Patel: ${validContact.subject}`],
      ['delete', 'messages', message._id, `Asha Patel: ${validContact.subject}`],
      ['edit', 'services', services[0]!._id, 'Plans'],
      ['edit', 'site', 'site', 'Site details'],
      ['restore', 'gallery', id, 'Site visit, Surat'],
      ['delete', 'gallery', id, 'Site visit, Surat'],
      ['order', 'gallery', null, null],
      ['show', 'gallery', id, 'Site visit, Surat'],
      ['hide', 'gallery', id, 'Site visit, Surat'],
      ['edit', 'gallery', id, 'Site visit, Surat'],
      ['add', 'gallery', id, 'Site visit'],
      ['login', null, null, null],
    ]);
    expect(entries.every((e) => e.by === TEST_ADMIN.email && e.at === new Date(now).toISOString())).toBe(true);
  });

  it('of one person, or of one collection; the filters list who and what there is', async () => {
    await insertAdmin(t.app.ctx.db, 'partner@example.com', await hashPassword('Partner-Passw0rd!', t.config.scryptCost));
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'partner@example.com', password: 'Partner-Passw0rd!' },
    });
    const partner = { authorization: `Bearer ${login.json().token}` };
    await t.app.inject({ method: 'PUT', url: '/api/services/101', payload: { title: 'By the partner' }, headers: partner });
    await call('PUT', '/api/courses/101', { title: 'By the owner' });

    const all = await activity();
    expect(all.people).toEqual([TEST_ADMIN.email, 'partner@example.com']);
    expect(all.collections).toEqual(['courses', 'services']);
    expect(what((await activity('?by=partner%40example.com')).entries)).toEqual([
      ['edit', 'services', '101', 'By the partner'],
      ['login', null, null, null],
    ]);
    expect(what((await activity('?collection=courses')).entries)).toEqual([['edit', 'courses', '101', 'By the owner']]);
  });

  it(`a page at a time (${ACTIVITY_PAGE}), the next after the last id`, async () => {
    for (let i = 0; i < ACTIVITY_PAGE + 3; i++) await call('PUT', '/api/services/101', { title: `Title ${i}` });
    const first = await activity();
    expect(first.entries).toHaveLength(ACTIVITY_PAGE);
    expect(first.more).toBe(true);
    const next = await activity(`?before=${first.entries.at(-1)!.id}`);
    expect(next.entries).toHaveLength(4);
    expect(next.more).toBe(false);
    expect((await t.app.inject({ url: '/api/activity?before=soon', headers: auth })).json()).toEqual({
      message: 'before must be an entry’s id',
    });
  });

  it('logs a password change, and keeps a year', async () => {
    const changed = await call('POST', '/api/account/password', {
      currentPassword: TEST_ADMIN.password,
      newPassword: 'Quarry-Lantern-Velvet-42',
    });
    expect(changed.statusCode).toBe(200);
    // The session that changed it goes on.
    expect(what((await activity('', auth)).entries)[0]).toEqual(['password', null, null, null]);
    now += 366 * DAY;
    await t.app.inject({ method: 'PUT', url: '/api/services/101', payload: { title: 'A year later' }, headers: auth });
    expect((await t.app.housekeeping.run()).activity).toBe(2);
    expect(what((await activity('', auth)).entries)).toEqual([['edit', 'services', '101', 'A year later']]);
  });

  it('needs an admin token', async () => {
    expect((await t.app.inject({ url: '/api/activity' })).json()).toEqual({ message: MESSAGES.unauthorized });
  });
});
