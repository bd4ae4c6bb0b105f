import type { Config } from '../config.js';
import type { Db } from '../db/index.js';
import { deriveKeys, loadRootKey } from './keys.js';
import { resealKeys } from './two-step.js';

/** The settings row where releases before decision 084 kept the signing secret (without JWT_SECRET). */
const OLD_KEY = 'token_secret';

/**
 * Start-up step (start-up.ts): the root secret lives outside the database now (auth/keys.ts), so a
 * secret an earlier release kept in it (or a restored backup of one carried) goes. The authenticator
 * keys it sealed are sealed again under the new root, so two-step sign-in goes on working; the
 * sessions it signed end (everyone logs in again, once). Nothing to do the second time.
 */
export async function retireOldTokenSecret(db: Db, config: Config): Promise<void> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', OLD_KEY).executeTakeFirst();
  if (!row) return;
  const keys = deriveKeys(loadRootKey(config));
  await db.transaction().execute(async (trx) => {
    await resealKeys(trx, deriveKeys(new TextEncoder().encode(row.value)).twoStep, keys.twoStep);
    await trx.deleteFrom('admin_sessions').execute();
    await trx.deleteFrom('settings').where('key', '=', OLD_KEY).execute();
  });
}
