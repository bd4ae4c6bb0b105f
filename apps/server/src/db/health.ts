/**
 * What the app knows of its database's health, from every query's outcome (db/index.ts notes each
 * failure): whether it can be reached, and whether it is full, read-only or damaged. `/readyz`
 * (ops/readiness.ts) answers from it, the error handler (lib/error-handler.ts) turns a failure into
 * words for the person who asked, and while PostgreSQL cannot be reached new connections are tried
 * one at a time so requests fail at once instead of each waiting for its own time limit
 * (docs/decisions/051-the-site-stays-up-when-the-database-does-not.md).
 */

/** The database failures a person can be told about, each with its own answer. */
export type Trouble = 'unreachable' | 'slow' | 'full' | 'read-only' | 'damaged';

/** The troubles a later success does not prove gone: kept until a check says so (ops/readiness.ts). */
export type LastingTrouble = Extract<Trouble, 'full' | 'read-only' | 'damaged'>;

/** A log with pino's shape (Fastify's logger), or the one-line stand-in of commands without one. */
export interface DbLog {
  warn(message: string): void;
  info(message: string): void;
}

/** PostgreSQL's SQLSTATE codes (appendix A of its manual). */
const PG_STATES: Record<string, Trouble> = {
  '53100': 'full', // disk_full
  '25006': 'read-only', // read_only_sql_transaction: a standby, or default_transaction_read_only
  XX001: 'damaged', // data_corrupted
  XX002: 'damaged', // index_corrupted
  '57014': 'slow', // query_canceled: statement_timeout
  '57P01': 'unreachable', // admin_shutdown (a restart, pg_terminate_backend)
  '57P02': 'unreachable', // crash_shutdown
  '57P03': 'unreachable', // cannot_connect_now (starting up, shutting down)
  '53300': 'unreachable', // too_many_connections
};

/** Errors of the operating system and the network. */
const SYSTEM_CODES: Record<string, Trouble> = {
  ENOSPC: 'full',
  EROFS: 'read-only',
  ECONNREFUSED: 'unreachable',
  ECONNRESET: 'unreachable',
  ECONNABORTED: 'unreachable',
  ETIMEDOUT: 'unreachable',
  EHOSTUNREACH: 'unreachable',
  ENETUNREACH: 'unreachable',
  ENOTFOUND: 'unreachable',
  EAI_AGAIN: 'unreachable',
  EPIPE: 'unreachable',
};

/** pg's own errors, which carry no code: a connection that ended or went silent. */
const PG_LOST = /Connection terminated|Query read timeout|not queryable|Connection ended unexpectedly/i;
/** pg-pool's: every connection busy for the whole wait (a load, not a fault of the database). */
const PG_POOL_BUSY = /timeout exceeded when trying to connect/i;

/** The error this module throws while the database is known unreachable and another attempt is under way. */
const UNREACHABLE_CODE = 'DATABASE_UNREACHABLE';

function sqliteTrouble(code: string): Trouble | undefined {
  if (code === 'SQLITE_FULL') return 'full';
  if (code.startsWith('SQLITE_READONLY')) return 'read-only';
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') return 'damaged';
  if (code.startsWith('SQLITE_CANTOPEN')) return 'unreachable';
  return undefined;
}

/** The trouble an error from the database driver means; undefined for anything else (a bug, a constraint). */
function troubleOf(error: unknown, depth = 0): Trouble | undefined {
  if (!error || typeof error !== 'object' || depth > 3) return undefined;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string') {
    if (code === UNREACHABLE_CODE) return 'unreachable';
    const known = PG_STATES[code] ?? SYSTEM_CODES[code] ?? (code.startsWith('SQLITE_') ? sqliteTrouble(code) : undefined);
    if (known) return known;
    // Class 08: connection exceptions.
    if (/^08[0-9A-Z]{3}$/.test(code)) return 'unreachable';
  }
  if (typeof message === 'string' && PG_LOST.test(message)) return 'unreachable';
  if (typeof message === 'string' && PG_POOL_BUSY.test(message)) return 'slow';
  // Node's connection errors to several addresses (localhost: ::1 and 127.0.0.1) come as an AggregateError.
  if (Array.isArray(errors)) {
    for (const inner of errors) {
      const found = troubleOf(inner, depth + 1);
      if (found) return found;
    }
  }
  return troubleOf(cause, depth + 1);
}

/** Set on an error the database driver threw, to the trouble it means (`noted`). */
const TROUBLE = Symbol('database trouble');

/**
 * The trouble behind an error met while answering a request: one the database driver threw (noted
 * by DatabaseHealth), or a full disk or a read-only one whatever wrote to it. A refused connection
 * to the mail server is not the database's.
 */
export function failureOf(error: unknown): Trouble | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const marked = (error as { [TROUBLE]?: Trouble })[TROUBLE];
  if (marked) return marked;
  const { code } = error as { code?: unknown };
  return code === 'ENOSPC' ? 'full' : code === 'EROFS' ? 'read-only' : undefined;
}

/** How a trouble is named in the log: the words an operator searches for. */
const LOG_NAMES: Record<Trouble, string> = {
  unreachable: 'database unreachable',
  slow: 'database query took too long',
  full: 'disk full',
  'read-only': 'database read-only',
  damaged: 'database damaged',
};

/** One line for the log about `error`, starting with what it means ("disk full: ..."). */
export function troubleLine(trouble: Trouble, error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `${LOG_NAMES[trouble]}: ${detail}`;
}

export class DatabaseHealth {
  /** Since when new connections could not be made; undefined while the database answers. */
  private unreachableSince: number | undefined;
  /** When it was last found unreachable: connections made before then are not handed out again. */
  private lastUnreachable = Number.NEGATIVE_INFINITY;
  /** An attempt to reach it is under way while it is known unreachable: the others fail at once. */
  private attempting = false;
  private readonly lasting = new Map<LastingTrouble, number>();

  constructor(
    private readonly log: DbLog,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Records a failure of the database and answers what it means: a full disk, a read-only or a
   * damaged database is kept until a check clears it, and logged once when it starts (the requests it
   * fails log their own lines).
   */
  noted(error: unknown): Trouble | undefined {
    const trouble = troubleOf(error);
    if (trouble && error && typeof error === 'object') Object.defineProperty(error, TROUBLE, { value: trouble, configurable: true });
    if (trouble === 'full' || trouble === 'read-only' || trouble === 'damaged') {
      if (!this.lasting.has(trouble)) this.log.warn(troubleLine(trouble, error));
      this.lasting.set(trouble, this.now());
    }
    return trouble;
  }

  /**
   * No connection could be made, or one went silent: the database cannot be reached. A connection
   * that was ended (a restart, pg_terminate_backend) is not this: the pool makes another.
   */
  unreachable(error: unknown): void {
    this.lastUnreachable = this.now();
    if (this.unreachableSince !== undefined) return;
    this.unreachableSince = this.lastUnreachable;
    this.log.warn(troubleLine('unreachable', error));
  }

  /** The database answered. */
  reached(): void {
    if (this.unreachableSince === undefined) return;
    this.unreachableSince = undefined;
    this.log.info('database reachable again');
  }

  /** Whether a connection made at `time` may be used: not when the database was unreachable since (its socket may be dead). */
  usable(time: number): boolean {
    return time > this.lastUnreachable;
  }

  /** A check found `trouble` gone (a write went through, the file checked out whole). */
  cleared(trouble: LastingTrouble): void {
    if (this.lasting.delete(trouble)) this.log.info(`${LOG_NAMES[trouble]}: no longer`);
  }

  /** When `trouble` was last seen, if it has not been cleared since. */
  seen(trouble: LastingTrouble): number | undefined {
    return this.lasting.get(trouble);
  }

  /** The troubles in force, the one that matters most first. */
  troubles(): Trouble[] {
    const lasting = (['damaged', 'full', 'read-only'] as const).filter((t) => this.lasting.has(t));
    return this.unreachableSince === undefined ? lasting : ['unreachable', ...lasting];
  }

  /**
   * Before a connection is taken from the pool: while the database is known unreachable, one attempt
   * at a time goes to it and the rest fail at once (a cut network would otherwise hold each request
   * for the connection's whole time limit). Answers the function that ends the attempt.
   */
  beginAttempt(): () => void {
    if (this.unreachableSince === undefined) return noAttempt;
    if (this.attempting) {
      throw Object.assign(new Error('The database cannot be reached (another attempt is under way)'), { code: UNREACHABLE_CODE });
    }
    this.attempting = true;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.attempting = false;
    };
  }
}

const noAttempt = () => {};
