import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import type { Db, DbHandle } from '../db/index.js';
import { BackupError } from './format.js';

/** A table as the backup writes it. */
export interface SourceTable {
  name: string;
  columns: string[];
  /** Holds bytes (pictures, files): read a few rows at a time so memory stays flat. */
  binary: boolean;
  /** Tables its foreign keys point to. */
  references: string[];
}

/** One consistent view of a database, read table by table. */
export interface Snapshot {
  migrations: string[];
  tables: SourceTable[];
  /** The table's rows in batches, each row its values in `table.columns` order. */
  rows(table: SourceTable): AsyncIterable<unknown[][]>;
}

/** Kysely's own tables: the schema level goes in the header, the lock is not data. */
export const isKyselyTable = (name: string) => name === 'kysely_migration' || name === 'kysely_migration_lock';

/**
 * What a backup never holds, in one place: a table named here that a database does not have (yet,
 * or any more) is simply not there to leave out.
 * - Nothing that lets anyone in (docs/decisions/085): sessions, reset and invitation links, second-step
 *   challenges, and the signing secret an older release kept in `settings`. A restored site starts
 *   with none of them: everyone logs in again.
 * - The visitors' day hashes, the day's sketches of them (decision 086) and the day's salt: with the
 *   salt, a hash could be linked back to an address (VISITS-2, decision 055).
 */
export const LEFT_OUT = {
  tables: ['admin_sessions', 'account_links', 'visit_days', 'visit_sketches', 'visit_salts'],
  settings: ['token_secret'],
};
const backedUp = (name: string) => !isKyselyTable(name) && !LEFT_OUT.tables.includes(name);
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
/** The rows of a table a backup holds: all, but for the settings left out. */
const kept = (table: string) => (table === 'settings' ? `key NOT IN (${LEFT_OUT.settings.map(literal).join(', ')})` : 'TRUE');

/** Rows per read: a few for tables of pictures and files (up to several MB each), many for the rest. */
const BATCH = { binary: 2, plain: 500 };

/**
 * Tables ordered so that each comes after the tables its foreign keys point to (so rows can be
 * inserted in file order), by name among equals; a cycle, which the schema does not have, keeps
 * name order for the tables left.
 */
function inForeignKeyOrder<T extends { name: string; references: string[] }>(tables: T[]): T[] {
  const left = [...tables].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const done = new Set<string>();
  const ordered: T[] = [];
  while (left.length > 0) {
    const i = left.findIndex((t) => t.references.every((r) => r === t.name || done.has(r) || !left.some((o) => o.name === r)));
    const [next] = left.splice(i < 0 ? 0 : i, 1);
    ordered.push(next!);
    done.add(next!.name);
  }
  return ordered;
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Runs `use` on a snapshot of the database: for SQLite, a read transaction on a connection of its
 * own (WAL keeps its view while the site writes); for PostgreSQL, one pooled connection in a
 * REPEATABLE READ READ ONLY transaction.
 */
export async function withSnapshot<T>(handle: DbHandle, use: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  if (handle.dialect === 'sqlite') return withSqliteSnapshot(await sqliteFile(handle), use);
  return handle.db.connection().execute((conn) => withPostgresSnapshot(conn, use));
}

/**
 * PostgreSQL: one pooled connection, held for the backup, in a transaction without the app's time
 * limits (db/index.ts): a backup streamed to a slow download may wait minutes between two reads.
 */
async function withPostgresSnapshot<T>(conn: Db, use: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  const query = async <R>(text: string) => (await sql.raw<R>(text).execute(conn)).rows;
  await query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    await query('SET LOCAL statement_timeout = 0');
    await query('SET LOCAL idle_in_transaction_session_timeout = 0');
    const names = (
      await query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
      )
    ).map((r) => r.table_name);
    if (!names.includes('kysely_migration')) throw new BackupError('The database has no tables yet: there is nothing to back up.');
    const columns = await query<{ table_name: string; column_name: string; data_type: string }>(
      `SELECT table_name, column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
    );
    const keys = await query<{ table_name: string; column_name: string }>(
      `SELECT tc.table_name, kcu.column_name FROM information_schema.table_constraints tc
       JOIN information_schema.key_column_usage kcu ON kcu.constraint_schema = tc.constraint_schema AND kcu.constraint_name = tc.constraint_name
       WHERE tc.constraint_type = 'PRIMARY KEY' AND tc.table_schema = current_schema() ORDER BY tc.table_name, kcu.ordinal_position`,
    );
    const references = await query<{ table_name: string; referenced: string }>(
      `SELECT tc.table_name, ccu.table_name AS referenced FROM information_schema.table_constraints tc
       JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_schema = tc.constraint_schema AND ccu.constraint_name = tc.constraint_name
       WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`,
    );
    const migrations = (await query<{ name: string }>(`SELECT name FROM kysely_migration ORDER BY timestamp, name`)).map((r) => r.name);
    const tables = inForeignKeyOrder(
      names.filter(backedUp).map((name) => {
        const own = columns.filter((c) => c.table_name === name);
        return {
          name,
          columns: own.map((c) => c.column_name),
          binary: own.some((c) => c.data_type === 'bytea'),
          references: [...new Set(references.filter((r) => r.table_name === name).map((r) => r.referenced))],
          key: keys.filter((k) => k.table_name === name).map((k) => k.column_name),
        };
      }),
    );
    return await use({
      migrations,
      tables,
      async *rows(table) {
        // A cursor in the snapshot's transaction, read a batch at a time, in key order.
        const key = tables.find((t) => t.name === table.name)?.key ?? [];
        const order = key.length > 0 ? ` ORDER BY ${key.map(quote).join(', ')}` : '';
        await query(
          `DECLARE backup_rows NO SCROLL CURSOR FOR SELECT ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)} WHERE ${kept(table.name)}${order}`,
        );
        const fetch = `FETCH ${table.binary ? BATCH.binary : BATCH.plain} FROM backup_rows`;
        for (;;) {
          const rows = await query<Record<string, unknown>>(fetch);
          if (rows.length === 0) break;
          yield rows.map((row) => table.columns.map((c) => row[c]));
        }
        await query('CLOSE backup_rows');
      },
    });
  } finally {
    // A failed query has already aborted the transaction; ending it is all that is left.
    await query('ROLLBACK').catch(() => {});
  }
}

/** The file of a SQLite database, as SQLite itself names it. */
async function sqliteFile(handle: DbHandle): Promise<string> {
  const { rows } = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(handle.db);
  const file = rows.find((r) => r.name === 'main')?.file;
  if (!file) throw new BackupError('An in-memory database cannot be backed up.');
  return file;
}

async function withSqliteSnapshot<T>(file: string, use: (snapshot: Snapshot) => Promise<T>): Promise<T> {
  const conn = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    conn.pragma('busy_timeout = 5000');
    // The first read after BEGIN fixes the view: writes committed later are not seen.
    conn.exec('BEGIN');
    const names = (
      conn.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'`).all() as {
        name: string;
      }[]
    ).map((r) => r.name);
    if (!names.includes('kysely_migration')) throw new BackupError('The database has no tables yet: there is nothing to back up.');
    const migrations = (conn.prepare('SELECT name FROM kysely_migration ORDER BY timestamp, name').all() as { name: string }[]).map(
      (r) => r.name,
    );
    const tables = inForeignKeyOrder(
      names.filter(backedUp).map((name) => {
        const info = conn.pragma(`table_info(${quote(name)})`) as { name: string; type: string }[];
        const keys = conn.pragma(`foreign_key_list(${quote(name)})`) as { table: string }[];
        return {
          name,
          columns: info.map((c) => c.name),
          binary: info.some((c) => /blob/i.test(c.type)),
          references: [...new Set(keys.map((k) => k.table))],
        };
      }),
    );
    return await use({
      migrations,
      tables,
      async *rows(table) {
        // By rowid, a page at a time: the statement is not held open across the awaits between pages.
        const page = conn
          .prepare(
            `SELECT rowid, ${table.columns.map(quote).join(', ')} FROM ${quote(table.name)} WHERE rowid > ? AND ${kept(table.name)} ORDER BY rowid LIMIT ?`,
          )
          .raw(true);
        const size = table.binary ? BATCH.binary : BATCH.plain;
        let after = -Infinity;
        for (;;) {
          const rows = page.all(after, size) as unknown[][];
          if (rows.length === 0) break;
          after = rows[rows.length - 1]![0] as number;
          yield rows.map((row) => row.slice(1));
          if (rows.length < size) break;
        }
      },
    });
  } finally {
    conn.close();
  }
}
