import { sql, type Kysely } from 'kysely';
import type { ColumnTypes } from './column-types.js';

/**
 * Migration 020_picture_focus_and_alt: The picture's alt text and focal point of offers and sliders (IMAGE-5,
 * IMAGE-7, decision 057): existing rows get no alt text and the centre. The collections and the site details
 * keep them in their JSON documents, beside the picture they belong to.
 */
export async function up(db: Kysely<unknown>, { double }: ColumnTypes): Promise<void> {
  for (const table of ['offers', 'sliders']) {
    await db.schema
      .alterTable(table)
      .addColumn('image_alt', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    for (const column of ['image_focus_x', 'image_focus_y']) {
      await db.schema
        .alterTable(table)
        .addColumn(column, sql.raw(double), (c) => c.notNull().defaultTo(0.5))
        .execute();
    }
  }
}
