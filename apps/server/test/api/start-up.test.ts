import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDb } from '../../src/db/index.js';
import { RELEASE } from '../../src/release.js';
import { GENERATED_ADMIN_EMAIL } from '../../src/auth/first-admin.js';
import { makeDatabase, testDb, type TestDatabase } from '../helpers.js';
import { MAIN, ROOT, freePort, launch, launchServer, logLines } from '../fixtures/processes.js';

/**
 * The start as the owner meets it, in real processes (docs/decisions/052-start-up-refuses-what-would-look-like-a-wiped-site.md):
 * one line naming the database opened; no new, empty SQLite database where it would look like a
 * wiped site; every failure one line on stderr naming the setting or path and what to do, exit
 * code 1, no stack trace; a database of a newer release refused untouched; the generated first
 * password on the terminal only.
 */

const ADMIN = { ADMIN_EMAIL: 'owner@example.com', ADMIN_PASSWORD: 'Lantern-Quarry-Meadow-73' };
const template = () => inject('templateDatabase');
const databases: TestDatabase[] = [];
async function database(): Promise<string> {
  const made = await makeDatabase(template());
  databases.push(made);
  return made.url;
}
afterAll(async () => {
  await Promise.all(databases.map((d) => d.drop()));
});

/** A failed start: exit code 1 and exactly one line on stderr, which is returned. */
async function oneLineFailure(run: ReturnType<typeof launch>): Promise<string> {
  const code = await run.exited;
  const lines = run.stderr().split('\n').filter(Boolean);
  expect({ code, lines }).toMatchObject({ code: 1, lines: [expect.any(String)] });
  expect(run.stderr()).not.toMatch(/\n\s+at /);
  return lines[0]!;
}

const sqliteOnly = testDb !== 'sqlite';
const postgresOnly = testDb !== 'postgres';

describe.skipIf(sqliteOnly)('a SQLite start (these run with TEST_DB=sqlite)', () => {
  it('says in one line which database it opened, by its absolute path', async () => {
    const url = await database();
    const server = launchServer({ env: { ...ADMIN, DATABASE_URL: url, PORT: String(await freePort()), HOST: '127.0.0.1' } });
    await server.waitFor(/Site ready/);
    expect(await server.stop()).toBe(0);
    const opened = logLines(server.stdout()).filter((l) => l.msg.startsWith('Opened'));
    expect(opened.map((l) => l.msg)).toEqual([`Opened the SQLite database ${url}`]);
  });

  it('refuses a port in use with one line naming it', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    try {
      const line = await oneLineFailure(
        launchServer({ env: { ...ADMIN, DATABASE_URL: await database(), PORT: String(port), HOST: '127.0.0.1' } }),
      );
      expect(line).toBe(`Port ${port} is in use by another program: stop it, or set PORT to a free port.`);
    } finally {
      blocker.close();
    }
  });

  it('refuses an address that is not the machine’s with one line naming HOST', async () => {
    const run = launchServer({ env: { ...ADMIN, DATABASE_URL: await database(), PORT: String(await freePort()), HOST: '192.0.2.1' } });
    expect(await oneLineFailure(run)).toBe(
      'HOST=192.0.2.1 is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all of them.',
    );
  });

  it('refuses a file that is not a database, and one whose pages are damaged, with one line saying how to restore', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'firm-corrupt-'));
    try {
      const notADatabase = join(dir, 'notes.db');
      writeFileSync(notADatabase, 'These are the minutes of a meeting, not a database.\n'.repeat(200));
      const damaged = join(dir, 'damaged.db');
      copyFileSync(template(), damaged);
      // Page 1 past the 100-byte header: the table of tables.
      const bytes = readFileSync(damaged);
      bytes.fill(0x5a, 100, 4096);
      writeFileSync(damaged, bytes);
      for (const file of [notADatabase, damaged]) {
        const line = await oneLineFailure(launchServer({ env: { ...ADMIN, DATABASE_URL: file, PORT: String(await freePort()) } }));
        expect(line).toBe(
          `${file} is not a readable database (damaged?): move it aside, then restore the latest backup with npm run restore -- FILE (the newest in ${join(ROOT, 'data', 'backups')}).`,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a database folder it cannot make, naming the path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'firm-notdir-'));
    try {
      const file = join(dir, 'a-file');
      writeFileSync(file, 'not a folder');
      const target = join(file, 'data', 'site.db');
      const line = await oneLineFailure(launchServer({ env: { ...ADMIN, DATABASE_URL: target, PORT: String(await freePort()) } }));
      expect(line).toMatch(
        new RegExp(
          `^Cannot create the database ${target} \\(DATABASE_URL\\): ${file}.* is a file, not a folder\\. Set DATABASE_URL to a file in a folder`,
        ),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  // A read-only folder needs a read-only mount: root (these tests' user) writes through file permissions.
  const canMountReadOnly = spawnSync('unshare', ['-m', 'true']).status === 0;
  it.skipIf(!canMountReadOnly)(
    'refuses a database on a read-only file system with one line (skipped where unshare -m is not allowed)',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'firm-readonly-'));
      try {
        copyFileSync(template(), join(dir, 'site.db'));
        const port = String(await freePort());
        const command = `mount -o bind,ro ${dir} ${dir} && exec ${process.execPath} ${MAIN}`;
        const run = launch('unshare', ['-m', 'sh', '-c', command], { env: { ...ADMIN, DATABASE_URL: join(dir, 'site.db'), PORT: port } });
        const line = await oneLineFailure(run);
        expect(line).toMatch(
          new RegExp(
            `^(The database ${dir}/site.db is read-only for the server|Cannot open the database ${dir}/site.db \\(DATABASE_URL\\): the file system holding ${dir} is read-only)`,
          ),
        );
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});

describe('a database set up by a newer release', () => {
  it('is refused before any migration with one line naming that release, and left as it was', async () => {
    const url = await database();
    const handle = openDb(url);
    await sql`INSERT INTO kysely_migration (name, timestamp) VALUES ('999_from_a_newer_release', '2030-01-01T00:00:00.000Z')`.execute(
      handle.db,
    );
    await handle.db
      .insertInto('settings')
      .values({ key: 'release', value: '9.4.0' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: '9.4.0' }))
      .execute();
    await handle.db.destroy();
    const snapshot = async () => {
      const h = openDb(url);
      try {
        const migrations = await sql`SELECT * FROM kysely_migration ORDER BY name`.execute(h.db);
        const settings = await h.db.selectFrom('settings').selectAll().orderBy('key').execute();
        return { migrations: migrations.rows, settings };
      } finally {
        await h.db.destroy();
      }
    };
    const fileHash = () => (testDb === 'sqlite' ? createHash('sha256').update(readFileSync(url)).digest('hex') : '');
    const before = { rows: await snapshot(), file: fileHash() };

    const run = launchServer({ env: { ...ADMIN, DATABASE_URL: url, PORT: String(await freePort()) } });
    const line = await oneLineFailure(run);
    const name =
      testDb === 'sqlite' ? `The database ${url}` : `The PostgreSQL database ${new URL(url).pathname.slice(1)} on 127.0.0.1:5432`;
    expect(line).toBe(
      `${name} was set up by a newer release (9.4.0): start that release or newer, or restore a backup made by this release (${RELEASE}).`,
    );
    expect(line).not.toMatch(/corrupted migrations/);
    expect({ file: fileHash(), rows: await snapshot() }).toEqual({ file: before.file, rows: before.rows });
  });
});

describe.skipIf(postgresOnly)('a PostgreSQL start (these run with TEST_DB=postgres)', () => {
  const PASSWORD = 'Secret-Pw-4711';

  it('says in one line which database it opened: its name, host and port, never the password', async () => {
    const url = new URL(await database());
    url.password = PASSWORD;
    const server = launchServer({ env: { ...ADMIN, DATABASE_URL: url.toString(), PORT: String(await freePort()), HOST: '127.0.0.1' } });
    await server.waitFor(/Site ready/);
    expect(await server.stop()).toBe(0);
    const opened = logLines(server.stdout()).filter((l) => l.msg.startsWith('Opened'));
    expect(opened.map((l) => l.msg)).toEqual([`Opened the PostgreSQL database ${url.pathname.slice(1)} on 127.0.0.1:5432`]);
    expect(server.stdout() + server.stderr()).not.toContain(PASSWORD);
  });

  it.each([
    [
      'nothing listens',
      `postgres://postgres:${PASSWORD}@127.0.0.1:1/firm_site`,
      /^Cannot reach PostgreSQL at 127\.0\.0\.1:1 \(DATABASE_URL\): check that it runs/,
    ],
    [
      'the database does not exist',
      `postgres://postgres:${PASSWORD}@127.0.0.1:5432/firm_no_such_database`,
      /^The database firm_no_such_database does not exist on PostgreSQL at 127\.0\.0\.1:5432: create it \(createdb -h 127\.0\.0\.1 -p 5432 -U postgres firm_no_such_database\)/,
    ],
    [
      'the user does not exist',
      `postgres://firm_no_such_user:${PASSWORD}@127.0.0.1:5432/postgres`,
      /^PostgreSQL at 127\.0\.0\.1:5432 refused the user firm_no_such_user for the database postgres \(.*\): check DATABASE_URL/,
    ],
  ])('refuses with one line when %s, without the password', async (_case, url, expected) => {
    const run = launchServer({ env: { ...ADMIN, DATABASE_URL: url, PORT: String(await freePort()) } });
    const line = await oneLineFailure(run);
    expect(line).toMatch(expected);
    expect(run.stdout() + run.stderr()).not.toContain(PASSWORD);
  });
});

/**
 * A copy of the project where its own database can hold a site without touching this checkout's
 * data/: the built server copied (its folder decides the project's), the rest linked.
 */
function projectCopy(): string {
  const project = mkdtempSync(join(tmpdir(), 'firm-project-'));
  cpSync(join(ROOT, 'apps/server/dist'), join(project, 'apps/server/dist'), { recursive: true });
  const linked = ['node_modules', 'apps/server/node_modules', 'apps/server/package.json', 'apps/server/workers'];
  for (const path of [...linked, 'apps/web/app', 'apps/web/public', 'apps/web/assets']) {
    if (!existsSync(join(ROOT, path))) continue;
    mkdirSync(dirname(join(project, path)), { recursive: true });
    symlinkSync(join(ROOT, path), join(project, path));
  }
  return project;
}

describe.skipIf(sqliteOnly)('no new, empty SQLite database where the site would look wiped (these run with TEST_DB=sqlite)', () => {
  let project: string;
  let elsewhere: string;
  let main: string;
  let own: string;
  beforeAll(() => {
    project = projectCopy();
    main = join(project, 'apps/server/dist/main.js');
    own = join(project, 'data', 'site.db');
  });
  afterAll(() => rmSync(project, { recursive: true, force: true }));
  const fresh = () => (elsewhere = mkdtempSync(join(tmpdir(), 'firm-elsewhere-')));
  const withSite = () => {
    mkdirSync(dirname(own), { recursive: true });
    copyFileSync(template(), own);
  };
  const withoutSite = () => rmSync(join(project, 'data'), { recursive: true, force: true });
  const start = async (env: Record<string, string>) =>
    launchServer({ main, cwd: elsewhere, env: { ...ADMIN, PORT: String(await freePort()), HOST: '127.0.0.1', ...env } });
  /** It went past the check: the start opened its database (and would go on to seed it). */
  const opened = async (run: ReturnType<typeof launch>, file: string) => {
    await run.waitFor(/"Opened the SQLite database/);
    await run.stop();
    expect(logLines(run.stdout()).find((l) => l.msg.startsWith('Opened'))?.msg).toBe(`Opened the SQLite database ${file}`);
  };

  it('started from another folder without DATABASE_URL, opens the project’s own database and warns that its .env was not read', async () => {
    withSite();
    fresh();
    writeFileSync(join(project, '.env'), 'PUBLIC_URL=https://www.example.com\n');
    try {
      const run = await start({});
      await run.waitFor(/Site ready/);
      await opened(run, own);
      expect(logLines(run.stdout()).map((l) => l.msg)).toContain(
        `Started from ${elsewhere}, not from the project folder: ${join(project, '.env')} was not read. Start the server from ${project}.`,
      );
    } finally {
      rmSync(join(project, '.env'));
    }
    expect(existsSync(join(elsewhere, 'data'))).toBe(false);
  });

  it('refuses a relative DATABASE_URL from another folder while the project’s database holds a site, naming both', async () => {
    withSite();
    fresh();
    const line = await oneLineFailure(await start({ DATABASE_URL: 'data/site.db' }));
    expect(line).toBe(
      `Refusing to create a new, empty database at ${elsewhere}/data/site.db: the site's database is ${own}. Set DATABASE_URL to the database you mean, or leave it unset for ${own}; to start a new site there, set ALLOW_NEW_DATABASE=1.`,
    );
    expect(existsSync(join(elsewhere, 'data'))).toBe(false);
  });

  it('with ALLOW_NEW_DATABASE=1 creates it', async () => {
    withSite();
    fresh();
    await opened(await start({ DATABASE_URL: 'data/site.db', ALLOW_NEW_DATABASE: '1' }), join(elsewhere, 'data/site.db'));
    expect(existsSync(join(elsewhere, 'data/site.db'))).toBe(true);
  });

  it('refuses a new file at an absolute DATABASE_URL while the project’s database holds a site (a typo, a move without the file)', async () => {
    withSite();
    fresh();
    const line = await oneLineFailure(await start({ DATABASE_URL: join(elsewhere, 'sitte.db') }));
    expect(line).toMatch(
      new RegExp(`^Refusing to create a new, empty database at ${elsewhere}/sitte.db: the site's database is ${own}\\.`),
    );
  });

  it('refuses to make the project’s database when started from another folder without DATABASE_URL (its .env unread)', async () => {
    withoutSite();
    fresh();
    const line = await oneLineFailure(await start({}));
    expect(line).toBe(
      `Refusing to create a new, empty database at ${own}: the server was started from ${elsewhere}, not from the project folder ${project}, and DATABASE_URL is unset (.env is read from the folder the server starts in). Start it from ${project} (under systemd: WorkingDirectory=${project}), or give DATABASE_URL as an absolute path; to start a new site there, set ALLOW_NEW_DATABASE=1.`,
    );
    expect(existsSync(own)).toBe(false);
  });

  it('creates a new database at an absolute DATABASE_URL from any folder when the project holds no site (a real deployment)', async () => {
    withoutSite();
    fresh();
    const file = join(elsewhere, 'srv', 'site.db');
    await opened(await start({ DATABASE_URL: file }), file);
  });
});

describe.skipIf(sqliteOnly)('the generated first password (these run with TEST_DB=sqlite)', () => {
  const hasScript = spawnSync('script', ['--version']).status === 0;

  it.skipIf(!hasScript)('is shown once on the terminal, never in a log line, and logs in (skipped without util-linux script)', async () => {
    const url = await database();
    const port = await freePort();
    // `script` gives the server a terminal, as `npm start` typed in a shell has.
    const run = launch('script', ['-qec', `${process.execPath} ${MAIN}`, '/dev/null'], {
      env: { DATABASE_URL: url, PORT: String(port), HOST: '127.0.0.1' },
      detached: true,
    });
    try {
      await run.waitFor(/Site ready/);
      const output = run.stdout();
      expect(output.match(/Password: /g)).toHaveLength(1);
      const password = /Password: (\S+)/.exec(output)![1]!;
      const logged = output.split(/\r?\n/).filter((line) => line.startsWith('{'));
      expect(logged.length).toBeGreaterThan(2);
      expect(logged.filter((line) => line.includes(password))).toEqual([]);
      const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: GENERATED_ADMIN_EMAIL, password }),
      });
      expect(login.status).toBe(200);
    } finally {
      process.kill(-run.child.pid!, 'SIGTERM');
      await run.exited;
    }
  });

  it('without a terminal is not shown at all: the log says how to set one', async () => {
    const url = await database();
    const run = launchServer({ env: { DATABASE_URL: url, PORT: String(await freePort()), HOST: '127.0.0.1' }, detached: true });
    await run.waitFor(/Site ready/);
    await run.stop();
    expect(run.stdout() + run.stderr()).not.toMatch(/Password:/);
    const warning = logLines(run.stdout()).find((l) => l.msg.startsWith('First admin'));
    expect(warning?.msg).toContain(`npm run admin -- reset-password --email ${GENERATED_ADMIN_EMAIL}`);
    const handle = openDb(url);
    try {
      expect(await handle.db.selectFrom('admins').select('email').execute()).toEqual([{ email: GENERATED_ADMIN_EMAIL }]);
    } finally {
      await handle.db.destroy();
    }
  });
});
