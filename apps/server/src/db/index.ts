import { accessSync, constants, existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import {
  Kysely,
  Migrator,
  sql,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
  type SqliteDatabase,
  type SqliteStatement,
  type Transaction,
} from 'kysely';
import type { Database } from './schema.js';
import { migrations } from './migrations/index.js';
import { DatabaseHealth, type DbLog } from './health.js';

export type Db = Kysely<Database>;
/** A transaction on the database: what a write that must hold together runs in. */
export type Trx = Transaction<Database>;
export interface DbHandle {
  db: Db;
  dialect: 'sqlite' | 'postgres';
}
/** A database opened by `openDb`. */
export interface OpenDb extends DbHandle {
  /** What the app knows of the database's health, from every query's outcome (db/health.ts). */
  health: DatabaseHealth;
  /** DATABASE_URL as given: migrations open a PostgreSQL connection of their own from it. */
  url: string;
}

// int8 (count(*), bigint columns) as a number: our values stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/** How many distinct SQL texts keep their prepared statement (texts vary with the length of `in (...)` lists). */
const STATEMENT_CACHE_SIZE = 256;

const NOTHING_CHANGED = { changes: 0, lastInsertRowid: 0 };

/**
 * Kysely's SQLite driver prepares every query anew; preparing was the largest single cost of a
 * cached list read (8% of the server's CPU under load, bench/api). better-sqlite3 runs each
 * statement to completion synchronously, so one prepared statement can serve every caller (we
 * never stream, which would hold a statement open).
 *
 * Every failure is noted in `health` (a full disk, a read-only or damaged file). A rollback with
 * no transaction open does nothing: SQLite rolls a transaction back itself on some errors
 * (SQLITE_FULL among them), and Kysely's rollback after it would throw "cannot rollback - no
 * transaction is active" in place of the error that says what happened. And a file opened on a
 * read-only disk stays read-only to its connection: once the file can be written again, the
 * connection is opened anew, so the site takes writes again without a restart.
 */
function withStatementCache(file: string, health: DatabaseHealth): SqliteDatabase {
  let sqlite = openSqlite(file);
  const statements = new Map<string, SqliteStatement>();
  let reopen = false;
  const noted = <T>(run: () => T): T => {
    try {
      return run();
    } catch (error) {
      if (health.noted(error) === 'read-only') reopen = writable(file);
      throw error;
    }
  };
  const guarded = (statement: SQLite.Statement, rollback: boolean): SqliteStatement => ({
    reader: statement.reader,
    all: (parameters) => noted(() => statement.all(parameters)),
    run: (parameters) => (rollback && !sqlite.inTransaction ? NOTHING_CHANGED : noted(() => statement.run(parameters))),
    iterate: (parameters) => noted(() => statement.iterate(parameters)),
  });
  return {
    close: () => sqlite.close(),
    prepare(sql) {
      if (reopen && !sqlite.inTransaction) {
        // Closed first: the connections of one process share a file's locks and memory, and a new one would take the old one's read-only view.
        sqlite.close();
        statements.clear();
        sqlite = noted(() => openSqlite(file));
        reopen = false;
      }
      let statement = statements.get(sql);
      if (!statement) {
        statement = guarded(
          noted(() => sqlite.prepare(sql)),
          /^rollback\b/i.test(sql),
        );
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

/** How the app's connections show in pg_stat_activity (the resilience tests find them by it). */
export const APP_NAME = 'firm-site';

/**
 * Every call of the app to PostgreSQL has a time limit, so a database that stops answering (a cut
 * network drops packets and sends no error) costs a request seconds, not forever. The app's
 * statements are small reads and writes of one item (a picture of a few MB at most): 10 s is far
 * past any of them. Migrations work without these limits (`migrate`), and backups on a connection
 * of their own.
 */
const TIME_LIMITS = {
  /** To open a connection, its handshake included. */
  connectionTimeoutMillis: 5_000,
  /** The server cancels a statement after this long. */
  statement_timeout: 10_000,
  /** pg gives up waiting for an answer after this long: the server could not say it was cancelled. */
  query_timeout: 12_000,
  /** A transaction left open by a server that stopped gives back its locks. */
  idle_in_transaction_session_timeout: 60_000,
  /** A proxy or a firewall in between does not drop a connection for being idle, and a dead peer is found. */
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
};

/**
 * The pool as Kysely sees it. A connection that fails or ends while the pool holds it (a restart,
 * a failover, pg_terminate_backend, a proxy's idle timeout) is logged in one line and replaced: pg
 * emits an `error` event for it, which would end the process unheard. While the database cannot be
 * reached, one attempt at a time goes to it and the others fail at once (db/health.ts).
 */
function postgresPool(url: string, health: DatabaseHealth, log: DbLog, limits: boolean): PostgresPool {
  const pool = new pg.Pool({ connectionString: url, max: 10, application_name: APP_NAME, ...(limits ? TIME_LIMITS : {}) });
  const madeAt = new WeakMap<pg.PoolClient, number>();
  pool.on('connect', (client) => {
    madeAt.set(client, Date.now());
    let told = false;
    client.on('error', (error) => {
      if (told) return;
      told = true;
      log.warn(`database connection lost, the pool makes another: ${error.message}`);
    });
  });
  // The pool's report of an idle connection that ended: its own listener above said so already.
  pool.on('error', () => {});

  const use = (client: pg.PoolClient, endAttempt: () => void): PostgresPoolClient => {
    /** Set when the connection failed: it is closed on release instead of handed out again. */
    let broken: Error | undefined;
    const failed = (error: Error): never => {
      const trouble = health.noted(error);
      if (trouble === 'unreachable') {
        broken = error;
        // No answer at all, rather than a connection ended by the server: the network or the host is gone.
        if (/Query read timeout/.test(error.message)) health.unreachable(error);
      }
      throw error;
    };
    return {
      query: ((sql: string | pg.Submittable, parameters?: unknown[]) => {
        if (typeof sql !== 'string') return client.query(sql);
        return client.query(sql, parameters).then((result) => {
          health.reached();
          return result;
        }, failed);
      }) as unknown as PostgresPoolClient['query'],
      release() {
        endAttempt();
        client.release(broken);
      },
    };
  };

  return {
    async connect() {
      const endAttempt = health.beginAttempt();
      try {
        for (;;) {
          const client = await pool.connect();
          if (health.usable(madeAt.get(client) ?? 0)) return use(client, endAttempt);
          // Made before the database was last unreachable: its socket may be dead, and a query on it would wait for the time limit.
          client.release(true);
        }
      } catch (error) {
        endAttempt();
        if (health.noted(error) === 'unreachable') health.unreachable(error);
        throw error;
      }
    },
    end: () => pool.end(),
  };
}

/** The log of a command that has none (the admin command, the start-up's own connection): warnings to standard error. */
const standardError: DbLog = {
  warn: (message) => process.stderr.write(`${message}\n`),
  info: () => {},
};

function openSqlite(file: string): SQLite.Database {
  const fresh = !existsSync(file) || statSync(file).size === 0;
  const sqlite = new SQLite(file);
  // A new file takes it before its first table. An existing one is converted once at start
  // (db/sqlite-space.ts), never here: opening must not write to a file start-up may refuse.
  if (fresh) sqlite.pragma('auto_vacuum = INCREMENTAL');
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return sqlite;
}

/** Whether the SQLite file and its folder (its -wal and -shm) can be written now: a disk mounted read-only cannot. */
function writable(file: string): boolean {
  if (file === ':memory:') return false;
  try {
    accessSync(file, constants.W_OK);
    accessSync(dirname(file), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export const isPostgresUrl = (url: string) => /^postgres(ql)?:\/\//.test(url);

export function openDb(databaseUrl: string, log: DbLog = standardError): OpenDb {
  const health = new DatabaseHealth(log);
  if (isPostgresUrl(databaseUrl)) {
    const pool = postgresPool(databaseUrl, health, log, true);
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', health, url: databaseUrl };
  }
  if (databaseUrl !== ':memory:') mkdirSync(dirname(databaseUrl), { recursive: true });
  const database = withStatementCache(databaseUrl, health);
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite', health, url: databaseUrl };
}

/** The migrations already run on the database (Kysely's table); none on a new database. */
export async function migrationsRun(handle: DbHandle): Promise<string[]> {
  const exists =
    handle.dialect === 'postgres'
      ? sql<{ found: string | null }>`SELECT to_regclass('kysely_migration')::text AS found`
      : sql<{ found: string | null }>`SELECT name AS found FROM sqlite_master WHERE type = 'table' AND name = 'kysely_migration'`;
  const { rows } = await exists.execute(handle.db);
  if (!rows[0]?.found) return [];
  const { rows: names } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(handle.db);
  return names.map((r) => r.name);
}

export async function migrate(handle: DbHandle | OpenDb): Promise<void> {
  // Every start after a release's first finds each migration run: known from one read, without Kysely's lock table or
  // a connection of its own (about 50 ms of each start on PostgreSQL, and every API test starts an app).
  const provider = migrations(handle.dialect);
  const [run, known] = await Promise.all([migrationsRun(handle), provider.getMigrations()]);
  if (run.length === Object.keys(known).length && run.every((name) => name in known)) return;
  // A PostgreSQL database opened here is migrated on a connection without the app's time limits: a migration may rewrite every picture.
  const own =
    handle.dialect === 'postgres' && 'url' in handle
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: postgresPool(handle.url, handle.health, standardError, false) }) })
      : undefined;
  try {
    // Branches add numbered migrations side by side; a database that already ran a later number still takes an earlier one.
    const migrator = new Migrator({ db: own ?? handle.db, provider, allowUnorderedMigrations: true });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
  } finally {
    await own?.destroy();
  }
}
