import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Migration 013_sessions: A password change or reset raises session_version; tokens carry the version they were
 * made with, so every earlier session ends on every app server. admin_logins: the Account screen.
 */
export async function up(db: Kysely<unknown>, { serial }: ColumnTypes): Promise<void> {
  await db.schema
    .alterTable('admins')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('admin_logins')
    .addColumn('id', sql.raw(serial), (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('ip', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_logins_admin_idx').on('admin_logins').columns(['admin_id', 'at']).execute();
}
