import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations.js';

export type Db = Kysely<Database>;
export interface DbHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
}

// int8 (count(*), bigint columns) as a number: our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** How many distinct SQL texts keep their prepared statement (texts vary with the length of `in (...)` lists). */
const STATEMENT_CACHE_SIZE = 256;

/**
 * Kysely's SQLite driver prepares every query anew; preparing was the largest single cost of a
 * cached list read (8% of the server's CPU under load, bench/api). better-sqlite3 runs each
 * statement to completion synchronously, so one prepared statement can serve every caller (we
 * never stream, which would hold a statement open).
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export function openDb(databaseUrl: string): DbHandle {
  if (isPostgresUrl(databaseUrl)) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
  }
  if (databaseUrl !== ':memory:') mkdirSync(dirname(databaseUrl), { recursive: true });
  const sqlite = new SQLite(databaseUrl);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }), dialect: 'sqlite' };
}

export async function migrate(handle: DbHandle): Promise<void> {
  // Branches add numbered migrations side by side; a database that already ran a later number still takes an earlier one.
  const migrator = new Migrator({ db: handle.db, provider: migrations(handle.dialect), allowUnorderedMigrations: true });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
}
