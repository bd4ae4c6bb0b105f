// Sliding windows counted in the database (decision 019), so several app servers agree: `contact_sends` holds the uses
// of every window (contact messages, password-reset mails), each under its own key; `login_failures` the failed logins.
import type { Db } from './index.js';

/**
 * Takes one use of `key` from a sliding window of `limit` uses per `windowMs`, counted in the
 * database so several app servers agree. Returns 0 when taken, else the seconds until the oldest
 * use in the window leaves it. The use is recorded before counting, so parallel requests cannot
 * all slip under the limit; a refused one is taken back (waiting does not extend the wait).
 */
export async function takeFromWindow(db: Db, key: string, limit: number, windowMs: number, now = Date.now()): Promise<number> {
  const since = now - windowMs;
  // Pruning here keeps the table small without a timer (which would need one process in charge).
  await db.deleteFrom('contact_sends').where('at', '<=', since).execute();
  const { id } = await db.insertInto('contact_sends').values({ key, at: now }).returning('id').executeTakeFirstOrThrow();
  const count = (
    await db
      .selectFrom('contact_sends')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('key', '=', key)
      .where('at', '>', since)
      .executeTakeFirstOrThrow()
  ).n;
  if (Number(count) <= limit) return 0;
  await db.deleteFrom('contact_sends').where('id', '=', id).execute();
  const pivot = await nthMostRecent(db, 'contact_sends', key, since, limit);
  return Math.max(1, Math.ceil(((pivot ?? now) + windowMs - now) / 1000));
}

/**
 * The time of the `limit`-th most recent event of `key` after `since`, if there are that many: once
 * it leaves the window the count is below the limit again.
 */
export async function nthMostRecent(
  db: Db,
  table: 'contact_sends' | 'login_failures',
  key: string,
  since: number,
  limit: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom(table)
    .select('at')
    .where('key', '=', key)
    .where('at', '>', since)
    .orderBy('at', 'desc')
    .offset(limit - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? Number(row.at) : undefined;
}
