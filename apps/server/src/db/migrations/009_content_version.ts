import type { Kysely } from 'kysely';

/**
 * Migration 009_content_version: One row whose number moves with every change to what public pages show
 * (content/version.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db
    .insertInto('content_version' as never)
    .values({ id: 1, version: 1 } as never)
    .execute();
}
