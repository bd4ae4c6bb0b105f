import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.js';

const KEY = 'token_secret';

/**
 * Start-up step (start-up.ts), without JWT_SECRET: a signing secret generated on the first start and
 * kept in the database, so restarts and several app servers on one database accept the same tokens.
 * The first server to insert it wins; the others keep its value.
 */
export async function ensureTokenSecret(db: Db): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** The signing secret: JWT_SECRET when set, else the one ensureTokenSecret kept in the database. */
export async function loadTokenSecret(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
  if (!row)
    throw new Error(
      'No token secret in the database and JWT_SECRET is not set: start the site through startUp (apps/server/src/start-up.ts)',
    );
  return new TextEncoder().encode(row.value);
}
