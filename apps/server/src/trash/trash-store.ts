import type { Kysely } from 'kysely';
import type { TrashEntry } from '@firm/contract';
import type { Db, Trx } from '../db/index.js';
import { releaseImage } from '../media/store.js';
import { forgetHistory } from '../history/version-store.js';
import { DAY_MS } from '../lib/clock.js';

/** The trashed rows' tables seen by name: content_items and messages alike. */
type Loose = Kysely<Record<string, Record<string, unknown>>>;

/** What the Trash tab shows of a row, and the media it keeps while there. */
export interface Trashing {
  collection: string;
  table: 'content_items' | 'messages';
  /** The columns and values besides `id` that pick the row (content_items: its collection). */
  scope: Readonly<Record<string, string>>;
  id: string;
  kind: string;
  title: string;
  picture: string | null;
  media: readonly string[];
  by: string;
  at: Date;
}

const pick = <Q extends { where(column: string, op: '=', value: unknown): Q }>(q: Q, scope: Trashing['scope'], id: string) =>
  Object.entries(scope).reduce((scoped, [column, value]) => scoped.where(column, '=', value), q.where('id', '=', id));

/**
 * Moves a row to the trash in the caller's transaction: the row as it is (every column, JSON),
 * its media held, then the row removed from its table. False when there is no such row.
 */
export async function moveToTrash(trx: Trx, t: Trashing): Promise<boolean> {
  const loose = trx as unknown as Loose;
  const row = await pick(loose.selectFrom(t.table).selectAll(), t.scope, t.id).executeTakeFirst();
  if (!row) return false;
  await trx
    .insertInto('trash')
    .values({
      collection: t.collection,
      item_id: t.id,
      table_name: t.table,
      row: JSON.stringify(row),
      kind: t.kind,
      title: t.title,
      picture: t.picture,
      deleted_at: t.at.toISOString(),
      deleted_by: t.by,
    })
    .execute();
  for (const mediaId of new Set(t.media)) {
    await trx.insertInto('trash_media').values({ collection: t.collection, item_id: t.id, media_id: mediaId }).execute();
  }
  await pick(loose.deleteFrom(t.table), t.scope, t.id).execute();
  return true;
}

/**
 * Takes an entry out of the trash and puts its row back in its table as it was, after `makeRoom`
 * (an ordered collection moves the rows from its place on); the caller puts back what the row does
 * not hold (an item's media links). The row's media are then held by the row itself. Undefined
 * when it is not there.
 */
export async function restoreFromTrash(
  trx: Trx,
  collection: string,
  id: string,
  makeRoom: (row: Record<string, unknown>) => Promise<unknown> = async () => {},
): Promise<Record<string, unknown> | undefined> {
  const entry = await trx
    .deleteFrom('trash')
    .where('collection', '=', collection)
    .where('item_id', '=', id)
    .returning(['table_name', 'row'])
    .executeTakeFirst();
  if (!entry) return undefined;
  await trx.deleteFrom('trash_media').where('collection', '=', collection).where('item_id', '=', id).execute();
  const row = JSON.parse(entry.row) as Record<string, unknown>;
  await makeRoom(row);
  await (trx as unknown as Loose).insertInto(entry.table_name).values(row).execute();
  return row;
}

/**
 * Deletes an entry for good, its history and the media nothing else uses. Of two app servers purging at once,
 * only the one whose delete took the row releases its media. Its title, or undefined when it is not there.
 */
export async function deleteForever(trx: Trx, collection: string, id: string): Promise<string | undefined> {
  const gone = await trx
    .deleteFrom('trash')
    .where('collection', '=', collection)
    .where('item_id', '=', id)
    .returning('title')
    .executeTakeFirst();
  if (!gone) return undefined;
  const held = await trx
    .deleteFrom('trash_media')
    .where('collection', '=', collection)
    .where('item_id', '=', id)
    .returning('media_id')
    .execute();
  for (const { media_id } of held) await releaseImage(trx, media_id);
  await forgetHistory(trx, collection, id);
  return gone.title;
}

/** The ids a collection's trashed items keep: a numbered id is not given to a new item while its owner may come back. */
export async function trashedIds(trx: Trx, collection: string): Promise<string[]> {
  return (await trx.selectFrom('trash').select('item_id').where('collection', '=', collection).execute()).map((r) => r.item_id);
}

/** The trash, newest first. */
export async function listTrash(db: Db, days: number): Promise<TrashEntry[]> {
  const rows = await db
    .selectFrom('trash')
    .select(['collection', 'item_id', 'kind', 'title', 'picture', 'deleted_at', 'deleted_by'])
    .orderBy('deleted_at', 'desc')
    .orderBy('collection')
    .orderBy('item_id')
    .execute();
  return rows.map((r) => ({
    collection: r.collection,
    kind: r.kind,
    id: r.item_id,
    title: r.title,
    picture: r.picture,
    deletedAt: r.deleted_at,
    deletedBy: r.deleted_by,
    purgeAt: new Date(Date.parse(r.deleted_at) + days * DAY_MS).toISOString(),
  }));
}

/** Deletes for good what has been in the trash longer than `days` by `now`; returns how many entries left. */
export async function purgeTrash(db: Db, now: number, days: number): Promise<number> {
  const before = new Date(now - days * DAY_MS).toISOString();
  const expired = await db.selectFrom('trash').select(['collection', 'item_id']).where('deleted_at', '<', before).execute();
  let purged = 0;
  for (const { collection, item_id } of expired) {
    if ((await db.transaction().execute((trx) => deleteForever(trx, collection, item_id))) !== undefined) purged++;
  }
  return purged;
}
