import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, join, resolve } from 'node:path';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import { BACKUP_MESSAGES, BACKUP_WARN_DAYS, type BackupAttempt, type BackupStatus } from '@firm/contract';
import type { AppContext } from '../context.js';
import type { Db, DbHandle } from '../db/index.js';
import { DAY_MS } from '../lib/clock.js';
import { dayAfter, zonedDate, zonedInstant } from '../lib/zoned-time.js';
import { checkBackup } from './check.js';
import { newBackupPath } from './files.js';
import { BACKUP_EXTENSION } from './format.js';
import { writeBackup } from './write.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The daily backup and its status. */
    backups: BackupSchedule;
  }
}

/** What makes a backup and what reads one back: the real ones, or a test's. */
export interface BackupTools {
  /** Writes a whole backup to `out` and ends it. */
  write: (handle: DbHandle, out: Writable) => Promise<unknown>;
  /** Reads a backup file through; throws when it is damaged or incomplete. */
  check: (path: string) => Promise<unknown>;
}
/** The real ones, sealing with BACKUP_PASSPHRASE when it is set (docs/decisions/085). */
const realTools = (passphrase: string | undefined): BackupTools => ({
  write: (handle, out) => writeBackup(handle, out, { passphrase }),
  check: (path) => checkBackup(path, { passphrase }),
});

/** The daily backups' record, one settings row every app server reads (the dashboard's status). */
const STATUS_KEY = 'backup_status';
/** The date (YYYY-MM-DD, firm's time) of the latest daily backup some app server took on: one a day, whichever server. */
const CLAIM_KEY = 'backup_claim';
/** The schedule's own rows: they describe the backups of the install that wrote them, not of a restored copy. */
export const SCHEDULE_SETTINGS = [STATUS_KEY, CLAIM_KEY];

interface StoredStatus {
  /** When the schedule first ran on this database: "no backup for days" counts from it before the first. */
  since: string;
  last: BackupAttempt | null;
  lastGood: BackupAttempt | null;
}

/**
 * The names the site gives its backups (files.ts newBackupPath: the UTC time, so they sort by
 * time), the only files the pruning may delete; and what a write stopped midway leaves, deleted
 * once it is a day old (a backup by `npm run backup` may be under way beside the daily one).
 */
const NAMED = `site-\\d{4}-\\d{2}-\\d{2}T\\d{4}(?:-\\d+)?${BACKUP_EXTENSION.replace('.', '\\.')}`;
const DAILY = new RegExp(`^${NAMED}$`);
const PARTIAL = new RegExp(`^${NAMED}\\.partial$`);

/**
 * BACKUP_DIR as an absolute path: a relative one is read from the folder the server was started in,
 * as a relative DATABASE_URL is (db/index.ts opens the SQLite file by the path as given).
 */
export const backupFolder = (backupDir: string) => resolve(backupDir);

/** The daily backup due most recently by `now` (its date and instant), and the next one after `now`. */
export function backupSlots(now: number, time: string, timeZone: string) {
  const today = zonedDate(now, timeZone);
  const todays = zonedInstant(today, time, timeZone);
  if (todays <= now) {
    const tomorrow = dayAfter(today, 1);
    return { due: { date: today, at: todays }, next: { date: tomorrow, at: zonedInstant(tomorrow, time, timeZone) } };
  }
  const yesterday = dayAfter(today, -1);
  return { due: { date: yesterday, at: zonedInstant(yesterday, time, timeZone) }, next: { date: today, at: todays } };
}

// ---- Why a backup failed, in the owner's words -------------------------------------------------

/** A failure the checker found in the written file, told apart from one of writing it. */
class Unreadable extends Error {}

export function failureReason(error: unknown, folder: string): string {
  if (error instanceof Unreadable) return BACKUP_MESSAGES.unreadable(error.message);
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  switch (code) {
    case 'ENOSPC':
    case 'EDQUOT':
      return BACKUP_MESSAGES.diskFull;
    case 'EACCES':
    case 'EPERM':
      return BACKUP_MESSAGES.notAllowed(folder);
    case 'EROFS':
      return BACKUP_MESSAGES.readOnly(folder);
    case 'ENOTDIR':
    case 'EEXIST':
      return BACKUP_MESSAGES.pathThroughFile(folder);
  }
  const message = error instanceof Error ? error.message : String(error);
  return BACKUP_MESSAGES.failed(/[.!?]$/.test(message) ? message : `${message}.`);
}

// ---- The record in the database ----------------------------------------------------------------

async function readStatus(db: Db): Promise<StoredStatus | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', STATUS_KEY).executeTakeFirst();
  return row ? (JSON.parse(row.value) as StoredStatus) : undefined;
}

async function writeStatus(db: Db, status: StoredStatus): Promise<void> {
  const value = JSON.stringify(status);
  await db
    .insertInto('settings')
    .values({ key: STATUS_KEY, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/**
 * Takes the backup of `date` for this server: the update succeeds only while the claim names an
 * earlier day, so of several app servers on one database one wins. A server that dies while it
 * writes holds only that day: the next day's date is later than its claim.
 */
async function claimDay(db: Db, date: string): Promise<boolean> {
  await db
    .insertInto('settings')
    .values({ key: CLAIM_KEY, value: '' })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const result = await db
    .updateTable('settings')
    .set({ value: date })
    .where('key', '=', CLAIM_KEY)
    .where('value', '<', date)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Gives the day back (a backup stopped with its server), so another server or the next start takes it. */
async function releaseDay(db: Db, date: string): Promise<void> {
  await db
    .updateTable('settings')
    .set({ value: dayAfter(date, -1) })
    .where('key', '=', CLAIM_KEY)
    .where('value', '=', date)
    .execute();
}

async function claimedDay(db: Db): Promise<string> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', CLAIM_KEY).executeTakeFirst();
  return row?.value ?? '';
}

/** Deletes the oldest backups beyond `keep`, and what stopped writes left; returns how many are kept. */
async function prune(folder: string, keep: number): Promise<number> {
  const entries = (await readdir(folder, { withFileTypes: true })).filter((e) => e.isFile());
  // The name holds the time: newest first.
  const kept = entries.filter((e) => DAILY.test(e.name)).map((e) => e.name);
  kept.sort().reverse();
  for (const name of kept.slice(keep)) await rm(join(folder, name), { force: true });
  for (const { name } of entries.filter((e) => PARTIAL.test(e.name))) {
    const { mtimeMs } = await stat(join(folder, name));
    // File times are the system's, whatever the app's clock.
    if (Date.now() - mtimeMs > DAY_MS) await rm(join(folder, name), { force: true });
  }
  return Math.min(kept.length, keep);
}

// ---- The schedule ---------------------------------------------------------------------------------

/**
 * The daily backup: at BACKUP_TIME in TIME_ZONE one app server writes a backup into its BACKUP_DIR
 * under a temporary name, reads it back, gives it its dated name, deletes the oldest beyond
 * BACKUP_KEEP and records the outcome in the database. A failure is a log line and a recorded
 * failure, never a stopped server.
 */
export class BackupSchedule {
  private cancel: (() => void) | undefined;
  private stopped = false;
  /** The backup being written by this server, which stop() ends. */
  private running: { out: Writable; done: Promise<unknown> } | undefined;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
    private readonly tools: BackupTools = realTools(ctx.config.backupPassphrase),
  ) {}

  get folder(): string {
    return backupFolder(this.ctx.config.backupDir);
  }

  private slots() {
    return backupSlots(this.ctx.clock.now(), this.ctx.config.backupTime, this.ctx.config.timeZone);
  }

  /**
   * Wakes at each BACKUP_TIME. At start it also makes the backup a stopped server missed (the
   * schedule ran here before that day's time and nobody took the day); a new site waits for its first.
   */
  start(): void {
    const tick = async () => {
      await this.runDue();
      this.wakeAtNext(tick);
    };
    const begin = async () => {
      const since = new Date(this.ctx.clock.now()).toISOString();
      await this.ctx.db
        .insertInto('settings')
        .values({ key: STATUS_KEY, value: JSON.stringify({ since, last: null, lastGood: null } satisfies StoredStatus) })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
      const status = await readStatus(this.ctx.db);
      const { due } = this.slots();
      if (status && Date.parse(status.since) < due.at && (await claimedDay(this.ctx.db)) < due.date) await this.runDue();
    };
    begin().then(
      () => this.wakeAtNext(tick),
      (error: unknown) => {
        this.log.error({ err: error }, 'the backup schedule could not read its record; it tries again at the next backup time');
        this.wakeAtNext(tick);
      },
    );
  }

  private wakeAtNext(tick: () => Promise<void>): void {
    if (this.stopped) return;
    // The wake-up may come a little early or late: the slot is read from the clock when it runs.
    this.cancel = this.ctx.clock.after(Math.max(1000, this.slots().next.at - this.ctx.clock.now()), tick);
  }

  /** Ends a backup being written (its day is given back) and the wake-ups. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.cancel?.();
    const running = this.running;
    if (running) {
      running.out.destroy(new Error('The server stopped'));
      await running.done;
    }
  }

  /** Makes the backup due now unless an app server already took its day: the outcome, or null. */
  async runDue(): Promise<BackupAttempt | null> {
    if (this.stopped) return null;
    try {
      const { due } = this.slots();
      if (!(await claimDay(this.ctx.db, due.date))) return null;
      return await this.backUp(due.date);
    } catch (error) {
      this.log.error({ err: error }, 'the daily backup could not be started');
      return null;
    }
  }

  private async backUp(date: string): Promise<BackupAttempt | null> {
    const { ctx, folder, tools } = this;
    const path = newBackupPath(folder, 'site', new Date(ctx.clock.now()));
    const partial = `${path}.partial`;
    const attempt = { host: hostname(), folder, file: null, bytes: null, checked: false, count: null };
    let outcome: BackupAttempt;
    try {
      await mkdir(folder, { recursive: true });
      // Flushed to the disk before it is closed: a backup with its name survives a power cut.
      const out = createWriteStream(partial, { flags: 'wx', flush: true });
      // Listened to at once: a failure to open or write the file (a full disk) rejects here, never as an unhandled stream error.
      const closed = finished(out);
      const written = tools.write({ db: ctx.db, dialect: ctx.dialect }, out);
      const done = Promise.all([written, closed]);
      this.running = { out, done: done.catch(() => undefined) };
      await done;
      if (!out.closed) await once(out, 'close');
      await tools.check(partial).catch((error: unknown) => {
        throw new Unreadable(error instanceof Error ? error.message : String(error));
      });
      await rename(partial, path);
      const { size } = await stat(path);
      const count = await prune(folder, ctx.config.backupKeep);
      outcome = {
        ...attempt,
        at: new Date(ctx.clock.now()).toISOString(),
        file: basename(path),
        bytes: size,
        checked: true,
        error: null,
        count,
      };
      this.log.info({ file: path, bytes: size, kept: count }, 'daily backup made and checked');
    } catch (error) {
      await rm(partial, { force: true }).catch(() => undefined);
      if (this.stopped) {
        await releaseDay(ctx.db, date).catch(() => undefined);
        this.log.warn(`Backup of ${date} stopped with the server: the next start or another server makes it`);
        return null;
      }
      const reason = failureReason(error, folder);
      this.log.error({ folder, code: (error as NodeJS.ErrnoException).code }, `Backup failed: ${reason}`);
      outcome = { ...attempt, at: new Date(ctx.clock.now()).toISOString(), error: reason };
    } finally {
      this.running = undefined;
    }
    await this.record(outcome);
    return outcome;
  }

  private async record(outcome: BackupAttempt): Promise<void> {
    try {
      const status = (await readStatus(this.ctx.db)) ?? { since: outcome.at, last: null, lastGood: null };
      await writeStatus(this.ctx.db, { ...status, last: outcome, lastGood: outcome.error ? status.lastGood : outcome });
    } catch (error) {
      this.log.error({ err: error }, 'the outcome of the daily backup could not be recorded');
    }
  }

  /** What the owner's dashboard shows. */
  async status(): Promise<BackupStatus> {
    const { config, clock } = this.ctx;
    const now = clock.now();
    const stored = await readStatus(this.ctx.db);
    return {
      last: stored?.last ?? null,
      lastGood: stored?.lastGood ?? null,
      next: new Date(this.slots().next.at).toISOString(),
      time: config.backupTime,
      timeZone: config.timeZone,
      folder: this.folder,
      keep: config.backupKeep,
      warning: stored ? warningOf(stored, now) : null,
    };
  }
}

/** The last backup failed, or the newest good one (or the schedule's start, before any) is older than BACKUP_WARN_DAYS. */
function warningOf({ since, last, lastGood }: StoredStatus, now: number): string | null {
  if (last?.error) return BACKUP_MESSAGES.lastFailed(last.error);
  const age = now - Date.parse(lastGood?.at ?? since);
  if (age <= BACKUP_WARN_DAYS * DAY_MS) return null;
  return lastGood ? BACKUP_MESSAGES.noneFor(Math.floor(age / DAY_MS)) : BACKUP_MESSAGES.noneYet;
}
