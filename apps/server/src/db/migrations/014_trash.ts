import type { Kysely } from 'kysely';

/**
 * Migration 014_trash: What the owner deletes is kept here as its row was (docs/decisions/044), with the media
 * it refers to held in trash_media so nothing releases them before the entry leaves the trash.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('trash')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('picture', 'text')
    .addColumn('deleted_at', 'text', (c) => c.notNull())
    .addColumn('deleted_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('trash_pk', ['collection', 'item_id'])
    .execute();
  await db.schema.createIndex('trash_deleted_idx').on('trash').column('deleted_at').execute();
  await db.schema
    .createTable('trash_media')
    .addColumn('collection', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('media_id', 'text', (c) => c.notNull().references('media.id'))
    .addPrimaryKeyConstraint('trash_media_pk', ['collection', 'item_id', 'media_id'])
    .execute();
  await db.schema.createIndex('trash_media_media_idx').on('trash_media').column('media_id').execute();
}
