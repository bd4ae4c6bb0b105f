/**
 * What the site keeps is bounded: every picture is stored at most CONTENT_LIMITS.maxPictureSide
 * pixels on its long side, whichever form it came through, and a SQLite file gives the space of
 * deleted pictures back to the disk (db/sqlite-space.ts). The memory after many phone photographs
 * is measured by `npm run bench:ops` (bench/ops/memory.mjs): it needs the real server process.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import sharp from 'sharp';
import { sql } from 'kysely';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTENT_LIMITS, type GalleryItem, type Offer, type Slider } from '@firm/contract';
import type { Clock } from '../../src/lib/clock.js';
import { giveSpaceBackFromNowOn } from '../../src/db/sqlite-space.js';
import { adminToken, freshApp, testDb, withoutTheDatabase } from '../helpers.js';
import { imagePart, multipart, picturePart } from '../fixtures/forms.js';
import { jpeg, phonePhoto } from '../fixtures/images.js';

const DAY = 24 * 3600 * 1000;
let now = Date.parse('2026-03-01T09:00:00Z');
const clock: Clock = { now: () => now, after: () => () => {} };

const t = freshApp({ trashDays: 30 }, undefined, { clock });
let auth: Record<string, string>;
beforeEach(async () => {
  now = Date.parse('2026-03-01T09:00:00Z');
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

const photos = new Map<number, Promise<Buffer>>();
/** The nth phone photograph, made once for the file (each takes a second or two). */
const photo = (n: number) => {
  if (!photos.has(n)) photos.set(n, phonePhoto(n));
  return photos.get(n)!;
};

async function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, bytes: Buffer) {
  // API-1's part is `image`, the gallery's its field's name (decision 094).
  const part = url === '/api/gallery' ? picturePart(bytes, 'picture', 'IMG_1024.jpg') : imagePart(bytes, 'IMG_1024.jpg');
  const body = multipart(fields, part);
  const res = await t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res;
}

/** The stored picture behind a /media address: its row and the bytes as served. */
async function stored(url: string) {
  const id = url.split('/').pop()!;
  const row = await t.app.ctx.db.selectFrom('media').select(['width', 'height', 'size']).where('id', '=', id).executeTakeFirstOrThrow();
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  return { row, bytes: res.rawPayload, meta: await sharp(res.rawPayload).metadata() };
}

/** A phone's 4000×3000 photograph, turned upright by its orientation: 3000×4000, kept as 1920×2560. */
async function expectBounded(url: string) {
  const { row, bytes, meta } = await stored(url);
  expect([meta.width, meta.height]).toEqual([1920, CONTENT_LIMITS.maxPictureSide]);
  expect([row.width, row.height]).toEqual([1920, CONTENT_LIMITS.maxPictureSide]);
  expect(meta.exif).toBeUndefined();
  expect(bytes.includes('SECRET-AUTHOR-MARKER')).toBe(false);
  // At a third or less of the camera's bytes.
  expect(row.size).toBeLessThan((await photo(0)).length / 2);
}

describe('every picture is stored at most 2560 px on its long side', () => {
  const encoding = withoutTheDatabase('encoding phone photographs of 12 megapixels');
  // Offers and sliders store their pictures through the same field kind of the engine as every collection: an add
  // through one and a change through the other cover both writes of both without encoding four photographs.
  encoding(
    'an offer added and a slider changed from a phone photograph, upright and without its metadata',
    { timeout: 120_000 },
    async () => {
      const original = await photo(0);
      expect((await sharp(original).metadata()).width).toBe(4000);
      expect(original.length).toBeGreaterThan(3_000_000);

      await send('POST', '/api/addOffer', { title: 'Site photograph', description: 'From a phone', percentage: '10' }, original);
      const offer = ((await t.app.inject({ url: '/api/offers' })).json().offer as Offer[]).find((o) => o.title === 'Site photograph')!;
      await expectBounded(offer.image!);
      expect(Math.max(...offer.variants.map((v) => v.width))).toBe(1600);

      await send('POST', '/api/addSlider', { title: 'Site photograph' }, await jpeg(1200, 800));
      const slider = ((await t.app.inject({ url: '/api/sliders' })).json().slider as Slider[]).find((s) => s.title === 'Site photograph')!;
      await send('PUT', '/api/updateSlider', { sliderid: slider._id, title: 'Site photograph' }, await photo(1));
      const changed = ((await t.app.inject({ url: '/api/sliders' })).json().slider as Slider[]).find((s) => s._id === slider._id)!;
      expect(changed.image).not.toBe(slider.image);
      await expectBounded(changed.image!);
    },
  );

  encoding('a gallery picture the same way', { timeout: 60_000 }, async () => {
    const res = await send('POST', '/api/gallery', { title: 'Site photograph', layout: 'normal' }, await photo(0));
    await expectBounded((res.json().item as GalleryItem).picture.image!);
  });
});

const onSqlite = testDb === 'sqlite';
if (!onSqlite)
  console.log('bounded-resources: the SQLite file tests are skipped on PostgreSQL, whose autovacuum gives space back by itself');

/** Bytes of the file, once its WAL has been copied into it. */
function fileSize(file: string): number {
  const sqlite = new SQLite(file);
  try {
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    sqlite.close();
  }
  return statSync(file).size;
}

describe.skipIf(!onSqlite)('the SQLite file gives the space of deleted pictures back (SQLite only)', () => {
  it('is set up for it at start', async () => {
    const [mode] = (await sql<{ auto_vacuum: number }>`PRAGMA auto_vacuum`.execute(t.app.ctx.db)).rows;
    expect(mode?.auto_vacuum).toBe(2);
  });

  it('shrinks by the pictures deleted, once they leave the trash: 20 MB of pictures', { timeout: 120_000 }, async () => {
    const file = t.config.databaseUrl;
    const ids: string[] = [];
    let added = 0;
    while (added < 20 * 1024 * 1024) {
      // Noise compresses to nothing: a picture of 9 MB, each its own.
      const noise = await sharp({
        create: { width: 2000, height: 1500, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
      })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const body = multipart(
        { title: `Picture ${ids.length + 1}`, layout: 'normal' },
        picturePart(noise, 'picture', 'noise.png', 'image/png'),
      );
      const res = await t.app.inject({ method: 'POST', url: '/api/gallery', payload: body.payload, headers: { ...body.headers, ...auth } });
      expect(res.statusCode, res.body).toBe(201);
      const item = res.json().item as GalleryItem;
      ids.push(item._id);
      const hash = item.picture.image!.split('/').pop()!.split('.')[0]!;
      const media = await t.app.ctx.db.selectFrom('media').select('size').where('id', 'like', `${hash}%`).execute();
      added += media.reduce((sum, m) => sum + m.size, 0);
    }
    const full = fileSize(file);

    for (const id of ids) expect((await t.app.inject({ method: 'DELETE', url: `/api/gallery/${id}`, headers: auth })).statusCode).toBe(200);
    // In the trash the pictures are kept: none of their megabytes is given back yet, at most a page or two the rows
    // moved to the trash left empty (how many depends on what else the site stores, as the collections it has).
    const rowPages = 16 * 1024;
    expect((await t.app.housekeeping.run()).spaceBytes).toBeLessThan(rowPages);
    expect(fileSize(file)).toBeGreaterThanOrEqual(full - rowPages);

    now += 31 * DAY;
    const done = await t.app.housekeeping.run();
    expect(done.trash).toBe(ids.length);
    expect(done.spaceBytes).toBeGreaterThan(added * 0.9);
    const after = statSync(file).size;
    expect(full - after).toBeGreaterThan(added * 0.9);
    expect(statSync(`${file}-wal`).size).toBe(0);
    // Nothing is left to give back, and the site still reads its file.
    expect((await t.app.housekeeping.run()).spaceBytes).toBe(0);
    expect((await t.app.inject({ url: '/api/gallery' })).statusCode).toBe(200);
  });
});

describe.skipIf(!onSqlite)('a SQLite file made before (SQLite only)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-space-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is switched over at start with one VACUUM, said in one line, and never again', () => {
    const file = join(dir, 'old.db');
    const sqlite = new SQLite(file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.exec('CREATE TABLE media (id TEXT PRIMARY KEY, bytes BLOB)');
    const insert = sqlite.prepare('INSERT INTO media VALUES (?, ?)');
    for (let i = 0; i < 20; i++) insert.run(`picture-${i}`, Buffer.alloc(1024 * 1024, i));
    sqlite.exec("DELETE FROM media WHERE id != 'picture-0'");
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    expect(sqlite.pragma('auto_vacuum', { simple: true })).toBe(0);
    sqlite.close();
    const before = statSync(file).size;

    const lines: string[] = [];
    const log = { info: (line: string) => lines.push(`info: ${line}`), warn: (line: string) => lines.push(`warn: ${line}`) };
    giveSpaceBackFromNowOn(file, log);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^info: The SQLite database now gives back the space of deleted pictures: one VACUUM of 2\d\.\d MB took \d+\.\d s \(once\)\.$/,
    );
    const reopened = new SQLite(file);
    expect(reopened.pragma('auto_vacuum', { simple: true })).toBe(2);
    expect(reopened.prepare('SELECT length(bytes) AS n FROM media').get()).toEqual({ n: 1024 * 1024 });
    reopened.close();
    expect(statSync(file).size).toBeLessThan(before - 15 * 1024 * 1024);

    giveSpaceBackFromNowOn(file, log);
    expect(lines).toHaveLength(1);
  });
});
