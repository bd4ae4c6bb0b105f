import { HISTORY_KEPT, type HistoryValue, type Version } from '@firm/contract';
import type { Db, Trx } from '../db/index.js';
import { releaseImage } from '../media/store.js';

/** Stored values by field: an item's fields (its `hidden` among them) or the site details. */
export type Values = Record<string, unknown>;

/** What the history needs of what it keeps versions of. */
export interface Versioned {
  collection: string;
  id: string;
  /** The media a set of values refers to (pictures and files, stored as references). */
  mediaIds(values: Values): string[];
}

type Changes = Record<string, [unknown, unknown]>;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Writes one version and holds the media its values refer to. */
async function insertVersion(trx: Trx, subject: Versioned, changes: Changes, by: string, at: Date, created: boolean): Promise<void> {
  const { id } = await trx
    .insertInto('versions')
    .values({
      collection: subject.collection,
      item_id: subject.id,
      at: at.toISOString(),
      by,
      created: created ? 1 : 0,
      changes: JSON.stringify(changes),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const held = new Set([
    ...subject.mediaIds(Object.fromEntries(Object.entries(changes).map(([f, [old]]) => [f, old]))),
    ...subject.mediaIds(Object.fromEntries(Object.entries(changes).map(([f, [, now]]) => [f, now]))),
  ]);
  for (const mediaId of held) await trx.insertInto('version_media').values({ version_id: id, media_id: mediaId }).execute();
}

/**
 * Keeps a version of a change in the change's own transaction (so neither is ever without the
 * other): the fields whose values differ, old and new, and the media they refer to; `before`
 * undefined for an item just added. Nothing is kept when nothing changed. The first change of an
 * item without a history (the seed's, or one from before histories were kept) first keeps the item
 * as it was, by nobody, so that can be restored too. Of an item's versions the newest
 * HISTORY_KEPT stay; older ones go with the media only they kept. Returns the fields that changed.
 */
export async function keepVersion(
  trx: Trx,
  subject: Versioned,
  before: Values | undefined,
  after: Values,
  by: string,
  at: Date,
): Promise<string[]> {
  const changes: Changes = {};
  for (const field of new Set([...Object.keys(before ?? {}), ...Object.keys(after)])) {
    if (!same(before?.[field], after[field])) changes[field] = [before?.[field] ?? null, after[field] ?? null];
  }
  if (before && Object.keys(changes).length === 0) return [];
  const ofItem = trx.selectFrom('versions').where('collection', '=', subject.collection).where('item_id', '=', subject.id);
  if (before && !(await ofItem.select('id').limit(1).executeTakeFirst())) {
    const baseline = Object.fromEntries(
      Object.entries(before).map(([field, value]): [string, [unknown, unknown]] => [field, [null, value]]),
    );
    await insertVersion(trx, subject, baseline, '', at, true);
  }
  await insertVersion(trx, subject, changes, by, at, !before);
  const older = await ofItem.select('id').orderBy('id', 'desc').offset(HISTORY_KEPT).limit(1_000_000).execute();
  await dropVersions(
    trx,
    older.map((v) => v.id),
  );
  return Object.keys(changes);
}

/** Deletes versions and the media only they kept. */
async function dropVersions(trx: Trx, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const media = await trx.deleteFrom('version_media').where('version_id', 'in', ids).returning('media_id').execute();
  await trx.deleteFrom('versions').where('id', 'in', ids).execute();
  for (const mediaId of new Set(media.map((m) => m.media_id))) await releaseImage(trx, mediaId);
}

/** Deletes an item's whole history (it is deleted for good). */
export async function forgetHistory(trx: Trx, collection: string, id: string): Promise<void> {
  const ids = await trx.selectFrom('versions').select('id').where('collection', '=', collection).where('item_id', '=', id).execute();
  await dropVersions(
    trx,
    ids.map((v) => v.id),
  );
}

/** An item's versions, newest first, with the stored values as `show` gives them. */
export async function listVersions(db: Db, collection: string, id: string, show: (value: unknown) => HistoryValue): Promise<Version[]> {
  const rows = await db
    .selectFrom('versions')
    .select(['id', 'at', 'by', 'created', 'changes'])
    .where('collection', '=', collection)
    .where('item_id', '=', id)
    .orderBy('id', 'desc')
    .limit(HISTORY_KEPT)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    at: r.at,
    by: r.by,
    created: r.created === 1,
    changes: Object.entries(JSON.parse(r.changes) as Changes).map(([field, [old, now]]) => ({
      field,
      old: show(old),
      new: show(now),
    })),
  }));
}

/**
 * The values as they were right after `version`: the current ones with every later change taken
 * back. Undefined when the version is not one of this item's.
 */
export async function valuesAt(trx: Trx, subject: Versioned, version: number, current: Values): Promise<Values | undefined> {
  const found = await trx
    .selectFrom('versions')
    .select('id')
    .where('id', '=', version)
    .where('collection', '=', subject.collection)
    .where('item_id', '=', subject.id)
    .executeTakeFirst();
  if (!found) return undefined;
  const later = await trx
    .selectFrom('versions')
    .select('changes')
    .where('collection', '=', subject.collection)
    .where('item_id', '=', subject.id)
    .where('id', '>', version)
    .orderBy('id', 'desc')
    .execute();
  const values = { ...current };
  for (const { changes } of later) {
    for (const [field, [old]] of Object.entries(JSON.parse(changes) as Changes)) values[field] = old;
  }
  return values;
}
