import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/index.js';
import type { Database } from '../db/schema.js';
import { sharedPerTurn } from '../lib/per-turn.js';

/**
 * The content version: one number in the database (table `content_version`, migration
 * 009_content_version) that moves with every change to anything a public page shows. Caches of
 * public output (the rendered pages, pages/page-cache.ts; the public lists and the site details,
 * content/list-cache.ts, decision 037) are valid for the version they were built at, so an edit made
 * through any app server on the same database is seen by all of them on their next request, with
 * no timer and no clock.
 *
 * Why not SQLite's data_version or total_changes: contact messages, failed logins and the mail
 * outbox write too, and a flood of them must not be able to empty the caches.
 */

/**
 * Marks the public content as changed. Call it inside the transaction that makes the change (so
 * the new version and the new content commit together), from every write of anything a public
 * page shows: offers, sliders, and every collection and site detail the owner can edit.
 */
export async function bumpContentVersion(trx: Db | Transaction<Database>): Promise<void> {
  await trx
    .updateTable('content_version')
    .set({ version: sql<number>`version + 1` })
    .where('id', '=', 1)
    .execute();
}

/**
 * A reader of the current content version: one indexed single-row read, compiled once, shared by
 * the calls of one event-loop turn (lib/per-turn.ts). Made once per app (AppContext.contentVersion),
 * so the page cache and the list caches share it.
 */
export function contentVersionReader(db: Db): () => Promise<number> {
  const query = db.selectFrom('content_version').select('version').where('id', '=', 1).compile();
  return sharedPerTurn(async () => {
    const { rows } = await db.executeQuery(query);
    return Number(rows[0]?.version ?? 0);
  });
}
