import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CollectionSpec } from '@firm/contract';
import type { Config } from './config.js';
import type { Clock } from './lib/clock.js';
import type { Db } from './db/index.js';
import type { DatabaseHealth } from './db/health.js';
import type { HashQueue } from './auth/hash-queue.js';
import type { Keys } from './auth/keys.js';
import type { PageCache } from './pages/page-cache.js';
import type { Housekeeping } from './ops/housekeeping.js';
import type { BackupSchedule } from './backup/schedule.js';
import type { Visits } from './analytics/visits.js';

/** What every route module needs, decorated on the app as `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** What the app knows of its database's health: reachable, full, read-only, damaged (db/health.ts). */
  dbHealth: DatabaseHealth;
  /** One key per purpose, derived from the root secret outside the database (auth/keys.ts). */
  keys: Keys;
  /** Turns at password hashing (logins, password changes), shared fairly between addresses. */
  hashQueue: HashQueue;
  /**
   * The content version (content/version.ts), read at most once per event-loop turn: what the
   * page cache and the list caches are valid for (decision 037).
   */
  contentVersion: () => Promise<number>;
  /** Rendered public pages (pages/routes.ts); undefined when PAGE_CACHE_MB is 0. */
  pageCache: PageCache | undefined;
  /** The time contact messages are stamped with and mailed by (lib/clock.ts). */
  clock: Clock;
  /** The owner's collections by slug (the contract's COLLECTIONS), each with its API, storage and admin derived from it. */
  collections: Readonly<Record<string, CollectionSpec>>;
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** The hourly deletion of old trash and activity (ops/housekeeping.ts). */
    housekeeping: Housekeeping;
    /** The daily backup and its status (backup/schedule.ts). */
    backups: BackupSchedule;
    /** Page views, visitors and enquiries of this app server, written every 2 s (analytics/visits.ts). */
    visits: Visits;
  }
}
