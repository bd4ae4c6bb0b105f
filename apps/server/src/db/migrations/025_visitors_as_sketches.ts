import { sql, type Kysely } from 'kysely';
import { Sketch } from '../../analytics/sketch.js';
import type { ColumnTypes } from './column-types.js';

/**
 * Migration 025_visitors_as_sketches (decision 086): a day's visitors as mergeable sketches
 * (`visit_sketches`) instead of a row per visitor. The visitor hashes left in `visit_days` (the
 * day's, and yesterday's until its salt went) become their days' sketches of visitors and of
 * visitors who enquired, so a day counted across the upgrade counts nobody twice: a sketch takes the
 * first 32 bits of the same hash. Each day's visitors referred by another site (the sum of its
 * sources but 'Direct', as each visitor had one source then) becomes its `referred` count, from which
 * 'Direct' is worked out from now on. Names and precision are written here so that later changes to
 * the measures do not change what the migration did.
 */

/** Tables seen by name: a migration works on the tables as they were at its time. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

const PRECISION = 14;
const BATCH = 10_000;

export async function up(db: Kysely<unknown>, { blob }: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('visit_sketches')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('measure', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('registers', sql.raw(blob), (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_sketches_pk', ['day', 'measure', 'key'])
    .execute();
  await sketchVisitDays(db as Loose);
  await db.schema.dropTable('visit_days').execute();
}

async function sketchVisitDays(db: Loose): Promise<void> {
  const days = await db.selectFrom('visit_days').select('day').distinct().execute();
  for (const { day } of days) {
    const visitors = new Sketch(PRECISION);
    const enquirers = new Sketch(PRECISION);
    // In pages by primary key: a flooded day may hold many rows.
    let after = '';
    for (;;) {
      const rows = await db
        .selectFrom('visit_days')
        .select(['visitor', 'enquired'])
        .where('day', '=', day)
        .where('visitor', '>', after)
        .orderBy('visitor')
        .limit(BATCH)
        .execute();
      for (const row of rows) {
        const visitor = Number.parseInt(String(row['visitor']).slice(0, 8), 16);
        visitors.add(visitor);
        if (Number(row['enquired']) === 1) enquirers.add(visitor);
      }
      if (rows.length < BATCH) break;
      after = String(rows.at(-1)!['visitor']);
    }
    const sketches = [{ day, measure: 'visitors', key: '', registers: visitors.toBytes() }];
    if (enquirers.estimate() > 0) sketches.push({ day, measure: 'enquirers', key: '', registers: enquirers.toBytes() });
    await db.insertInto('visit_sketches').values(sketches).execute();
    await sql`INSERT INTO visit_counts (day, measure, key, count)
      SELECT day, 'referred', '', sum(count) FROM visit_counts
      WHERE day = ${day} AND measure = 'source' AND key <> 'Direct' GROUP BY day HAVING sum(count) > 0`.execute(db);
  }
}
