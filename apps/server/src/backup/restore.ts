import SQLite from 'better-sqlite3';
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_MIGRATION_LOCK_TABLE, DEFAULT_MIGRATION_TABLE, MIGRATION_LOCK_ID, sql, type Kysely, type Transaction } from 'kysely';
import { isPostgresUrl, openDb, type DbHandle } from '../db/index.js';
import { databaseName } from '../db/open-checks.js';
import { migrations } from '../db/migrations/index.js';
import type { Database } from '../db/schema.js';
import { checkBackup } from './check.js';
import { newBackupPath, shownPath, writeCheckedBackup } from './files.js';
import { BackupError, oneLine, type BackupManifest, type BackupSummary } from './format.js';
import { readBackup } from './read.js';
import { SCHEDULE_SETTINGS } from './schedule.js';
import { WEEKLY_SUMMARY_SETTINGS } from '../analytics/weekly-summary.js';
import { LEFT_OUT, isKyselyTable } from './snapshot.js';

export interface RestoreOptions {
  /** Restore over a database that holds a site, after backing it up into `backupDir`. */
  replace?: boolean;
  /** Where the backup of a replaced site is written (BACKUP_DIR). */
  backupDir: string;
  /** Told each step as it is done, one line each. */
  step?: (line: string) => void;
  /** The passphrase of a sealed backup. */
  passphrase?: string;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** The backup of the site the restore replaced, when there was one. */
  replacedBackup?: { path: string; summary: BackupSummary };
}

/** Tables whose rows make a site (a fresh database has none): a database holding any is not overwritten without `replace`. */
const CONTENT_TABLES = ['admins', 'content_items', 'site_details', 'messages', 'media', 'trash', 'versions', 'activity'];

/**
 * What a backup leaves out (snapshot.ts LEFT_OUT) is not restored from an older file that holds it:
 * a session that ended after the backup (a logout, a removed person) must not start working again,
 * nor a link or challenge already used. Everyone logs in again, with the passwords in the backup
 * (docs/decisions/050-backups.md, 085). The signing secret an older release kept in `settings` is
 * restored with its file: the next start seals the two-step keys again under the new root secret and
 * deletes it (auth/old-token-secret.ts).
 */
const NOT_RESTORED = new Set(LEFT_OUT.tables);

/** Parameters per INSERT stay under SQLite's 32766; bytes per INSERT about this many. */
const MAX_PARAMETERS = 30_000;
const BATCH_BYTES = 4 * 1024 * 1024;

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
/** Tables known only by name: Kysely's own, and the backup's. */
type AnyTables = Kysely<Record<string, Record<string, unknown>>>;
const byName = (db: Db | Trx) => db as unknown as AnyTables;

/**
 * Restores the backup `file` into the database `databaseUrl` (docs/decisions/050-backups.md): the
 * file is checked whole before anything is written; a database that holds a site is refused unless
 * `replace`, and then backed up first; the tables are made as the backup's release had them, the
 * rows inserted, and this release's later migrations run, all in one transaction. A SQLite database
 * is built beside the target and renamed over it, its old -wal and -shm removed.
 */
export async function restoreBackup(file: string, databaseUrl: string, options: RestoreOptions): Promise<RestoreResult> {
  const step = options.step ?? (() => {});
  const manifest = await checkBackup(file, { passphrase: options.passphrase });
  const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
  const restoredRows = Object.entries(manifest.tables).reduce((sum, [table, n]) => sum + (NOT_RESTORED.has(table) ? 0 : n), 0);
  step(
    `Checked ${file}: made by release ${manifest.release} on ${manifest.createdAt} from ${manifest.dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL'}, ${rows} rows in ${Object.keys(manifest.tables).length} tables.`,
  );
  const postgres = isPostgresUrl(databaseUrl);
  const exists = postgres || existsSync(databaseUrl);
  if (!postgres && exists) refuseInUse(databaseUrl);
  const target = exists ? openTarget(databaseUrl) : undefined;
  let result: RestoreResult = { manifest };
  try {
    let previousVersion = 0;
    if (target) {
      let present: string[];
      let content: string;
      try {
        present = await tableNames(target.db, target.dialect);
        content = await rowCountsOf(target, present);
      } catch (err) {
        throw new BackupError(`${databaseName(databaseUrl)} cannot be read: ${oneLine(err)}.`, { cause: err });
      }
      if (content) {
        if (!options.replace)
          throw new BackupError(
            `${databaseName(databaseUrl)} already holds a site (${content}): to replace it with the backup, run the restore again with --replace (it backs up what it replaces first).`,
          );
        result = { ...result, replacedBackup: await backupOfReplaced(target, databaseUrl, options.backupDir) };
        step(
          `Backed up the site being replaced to ${shownPath(result.replacedBackup!.path)} (${megabytes(result.replacedBackup!.summary.bytes)}).`,
        );
      }
      if (present.includes('content_version')) previousVersion = await contentVersion(target.db);
    }
    if (postgres) {
      await restoreInto(target!, file, options.passphrase, manifest, previousVersion, await ourTables(target!, manifest));
    } else {
      if (target) await target.db.destroy();
      await restoreSqlite(databaseUrl, file, options.passphrase, manifest, previousVersion);
    }
  } finally {
    if (target) await target.db.destroy().catch(() => {});
  }
  step(`Restored ${restoredRows} rows into ${databaseName(databaseUrl)}, then brought it up to this release.`);
  return result;
}

function openTarget(url: string): DbHandle {
  try {
    return openDb(url);
  } catch (err) {
    throw new BackupError(`${databaseName(url)} cannot be opened (${oneLine(err)}): move it aside, then restore again.`, { cause: err });
  }
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function tableNames(db: Db, dialect: 'sqlite' | 'postgres'): Promise<string[]> {
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`
      : sql<{
          name: string;
        }>`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

/** What the database holds, in words ("1 admins, 40 content_items"), or '' when it holds no site. */
async function rowCountsOf(handle: DbHandle, present: string[]): Promise<string> {
  const counts: string[] = [];
  for (const table of CONTENT_TABLES.filter((t) => present.includes(t))) {
    const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(handle.db);
    const n = Number(rows[0]?.n ?? 0);
    if (n > 0) counts.push(`${n} ${table}`);
  }
  return counts.join(', ');
}

async function contentVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirst();
  return Number(row?.version ?? 0);
}

/** A checked backup of the site about to be replaced, in `dir`, named before-restore-…. */
async function backupOfReplaced(handle: DbHandle, url: string, dir: string): Promise<{ path: string; summary: BackupSummary }> {
  const path = newBackupPath(dir, 'before-restore');
  try {
    return { path, summary: await writeCheckedBackup(handle, path) };
  } catch (err) {
    const why = oneLine(err).replace(/\.$/, '');
    throw new BackupError(
      `The site being replaced could not be backed up first (${why}), so nothing was changed: fix that, or move ${databaseName(url)} aside yourself and restore without --replace.`,
    );
  }
}

/**
 * Our tables in a PostgreSQL database being replaced: those the backup holds and those this
 * release's migrations make (the database may be at a later level than the backup), plus Kysely's
 * record of migrations. Tables of anything else sharing the schema are left alone.
 */
async function ourTables(handle: DbHandle, manifest: BackupManifest): Promise<string[]> {
  const present = await tableNames(handle.db, handle.dialect);
  const ours = new Set([
    ...Object.keys(manifest.tables),
    ...(await releaseTables()),
    DEFAULT_MIGRATION_TABLE,
    DEFAULT_MIGRATION_LOCK_TABLE,
  ]);
  return present.filter((t) => ours.has(t));
}

/** The tables this release's migrations make, found by running them on an empty database in memory. */
async function releaseTables(): Promise<string[]> {
  const scratch = openDb(':memory:');
  try {
    await runMigrations(scratch.db, 'sqlite', await migrationNames(), true);
    return (await tableNames(scratch.db, 'sqlite')).filter((t) => !isKyselyTable(t));
  } finally {
    await scratch.db.destroy();
  }
}

async function migrationNames(): Promise<string[]> {
  return Object.keys(await migrations('sqlite').getMigrations()).sort();
}

/**
 * Runs the named migrations, in that order, and records each as Kysely's Migrator does (on an empty
 * database, after making Migrator's two tables as it makes them), so the server's next start sees
 * them done.
 */
async function runMigrations(db: Db | Trx, dialect: 'sqlite' | 'postgres', names: string[], first = false): Promise<void> {
  if (first) {
    await db.schema
      .createTable(DEFAULT_MIGRATION_TABLE)
      .addColumn('name', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('timestamp', 'varchar(255)', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable(DEFAULT_MIGRATION_LOCK_TABLE)
      .addColumn('id', 'varchar(255)', (c) => c.notNull().primaryKey())
      .addColumn('is_locked', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await byName(db).insertInto(DEFAULT_MIGRATION_LOCK_TABLE).values({ id: MIGRATION_LOCK_ID, is_locked: 0 }).execute();
  }
  const all = await migrations(dialect).getMigrations();
  for (const name of names) {
    await all[name]!.up(db);
    await byName(db).insertInto(DEFAULT_MIGRATION_TABLE).values({ name, timestamp: new Date().toISOString() }).execute();
  }
}

/**
 * A SQLite file a running server has open is not replaced under it (the server would go on with the
 * old file): an exclusive lock cannot be had while any other connection holds the database.
 */
function refuseInUse(path: string): void {
  let conn: SQLite.Database | undefined;
  try {
    conn = new SQLite(path, { fileMustExist: true, timeout: 0 });
    conn.pragma('locking_mode = EXCLUSIVE');
    conn.exec('BEGIN EXCLUSIVE');
    conn.exec('COMMIT');
  } catch (err) {
    if ((err as { code?: string }).code === 'SQLITE_BUSY')
      throw new BackupError(`${resolve(path)} is in use: stop the site (and anything else using the database) before restoring.`);
    throw new BackupError(`${resolve(path)} cannot be opened (${oneLine(err)}): move it aside, then restore again.`, { cause: err });
  } finally {
    conn?.close();
  }
}

/** SQLite: built in a new file beside the target, then renamed over it with the target's -wal and -shm gone. */
async function restoreSqlite(
  url: string,
  file: string,
  passphrase: string | undefined,
  manifest: BackupManifest,
  previousVersion: number,
): Promise<void> {
  const target = resolve(url);
  mkdirSync(dirname(target), { recursive: true });
  const building = join(dirname(target), `.restoring-${process.pid}-${Date.now()}.db`);
  const handle = openTarget(building);
  try {
    // A new file nobody reads until it is renamed: written once, straight into the file (through
    // the WAL, every byte would be written twice) and made durable once at the end, below.
    await sql`PRAGMA journal_mode = DELETE`.execute(handle.db);
    await sql`PRAGMA synchronous = OFF`.execute(handle.db);
    await restoreInto(handle, file, passphrase, manifest, previousVersion, []);
    await sql`PRAGMA journal_mode = WAL`.execute(handle.db);
  } catch (err) {
    await handle.db.destroy();
    for (const suffix of ['', '-journal', '-wal', '-shm']) rmSync(building + suffix, { force: true });
    throw err;
  }
  await handle.db.destroy();
  const fd = openSync(building, 'r+');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  if (existsSync(target)) refuseInUse(target);
  for (const suffix of ['-wal', '-shm']) rmSync(target + suffix, { force: true });
  renameSync(building, target);
}

/**
 * In one transaction: drop `drop` (our tables of a replaced PostgreSQL database), make the tables as
 * the backup's release had them, insert its rows, run this release's later migrations, and move the
 * content version past both the old and the restored one so every app server's caches start again.
 */
async function restoreInto(
  handle: DbHandle,
  file: string,
  passphrase: string | undefined,
  manifest: BackupManifest,
  previousVersion: number,
  drop: string[],
): Promise<void> {
  const known = await migrationNames();
  const later = known.filter((m) => !manifest.migrations.includes(m));
  await handle.db.transaction().execute(async (trx) => {
    // The app's time limits (db/index.ts) are for requests, not for writing a whole site.
    if (handle.dialect === 'postgres') await sql`SET LOCAL statement_timeout = 0`.execute(trx);
    if (drop.length > 0) await sql`DROP TABLE ${sql.join(drop.map((t) => sql.table(t)))}`.execute(trx);
    await runMigrations(trx, handle.dialect, manifest.migrations, true);
    // Migrations may add rows of their own (the content version's); the backup has them as they were.
    const made = (await tableNames(trx, handle.dialect)).filter((t) => !isKyselyTable(t));
    for (const table of Object.keys(manifest.tables).reverse())
      if (made.includes(table)) await sql`DELETE FROM ${sql.table(table)}`.execute(trx);
    await insertRows(trx, handle.dialect, file, passphrase, made);
    await runMigrations(trx, handle.dialect, later);
    if (handle.dialect === 'postgres') await restartSequences(trx);
    const tables = await tableNames(trx, handle.dialect);
    if (tables.includes('content_version')) {
      const restored = await contentVersion(trx);
      await trx
        .updateTable('content_version')
        .set({ version: Math.max(previousVersion, restored) + 1 })
        .where('id', '=', 1)
        .execute();
    }
    // The restored site starts its own record of daily backups (and takes today's) and of weekly summaries.
    if (tables.includes('settings'))
      await trx
        .deleteFrom('settings')
        .where('key', 'in', [...SCHEDULE_SETTINGS, ...WEEKLY_SUMMARY_SETTINGS])
        .execute();
  });
}

/** The backup's rows, inserted table by table in batches as the file is read (read.ts verifies it again as it goes). */
async function insertRows(
  trx: Trx,
  dialect: 'sqlite' | 'postgres',
  file: string,
  passphrase: string | undefined,
  made: string[],
): Promise<void> {
  let table = '';
  let columns: string[] = [];
  let batch: Record<string, unknown>[] = [];
  let bytes = 0;
  let perBatch = 1;
  const flush = async () => {
    if (batch.length === 0) return;
    await byName(trx).insertInto(table).values(batch).execute();
    batch = [];
    bytes = 0;
  };
  for await (const item of readBackup(file, { passphrase })) {
    if (item.kind === 'table') {
      await flush();
      ({ table, columns } = item.table);
      if (!made.includes(table))
        throw new BackupError(
          `The backup holds a table (${table}) that its own release's database changes do not make: it cannot be restored.`,
        );
      await checkColumns(trx, dialect, table, columns);
      perBatch = Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, columns.length)));
    } else if (item.kind === 'row' && !NOT_RESTORED.has(table)) {
      const { values } = item;
      const row: Record<string, unknown> = {};
      for (let i = 0; i < columns.length; i++) {
        const v = values[i];
        row[columns[i]!] = typeof v === 'boolean' && dialect === 'sqlite' ? Number(v) : v;
      }
      batch.push(row);
      bytes += item.size;
      if (batch.length >= perBatch || bytes >= BATCH_BYTES) await flush();
    }
  }
  await flush();
}

async function checkColumns(trx: Trx, dialect: 'sqlite' | 'postgres', table: string, columns: string[]): Promise<void> {
  const query =
    dialect === 'sqlite'
      ? sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`
      : sql<{
          name: string;
        }>`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table}`;
  const have = new Set((await query.execute(trx)).rows.map((r) => r.name));
  const missing = columns.filter((c) => !have.has(c));
  if (missing.length > 0)
    throw new BackupError(
      `The backup's table ${table} has columns (${missing.join(', ')}) its own release's database changes do not make: it cannot be restored.`,
    );
}

/** PostgreSQL serial columns continue after the restored ids (SQLite's follow the largest by themselves). */
async function restartSequences(trx: Trx): Promise<void> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND column_default LIKE 'nextval(%'`.execute(trx);
  for (const { table_name: table, column_name: column } of rows)
    await sql`SELECT setval(pg_get_serial_sequence(${`"${table}"`}, ${column}), COALESCE(MAX(${sql.ref(column)}), 0) + 1, false) FROM ${sql.table(table)}`.execute(
      trx,
    );
}
