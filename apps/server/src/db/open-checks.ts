import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, isAbsolute, join, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { RELEASE } from '../release.js';
import { isPostgresUrl, migrationsRun, type Db, type DbHandle } from './index.js';
import { migrations } from './migrations/index.js';

/**
 * What start-up checks about the database before and after it opens it
 * (docs/decisions/052-start-up-refuses-what-would-look-like-a-wiped-site.md): which database it
 * is, in words; whether a new SQLite file may be created; whether a newer release set it up.
 */

/** Where a postgres:// URL points, as libpq reads it: the host may be a socket folder given as ?host=, the database is named after the user. */
export function postgresTarget(url: string): { host: string; port: string; name: string; user: string } {
  const { hostname, port, pathname, username, searchParams } = new URL(url);
  const user = decodeURIComponent(username);
  return {
    host: hostname || searchParams.get('host') || 'localhost',
    port: port || searchParams.get('port') || '5432',
    name: decodeURIComponent(pathname.slice(1)) || user || 'postgres',
    user,
  };
}

/** A SQLite file's absolute path, or a PostgreSQL database's name, host and port; never a password. */
export function databaseName(url: string): string {
  if (!isPostgresUrl(url)) return url === ':memory:' ? url : resolve(url);
  const { host, port, name } = postgresTarget(url);
  return `PostgreSQL database ${name} on ${host}:${port}`;
}

/** "the database /srv/site/data/site.db" or "the PostgreSQL database firm_site on db.internal:5432", for a sentence. */
const theDatabase = (url: string) => (isPostgresUrl(url) ? 'the ' : 'the database ') + databaseName(url);

/** The start's one line naming what it opened. */
export const openedLine = (url: string) => `Opened ${isPostgresUrl(url) ? 'the ' : 'the SQLite database '}${databaseName(url)}`;

/** The project's own database: `data/site.db` in the project folder, where an unset DATABASE_URL points. */
const projectDatabase = (projectRoot: string) => join(projectRoot, 'data', 'site.db');

export interface NewDatabaseQuestion {
  /** The database about to be opened (config.databaseUrl). */
  databaseUrl: string;
  /** DATABASE_URL as the environment or .env set it; undefined when unset. */
  given: string | undefined;
  /** The folder the server was started from. */
  cwd: string;
  /** The project folder (the repository's root). */
  projectRoot: string;
  /** ALLOW_NEW_DATABASE. */
  allow: boolean;
}

/**
 * Why a new, empty SQLite database must not be created here, in one line; undefined when it may be
 * (or when the database exists already, or is PostgreSQL). Refused, unless ALLOW_NEW_DATABASE:
 * a new file while the project's own database holds a site, and a new file from a folder other than
 * the project's when DATABASE_URL is unset or relative. A new empty database gets the default
 * content and a new admin: to its owner the site looks wiped.
 */
export function newDatabaseRefusal(q: NewDatabaseQuestion): string | undefined {
  if (q.allow || isPostgresUrl(q.databaseUrl) || q.databaseUrl === ':memory:') return undefined;
  const target = resolve(q.cwd, q.databaseUrl);
  if (existsSync(target)) return undefined;
  const root = realpath(q.projectRoot);
  const own = projectDatabase(root);
  const refuse = (why: string, todo: string) =>
    `Refusing to create a new, empty database at ${target}: ${why}. ${todo}; to start a new site there, set ALLOW_NEW_DATABASE=1.`;
  if (realpath(target) !== own && holdsSite(own)) {
    return refuse(`the site's database is ${own}`, `Set DATABASE_URL to the database you mean, or leave it unset for ${own}`);
  }
  if (realpath(q.cwd) !== root && (q.given === undefined || !isAbsolute(q.given))) {
    const setting =
      q.given === undefined
        ? 'DATABASE_URL is unset (.env is read from the folder the server starts in)'
        : `DATABASE_URL=${q.given} is relative to it`;
    return refuse(
      `the server was started from ${q.cwd}, not from the project folder ${root}, and ${setting}`,
      `Start it from ${root} (under systemd: WorkingDirectory=${root}), or give DATABASE_URL as an absolute path`,
    );
  }
  return undefined;
}

/** The real path of `path`: of the file, or of its nearest existing folder with the rest appended. */
function realpath(path: string): string {
  const full = resolve(path);
  if (existsSync(full)) return realpathSync(full);
  const parent = dirname(full);
  return parent === full ? full : join(realpath(parent), basename(full));
}

/** A SQLite file with tables in it; one that cannot be read counts as holding something. */
function holdsSite(file: string): boolean {
  if (!existsSync(file)) return false;
  let db: SQLite.Database | undefined;
  try {
    db = new SQLite(file, { readonly: true, fileMustExist: true });
    return (db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as { n: number }).n > 0;
  } catch {
    return true;
  } finally {
    db?.close();
  }
}

const RELEASE_KEY = 'release';

/** The newest release that has run on the database (recordRelease); undefined before any did. */
async function recordedRelease(db: Db): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', RELEASE_KEY).executeTakeFirst();
  return row?.value;
}

/** Negative, zero or positive as release `a` is older than, the same as or newer than `b` (numbered major.minor.patch). */
function compareReleases(a: string, b: string): number {
  const parts = (v: string) => v.split('.').map((p) => Number.parseInt(p, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * Why this release must not open the database, in one line: it holds migrations this release does
 * not know, so a newer release set it up and this one could misread it (a downgrade). Checked
 * before migrating: nothing is changed. Undefined when this release may open it.
 */
export async function newerReleaseRefusal(handle: DbHandle, databaseUrl: string): Promise<string | undefined> {
  const run = await migrationsRun(handle);
  const known = new Set(Object.keys(await migrations(handle.dialect).getMigrations()));
  const unknown = run.filter((name) => !known.has(name));
  if (unknown.length === 0) return undefined;
  const release = (await recordedRelease(handle.db)) ?? `one that has the migration ${unknown[0]}`;
  return `${capitalized(theDatabase(databaseUrl))} was set up by a newer release (${release}): start that release or newer, or restore a backup made by this release (${RELEASE}).`;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** After migrating: notes this release on the database when it is the newest that has run on it. */
export async function recordRelease(db: Db): Promise<void> {
  const recorded = await recordedRelease(db);
  if (recorded !== undefined && compareReleases(recorded, RELEASE) >= 0) return;
  await db
    .insertInto('settings')
    .values({ key: RELEASE_KEY, value: RELEASE })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: RELEASE }))
    .execute();
}
