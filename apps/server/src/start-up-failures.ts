import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Config } from './config.js';
import { isPostgresUrl } from './db/index.js';
import { databaseName, postgresTarget } from './db/open-checks.js';

/**
 * A start that cannot go on, said in one line for the person who started it: what is wrong, which
 * setting or path, what to do (OPS-5). main.ts prints the line on stderr and exits with 1, never a
 * stack trace (docs/decisions/052-start-up-refuses-what-would-look-like-a-wiped-site.md).
 */
export class StartUpError extends Error {}

interface SystemError {
  code?: string;
  syscall?: string;
  path?: string;
  hostname?: string;
  message?: string;
}

const asSystemError = (err: unknown): SystemError => (typeof err === 'object' && err !== null ? (err as SystemError) : {});
const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim();

/** The line for a failure of the start-up steps (start-up.ts): opening, checking and migrating the database, building the app. */
export function startUpFailure(err: unknown, config: Config): string {
  if (err instanceof StartUpError) return err.message;
  const line = isPostgresUrl(config.databaseUrl) ? postgresFailure(err, config.databaseUrl) : sqliteFailure(err, config);
  return line ?? webBuildFailure(err, config) ?? unexpected(err);
}

/** The line for a failure to listen on HOST:PORT. */
export function listenFailure(err: unknown, config: Config): string {
  const { code } = asSystemError(err);
  const { port, host } = config;
  switch (code) {
    case 'EADDRINUSE':
      return `Port ${port} is in use by another program: stop it, or set PORT to a free port.`;
    case 'EADDRNOTAVAIL':
      return `HOST=${host} is not an address of this machine: set HOST to one of its addresses, or 0.0.0.0 for all of them.`;
    case 'EACCES':
    case 'EPERM':
      return `Port ${port} needs administrator rights (ports below 1024 do): set PORT to 1024 or above and let the proxy in front listen on ${port}.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST=${host} is not a name this machine can look up: set HOST to an address such as 0.0.0.0 or 127.0.0.1.`;
    default:
      return unexpected(err);
  }
}

function sqliteFailure(err: unknown, config: Config): string | undefined {
  const { code = '', syscall, path: where } = asSystemError(err);
  const file = databaseName(config.databaseUrl);
  const folder = dirname(file);
  // Making the database's folder (mkdir) or the file itself failed before SQLite could say anything.
  if (syscall === 'mkdir' || syscall === 'open') {
    const reason: Record<string, string> = {
      ENOTDIR: `${fileInTheWay(where ?? file)} is a file, not a folder`,
      EACCES: 'this user may not write there',
      EPERM: 'this user may not write there',
      EROFS: 'the file system is read-only',
      ENOSPC: 'the disk is full',
    };
    if (reason[code]) {
      return `Cannot create the database ${file} (DATABASE_URL): ${reason[code]}. Set DATABASE_URL to a file in a folder the server may write to, or let it write there.`;
    }
  }
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return `${file} is not a readable database (damaged?): move it aside, then restore the latest backup with npm run restore -- FILE (the newest in ${resolve(config.backupDir)}).`;
  }
  if (code.startsWith('SQLITE_CANTOPEN')) {
    return `Cannot open the database ${file} (DATABASE_URL): ${whyNotOpened(file)}. Set DATABASE_URL to a file the server may write to, or give it write access.`;
  }
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM' || code === 'EROFS') {
    return `The database ${file} is read-only for the server (the file, its folder ${folder} or the disk): let it write to both, then start it again.`;
  }
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') {
    return `The disk holding ${file} is full: free some space, then start the server again.`;
  }
  if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) {
    return `The database ${file} is locked by another program (a sqlite3 shell in a transaction?): end it, then start the server again.`;
  }
  if (code.startsWith('SQLITE_IOERR')) {
    return `Reading or writing the database ${file} failed (${code}): check the disk (its free space and the system log), then start the server again.`;
  }
  return undefined;
}

/** The file that stands where `path` needs a folder: its nearest existing ancestor. */
function fileInTheWay(path: string): string {
  for (let p = path; p !== dirname(p); p = dirname(p)) {
    try {
      return statSync(p).isDirectory() ? path : p;
    } catch {
      // Not there (or under a file): look one level up.
    }
  }
  return path;
}

/** Why SQLite could not open `file`: it needs to read and write it and to make its -wal and -shm files beside it. */
function whyNotOpened(file: string): string {
  const folder = dirname(file);
  const denied = (path: string, mode: number) => {
    try {
      accessSync(path, mode);
      return undefined;
    } catch (err) {
      return asSystemError(err).code;
    }
  };
  if (existsSync(file) && statSync(file).isDirectory()) return `${file} is a folder`;
  const inFolder = denied(folder, constants.W_OK);
  if (inFolder === 'EROFS') return `the file system holding ${folder} is read-only`;
  if (inFolder) return `this user may not create files in ${folder}`;
  if (existsSync(file) && denied(file, constants.R_OK | constants.W_OK)) return `this user may not read and write ${file}`;
  return `SQLite could not open it in ${folder}`;
}

/** PostgreSQL's error codes a start meets (https://www.postgresql.org/docs/current/errcodes-appendix.html), and the network's. */
function postgresFailure(err: unknown, url: string): string | undefined {
  const { code = '', message = '' } = asSystemError(err);
  const target = postgresTarget(url);
  const { host, port, name } = target;
  const user = target.user || 'the default user';
  const where = databaseName(url);
  const server = `${host}:${port}`;
  if (['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'ECONNRESET'].includes(code) || /timeout|timed out/i.test(message)) {
    return `Cannot reach PostgreSQL at ${server} (DATABASE_URL): check that it runs and that this machine may connect to it, then start the server again.`;
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    return `The PostgreSQL host ${host} (DATABASE_URL) is not a name this machine can look up: check it.`;
  }
  switch (code) {
    case '28P01':
      return `PostgreSQL at ${server} refused the password of the user ${user} (DATABASE_URL): check the user and password.`;
    case '28000':
      return `PostgreSQL at ${server} refused the user ${user} for the database ${name} (${message}): check DATABASE_URL and the server's pg_hba.conf.`;
    case '3D000':
      return `The database ${name} does not exist on PostgreSQL at ${server}: create it (createdb -h ${host} -p ${port}${target.user ? ` -U ${target.user}` : ''} ${name}), or correct DATABASE_URL.`;
    case '42501':
      return `The PostgreSQL user ${user} may not create the site's tables in ${where} (${message}): use the database's owner in DATABASE_URL, or grant it (GRANT ALL ON SCHEMA public TO ${user}).`;
    case '53300':
      return `PostgreSQL at ${server} has no connection left (too many clients): raise its max_connections or stop other clients, then start the server again.`;
    case '57P03':
      return `PostgreSQL at ${server} is starting up or shutting down: start the server again in a moment.`;
  }
  // Any other answer from PostgreSQL (five-character SQLSTATE): its own words, which never hold the password.
  if (/^[0-9A-Z]{5}$/.test(code)) return `PostgreSQL at ${server} refused the start (${code}): ${message}`;
  return undefined;
}

/** WEB_BUILD_DIR (or apps/web/build) without the server bundle the pages come from. */
function webBuildFailure(err: unknown, config: Config): string | undefined {
  const dir = config.webBuildDir;
  if (asSystemError(err).code !== 'ERR_MODULE_NOT_FOUND' || !dir || existsSync(join(dir, 'server', 'index.js'))) return undefined;
  return `${dir} holds no built web app: run npm run build, or set WEB_BUILD_DIR to a built one.`;
}

/** A failure no rule above knows: its own words, and where to see more. */
const unexpected = (err: unknown) => `The server could not start: ${messageOf(err)} (LOG_LEVEL=debug also prints where it failed).`;
