import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { dayAfter, zonedDate, zonedInstant } from '../lib/zoned-time.js';
import type { Measure } from './measures.js';

/** How often the increments kept in memory are added to `visit_counts` (docs/decisions/055-visits-without-cookies.md). */
export const FLUSH_EVERY_MS = 2000;

/** Rows per INSERT: four parameters each, far under SQLite's limit of 32766. */
const ROWS_PER_INSERT = 500;

/**
 * Distinct rows kept while the database cannot be written: past it, increments of new rows are
 * dropped. The rows a day can have are bounded anyway (VISITS-4); this bounds memory across an outage.
 */
const MAX_PENDING_ROWS = 50_000;

type Row = Database['visit_counts'];

/**
 * The day's counts of this app server (VISITS-4): each increment is added in memory, and every
 * FLUSH_EVERY_MS all of them are added to `visit_counts` in one transaction of upserts
 * (`count = visit_counts.count + excluded.count`). Several app servers add into one database
 * without losing a count, and a flood of beacons is an in-memory increment, never a write per request.
 */
export class VisitCounter {
  private pending = new Map<string, Row>();
  /** The flush under way: one at a time, and closing waits for it. */
  private writing: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  /** The day of the firm's time zone last asked for, and the instants it lasts: [from, until). */
  private day = { name: '', from: 0, until: 0 };

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Today in the firm's time zone (TIME_ZONE) by the app's clock, worked out once a day. */
  today(): string {
    const now = this.ctx.clock.now();
    if (now < this.day.from || now >= this.day.until) {
      const { timeZone } = this.ctx.config;
      const name = zonedDate(now, timeZone);
      this.day = { name, from: zonedInstant(name, '00:00', timeZone), until: zonedInstant(dayAfter(name, 1), '00:00', timeZone) };
    }
    return this.day.name;
  }

  /** Adds `by` to the count of `measure` and `key` on `day`. */
  add(day: string, measure: Measure, key = '', by = 1): void {
    const id = `${day}\n${measure}\n${key}`;
    const row = this.pending.get(id);
    if (row) row.count += by;
    else if (this.pending.size < MAX_PENDING_ROWS) this.pending.set(id, { day, measure, key, count: by });
  }

  /** Writes what was counted since the last flush; what could not be written is kept for the next one. */
  flush(): Promise<void> {
    this.writing = this.writing.then(() => this.write());
    return this.writing;
  }

  /**
   * Flushes every FLUSH_EVERY_MS of real time, not of the app's clock: it paces this process's writes,
   * and a clock moved by hand (to run the mail worker's retries) would otherwise have to step through each.
   */
  start(): void {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    // A pending flush never keeps the process alive; closing the app writes what is left.
    this.timer.unref();
  }

  /** Stops the timer and writes what is left (the app is closing). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    // In key order, so two servers' transactions take the rows' locks in the same order and never deadlock.
    const rows = [...batch.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row);
    try {
      await this.ctx.db.transaction().execute(async (trx) => {
        for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
          await trx
            .insertInto('visit_counts')
            .values(rows.slice(i, i + ROWS_PER_INSERT))
            .onConflict((oc) =>
              oc
                .columns(['day', 'measure', 'key'])
                .doUpdateSet((eb) => ({ count: eb('visit_counts.count', '+', eb.ref('excluded.count')) })),
            )
            .execute();
        }
      });
    } catch (error) {
      this.log.error({ error }, 'visit counts not written; kept for the next try');
      for (const row of rows) this.add(row.day, row.measure as Measure, row.key, row.count);
    }
  }
}
