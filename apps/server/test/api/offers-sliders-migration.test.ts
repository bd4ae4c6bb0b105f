/**
 * Migration 024_offers_and_sliders_as_items (decision 073), on both databases: a site whose offers
 * and sliders are rows of their own tables answers the same after it, with every field, picture,
 * alt text, focus, day and button; a trashed slider restores to its place; an offer's version
 * restores; a picture no longer used is released.
 */
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { historyPaths, trashPaths, type Offer, type Slider } from '@firm/contract';
import { openDb } from '../../src/db/index.js';
import { SLIDERS_SEEDED_KEY } from '../../src/content/seed.js';
import { startUp } from '../../src/start-up.js';
import { adminToken, makeDatabase, testConfig } from '../helpers.js';
import { jpeg } from '../fixtures/images.js';
import { migrateOnly } from '../fixtures/migrations.js';

type Loose = Kysely<Record<string, Record<string, unknown>>>;
const at = '2026-01-01T00:00:00.000Z';
const later = '2026-02-01T00:00:00.000Z';

async function picture(db: Loose, name: string) {
  const bytes = await jpeg(40, 30);
  const id = `${name.padEnd(64, '0')}.jpg`;
  await db
    .insertInto('media')
    .values({ id, kind: 'image', mime: 'image/jpeg', bytes, size: bytes.length, width: 40, height: 30, variants: '[]', created_at: at })
    .execute();
  return id;
}

describe('migration 024_offers_and_sliders_as_items', () => {
  it('moves offers, sliders, their trash and pictures into content_items; the API answers as before', { timeout: 60_000 }, async () => {
    const database = await makeDatabase();
    const handle = openDb(database.url, { warn: () => {}, info: () => {} });
    try {
      expect(await migrateOnly(handle, (name) => name < '024')).toBeUndefined();
      const db = handle.db as unknown as Loose;
      const [sale, spring, first, second, gone] = await Promise.all(['a1', 'b2', 'c3', 'd4', 'e5'].map((n) => picture(db, n)));
      await db
        .insertInto('offers')
        .values([
          {
            id: 'offer-old',
            title: 'Monsoon plans',
            description: 'Ten percent off every plan.',
            percentage: 10,
            image_id: sale,
            image_alt: 'A plan on a desk',
            image_focus_x: 0.25,
            image_focus_y: 0.75,
            starts_on: '2026-01-01',
            ends_on: '2099-12-31',
            button_label: 'Ask now',
            button_link: '/contact',
            created_at: at,
            updated_at: at,
          },
          {
            id: 'offer-new',
            title: 'Spring courses',
            description: 'Half price.',
            percentage: 12.5,
            image_id: spring,
            image_alt: '',
            image_focus_x: 0.5,
            image_focus_y: 0.5,
            starts_on: null,
            ends_on: null,
            button_label: '',
            button_link: '',
            created_at: later,
            updated_at: later,
          },
        ])
        .execute();
      /** A sliders row of migration 022, with its defaults. */
      const slide = (row: Record<string, unknown>) => ({
        image_alt: '',
        image_focus_x: 0.5,
        image_focus_y: 0.5,
        subtitle: '',
        button_label: '',
        button_link: '',
        created_at: at,
        updated_at: at,
        ...row,
      });
      await db
        .insertInto('sliders')
        .values([
          slide({ id: 'slide-b', title: 'Second', image_id: second, position: 2, subtitle: 'Line' }),
          slide({
            id: 'slide-a',
            title: 'First',
            image_id: first,
            position: 1,
            image_alt: 'A site',
            button_label: 'Go',
            button_link: 'https://example.com/',
          }),
        ])
        .execute();
      const trashedRow = slide({ id: 'slide-gone', title: 'Gone', image_id: gone, position: 2 });
      await db
        .insertInto('trash')
        .values({
          collection: 'sliders',
          item_id: 'slide-gone',
          table_name: 'sliders',
          row: JSON.stringify(trashedRow),
          kind: 'Slider',
          title: 'Gone',
          picture: `/media/${gone}`,
          deleted_at: new Date().toISOString(),
          deleted_by: 'owner@example.com',
        })
        .execute();
      await db.insertInto('trash_media').values({ collection: 'sliders', item_id: 'slide-gone', media_id: gone }).execute();
      // The offer as added, then renamed: the history the engine kept of its columns.
      const version = (created: number, changes: Record<string, unknown>) =>
        db
          .insertInto('versions')
          .values({ collection: 'offers', item_id: 'offer-new', at, by: 'owner@example.com', created, changes: JSON.stringify(changes) })
          .returning('id')
          .executeTakeFirstOrThrow();
      const added = await version(1, { title: [null, 'Spring sale'], description: [null, 'Half price.'], percentage: [null, 12.5] });
      await version(0, { title: ['Spring sale', 'Spring courses'] });
      await db.insertInto('settings').values({ key: SLIDERS_SEEDED_KEY, value: at }).execute();

      expect(await migrateOnly(handle)).toBeUndefined();
      for (const table of ['offers', 'sliders']) {
        const left = await sql`select 1 from ${sql.table(table)}`.execute(handle.db).then(
          () => 'still there',
          () => 'gone',
        );
        expect(left, table).toBe('gone');
      }
      // Each picture is linked to its item, as a collection's are: the link keeps it while an item uses it.
      const links = await handle.db.selectFrom('content_media').select(['collection', 'item_id', 'media_id']).execute();
      expect(links.map((l) => [l.collection, l.item_id, l.media_id]).sort()).toEqual(
        [
          ['offers', 'offer-new', spring],
          ['offers', 'offer-old', sale],
          ['sliders', 'slide-a', first],
          ['sliders', 'slide-b', second],
        ].sort(),
      );
      await handle.db.destroy();

      const app = await startUp(testConfig(database.url));
      try {
        const token = { authorization: `Bearer ${await adminToken(app)}` };
        const offers = (await app.inject({ url: '/api/offers' })).json().offer as Offer[];
        expect(offers).toEqual([
          {
            _id: 'offer-new',
            title: 'Spring courses',
            description: 'Half price.',
            percentage: 12.5,
            image: `/media/${spring}`,
            variants: [],
            alt: '',
            focus: { x: 0.5, y: 0.5 },
            startsOn: null,
            endsOn: null,
            schedule: 'current',
            buttonLabel: '',
            buttonLink: '',
          },
          {
            _id: 'offer-old',
            title: 'Monsoon plans',
            description: 'Ten percent off every plan.',
            percentage: 10,
            image: `/media/${sale}`,
            variants: [],
            alt: 'A plan on a desk',
            focus: { x: 0.25, y: 0.75 },
            startsOn: '2026-01-01',
            endsOn: '2099-12-31',
            schedule: 'current',
            buttonLabel: 'Ask now',
            buttonLink: '/contact',
          },
        ]);
        const sliders = async () => (await app.inject({ url: '/api/sliders' })).json().slider as Slider[];
        expect((await sliders()).map((s) => [s._id, s.title, s.position, s.image, s.alt, s.subtitle, s.buttonLabel, s.buttonLink])).toEqual(
          [
            ['slide-a', 'First', 1, `/media/${first}`, 'A site', '', 'Go', 'https://example.com/'],
            ['slide-b', 'Second', 2, `/media/${second}`, '', 'Line', '', ''],
          ],
        );

        const post = (url: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url, payload, headers: token });
        expect((await post(trashPaths.restore, { collection: 'sliders', id: 'slide-gone' })).statusCode).toBe(200);
        expect((await sliders()).map((s) => [s._id, s.position, s.image])).toEqual([
          ['slide-a', 1, `/media/${first}`],
          ['slide-gone', 2, `/media/${gone}`],
          ['slide-b', 3, `/media/${second}`],
        ]);
        expect((await post(historyPaths.restore, { collection: 'offers', id: 'offer-new', version: Number(added.id) })).statusCode).toBe(
          200,
        );
        const restored = (await app.inject({ url: '/api/singleOffer/?offerId=offer-new' })).json().offer as Offer;
        expect([restored.title, restored.image]).toEqual(['Spring sale', `/media/${spring}`]);

        // Deleted for good, an item's picture goes with it; another's stays.
        expect((await app.inject({ method: 'DELETE', url: '/api/deleteSlider?sliderid=slide-b', headers: token })).statusCode).toBe(200);
        expect(
          (await app.inject({ method: 'DELETE', url: trashPaths.forever({ collection: 'sliders', id: 'slide-b' }), headers: token }))
            .statusCode,
        ).toBe(200);
        expect((await app.inject({ url: `/media/${second}` })).statusCode).toBe(404);
        expect((await app.inject({ url: `/media/${first}` })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await handle.db.destroy().catch(() => {});
      await database.drop();
    }
  });
});
