/**
 * Migration 025_visitors_as_sketches (decision 086), on both databases: the visitor hashes of the
 * day in `visit_days` become the day's sketches, so nobody counted before the upgrade is counted
 * again after it, and the day's referred visitors become the count that 'Direct' is worked out from.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { API } from '@firm/contract';
import { openDb } from '../../src/db/index.js';
import { addressGroup } from '../../src/lib/client-address.js';
import type { Clock } from '../../src/lib/clock.js';
import { startUp } from '../../src/start-up.js';
import { migrateOnly } from '../fixtures/migrations.js';
import { makeDatabase, testConfig } from '../helpers.js';

type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** 11:30 on 10 June 2026 in Kolkata (the default TIME_ZONE). */
const clock: Clock = { now: () => Date.UTC(2026, 5, 10, 6, 0), after: () => () => {} };
const DAY = '2026-06-10';
const UA = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SALT = randomBytes(32).toString('hex');
/** The hash release 024 stored for a visitor (visitors.ts before decision 086). */
const oldHash = (ip: string) =>
  createHash('sha256')
    .update(`${SALT}\n${addressGroup(ip)}\n${UA}`)
    .digest('hex')
    .slice(0, 32);

describe('migration 025_visitors_as_sketches', () => {
  it('turns the day’s visitor hashes into its sketches: a visitor counted before the upgrade is not counted again', async () => {
    const database = await makeDatabase();
    const handle = openDb(database.url, { warn: () => {}, info: () => {} });
    try {
      expect(await migrateOnly(handle, (name) => name < '025')).toBeUndefined();
      const db = handle.db as unknown as Loose;
      // 200 visitors so far today, 150 of them from Google; the first two of these addresses, one an enquirer.
      const known = ['203.0.113.1', '203.0.113.2'];
      const others = Array.from({ length: 198 }, () => randomBytes(16).toString('hex'));
      await db.insertInto('visit_salts').values({ day: DAY, salt: SALT }).execute();
      await db
        .insertInto('visit_days')
        .values([
          { day: DAY, visitor: oldHash(known[0]!), enquired: 1 },
          { day: DAY, visitor: oldHash(known[1]!), enquired: 0 },
          ...others.map((visitor) => ({ day: DAY, visitor, enquired: 0 })),
        ])
        .execute();
      await db
        .insertInto('visit_counts')
        .values(
          (
            [
              ['visitors', '', 200],
              ['enquirers', '', 1],
              ['device', 'desktop', 200],
              ['source', 'Google', 150],
              ['source', 'Direct', 50],
            ] as const
          ).map(([measure, key, count]) => ({ day: DAY, measure, key, count })),
        )
        .execute();
      expect(await migrateOnly(handle)).toBeUndefined();
      const sketches = await db.selectFrom('visit_sketches').select(['day', 'measure', 'key']).orderBy('measure').execute();
      expect(sketches).toEqual([
        { day: DAY, measure: 'enquirers', key: '' },
        { day: DAY, measure: 'visitors', key: '' },
      ]);
      await handle.db.destroy();

      const app = await startUp(testConfig(database.url), { clock });
      try {
        const send = async (ip: string, body: object) => {
          const res = await app.inject({
            method: 'POST',
            url: API.beacon,
            remoteAddress: ip,
            headers: { 'user-agent': UA },
            payload: body,
          });
          expect(res.statusCode).toBe(204);
        };
        await send(known[0]!, { page: '/' });
        await send(known[0]!, { page: '/contact', event: 'phone' });
        await send(known[1]!, { page: '/about' });
        await send('198.51.100.9', { page: '/' });
        await app.visits.counter.flush();
        const rows = await app.ctx.db.selectFrom('visit_counts').select(['measure', 'key', 'count']).where('day', '=', DAY).execute();
        expect(Object.fromEntries(rows.map((r) => [r.key ? `${r.measure} ${r.key}` : r.measure, Number(r.count)]))).toEqual({
          views: 3,
          'page /': 2,
          'page /about': 1,
          'event phone': 1,
          // Two known visitors and one new one.
          visitors: 201,
          enquirers: 1,
          referred: 150,
          'source Google': 150,
          'source Direct': 51,
          // Kept from before the upgrade until the day's new sketch counts more.
          'device desktop': 200,
        });
        expect(await app.ctx.db.introspection.getTables().then((tables) => tables.map((t) => t.name))).not.toContain('visit_days');
      } finally {
        await app.close();
      }
    } finally {
      await handle.db.destroy().catch(() => {});
      await database.drop();
    }
  });
});
