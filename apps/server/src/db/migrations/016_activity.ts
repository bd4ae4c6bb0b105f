import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Migration 016_activity: Who did what and when in the admin area, kept a year (docs/decisions/047).
 */
export async function up(db: Kysely<unknown>, { serial }: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('activity')
    .addColumn('id', sql.raw(serial), (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('collection', 'text')
    .addColumn('item_id', 'text')
    .addColumn('title', 'text')
    .execute();
  await db.schema.createIndex('activity_at_idx').on('activity').column('at').execute();
}
