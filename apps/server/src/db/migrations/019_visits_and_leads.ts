import type { Kysely } from 'kysely';

/**
 * Migration 019_visits_and_leads: Visits as daily totals (docs/decisions/055): `visit_counts` one row per day,
 * measure and key (a page, a source, a device, an event and what was tapped), added to by every app server at
 * once; `visit_days` the day's visitor hashes, deleted with the day's salt once it is over. Leads
 * (docs/decisions/056): a message's status, private note, follow-up day and source.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('visit_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('measure', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('visit_counts_pk', ['day', 'measure', 'key'])
    .execute();
  await db.schema
    .createTable('visit_days')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor', 'text', (c) => c.notNull())
    .addColumn('enquired', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('visit_days_pk', ['day', 'visitor'])
    .execute();
  await db.schema
    .createTable('visit_salts')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('salt', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('messages').addColumn('follow_up', 'text').execute();
  await db.schema.alterTable('messages').addColumn('source', 'text').execute();
  await db.schema.createIndex('messages_follow_up_idx').on('messages').column('follow_up').execute();
}
