import { randomBytes } from 'node:crypto';
import type { Db } from '../db/index.js';

/**
 * The signing secret: JWT_SECRET when set, else one generated on the first start and kept in
 * the database, so restarts and several app servers on one database accept the same tokens.
 */
export async function loadTokenSecret(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const candidate = randomBytes(48).toString('base64url');
  await db.insertInto('settings').values({ key: 'token_secret', value: candidate }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('settings').select('value').where('key', '=', 'token_secret').executeTakeFirstOrThrow();
  return new TextEncoder().encode(row.value);
}
