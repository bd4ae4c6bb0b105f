import { statfs } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { failureOf, type Trouble } from '../db/health.js';

/** `/readyz` answers within this long whatever the database does (a load balancer waits about 2 s). */
const ANSWER_WITHIN_MS = 1_500;
/** The write probe runs at most once in this long; the answers between reuse its outcome... */
const WRITE_PROBE_EVERY_MS = 5_000;
/** ...or this long while it fails, so a database that takes writes again is seen soon. */
const WRITE_PROBE_AGAIN_MS = 1_000;
/** A SQLite file is checked whole (PRAGMA quick_check, in a thread of its own) at most this often... */
const QUICK_CHECK_EVERY_MS = 10 * 60_000;
/** ...and every minute while it has been found damaged, so a repaired file is seen soon. */
const QUICK_CHECK_AGAIN_MS = 60_000;
/**
 * A full disk is taken as freed once this much is free again on the SQLite file's disk: a small
 * write can go through on a full disk (SQLite reuses its log's space) while an upload still cannot.
 */
const ROOM_TO_WRITE_BYTES = 32 * 1024 * 1024;
/** On PostgreSQL, damage seen by a request counts for this long after it was last seen. */
const DAMAGE_REMEMBERED_MS = 60_000;

/** `/readyz`'s words for each trouble: for whoever runs the server and its load balancer. */
const NOT_READY: Record<Trouble, string> = {
  unreachable: 'The database cannot be reached',
  slow: `The database did not answer within ${ANSWER_WITHIN_MS / 1000} seconds`,
  full: 'The disk is full: the database cannot write',
  'read-only': 'The database is read-only: nothing can be saved',
  damaged: 'The database file is damaged',
};

/**
 * `PRAGMA quick_check` on its own read-only connection in a worker thread: it reads the whole file
 * (about 0.2 s for 300 MB), which would hold every request on the server's thread meanwhile. It
 * answers SQLite's lines, ['ok'] for a sound file, or the error that kept it from reading.
 */
const QUICK_CHECK = `
const { parentPort, workerData } = require('node:worker_threads');
let db;
try {
  db = new (require(workerData.driver))(workerData.file, { readonly: true, fileMustExist: true });
  parentPort.postMessage({ lines: db.pragma('quick_check(5)', { simple: false }).map((row) => row.quick_check) });
} catch (error) {
  parentPort.postMessage({ error: { code: error.code, message: error.message } });
} finally {
  db?.close();
}
`;
const SQLITE_DRIVER = createRequire(import.meta.url).resolve('better-sqlite3');

type Check = { lines: string[] } | { error: { code?: string; message: string } };

function quickCheck(file: string): Promise<Check> {
  return new Promise((resolve) => {
    const worker = new Worker(QUICK_CHECK, { eval: true, workerData: { driver: SQLITE_DRIVER, file } });
    worker.once('message', resolve);
    worker.once('error', (error) => resolve({ error: { message: error.message } }));
    worker.once('exit', () => resolve({ error: { message: 'the check stopped' } }));
  });
}

/** A failure of the database as one of its troubles: any failure of a probe means "not ready". */
const troubleOfProbe = (error: unknown): Trouble => failureOf(error) ?? 'unreachable';

/**
 * Whether the app can serve: its database reachable, writable, not full and not damaged (OPS-2).
 * Each answer reads the database (a write, at most every few seconds), adds what any request met
 * since (db/health.ts), and never takes longer than ANSWER_WITHIN_MS. Every trouble clears by
 * itself once a later check finds it gone.
 */
export class Readiness {
  private probing: Promise<Trouble | undefined> | undefined;
  private lastWrite = Number.NEGATIVE_INFINITY;
  private writeTrouble: Trouble | undefined;
  private lastCheck = Number.NEGATIVE_INFINITY;
  private checking: Promise<void> | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly now: () => number = Date.now,
  ) {}

  /** Undefined when ready, else what is wrong in a few words. */
  async problem(): Promise<string | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<'slow'>((resolve) => (timer = setTimeout(() => resolve('slow'), ANSWER_WITHIN_MS)));
    try {
      this.probing ??= this.probe().finally(() => (this.probing = undefined));
      const checked = this.ctx.dialect === 'sqlite' ? this.checkFile() : undefined;
      const trouble = await Promise.race([this.probing, deadline]);
      if (trouble) return NOT_READY[trouble];
      // The file's check in the time left: a longer one is read by a later answer, and is no trouble itself.
      if (checked) await Promise.race([checked, deadline]);
      const known = this.ctx.dbHealth.troubles()[0];
      return known && NOT_READY[known];
    } finally {
      clearTimeout(timer);
    }
  }

  private async probe(): Promise<Trouble | undefined> {
    const { db, dbHealth: health, dialect } = this.ctx;
    if (dialect === 'postgres' && (health.seen('damaged') ?? Infinity) < this.now() - DAMAGE_REMEMBERED_MS) health.cleared('damaged');
    if (this.now() - this.lastWrite >= (this.writeTrouble ? WRITE_PROBE_AGAIN_MS : WRITE_PROBE_EVERY_MS)) {
      this.lastWrite = this.now();
      return (this.writeTrouble = await this.writeProbe());
    }
    try {
      await sql`select 1`.execute(db);
      return this.writeTrouble;
    } catch (error) {
      return troubleOfProbe(error);
    }
  }

  /** One row of `settings` written: the database takes writes (not full, not read-only, reachable). */
  private async writeProbe(): Promise<Trouble | undefined> {
    const { db, dbHealth: health } = this.ctx;
    try {
      const value = new Date(this.now()).toISOString();
      await db
        .insertInto('settings')
        .values({ key: 'ready_probe', value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    } catch (error) {
      return troubleOfProbe(error);
    }
    health.reached();
    health.cleared('read-only');
    if (health.seen('full') !== undefined && (await this.roomToWrite())) health.cleared('full');
    return undefined;
  }

  /** Whether the disk holding the database has room for an upload again (PostgreSQL's disk is the server's to see: yes once a write passes). */
  private async roomToWrite(): Promise<boolean> {
    const { dialect, config } = this.ctx;
    if (dialect === 'postgres' || config.databaseUrl === ':memory:') return true;
    const disk = await statfs(dirname(config.databaseUrl));
    return disk.bavail * disk.bsize >= ROOM_TO_WRITE_BYTES;
  }

  /** Starts PRAGMA quick_check when it is due; resolves when the check under way, if any, has ended. */
  private checkFile(): Promise<void> | undefined {
    const { dbHealth: health, config } = this.ctx;
    if (config.databaseUrl === ':memory:') return undefined;
    const every = health.seen('damaged') === undefined ? QUICK_CHECK_EVERY_MS : QUICK_CHECK_AGAIN_MS;
    if (!this.checking && this.now() - this.lastCheck >= every) {
      this.lastCheck = this.now();
      this.checking = quickCheck(config.databaseUrl)
        .then((check) => {
          if ('lines' in check) {
            if (check.lines.length === 1 && check.lines[0] === 'ok') health.cleared('damaged');
            else health.noted(Object.assign(new Error(`quick_check: ${check.lines.join('; ')}`), { code: 'SQLITE_CORRUPT' }));
          } else if (check.error.code) {
            // Not a database (SQLITE_NOTADB) is damage; a file it could not open says nothing about the file (health ignores it).
            health.noted(Object.assign(new Error(`quick_check: ${check.error.message}`), { code: check.error.code }));
          }
        })
        .finally(() => (this.checking = undefined));
    }
    return this.checking;
  }
}
