import type { Kysely } from 'kysely';
import { paragraphsToRichText } from '@firm/contract';

/**
 * Migration 021_rich_text (TEXT-5, decision 058): the texts stored as arrays of paragraphs become rich
 * text, each paragraph a <p> with its text escaped. The fields are those of that release, named
 * here so later changes to the definitions do not change what the migration did. The items, the
 * site details, their versions (so an old version restores as rich text) and the trashed items (so
 * they restore too) are converted; a backup from before it gets the same when restored, as a
 * restore runs the migrations the backup lacks.
 */
const ITEM_FIELDS: Record<string, readonly string[]> = { services: ['paragraphs'], courses: ['paragraphs'] };
const SITE = 'site';
const SITE_FIELDS = ['about', 'welcome', 'story', 'coursesIntro'];
const FIELDS: Record<string, readonly string[]> = { ...ITEM_FIELDS, [SITE]: SITE_FIELDS };

const converted = (value: unknown) =>
  Array.isArray(value) ? paragraphsToRichText(value.filter((p): p is string => typeof p === 'string')) : value;

/** The document with its paragraph fields converted; undefined when nothing changed. */
function convertDoc(text: string, fields: readonly string[]): string | undefined {
  const doc = JSON.parse(text) as Record<string, unknown>;
  const arrays = fields.filter((f) => Array.isArray(doc[f]));
  if (arrays.length === 0) return undefined;
  for (const f of arrays) doc[f] = converted(doc[f]);
  return JSON.stringify(doc);
}

/** Tables seen by name: a migration works on the tables as they were at its time. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

export async function up(db: Kysely<unknown>): Promise<void> {
  const loose = db as unknown as Loose;
  const items = Object.keys(ITEM_FIELDS);
  for (const row of await loose
    .selectFrom('content_items')
    .select(['collection', 'id', 'doc'])
    .where('collection', 'in', items)
    .execute()) {
    const doc = convertDoc(row['doc'] as string, ITEM_FIELDS[row['collection'] as string]!);
    if (doc) {
      await loose
        .updateTable('content_items')
        .set({ doc })
        .where('collection', '=', row['collection'])
        .where('id', '=', row['id'])
        .execute();
    }
  }
  for (const row of await loose.selectFrom('site_details').select(['id', 'doc']).execute()) {
    const doc = convertDoc(row['doc'] as string, SITE_FIELDS);
    if (doc) await loose.updateTable('site_details').set({ doc }).where('id', '=', row['id']).execute();
  }
  const versions = await loose
    .selectFrom('versions')
    .select(['id', 'collection', 'changes'])
    .where('collection', 'in', Object.keys(FIELDS))
    .execute();
  for (const row of versions) {
    const changes = JSON.parse(row['changes'] as string) as Record<string, [unknown, unknown]>;
    const fields = FIELDS[row['collection'] as string]!.filter((f) => changes[f]?.some(Array.isArray));
    if (fields.length === 0) continue;
    for (const f of fields) changes[f] = [converted(changes[f]![0]), converted(changes[f]![1])];
    await loose
      .updateTable('versions')
      .set({ changes: JSON.stringify(changes) })
      .where('id', '=', row['id'])
      .execute();
  }
  const trashed = await loose
    .selectFrom('trash')
    .select(['collection', 'item_id', 'row'])
    .where('table_name', '=', 'content_items')
    .where('collection', 'in', items)
    .execute();
  for (const entry of trashed) {
    const row = JSON.parse(entry['row'] as string) as Record<string, unknown>;
    const doc = convertDoc(row['doc'] as string, ITEM_FIELDS[entry['collection'] as string]!);
    if (!doc) continue;
    await loose
      .updateTable('trash')
      .set({ row: JSON.stringify({ ...row, doc }) })
      .where('collection', '=', entry['collection'])
      .where('item_id', '=', entry['item_id'])
      .execute();
  }
}
