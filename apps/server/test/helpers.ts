import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { App } from '../src/context.js';

export const TEST_ADMIN = { email: 'admin@example.com', password: 'Test-Passw0rd!' };
export const testDb = (process.env.TEST_DB ?? 'sqlite') as 'sqlite' | 'postgres';
const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestApp {
  app: App;
  config: Config;
  close(): Promise<void>;
}

/**
 * A fresh app on a fresh database: a temporary SQLite file, or (TEST_DB=postgres) a new
 * PostgreSQL database made for this app and dropped on close.
 */
export async function makeTestApp(overrides: Partial<Config> = {}, logStream?: { write(line: string): void }): Promise<TestApp> {
  let databaseUrl: string;
  let dropDb: () => Promise<void>;
  if (testDb === 'postgres') {
    const name = `firm_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(pgAdminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: pgAdminUrl });
      await c.connect();
      // pg's pool.end() resolves before its connections have closed; FORCE would then kill them
      // mid-goodbye and the client reports an unhandled 57P01. Let them go first (at most 2 s).
      for (let i = 0; i < 40; i++) {
        const { rows } = await c.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'firm-api-'));
    databaseUrl = join(dir, 'test.db');
    dropDb = async () => rmSync(dir, { recursive: true, force: true });
  }
  const config = loadConfig({
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
  const app = await buildApp(config, { logStream });
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await dropDb();
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
