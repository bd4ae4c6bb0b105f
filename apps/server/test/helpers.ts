import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { loadConfig, type Config } from '../src/config.js';
import type { BuildOptions } from '../src/app.js';
import type { App } from '../src/context.js';
import { startUp } from '../src/start-up.js';

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
    scryptCost: 2 ** 10,
    adminEmail: TEST_ADMIN.email,
    adminPassword: TEST_ADMIN.password,
    smtpUrl: undefined,
    contactTo: undefined,
    jwtSecret: undefined,
    ...overrides,
  });

/**
 * Waits (at most 2 s) until no connection to database `name` is left: pg's pool.end() resolves
 * before its connections have closed.
 */
async function untilUnused(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 40; i++) {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
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
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    if (template) {
      const source = new URL(template).pathname.slice(1);
      // PostgreSQL copies a database nobody is connected to.
      await untilUnused(admin, source);
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${source}`);
    } else {
      await admin.query(`CREATE DATABASE ${name}`);
    }
    await admin.end();
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      async drop() {
        const c = new pg.Client({ connectionString: pgAdminUrl });
        await c.connect();
        // FORCE on connections still closing would kill them mid-goodbye (an unhandled 57P01).
        await untilUnused(c, name);
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await c.end();
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
  options: Omit<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const database = await makeDatabase(inject('templateDatabase'));
  const config = testConfig(database.url, overrides);
  const app = await startUp(config, { ...options, logStream });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

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
