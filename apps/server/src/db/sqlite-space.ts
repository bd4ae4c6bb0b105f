import { statSync, statfsSync } from 'node:fs';
import { dirname } from 'node:path';
import { setImmediate as turn } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { isPostgresUrl } from './index.js';
import type { DbLog } from './health.js';

/**
 * A SQLite file gives back the space of what is deleted (pictures above all: they are kept in the
 * database). Without it the file only grows: SQLite keeps freed pages for later rows. With
 * `auto_vacuum = INCREMENTAL` the freed pages are listed, and `PRAGMA incremental_vacuum` moves the
 * file's last pages into them and cuts the file shorter; housekeeping does that every hour
 * (ops/housekeeping.ts). PostgreSQL's autovacuum does the same on its own: nothing to do there.
 * Each step is its own connection, so a failure here (a busy or full disk) touches nothing else.
 */

/** The SQLite file of a DATABASE_URL, or undefined for PostgreSQL and a database in memory. */
const sqliteFile = (databaseUrl: string) => (isPostgresUrl(databaseUrl) || databaseUrl === ':memory:' ? undefined : databaseUrl);

const INCREMENTAL = 2;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * At start: a file made before this (auto_vacuum off) is switched to incremental, which takes one
 * VACUUM, a rewrite of the whole file, done once and said in one line with the time it took. A new
 * file needs none when it was opened with the pragma already set. VACUUM writes a copy of the file
 * and then the file again through the WAL: without room for twice the file it is left for the next
 * start, and a failure (another server holding the file) is too; the site runs either way.
 */
export function giveSpaceBackFromNowOn(databaseUrl: string, log: DbLog): void {
  const file = sqliteFile(databaseUrl);
  if (!file) return;
  let sqlite: SQLite.Database | undefined;
  try {
    sqlite = new SQLite(file, { fileMustExist: true });
    sqlite.pragma('busy_timeout = 5000');
    if (sqlite.pragma('auto_vacuum', { simple: true }) === INCREMENTAL) return;
    const size = statSync(file).size;
    const { bavail, bsize } = statfsSync(dirname(file));
    if (bavail * bsize < 2 * size + 64 * 1024 * 1024) {
      log.warn(
        `The SQLite database does not give back the space of deleted pictures yet: setting that up needs ${megabytes(2 * size)} free beside ${file}. It is tried again at the next start.`,
      );
      return;
    }
    const started = Date.now();
    sqlite.pragma('auto_vacuum = INCREMENTAL');
    // The pragma takes effect on a file with tables only through a VACUUM, which cannot run in a transaction (none is open here).
    sqlite.exec('VACUUM');
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    log.info(
      `The SQLite database now gives back the space of deleted pictures: one VACUUM of ${megabytes(size)} took ${((Date.now() - started) / 1000).toFixed(1)} s (once).`,
    );
  } catch (err) {
    log.warn(
      `The SQLite database could not be set up to give back the space of deleted pictures (${(err as Error).message}). It is tried again at the next start.`,
    );
  } finally {
    sqlite?.close();
  }
}

/** Pages given back per step (4 MB of 4 KB pages): a few milliseconds during which the server does nothing else. */
const STEP_PAGES = 1024;
/** One round stops after this long, the rest waits for the next hour: writers of other processes wait for each step. */
const ROUND_MS = 2000;

/**
 * Gives the file's free pages back to the disk, a step at a time with the server answering between
 * steps, for at most ROUND_MS; returns how many bytes. A step that finds the database busy (a
 * transaction of the server or of another one) ends the round at once: the next hour takes the rest.
 */
export async function giveSpaceBack(databaseUrl: string): Promise<number> {
  const file = sqliteFile(databaseUrl);
  if (!file) return 0;
  const sqlite = new SQLite(file, { fileMustExist: true });
  try {
    // Never waits: the server's own transaction, on another connection of this process, could not end while this one waited.
    sqlite.pragma('busy_timeout = 0');
    if (sqlite.pragma('auto_vacuum', { simple: true }) !== INCREMENTAL) return 0;
    const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
    const free = () => sqlite.pragma('freelist_count', { simple: true }) as number;
    const before = free();
    if (before === 0) return 0;
    const until = Date.now() + ROUND_MS;
    try {
      // exec() steps the pragma to its end; a prepared statement's run() would give back one page.
      while (free() > 0 && Date.now() < until) {
        sqlite.exec(`PRAGMA incremental_vacuum(${STEP_PAGES})`);
        await turn();
      }
    } catch (err) {
      if ((err as { code?: string }).code !== 'SQLITE_BUSY') throw err;
    }
    // In WAL mode the file is cut shorter when the WAL is copied back into it; the WAL is emptied too.
    sqlite.pragma('wal_checkpoint(TRUNCATE)');
    return (before - free()) * pageSize;
  } finally {
    sqlite.close();
  }
}
