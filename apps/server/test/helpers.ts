import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, afterEach, beforeEach, inject, it } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import type { BuildOptions } from '../src/app.js';
import type { App } from '../src/context.js';
import { startUp, type StartUpOptions } from '../src/start-up.js';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'Test-Passw0rd!' };
export const testDb = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** The settings every test app starts from: quiet, a cheap password hash, the test admin, no mail. */
export const testConfig = (databaseUrl: string, overrides: Partial<Config> = {}): Config =>
  loadConfig({
    databaseUrl,
    webBuildDir: undefined,
    logLevel: 'silent',
    scryptCost: 2 ** 4,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    smtpUrl: undefined,
    contactTo: undefined,
    jwtSecret: undefined,
    // Never the project's own data/backups, should a test app be running at BACKUP_TIME.
    backupDir: join(tmpdir(), 'firm-test-backups'),
    // A SQLite database's key file is beside it, in its own folder; a PostgreSQL database's is named after it, never the project's own.
    secretKeyFile: databaseUrl.startsWith('postgres')
      ? join(tmpdir(), 'firm-test-keys', `${new URL(databaseUrl).pathname.slice(1)}.key`)
      : undefined,
    ...overrides,
  });

/**
 * The connections that make and drop the test databases, kept for the worker's life: a PostgreSQL connection is a new
 * server process, about 28 ms, and each test made two. Two at once, so a copy made ahead runs beside a drop.
 */
let adminPool: pg.Pool | undefined;
const pgAdmin = () => (adminPool ??= new pg.Pool({ connectionString: pgAdminUrl, max: 2, allowExitOnIdle: true }));

/**
 * Waits (at most 2 s) until no connection to database `name` is left: pg's pool.end() resolves
 * before its connections have closed.
 */
async function untilUnused(name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const { rows } = await pgAdmin().query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (rows[0]?.n === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A new database: a temporary SQLite file, or a new PostgreSQL database, dropped by `drop`. From
 * `template` (a database of the same kind) it starts as a copy of it: PostgreSQL copies its own
 * templates, a SQLite database is one file.
 */
export async function makeDatabase(template?: string): Promise<TestDatabase> {
  if (testDb === 'postgres') {
    const name = `firm_test_${randomBytes(6).toString('hex')}`;
    const admin = pgAdmin();
    if (template) {
      const source = new URL(template).pathname.slice(1);
      // PostgreSQL copies a database nobody is connected to.
      await untilUnused(source);
      // From PostgreSQL 15 a copy is written through the log block by block unless asked for as files, which
      // PostgreSQL 14 and before always did: on 2026-12-02, seven test files took 10 % less CPU so (decision 090).
      const { rows } = await admin.query<{ v: number }>(`SELECT current_setting('server_version_num')::int AS v`);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}${rows[0]!.v >= 150000 ? ' STRATEGY FILE_COPY' : ''}`);
    } else {
      await admin.query(`CREATE DATABASE ${name}`);
    }
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        // FORCE on connections still closing would kill them mid-goodbye (an unhandled 57P01).
        await untilUnused(name);
        await pgAdmin().query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'firm-api-'));
  const url = join(dir, 'test.db');
  if (template) copyFileSync(template, url);
  return { url, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A fresh app on a fresh database, started as main.ts starts one (start-up.ts). The database is a
 * copy of the seeded template of the global setup (test/global-setup.ts), so the seed pictures are
 * not encoded again for every test file: of the start-up steps, only the first admin is left to do.
 */
export async function makeTestApp(
  overrides: Partial<Config> = {},
  logStream?: BuildOptions['logStream'],
  options: Omit<StartUpOptions, 'logStream'> = {},
): Promise<TestApp> {
  const database = await makeDatabase(inject('templateDatabase'));
  const app = await startTestApp(database, overrides, logStream, options);
  return {
    ...app,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** An app started on `database`; `close` closes the app only. */
async function startTestApp(
  database: TestDatabase,
  overrides: Partial<Config>,
  logStream: BuildOptions['logStream'],
  options: Omit<StartUpOptions, 'logStream'>,
): Promise<TestApp> {
  const config = testConfig(database.url, overrides);
  const app = await startUp(config, { ...options, logStream });
  try {
    await app.ready();
  } catch (err) {
    await app.close();
    throw err;
  }
  return { app, config, close: () => app.close() };
}

/** `work` marked handled while it runs unawaited: its failure is reported where it is awaited later. */
function background<T>(work: Promise<T>): Promise<T> {
  work.catch(() => {});
  return work;
}

/**
 * How many copies of the template freshApp keeps in the making. A PostgreSQL copy takes a few hundred
 * milliseconds, more than most tests, and copies made side by side take less time each.
 */
const COPIES_AHEAD = testDb === 'postgres' ? 2 : 0;

/**
 * A fresh app for every test of the file or describe block that calls it: started in beforeEach on its
 * own copy of the template and closed in afterEach, so a test never sees another's writes and never has
 * to undo its own. Its fields are read inside tests and hooks; hooks the caller adds after this call run
 * after the app is started and before it is closed.
 *
 * The database work is kept out of the tests' way: the next copies are made, and the used ones dropped
 * (a PostgreSQL DROP DATABASE waits for a checkpoint), while the tests run; afterAll waits for all of it.
 */
export function freshApp(
  overrides: Partial<Config> = {},
  logStream?: BuildOptions['logStream'],
  options: Omit<StartUpOptions, 'logStream'> = {},
): Pick<TestApp, 'app' | 'config'> {
  let current: { app: TestApp; database: TestDatabase } | undefined;
  const ahead: Promise<TestDatabase>[] = [];
  const drops: Promise<void>[] = [];
  const now = () => {
    if (!current) throw new Error('freshApp: read inside a test or a hook, not while the tests are being collected');
    return current.app;
  };
  const copy = () => background(makeDatabase(inject('templateDatabase')));
  beforeEach(async () => {
    const database = await (ahead.shift() ?? copy());
    while (ahead.length < COPIES_AHEAD) ahead.push(copy());
    try {
      current = { app: await startTestApp(database, overrides, logStream, options), database };
    } catch (err) {
      drops.push(background(database.drop()));
      throw err;
    }
  });
  afterEach(async () => {
    const done = current;
    current = undefined;
    if (!done) return;
    await done.app.close();
    drops.push(background(done.database.drop()));
  });
  afterAll(async () => {
    for (const database of ahead.splice(0)) drops.push(database.then((d) => d.drop()));
    await Promise.all(drops.splice(0));
  });
  return {
    get app() {
      return now().app;
    },
    get config() {
      return now().config;
    },
  };
}

/**
 * `it` for a test whose seconds go to work the database has no part in (encoding a phone photograph, drawing a PDF,
 * thousands of requests answered from the page cache in memory): it runs with TEST_DB=sqlite and is skipped on
 * PostgreSQL, where it would spend the same seconds for the same outcome (docs/decisions/076-costly-work-the-database-has-no-part-in-once.md).
 * What it stores goes through the repository as every smaller picture and file does, which the rest of the suite
 * checks on both databases. On PostgreSQL, says what is left to SQLite: `what` names the work.
 */
export function withoutTheDatabase(what: string) {
  if (testDb !== 'sqlite') console.log(`skipped on PostgreSQL, run on SQLite, where it takes the same work: ${what}`);
  return it.skipIf(testDb !== 'sqlite');
}

/**
 * How long a test waits for work the server does in the background (a scheduled backup, a mail, a timer's next
 * wake): 20 s, not vi.waitFor's default second, which a backup made at start outlasted on PostgreSQL on a loaded
 * machine (2026-12-02). A wait that passes ends as soon as its condition holds.
 */
export const BACKGROUND_WORK = { timeout: 20_000 };

/** A valid token for the seeded admin. */
export async function adminToken(app: App): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: TEST_ADMIN });
  const body = res.json() as { token?: string };
  if (!body.token) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return body.token;
}

/** Whether an operation of /api/docs requires a token: it names one, and none of its security alternatives is the empty one (OpenAPI's "optional"). */
export const needsToken = (op: { security?: Record<string, unknown>[] }) =>
  (op.security ?? []).length > 0 && !op.security!.some((alternative) => Object.keys(alternative).length === 0);
