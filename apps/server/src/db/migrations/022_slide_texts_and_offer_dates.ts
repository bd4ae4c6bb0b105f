import type { Kysely } from 'kysely';

/**
 * Migration 022_slide_texts_and_offer_dates: A slide's line under its title and its button; an offer's first and
 * last day (YYYY-MM-DD in TIME_ZONE, null for none) and its button
 * (docs/decisions/059-slides-offers-and-preview.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['sliders', 'offers']) {
    if (table === 'sliders') {
      await db.schema
        .alterTable(table)
        .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
    } else {
      await db.schema.alterTable(table).addColumn('starts_on', 'text').execute();
      await db.schema.alterTable(table).addColumn('ends_on', 'text').execute();
    }
    await db.schema
      .alterTable(table)
      .addColumn('button_label', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('button_link', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
}
