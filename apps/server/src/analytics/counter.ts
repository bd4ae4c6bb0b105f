import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import { dayAfter, zonedDate, zonedInstant } from '../lib/zoned-time.js';
import { DIRECT } from './sources.js';
import { MEASURES, SKETCHED, type Measure, type SketchedMeasure } from './measures.js';
import { Sketch } from './sketch.js';

/** How often the increments kept in memory are added to `visit_counts` (docs/decisions/055-visits-without-cookies.md). */
export const FLUSH_EVERY_MS = 2000;

/** Rows per INSERT: four parameters each, far under SQLite's limit of 32766. */
const ROWS_PER_INSERT = 500;

/**
 * Distinct rows kept while the database cannot be written: past it, increments of new rows are
 * dropped. The rows a day can have are bounded anyway (VISITS-4); this bounds memory across an outage.
 */
const MAX_PENDING_ROWS = 50_000;

/**
 * Sketches kept while the database cannot be written, 16 KB each at most. A day has a few hundred
 * (a source and a device are one each, and a day's sources are bounded: visits.ts).
 */
const MAX_PENDING_SKETCHES = 2_000;

type Row = Database['visit_counts'];
interface Seen {
  day: string;
  measure: SketchedMeasure;
  key: string;
  sketch: Sketch;
}

const rowId = (day: string, measure: string, key: string) => `${day}\n${measure}\n${key}`;
/** In id order, so two servers' transactions take the rows' locks in the same order and never deadlock. */
const inIdOrder = <T>(entries: Map<string, T>): T[] =>
  [...entries.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, value]) => value);

/**
 * The day's counts of this app server (VISITS-4): each increment is added in memory, and every
 * FLUSH_EVERY_MS all of them are added to `visit_counts` in one transaction of upserts
 * (`count = visit_counts.count + excluded.count`). Several app servers add into one database
 * without losing a count, and a flood of beacons is an in-memory increment, never a write per request.
 *
 * Visitors are sketches (sketch.ts, docs/decisions/086-visitors-as-sketches.md): this server's
 * sketch of the day is merged, in the same transaction, into the day's sketch in `visit_sketches`
 * (read, registers' maximum, written back, the row locked meanwhile), and the merged sketch's
 * estimate becomes the count in `visit_counts`. Servers count the union of their visitors, and a
 * day's sketches are bounded whatever a flood sends.
 */
export class VisitCounter {
  private pending = new Map<string, Row>();
  private sketches = new Map<string, Seen>();
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
    const id = rowId(day, measure, key);
    const row = this.pending.get(id);
    if (row) row.count += by;
    else if (this.pending.size < MAX_PENDING_ROWS) this.pending.set(id, { day, measure, key, count: by });
  }

  /** Counts `visitor` (visitors.ts) among the visitors of `measure` and `key` on `day`: once, however often it is seen. */
  see(day: string, measure: SketchedMeasure, key: string, visitor: number): void {
    this.sketchOf(day, measure, key)?.add(visitor);
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

  private sketchOf(day: string, measure: SketchedMeasure, key: string): Sketch | undefined {
    const id = rowId(day, measure, key);
    let seen = this.sketches.get(id);
    if (!seen && this.sketches.size < MAX_PENDING_SKETCHES) {
      seen = { day, measure, key, sketch: new Sketch(SKETCHED[measure]) };
      this.sketches.set(id, seen);
    }
    return seen?.sketch;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0 && this.sketches.size === 0) return;
    const batch = this.pending;
    const sketches = this.sketches;
    this.pending = new Map();
    this.sketches = new Map();
    const rows = inIdOrder(batch);
    const seen = inIdOrder(sketches);
    // The locks are taken in one order by every server: the sketches, the added counts, the estimates, 'Direct'.
    try {
      await this.ctx.db.transaction().execute(async (trx) => {
        const estimates: Row[] = [];
        for (const one of seen)
          estimates.push({ day: one.day, measure: one.measure, key: one.key, count: (await this.merge(trx, one)).estimate() });
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
        // The larger of the two: an estimate grows with its sketch, and a count kept from before the
        // sketch (the day of the upgrade, a sketch forgotten before a late write) is never lowered.
        for (let i = 0; i < estimates.length; i += ROWS_PER_INSERT) {
          await trx
            .insertInto('visit_counts')
            .values(estimates.slice(i, i + ROWS_PER_INSERT))
            .onConflict((oc) =>
              oc.columns(['day', 'measure', 'key']).doUpdateSet((eb) => ({
                count: eb
                  .case()
                  .when('excluded.count', '>', eb.ref('visit_counts.count'))
                  .then(eb.ref('excluded.count'))
                  .else(eb.ref('visit_counts.count'))
                  .end(),
              })),
            )
            .execute();
        }
        for (const day of new Set(seen.filter((one) => one.measure === MEASURES.visitors).map((one) => one.day))) {
          await writeDirect(trx, day);
        }
      });
    } catch (error) {
      this.log.error({ error }, 'visit counts not written; kept for the next try');
      for (const row of rows) this.add(row.day, row.measure as Measure, row.key, row.count);
      for (const one of seen) this.sketchOf(one.day, one.measure, one.key)?.merge(one.sketch);
    }
  }

  /**
   * Merges this server's sketch into the day's in the database and returns the merged one. The row
   * is locked until the transaction ends: by the insert that made it, else by the read (SQLite's
   * writer holds the whole database from the transaction's first write).
   */
  private async merge(trx: Transaction<Database>, { day, measure, key, sketch }: Seen): Promise<Sketch> {
    const bytes = sketch.toBytes();
    const made = await trx
      .insertInto('visit_sketches')
      .values({ day, measure, key, registers: bytes })
      .onConflict((oc) => oc.columns(['day', 'measure', 'key']).doNothing())
      .executeTakeFirst();
    if (Number(made.numInsertedOrUpdatedRows ?? 0) > 0) return sketch;
    const where = trx
      .selectFrom('visit_sketches')
      .select('registers')
      .where('day', '=', day)
      .where('measure', '=', measure)
      .where('key', '=', key);
    const row = await (this.ctx.dialect === 'postgres' ? where.forUpdate() : where).executeTakeFirstOrThrow();
    const merged = Sketch.fromBytes(row.registers);
    merged.merge(sketch);
    const after = merged.toBytes();
    if (!after.equals(row.registers)) {
      await trx
        .updateTable('visit_sketches')
        .set({ registers: after })
        .where('day', '=', day)
        .where('measure', '=', measure)
        .where('key', '=', key)
        .execute();
    }
    return merged;
  }
}

/**
 * The day's 'Direct' visitors: its visitors less those another site referred (docs/decisions/086).
 * Every transaction that changes either count holds the day's visitors' sketch, so the two read here agree.
 */
async function writeDirect(trx: Transaction<Database>, day: string): Promise<void> {
  const rows = await trx
    .selectFrom('visit_counts')
    .select(['measure', 'count'])
    .where('day', '=', day)
    .where('measure', 'in', [MEASURES.visitors, MEASURES.referred])
    .where('key', '=', '')
    .execute();
  const count = (measure: string) => Number(rows.find((row) => row.measure === measure)?.count ?? 0);
  const direct = Math.max(0, count(MEASURES.visitors) - count(MEASURES.referred));
  const row = trx.deleteFrom('visit_counts').where('day', '=', day).where('measure', '=', MEASURES.source).where('key', '=', DIRECT);
  if (direct === 0) await row.execute();
  else {
    await trx
      .insertInto('visit_counts')
      .values({ day, measure: MEASURES.source, key: DIRECT, count: direct })
      .onConflict((oc) => oc.columns(['day', 'measure', 'key']).doUpdateSet({ count: direct }))
      .execute();
  }
}
