/**
 * Contact details entered once (CONTACT-10, CONTACT-11, decision 062), on both databases: the WhatsApp
 * number follows the first phone unless the owner sets another, the office hours are days and times
 * only, and migration 023_contact_details_once converts a record and a history from before.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { hoursText, whatsappNumber, type SiteDetails, type Version } from '@firm/contract';
import { startUp } from '../../src/start-up.js';
import { adminToken, freshApp } from '../helpers.js';

const MIGRATION = '023_contact_details_once';

const t = freshApp();
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

const site = async (app = t.app) => (await app.inject({ url: '/api/site' })).json<{ site: SiteDetails }>().site;
const put = (payload: object) => t.app.inject({ method: 'PUT', url: '/api/site', headers: auth, payload });

describe('the WhatsApp number and the office hours', () => {
  it('a fresh site has no WhatsApp number of its own, so the first phone gives it, and no hours text, so the days and times give it', async () => {
    const seeded = await site();
    expect(seeded.whatsapp).toBe('');
    expect(seeded).not.toHaveProperty('hours');
    expect(whatsappNumber(seeded)).toBe('919876543210');
    expect(hoursText(seeded)).toBe('Monday to Saturday 10:00 AM to 8:00 PM');
  });

  it('a new first phone moves the WhatsApp number with it; a number of its own stays until emptied', async () => {
    expect((await put({ phones: ['98111 22233', '+91 98765 43210'] })).statusCode).toBe(200);
    expect(whatsappNumber(await site())).toBe('919811122233');
    expect((await put({ whatsapp: '447700900123' })).statusCode).toBe(200);
    expect((await site()).whatsapp).toBe('447700900123');
    expect((await put({ phones: ['+91 90000 00001'] })).statusCode).toBe(200);
    expect(whatsappNumber(await site())).toBe('447700900123');
    expect((await put({ whatsapp: ' ' })).statusCode).toBe(200);
    expect((await site()).whatsapp).toBe('');
    expect(whatsappNumber(await site())).toBe('919000000001');
  });

  it('the hours follow the days and times; an hours text sent by an older client is not stored', async () => {
    const res = await put({
      openingDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '09:30',
      closes: '18:00',
      hours: 'Old words',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = await site();
    expect(saved).not.toHaveProperty('hours');
    expect(hoursText(saved)).toBe('Monday to Friday 9:30 AM to 6:00 PM');
  });
});

describe(`migration ${MIGRATION}`, () => {
  it('drops the hours text from the record and its history, and empties a WhatsApp number the first phone gives anyway', async () => {
    const { db } = t.app.ctx;
    // Two edits through the API make a history: its first version is the seed's, then the edits.
    expect((await put({ tagline: 'Before the change' })).statusCode).toBe(200);
    expect((await put({ motto: 'Kept in the history' })).statusCode).toBe(200);
    // The record and its history as a release before the migration stored them.
    const row = await db.selectFrom('site_details').select('doc').executeTakeFirstOrThrow();
    const old = {
      ...(JSON.parse(row.doc) as Record<string, unknown>),
      whatsapp: '919876543210',
      hours: 'Monday to Saturday 10:00 AM to 8:00 PM',
    };
    await db
      .updateTable('site_details')
      .set({ doc: JSON.stringify(old) })
      .execute();
    const versions = await db.selectFrom('versions').select(['id', 'changes']).where('collection', '=', 'site').orderBy('id').execute();
    expect(versions).toHaveLength(3);
    const [baseline, tagline] = versions;
    const baselineChanges = JSON.parse(baseline!.changes) as Record<string, unknown>;
    baselineChanges['hours'] = [null, 'Monday to Saturday 10:00 AM to 8:00 PM'];
    await db
      .updateTable('versions')
      .set({ changes: JSON.stringify(baselineChanges) })
      .where('id', '=', baseline!.id)
      .execute();
    // An edit of the hours text alone: nothing of it is left once the text goes.
    await db
      .updateTable('versions')
      .set({ changes: JSON.stringify({ hours: ['Mon-Sat', 'Monday to Saturday'] }) })
      .where('id', '=', tagline!.id)
      .execute();
    await db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', MIGRATION as never)
      .execute();

    const upgraded = await startUp(t.config);
    try {
      await upgraded.ready();
      const migrated = await site(upgraded);
      expect(migrated).not.toHaveProperty('hours');
      expect(migrated.whatsapp).toBe('');
      expect(migrated.motto).toBe('Kept in the history');
      expect(whatsappNumber(migrated)).toBe('919876543210');
      const stored = JSON.parse((await db.selectFrom('site_details').select('doc').executeTakeFirstOrThrow()).doc) as Record<
        string,
        unknown
      >;
      expect(stored).not.toHaveProperty('hours');
      const history = (await upgraded.inject({ url: '/api/history/site/site', headers: auth })).json<{ versions: Version[] }>().versions;
      expect(history).toHaveLength(2);
      expect(history.flatMap((v) => v.changes.map((c) => c.field))).not.toContain('hours');
    } finally {
      await upgraded.close();
    }
  });

  it('keeps a WhatsApp number of its own', async () => {
    const { db } = t.app.ctx;
    const row = await db.selectFrom('site_details').select('doc').executeTakeFirstOrThrow();
    await db
      .updateTable('site_details')
      .set({ doc: JSON.stringify({ ...(JSON.parse(row.doc) as Record<string, unknown>), whatsapp: '919999988888', hours: 'Open' }) })
      .execute();
    await db
      .deleteFrom('kysely_migration' as never)
      .where('name' as never, '=', MIGRATION as never)
      .execute();
    const upgraded = await startUp(t.config);
    try {
      await upgraded.ready();
      expect((await site(upgraded)).whatsapp).toBe('919999988888');
    } finally {
      await upgraded.close();
    }
  });
});
