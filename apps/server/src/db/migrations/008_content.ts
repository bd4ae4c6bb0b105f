import type { Kysely } from 'kysely';

/**
 * Migration 008_content: The owner's content (SITE-5). Tables only: the first start fills them
 * (content/seed.ts), so a database made by an earlier version keeps its offers, sliders and messages and gets
 * the seed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_items')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_items_pk', ['collection', 'id'])
    .execute();
  await db.schema.createIndex('content_items_order_idx').on('content_items').columns(['collection', 'position']).execute();
  // Which media each item uses, so a picture or file shared by several items is deleted with the last.
  await db.schema
    .createTable('content_media')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id'))
    .addPrimaryKeyConstraint('content_media_pk', ['collection', 'item_id', 'media_id'])
    .execute();
  await db.schema.createIndex('content_media_media_idx').on('content_media').column('media_id').execute();
  await db.schema
    .createTable('site_details')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('doc', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}
