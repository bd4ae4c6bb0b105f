import type { Kysely } from 'kysely';

/**
 * Migration 024_offers_and_sliders_as_items (decision 073): the rows of the offers and sliders
 * tables become content_items documents, as every other collection's, and the two tables go. The
 * documents have the fields the engine read from the columns (the same values its history kept),
 * named here so later changes to the definitions do not change what the migration did. Their
 * pictures are linked in content_media; their trashed rows become content_items rows too, so they
 * restore. A backup from before it gets the same when restored, as a restore runs the migrations the
 * backup lacks.
 */

/** Tables seen by name: a migration works on the tables as they were at its time. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;
type Row = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const day = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** The picture as a document keeps it: alt text and focus only when given (decision 057). */
function picture(row: Row) {
  if (!row['image_id']) return null;
  const stored: Row = { media: row['image_id'] };
  if (text(row['image_alt'])) stored['alt'] = row['image_alt'];
  const focus = { x: Number(row['image_focus_x'] ?? 0.5), y: Number(row['image_focus_y'] ?? 0.5) };
  if (focus.x !== 0.5 || focus.y !== 0.5) stored['focus'] = focus;
  return stored;
}

const buttons = (row: Row) => ({ buttonLabel: text(row['button_label']), buttonLink: text(row['button_link']) });

const DOCS = {
  offers: (row: Row) => ({
    title: row['title'],
    description: row['description'],
    percentage: Number(row['percentage']),
    picture: picture(row),
    startsOn: day(row['starts_on']),
    endsOn: day(row['ends_on']),
    ...buttons(row),
  }),
  sliders: (row: Row) => ({ title: row['title'], picture: picture(row), subtitle: text(row['subtitle']), ...buttons(row) }),
};

/** The row's content_items row: offers come newest first by when added, so their position is 0. */
const itemRow = (collection: keyof typeof DOCS, row: Row) => ({
  collection,
  id: row['id'],
  position: collection === 'sliders' ? Number(row['position']) : 0,
  hidden: 0,
  doc: JSON.stringify(DOCS[collection](row)),
  created_at: row['created_at'],
  updated_at: row['updated_at'],
});

export async function up(db: Kysely<unknown>): Promise<void> {
  const loose = db as unknown as Loose;
  for (const collection of ['offers', 'sliders'] as const) {
    for (const row of await loose.selectFrom(collection).selectAll().execute()) {
      await loose.insertInto('content_items').values(itemRow(collection, row)).execute();
      if (row['image_id'])
        await loose.insertInto('content_media').values({ collection, item_id: row['id'], media_id: row['image_id'] }).execute();
    }
    for (const entry of await loose.selectFrom('trash').select(['item_id', 'row']).where('table_name', '=', collection).execute()) {
      const row = JSON.parse(entry['row'] as string) as Row;
      await loose
        .updateTable('trash')
        .set({ table_name: 'content_items', row: JSON.stringify(itemRow(collection, row)) })
        .where('collection', '=', collection)
        .where('item_id', '=', entry['item_id'])
        .execute();
    }
    await db.schema.dropTable(collection).execute();
  }
}
