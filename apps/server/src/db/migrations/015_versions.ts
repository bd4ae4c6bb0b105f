import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Migration 015_versions: Every change to an item or the site details: which fields went from what to what
 * (docs/decisions/046); version_media holds the pictures and files those values refer to.
 */
export async function up(db: Kysely<unknown>, { serial }: ColumnTypes): Promise<void> {
  await db.schema
    .createTable('versions')
    .addColumn('id', sql.raw(serial), (c) => c.primaryKey())
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('by', 'text', (c) => c.notNull())
    .addColumn('created', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('versions_item_idx').on('versions').columns(['collection', 'item_id', 'id']).execute();
  await db.schema
    .createTable('version_media')
    .addColumn('version_id', 'integer', (c) => c.notNull().references('versions.id').onDelete('cascade'))
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id'))
    .addPrimaryKeyConstraint('version_media_pk', ['version_id', 'media_id'])
    .execute();
  await db.schema.createIndex('version_media_media_idx').on('version_media').column('media_id').execute();
}
