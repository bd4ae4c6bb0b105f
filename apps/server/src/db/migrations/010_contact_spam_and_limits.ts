import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Migration 010_contact_spam_and_limits: Contact messages marked as spam and the page they were sent from;
 * contact_sends, each address's sends, for the form's limit.
 */
export async function up(db: Kysely<unknown>, { serial }: ColumnTypes): Promise<void> {
  // Spam is kept (never silently dropped) and shown apart; `page` says where the form was opened.
  await db.schema
    .alterTable('messages')
    .addColumn('spam', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('messages').addColumn('page', 'text').execute();
  await db.schema
    .createTable('contact_sends')
    .addColumn('id', sql.raw(serial), (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_sends_key_idx').on('contact_sends').columns(['key', 'at']).execute();
}
