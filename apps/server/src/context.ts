import type { FastifyInstance, FastifyBaseLogger, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CollectionSpec } from '@firm/contract';
import type { Config } from './config.js';
import type { Clock } from './lib/clock.js';
import type { Db } from './db/index.js';
import type { DatabaseHealth } from './db/health.js';

/**
 * What every route module needs, decorated on the app as `app.ctx`. Declared here is only what the
 * app stands on (settings, database, clock, the contract's collections), which imports no feature;
 * a feature that adds to it declares its part in its own file by merging into this interface, and
 * what it adds to the app itself by merging into Fastify's (docs/decisions/091-no-import-circles.md).
 */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  /** What the app knows of its database's health: reachable, full, read-only, damaged (db/health.ts). */
  dbHealth: DatabaseHealth;
  /**
   * The content version (content/version.ts), read at most once per event-loop turn: what the
   * page cache and the list caches are valid for (decision 037).
   */
  contentVersion: () => Promise<number>;
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
  }
}
