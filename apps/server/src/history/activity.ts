import { ACTIVITY_PAGE, type ActivityAction, type ActivityEntry, type ActivityQuery } from '@firm/contract';
import type { Db, Trx } from '../db/index.js';
import { DAY_MS } from '../lib/clock.js';

/** One thing an admin did, written in the transaction of the change it names. */
export interface Done {
  by: string;
  action: ActivityAction;
  collection?: string;
  itemId?: string;
  title?: string;
  at: Date;
}

export async function logActivity(db: Db | Trx, done: Done): Promise<void> {
  await db
    .insertInto('activity')
    .values({
      at: done.at.toISOString(),
      by: done.by,
      action: done.action,
      collection: done.collection ?? null,
      item_id: done.itemId ?? null,
      title: done.title ?? null,
    })
    .execute();
}

/** A page of the activity, newest first, of one person or one collection when asked. */
export async function listActivity(db: Db, { by, collection, before }: ActivityQuery) {
  const rows = await db
    .selectFrom('activity')
    .selectAll()
    .$if(by !== undefined, (q) => q.where('by', '=', by!))
    .$if(collection !== undefined, (q) => q.where('collection', '=', collection!))
    .$if(before !== undefined, (q) => q.where('id', '<', before!))
    .orderBy('id', 'desc')
    .limit(ACTIVITY_PAGE + 1)
    .execute();
  const entries: ActivityEntry[] = rows.slice(0, ACTIVITY_PAGE).map((r) => ({
    id: Number(r.id),
    at: r.at,
    by: r.by,
    action: r.action as ActivityAction,
    collection: r.collection,
    itemId: r.item_id,
    title: r.title,
  }));
  const people = (await db.selectFrom('activity').select('by').distinct().orderBy('by').execute()).map((r) => r.by);
  const collections = (
    await db.selectFrom('activity').select('collection').distinct().where('collection', 'is not', null).orderBy('collection').execute()
  ).map((r) => r.collection!);
  return { entries, people, collections, more: rows.length > ACTIVITY_PAGE };
}

/** Deletes what is older than `days` by `now`; returns how many entries went. */
export async function purgeActivity(db: Db, now: number, days: number): Promise<number> {
  const before = new Date(now - days * DAY_MS).toISOString();
  const result = await db.deleteFrom('activity').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
