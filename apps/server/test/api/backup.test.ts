/**
 * Backups and restores (docs/decisions/050-backups.md, 085): a backup taken while the site writes holds
 * every write acknowledged before it began, byte for byte; it restores into SQLite or PostgreSQL
 * whichever it came from; a damaged, cut or newer file is refused before anything is written; a site
 * is never overwritten without --replace, and then only after a backup of it. Nothing in a backup
 * lets anyone in; one sealed with a passphrase opens with that passphrase only; a version-1 file
 * (the owner's older backups) still restores.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { Migrator, sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { API, UPLOAD_SUBJECT, type GalleryItem, type Offer } from '@firm/contract';
import { openDb, type DbHandle } from '../../src/db/index.js';
import { migrations } from '../../src/db/migrations/index.js';
import { RELEASE } from '../../src/release.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { insertAdmin } from '../../src/auth/admin-store.js';
import { startUp } from '../../src/start-up.js';
import { checkBackup } from '../../src/backup/check.js';
import { writeCheckedBackup } from '../../src/backup/files.js';
import { BackupError, FRAME, PLAIN_MAGIC } from '../../src/backup/format.js';
import { readBackup } from '../../src/backup/read.js';
import { SEALED_MAGIC, SEAL_HEAD } from '../../src/backup/seal.js';
import { deriveKeys } from '../../src/auth/keys.js';
import { restoreBackup } from '../../src/backup/restore.js';
import { LEFT_OUT, isKyselyTable } from '../../src/backup/snapshot.js';
import { SCHEDULE_SETTINGS } from '../../src/backup/schedule.js';
import { writeBackup } from '../../src/backup/write.js';
import { TEST_ADMIN, adminToken, makeDatabase, makeTestApp, testConfig, testDb, type TestApp, type TestDatabase } from '../helpers.js';
import { jpeg } from '../fixtures/images.js';
import { forgedToken } from '../fixtures/tokens.js';
import { multipart, postContact, samplePdf, validContact, type Part } from './contact-helpers.js';

type Kind = 'sqlite' | 'postgres';
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const PG_ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const quiet = { warn: () => {}, info: () => {} };

async function postgresAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
const postgresUp = await postgresAnswers();
if (!postgresUp) console.log(`PostgreSQL does not answer at ${new URL(PG_ADMIN).host}: the round trips through PostgreSQL are skipped`);

const work = mkdtempSync(join(tmpdir(), 'firm-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** A new, empty database of `kind` (no tables), dropped after the file's tests. */
async function emptyDatabase(kind: Kind): Promise<TestDatabase> {
  let database: TestDatabase;
  if (kind === testDb) database = await makeDatabase();
  else if (kind === 'sqlite') {
    const dir = mkdtempSync(join(work, 'db-'));
    database = { url: join(dir, 'site.db'), drop: async () => rmSync(dir, { recursive: true, force: true }) };
  } else {
    const name = `firm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: PG_ADMIN });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(PG_ADMIN);
    url.pathname = `/${name}`;
    database = {
      url: url.toString(),
      async drop() {
        const c = new pg.Client({ connectionString: PG_ADMIN });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  cleanups.push(() => database.drop());
  return database;
}

async function testApp(): Promise<TestApp> {
  const app = await makeTestApp();
  cleanups.push(() => app.close());
  return app;
}

const handleOf = (t: TestApp): DbHandle => ({ db: t.app.ctx.db, dialect: t.app.ctx.dialect });
const PASSPHRASE = 'Lantern quarry meadow velvet';
/** Where a version-2 file's end frame starts (the last frame: its JSON begins with {"end":true). */
const endFrameAt = (bytes: Buffer) => bytes.lastIndexOf(Buffer.from('{"end":true')) - 5;
const file = (name: string) => join(work, name);

/** Every row of every table of ours, sorted, for comparing two databases (bytes compared byte for byte, as base64). */
async function dump(url: string): Promise<Record<string, Record<string, unknown>[]>> {
  const handle = openDb(url, quiet);
  try {
    const names =
      handle.dialect === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(handle.db)
        : await sql<{
            name: string;
          }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(
            handle.db,
          );
    const tables: Record<string, Record<string, unknown>[]> = {};
    for (const { name } of names.rows.filter((r) => !isKyselyTable(r.name)).sort((a, b) => a.name.localeCompare(b.name))) {
      // Bytes as base64 text: compared whole, and far faster than Buffers by the deep equality.
      const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(name)}`.execute(handle.db)).rows.map((row) =>
        Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Buffer.isBuffer(v) ? `base64:${v.toString('base64')}` : v])),
      );
      const key = (row: Record<string, unknown>) =>
        JSON.stringify(
          Object.keys(row)
            .sort()
            .map((k) => row[k]),
        );
      tables[name] = rows.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
    }
    return tables;
  } finally {
    await handle.db.destroy();
  }
}

const isScheduleRow = (row: Record<string, unknown>) => SCHEDULE_SETTINGS.includes(row.key as string);

/**
 * The restored database holds what the source held: every table, every row; sessions end at a
 * restore, the content version moves on, and the daily backups' record starts anew.
 */
async function expectSameSite(restoredUrl: string, source: Record<string, Record<string, unknown>[]>) {
  const restored = await dump(restoredUrl);
  expect(Object.keys(restored)).toEqual(Object.keys(source));
  expect(restored.admin_sessions).toEqual([]);
  expect(restored.settings!.filter(isScheduleRow)).toEqual([]);
  source = { ...source, settings: source.settings!.filter((row) => !isScheduleRow(row)) };
  expect(Number(restored.content_version![0]!.version)).toBeGreaterThan(Number(source.content_version![0]!.version));
  const { admin_sessions: _s, content_version: _v, ...rest } = restored;
  const { admin_sessions: _ss, content_version: _sv, ...expected } = source;
  // Table by table, so that a difference names its table rather than hiding in a truncated print of them all.
  for (const [table, rows] of Object.entries(expected)) expect(rest[table], table).toEqual(rows);
}

/** Something of every kind the site keeps: pictures, an offer, a message with a file, an edit (history), a deletion (trash), a second person. */
async function fillSite(t: TestApp, token: string) {
  const auth = { authorization: `Bearer ${token}` };
  const send = async (method: 'POST' | 'PUT', url: string, parts: Record<string, Part>) => {
    const form = await multipart(parts);
    const res = await t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const picture = async (title: string, width: number) =>
    (
      await send('POST', '/api/gallery', {
        title,
        layout: 'normal',
        picture: { bytes: await jpeg(width, 40), filename: 'p.jpg', type: 'image/jpeg' },
      })
    ).json().item as GalleryItem;
  await picture('Kept picture', 70);
  const trashed = await picture('Trashed picture', 71);
  expect((await t.app.inject({ method: 'DELETE', url: `/api/gallery/${trashed._id}`, headers: auth })).statusCode).toBe(200);
  await send('POST', '/api/addOffer', {
    title: 'Monsoon discount',
    description: 'On all structural audits',
    percentage: '12.5',
    image: { bytes: await jpeg(72, 40), filename: 'o.jpg', type: 'image/jpeg' },
  });
  expect(
    (await t.app.inject({ method: 'PUT', url: '/api/services/101', payload: { title: 'Edited service' }, headers: auth })).statusCode,
  ).toBe(200);
  const sent = await postContact(
    t.app,
    { ...validContact, subject: UPLOAD_SUBJECT, attachment: { bytes: samplePdf(), filename: 'cv.pdf', type: 'application/pdf' } },
    '10.19.0.1',
  );
  expect(sent.statusCode, sent.body).toBe(201);
  const editor = { email: 'editor@example.com', password: 'Quarry-Lantern-Velvet-42' };
  expect(
    await insertAdmin(t.app.ctx.db, editor.email, await hashPassword(editor.password, t.config.scryptCost), 'editor', 'Asha Patel'),
  ).toBe(true);
  // The enquiry's count waits in memory up to FLUSH_EVERY_MS: written now, so a backup taken next holds what a dump after it reads.
  await t.app.visits.counter.flush();
  return editor;
}

describe('a backup taken while the site writes', () => {
  it('holds every write acknowledged before it began, byte for byte, and restores into a new database', { timeout: 90_000 }, async () => {
    const source = await testApp();
    const auth = { authorization: `Bearer ${await adminToken(source.app)}` };
    const acked: { kind: 'item' | 'message'; id: string }[] = [];
    let stop = false;
    const writer = (work: () => Promise<void>) =>
      work().catch((err: unknown) => {
        stop = true;
        throw err;
      });
    const pictures = writer(async () => {
      for (let i = 0; !stop; i++) {
        const form = await multipart({
          title: `Written ${i}`,
          layout: 'normal',
          picture: { bytes: await jpeg(60 + (i % 200), 30 + (i % 7)), filename: 'w.jpg', type: 'image/jpeg' },
        });
        const res = await source.app.inject({
          method: 'POST',
          url: '/api/gallery',
          payload: form.payload,
          headers: { ...form.headers, ...auth },
        });
        expect(res.statusCode, res.body).toBe(201);
        acked.push({ kind: 'item', id: (res.json().item as GalleryItem)._id });
      }
    });
    const messages = writer(async () => {
      for (let i = 0; !stop; i++) {
        const attachment = Buffer.concat([samplePdf(), Buffer.from(`% message ${i}\n`)]);
        const res = await postContact(
          source.app,
          {
            ...validContact,
            subject: UPLOAD_SUBJECT,
            message: `Message number ${i}`,
            attachment: { bytes: attachment, filename: 'a.pdf', type: 'application/pdf' },
          },
          `10.19.${i >> 8}.${i & 255}`,
        );
        expect(res.statusCode, res.body).toBe(201);
        const row = await source.app.ctx.db
          .selectFrom('messages')
          .select('id')
          .where('message', '=', `Message number ${i}`)
          .executeTakeFirstOrThrow();
        acked.push({ kind: 'message', id: row.id });
      }
    });
    while (acked.length < 6 && !stop) await new Promise((r) => setTimeout(r, 20));

    // A slow reader (a download over a poor line): the writers go on while the backup is read.
    const before = [...acked];
    const chunks: Buffer[] = [];
    const slow = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        setTimeout(done, 40);
      },
    });
    const summary = await writeBackup(handleOf(source), slow);
    const during = acked.length - before.length;
    stop = true;
    await Promise.all([pictures, messages]);
    const path = file('while-writing.firmbackup');
    writeFileSync(path, Buffer.concat(chunks));
    expect(summary.bytes).toBe(statSync(path).size);
    expect(during, 'writes acknowledged while the backup was read').toBeGreaterThan(0);
    expect((await checkBackup(path)).tables).toEqual(summary.tables);

    const target = await emptyDatabase(testDb);
    await restoreBackup(path, target.url, { backupDir: file('safety') });
    const restored = await dump(target.url);
    const now = await dump(source.config.databaseUrl);
    const mediaOf = (tables: typeof now, id: string) => tables.media!.find((m) => m.id === id);
    for (const write of before) {
      if (write.kind === 'message') {
        const row = now.messages!.find((m) => m.id === write.id)!;
        expect(restored.messages!.find((m) => m.id === write.id)).toEqual(row);
        expect(mediaOf(restored, row.attachment_id as string)).toEqual(mediaOf(now, row.attachment_id as string));
      } else {
        const row = now.content_items!.find((m) => m.collection === 'gallery' && m.id === write.id)!;
        expect(restored.content_items!.find((m) => m.collection === 'gallery' && m.id === write.id)).toEqual(row);
        const used = now.content_media!.filter((m) => m.collection === 'gallery' && m.item_id === write.id);
        expect(used.length).toBeGreaterThan(0);
        for (const { media_id } of used) expect(mediaOf(restored, media_id as string)).toEqual(mediaOf(now, media_id as string));
      }
    }
    // One moment's view: the rows it holds are those of the writes it counts, nothing half-made.
    expect(restored.messages!.length).toBe(summary.tables.messages);
    expect(restored.messages!.length).toBeLessThan(now.messages!.length);
    for (const message of restored.messages!) expect(message).toEqual(now.messages!.find((m) => m.id === message.id));
  });
});

describe('round trips', () => {
  it(
    `${testDb} → ${testDb}: the same site, every table and every byte; it logs in with its passwords and serves its lists`,
    { timeout: 60_000 },
    async () => {
      const source = await testApp();
      const editor = await fillSite(source, await adminToken(source.app));
      const path = file('same.firmbackup');
      // The daily backups' record belongs to the install that made them (expectSameSite: not restored).
      const record = SCHEDULE_SETTINGS.map((key) => ({ key, value: '{"from":"the old install"}' }));
      await source.app.ctx.db.deleteFrom('settings').where('key', 'in', SCHEDULE_SETTINGS).execute();
      await source.app.ctx.db.insertInto('settings').values(record).execute();
      await writeCheckedBackup(handleOf(source), path);
      const before = await dump(source.config.databaseUrl);
      expect(before.trash!.length).toBe(1);
      expect(before.versions!.length).toBeGreaterThan(0);
      expect(before.content_items!.filter((row) => row['collection'] === 'offers').length).toBe(1);

      const target = await emptyDatabase(testDb);
      await restoreBackup(path, target.url, { backupDir: file('safety') });
      await expectSameSite(target.url, before);

      const restored = await startUp(testConfig(target.url));
      try {
        const login = (who: { email: string; password: string }) => restored.inject({ method: 'POST', url: '/api/login', payload: who });
        expect((await login(editor)).statusCode).toBe(200);
        expect((await login(TEST_ADMIN)).statusCode).toBe(200);
        const gallery = (await restored.inject({ url: '/api/gallery' })).json().items as GalleryItem[];
        expect(gallery.map((g) => g.title)).toContain('Kept picture');
        const picture = gallery.find((g) => g.title === 'Kept picture')!;
        const bytes = (await restored.inject({ url: picture.picture.image! })).rawPayload;
        expect(bytes.length).toBeGreaterThan(0);
        expect(bytes).toEqual((await source.app.inject({ url: picture.picture.image! })).rawPayload);
        expect((await restored.inject({ url: '/api/offers' })).json().offer).toHaveLength(1);
        // A session of the old site does not carry over.
        const old = await adminToken(source.app);
        expect((await restored.inject({ url: '/api/trash', headers: { authorization: `Bearer ${old}` } })).statusCode).toBe(401);
      } finally {
        await restored.close();
      }
    },
  );

  const other: Kind = testDb === 'sqlite' ? 'postgres' : 'sqlite';
  it.skipIf(!postgresUp)(
    `${testDb} → ${other} → ${testDb}: the same site after crossing to the other database and back${postgresUp ? '' : ' (skipped: PostgreSQL does not answer)'}`,
    { timeout: 60_000 },
    async () => {
      const source = await testApp();
      await fillSite(source, await adminToken(source.app));
      const first = file('cross-1.firmbackup');
      await writeCheckedBackup(handleOf(source), first);
      const before = await dump(source.config.databaseUrl);

      const across = await emptyDatabase(other);
      await restoreBackup(first, across.url, { backupDir: file('safety') });
      await expectSameSite(across.url, before);

      const acrossHandle = openDb(across.url, quiet);
      const second = file('cross-2.firmbackup');
      try {
        const summary = await writeCheckedBackup(acrossHandle, second);
        expect(summary.dialect).toBe(other);
      } finally {
        await acrossHandle.db.destroy();
      }
      const back = await emptyDatabase(testDb);
      await restoreBackup(second, back.url, { backupDir: file('safety') });
      await expectSameSite(back.url, before);
    },
  );
});

describe('refused backups change nothing', () => {
  let good: string;
  let site: Awaited<ReturnType<typeof dump>>;
  let target: TestDatabase;
  /** A new database: a refused restore leaves it without a table (SQLite: without a file). */
  let fresh: TestDatabase;
  const backupDir = file('refused-safety');

  async function prepare() {
    if (good) return;
    const source = await testApp();
    good = file('good.firmbackup');
    await writeCheckedBackup(handleOf(source), good);
    // The target holds a site: the seed, an admin.
    target = await emptyDatabase(testDb);
    await restoreBackup(good, target.url, { backupDir });
    site = await dump(target.url);
    fresh = await emptyDatabase(testDb);
  }

  async function refused(path: string, message: string | RegExp, passphrase?: string) {
    await prepare();
    const attempt = restoreBackup(path, target.url, { replace: true, backupDir, passphrase });
    await expect(attempt).rejects.toThrow(BackupError);
    await expect(attempt).rejects.toThrow(message);
    expect(await dump(target.url)).toEqual(site);
    expect(existsSync(backupDir) ? readdirSync(backupDir) : []).toEqual([]);
    await expect(restoreBackup(path, fresh.url, { backupDir, passphrase })).rejects.toThrow(message);
    if (testDb === 'sqlite') expect(existsSync(fresh.url)).toBe(false);
    else expect(await dump(fresh.url)).toEqual({});
  }

  it('a file cut short', { timeout: 60_000 }, async () => {
    await prepare();
    const cut = file('cut.firmbackup');
    const bytes = readFileSync(good);
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.8)));
    await refused(cut, `${cut} is incomplete: it ends before the backup does`);
    // Cut after the last row, before the end: the rows are all there, the end is not.
    writeFileSync(cut, bytes.subarray(0, endFrameAt(bytes)));
    await refused(cut, 'is incomplete');
  });

  it('a flipped byte, in the compressed file or in what it holds', { timeout: 60_000 }, async () => {
    await prepare();
    const flipped = file('flipped.firmbackup');
    const bytes = Buffer.from(readFileSync(good));
    bytes[Math.floor(bytes.length / 2)]! ^= 0x40;
    writeFileSync(flipped, bytes);
    await refused(flipped, /is damaged|is incomplete/);
    // Within a picture's bytes, which go as they are: only the checksum can tell.
    const inPicture = Buffer.from(readFileSync(good));
    inPicture[inPicture.indexOf(Buffer.from([0xff, 0xd8, 0xff])) + 100]! ^= 0x01;
    writeFileSync(flipped, inPicture);
    await refused(flipped, `${flipped} is damaged (its checksum does not match)`);
  });

  it('a backup made by a newer release, or holding a database change this release does not know', { timeout: 60_000 }, async () => {
    await prepare();
    const bytes = readFileSync(good);
    const headerEnd = PLAIN_MAGIC.length + 5 + bytes.readUInt32BE(PLAIN_MAGIC.length + 1);
    const header = JSON.parse(bytes.toString('utf8', PLAIN_MAGIC.length + 5, headerEnd)) as { release: string; migrations: string[] };
    const withHeader = (changed: object) => {
      const json = Buffer.from(JSON.stringify(changed));
      const head = Buffer.alloc(5);
      head[0] = FRAME.header;
      head.writeUInt32BE(json.length, 1);
      return Buffer.concat([PLAIN_MAGIC, head, json, bytes.subarray(headerEnd)]);
    };
    const newer = file('newer.firmbackup');
    writeFileSync(newer, withHeader({ ...header, release: '9.0.0', migrations: [...header.migrations, '099_later'] }));
    await refused(
      newer,
      `This backup was made by release 9.0.0, newer than this one (${RELEASE}): restore it with release 9.0.0 or newer.`,
    );
    writeFileSync(newer, withHeader({ ...header, version: 3 }));
    await refused(newer, `database changes this release (${RELEASE}) does not know (format 3)`);
    writeFileSync(newer, withHeader({ ...header, migrations: [...header.migrations, '099_later'] }));
    await refused(newer, `database changes this release (${RELEASE}) does not know (099_later)`);
  });

  it('not a backup at all', { timeout: 60_000 }, async () => {
    await prepare();
    const text = file('notes.firmbackup');
    writeFileSync(text, 'just some notes\n');
    await refused(text, `${text} is not a backup of this site.`);
    writeFileSync(text, gzipSync('{"hello":1}\n'));
    await refused(text, `${text} is not a backup of this site.`);
  });

  it('a sealed backup with a wrong passphrase, without one, or changed', { timeout: 60_000 }, async () => {
    await prepare();
    const sealed = file('refused-sealed.firmbackup');
    const source = await testApp();
    await writeCheckedBackup(handleOf(source), sealed, { passphrase: PASSPHRASE });
    await refused(sealed, `The passphrase does not open ${sealed}: give the one it was sealed with.`, 'another passphrase entirely');
    const attempt = (path: string, passphrase?: string) => restoreBackup(path, fresh.url, { backupDir, passphrase });
    await expect(attempt(sealed)).rejects.toThrow(`${sealed} is sealed with a passphrase: give it to open the backup.`);
    const changed = file('changed-sealed.firmbackup');
    const bytes = Buffer.from(readFileSync(sealed));
    // A byte of a sealed chunk, then one of the seal's head (its salt: the passphrase no longer opens it).
    bytes[SEAL_HEAD + 1000]! ^= 0x01;
    writeFileSync(changed, bytes);
    await expect(attempt(changed, PASSPHRASE)).rejects.toThrow(
      `${changed} is damaged (a sealed part does not open: it was changed or cut)`,
    );
    writeFileSync(changed, readFileSync(sealed).subarray(0, SEAL_HEAD + 5000));
    await expect(attempt(changed, PASSPHRASE)).rejects.toThrow(/is damaged \(a sealed part does not open|is incomplete/);
    const salted = Buffer.from(readFileSync(sealed));
    salted[SEALED_MAGIC.length + 5]! ^= 0x01;
    writeFileSync(changed, salted);
    await expect(attempt(changed, PASSPHRASE)).rejects.toThrow(`The passphrase does not open ${changed}`);
    if (testDb === 'sqlite') expect(existsSync(fresh.url)).toBe(false);
    else expect(await dump(fresh.url)).toEqual({});
  });
});

describe('a database that holds a site', () => {
  it('is refused without --replace; with it, a backup of it is written first, then it is replaced', { timeout: 60_000 }, async () => {
    const source = await testApp();
    await fillSite(source, await adminToken(source.app));
    const path = file('replacing.firmbackup');
    await writeCheckedBackup(handleOf(source), path);
    const wanted = await dump(source.config.databaseUrl);

    const existing = await testApp();
    const marker = 'Only in the site being replaced';
    const auth = { authorization: `Bearer ${await adminToken(existing.app)}` };
    expect(
      (await existing.app.inject({ method: 'PUT', url: '/api/services/101', payload: { title: marker }, headers: auth })).statusCode,
    ).toBe(200);
    // The site is stopped before its database is restored.
    await existing.app.close();
    const old = await dump(existing.config.databaseUrl);
    const backupDir = file('replace-safety');

    const refusal = restoreBackup(path, existing.config.databaseUrl, { backupDir });
    await expect(refusal).rejects.toThrow(
      /already holds a site \(.*admins.*\): to replace it with the backup, run the restore again with --replace/,
    );
    expect(await dump(existing.config.databaseUrl)).toEqual(old);
    expect(existsSync(backupDir)).toBe(false);

    const steps: string[] = [];
    const result = await restoreBackup(path, existing.config.databaseUrl, { backupDir, replace: true, step: (line) => steps.push(line) });
    const safety = result.replacedBackup!.path;
    expect(readdirSync(backupDir)).toEqual([safety.split('/').at(-1)]);
    expect(safety).toMatch(/before-restore-\d{4}-\d\d-\d\dT\d{4}\.firmbackup$/);
    expect(steps).toHaveLength(3);
    expect(steps[1]).toContain(`Backed up the site being replaced to ${safety}`);
    await expectSameSite(existing.config.databaseUrl, wanted);
    if (testDb === 'sqlite') for (const suffix of ['-wal', '-shm']) expect(existsSync(existing.config.databaseUrl + suffix)).toBe(false);

    // The safety backup gives the replaced site back.
    expect((await checkBackup(safety)).tables.content_items).toBe(old.content_items!.length);
    await restoreBackup(safety, existing.config.databaseUrl, { backupDir, replace: true });
    const back = await dump(existing.config.databaseUrl);
    expect(back.content_items).toEqual(old.content_items);
    expect(JSON.stringify(back.content_items)).toContain(marker);
  });

  it.skipIf(testDb !== 'sqlite')('a SQLite file a running server has open is not replaced under it (SQLite only)', async () => {
    const running = await testApp();
    const path = file('running.firmbackup');
    await writeCheckedBackup(handleOf(running), path);
    await expect(restoreBackup(path, running.config.databaseUrl, { backupDir: file('running-safety'), replace: true })).rejects.toThrow(
      'is in use: stop the site (and anything else using the database) before restoring.',
    );
  });
});

describe('a backup from an older release', () => {
  it('is restored at its own level, then brought up to this release, over a site of this release', { timeout: 60_000 }, async () => {
    // A site as a release that stopped at 016_activity left it: admins without roles, no sessions table.
    const old = await emptyDatabase(testDb);
    const handle = openDb(old.url, quiet);
    const path = file('older.firmbackup');
    const password = 'Meadow-Quarry-Lantern-19';
    try {
      const all = await migrations(handle.dialect).getMigrations();
      const older = Object.fromEntries(Object.entries(all).filter(([name]) => name <= '016_activity'));
      const { error } = await new Migrator({
        db: handle.db,
        provider: { getMigrations: async () => older },
        allowUnorderedMigrations: true,
      }).migrateToLatest();
      expect(error).toBeUndefined();
      const hash = await hashPassword(password, 2 ** 10);
      await sql`INSERT INTO admins (id, email, password_hash, created_at, session_version) VALUES ('a1', 'old@example.com', ${hash}, '2025-01-01T00:00:00.000Z', 3)`.execute(
        handle.db,
      );
      await sql`INSERT INTO settings (key, value) VALUES ('token_secret', 'an old secret kept by the old release')`.execute(handle.db);
      // An offer in the table of its own that release kept (migration 024 moves it into content_items).
      await sql`INSERT INTO offers (id, title, description, percentage, image_id, created_at, updated_at) VALUES ('o1', 'Old offer', 'Kept.', 15, NULL, '2025-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z')`.execute(
        handle.db,
      );
      const summary = await writeCheckedBackup(handle, path);
      expect(summary.migrations).toEqual(Object.keys(older).sort());
    } finally {
      await handle.db.destroy();
    }

    const current = await testApp();
    await current.app.close();
    await restoreBackup(path, current.config.databaseUrl, { replace: true, backupDir: file('older-safety') });
    const restored = await startUp(testConfig(current.config.databaseUrl, { adminEmail: undefined, adminPassword: undefined }));
    try {
      const admins = await restored.ctx.db.selectFrom('admins').selectAll().execute();
      expect(admins).toMatchObject([{ id: 'a1', email: 'old@example.com', role: 'owner', name: '' }]);
      const migrated = await restored.ctx.db
        .selectFrom('kysely_migration' as never)
        .select('name' as never)
        .execute();
      expect((migrated as { name: string }[]).map((m) => m.name).sort()).toEqual(
        Object.keys(await migrations(testDb).getMigrations()).sort(),
      );
      const login = await restored.inject({ method: 'POST', url: '/api/login', payload: { email: 'old@example.com', password } });
      expect(login.statusCode, login.body).toBe(200);
      const offers = (await restored.inject({ url: '/api/offers' })).json().offer as Offer[];
      expect(offers.map((o) => [o._id, o.title, o.description, o.percentage, o.image])).toEqual([['o1', 'Old offer', 'Kept.', 15, null]]);
    } finally {
      await restored.close();
    }
  });
});

describe('the commands', () => {
  const cli = (name: string, args: string[], env: Record<string, string>) =>
    spawnSync(process.execPath, [join(ROOT, `apps/server/dist/cli/${name}.js`), ...args], {
      cwd: work,
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
    });

  it(
    'npm run backup writes a checked file in one line; npm run restore says each step in a line and fails in one',
    { timeout: 60_000 },
    async () => {
      if (!existsSync(join(ROOT, 'apps/server/dist/cli/restore.js'))) throw new Error('no server build: run npm run build');
      const source = await testApp();
      const backup = cli('backup', ['--dir', 'cli-backups'], { DATABASE_URL: source.config.databaseUrl });
      expect([backup.status, backup.stderr]).toEqual([0, '']);
      expect(backup.stdout).toMatch(
        /^Backup written and checked: cli-backups\/site-\d{4}-\d\d-\d\dT\d{4}\.firmbackup, [\d.]+ MB, \d+ rows in \d+ tables \(.*admins.*\)\.\n$/,
      );
      const path = join(work, 'cli-backups', readdirSync(join(work, 'cli-backups'))[0]!);

      const target = await emptyDatabase(testDb);
      const restore = cli('restore', [path], { DATABASE_URL: target.url });
      expect([restore.status, restore.stderr]).toEqual([0, '']);
      const lines = restore.stdout.trimEnd().split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toMatch(
        new RegExp(`^Checked ${path}: made by release ${RELEASE.replaceAll('.', '\\.')} on .* rows in \\d+ tables\\.$`),
      );
      expect(lines[1]).toMatch(/^Restored \d+ rows into .*, then brought it up to this release\.$/);
      expect(lines[2]).toMatch(/^Done: start the site/);

      const again = cli('restore', [path], { DATABASE_URL: target.url });
      expect(again.status).toBe(1);
      expect(again.stderr).toMatch(/^[^\n]* already holds a site [^\n]*--replace[^\n]*\n$/);
      const missing = cli('restore', [join(work, 'nothing.firmbackup')], { DATABASE_URL: target.url });
      expect([missing.status, missing.stderr]).toEqual([1, `There is no file ${join(work, 'nothing.firmbackup')}.\n`]);
    },
  );

  it(
    'with BACKUP_PASSPHRASE npm run backup seals the file; npm run restore opens it with the passphrase, and refuses another in one line, writing nothing',
    { timeout: 60_000 },
    async () => {
      const source = await testApp();
      const sealed = join(work, 'cli-sealed.firmbackup');
      const backup = cli('backup', [sealed], { DATABASE_URL: source.config.databaseUrl, BACKUP_PASSPHRASE: PASSPHRASE });
      expect([backup.status, backup.stderr]).toEqual([0, '']);
      expect(backup.stdout).toMatch(/^Backup written, sealed with BACKUP_PASSPHRASE, and checked: cli-sealed\.firmbackup, /);
      expect(readFileSync(sealed).subarray(0, SEALED_MAGIC.length)).toEqual(SEALED_MAGIC);
      expect(backup.stdout).not.toContain(PASSPHRASE);

      const target = await emptyDatabase(testDb);
      // (Opening a SQLite file makes it: only PostgreSQL's is read before.)
      const empty = testDb === 'sqlite' ? undefined : await dump(target.url);
      // No terminal here: without the passphrase it says how to give it.
      const none = cli('restore', [sealed], { DATABASE_URL: target.url });
      expect([none.status, none.stdout]).toEqual([1, '']);
      expect(none.stderr).toMatch(/^[^\n]* is sealed with a passphrase: give it with --passphrase-file PATH or BACKUP_PASSPHRASE[^\n]*\n$/);
      const wrong = cli('restore', [sealed], { DATABASE_URL: target.url, BACKUP_PASSPHRASE: 'not the passphrase at all' });
      expect([wrong.status, wrong.stdout, wrong.stderr]).toEqual([
        1,
        '',
        `The passphrase does not open ${sealed}: give the one it was sealed with.\n`,
      ]);
      if (testDb === 'sqlite') expect(existsSync(target.url)).toBe(false);
      else expect(await dump(target.url)).toEqual(empty);

      const passphraseFile = join(work, 'passphrase.txt');
      writeFileSync(passphraseFile, `${PASSPHRASE}\n`);
      const restore = cli('restore', [sealed, '--passphrase-file', passphraseFile], { DATABASE_URL: target.url });
      expect([restore.status, restore.stderr]).toEqual([0, '']);
      expect(restore.stdout).toMatch(/^Checked [^\n]*\nRestored \d+ rows into /);
    },
  );
});

describe('nothing a backup holds lets anyone in (decision 085)', () => {
  it(
    'holds no session, link, challenge or signing secret, and no string in it signs a login token the site takes',
    { timeout: 60_000 },
    async () => {
      const source = await testApp();
      await adminToken(source.app);
      const db = source.app.ctx.db;
      const session = await db.selectFrom('admin_sessions').select(['id', 'admin_id']).executeTakeFirstOrThrow();
      const admin = await db.selectFrom('admins').select('email').where('id', '=', session.admin_id).executeTakeFirstOrThrow();
      const at = new Date().toISOString();
      const later = new Date(Date.now() + 86_400_000).toISOString();
      await db
        .insertInto('account_links')
        .values({
          token_hash: 'a-live-reset-link',
          purpose: 'reset',
          email: admin.email,
          role: null,
          created_by: null,
          created_at: at,
          expires_at: later,
          used_at: null,
        })
        .execute();
      // As an older release kept it, before the root secret moved out of the database.
      const oldSecret = 'the signing secret an older release kept in settings';
      await db.insertInto('settings').values({ key: 'token_secret', value: oldSecret }).execute();
      const path = file('no-way-in.firmbackup');
      await writeCheckedBackup(handleOf(source), path);

      const tables: string[] = [];
      const settings: string[] = [];
      const strings = new Set<string>();
      let table = '';
      for await (const item of readBackup(path)) {
        if (item.kind === 'header') for (const v of Object.values(item.header).flat()) strings.add(String(v));
        else if (item.kind === 'table') {
          table = item.table.table;
          tables.push(table);
          for (const column of [table, ...item.table.columns]) strings.add(column);
        } else {
          for (const v of item.values) if (typeof v === 'string') strings.add(v);
          if (table === 'settings') settings.push(item.values[0] as string);
        }
      }
      expect(LEFT_OUT.tables).toEqual(expect.arrayContaining(['admin_sessions', 'account_links']));
      for (const left of LEFT_OUT.tables) expect(tables, left).not.toContain(left);
      expect(settings.length).toBeGreaterThan(0);
      expect(settings).not.toContain('token_secret');
      const raw = readFileSync(path);
      for (const secret of [session.id, 'a-live-reset-link', oldSecret]) expect(raw.includes(secret), secret).toBe(false);

      const forge = (key: Uint8Array) => forgedToken(session, key);
      const me = async (token: string) =>
        (await source.app.inject({ url: API.me, headers: { authorization: `Bearer ${token}` } })).statusCode;
      // The way in the test tries works with the site's own key (which no backup holds).
      expect(await me(await forge(source.app.ctx.keys.session))).toBe(200);
      const encode = (text: string) => new TextEncoder().encode(text);
      expect(strings.size).toBeGreaterThan(50);
      for (const text of [...strings].filter(Boolean)) {
        expect(await me(await forge(encode(text))), text).toBe(401);
        expect(await me(await forge(deriveKeys(encode(text)).session)), `${text} as the root secret`).toBe(401);
      }
    },
  );
});

describe('a backup sealed with a passphrase (decision 085)', () => {
  it('restores with its passphrase into the same site; it is no plain backup and holds no plain text', { timeout: 60_000 }, async () => {
    const source = await testApp();
    const editor = await fillSite(source, await adminToken(source.app));
    const path = file('sealed.firmbackup');
    const summary = await writeCheckedBackup(handleOf(source), path, { passphrase: PASSPHRASE });
    expect(summary.sealed).toBe(true);
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, SEALED_MAGIC.length)).toEqual(SEALED_MAGIC);
    for (const text of ['Monsoon discount', editor.email, 'firm-site-backup']) expect(bytes.includes(text), text).toBe(false);
    expect((await checkBackup(path, { passphrase: PASSPHRASE })).tables).toEqual(summary.tables);
    const before = await dump(source.config.databaseUrl);

    const target = await emptyDatabase(testDb);
    await restoreBackup(path, target.url, { backupDir: file('safety'), passphrase: PASSPHRASE });
    await expectSameSite(target.url, before);
  });
});

describe('a version-1 backup (the format before decision 085)', () => {
  it('still restores: its rows, its bytes, its password; not its session or link', { timeout: 60_000 }, async () => {
    // Written by release 1.1.0's writer (gzip over lines of JSON, bytes as base64), kept as it was.
    const fixture = fileURLToPath(new URL('../fixtures/backups/version-1.firmbackup', import.meta.url));
    expect([...readFileSync(fixture).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    const manifest = await checkBackup(fixture);
    expect(manifest.tables).toMatchObject({ admins: 1, admin_sessions: 1, account_links: 1, media: 1 });
    const target = await emptyDatabase(testDb);
    await restoreBackup(fixture, target.url, { backupDir: file('v1-safety') });
    const restored = await dump(target.url);
    expect(restored.admin_sessions).toEqual([]);
    expect(restored.account_links).toEqual([]);
    const media = restored.media!.find((m) => m.id === 'v1-bytes.bin')!;
    const expected = Buffer.alloc(60_000);
    for (let i = 0; i < expected.length; i++) expected[i] = (i * 7919) % 251;
    expect(media.bytes).toBe(`base64:${expected.toString('base64')}`);

    const site = await startUp(testConfig(target.url, { adminEmail: undefined, adminPassword: undefined }));
    try {
      const login = await site.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'owner@example.com', password: 'Version-One-Lantern-27' },
      });
      expect(login.statusCode, login.body).toBe(200);
    } finally {
      await site.close();
    }
  });
});
