import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@firm/contract';
import type { Db } from '../db/index.js';
import { normaliseEmail } from './login-throttle.js';

/**
 * The once-secrets of the accounts (docs/decisions/048-accounts-and-roles.md): a password reset
 * (`reset`), an invitation (`invite`) and the challenge of a login's second step (`second-step`,
 * auth/two-step.ts). The link carries a random secret; the database keeps only its SHA-256, so a
 * copy of the database opens no account. A link works once, until it expires, for its purpose only.
 */
export type LinkPurpose = 'reset' | 'invite' | 'second-step';

export interface AccountLink {
  purpose: LinkPurpose;
  email: string;
  role: Role | null;
  created_by: string | null;
  created_at: string;
  expires_at: string;
}

const hashOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

/**
 * A new link for `email`, valid `ttlMs` from `now`; the links of the same purpose for that address
 * made before it stop working (asking again voids the older link). The secret, to put in the URL.
 */
export async function createLink(
  db: Db,
  purpose: LinkPurpose,
  email: string,
  ttlMs: number,
  { role = null, createdBy = null, now = Date.now() }: { role?: Role | null; createdBy?: string | null; now?: number } = {},
): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const address = normaliseEmail(email);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('account_links').where('purpose', '=', purpose).where('email', '=', address).execute();
    await trx
      .insertInto('account_links')
      .values({
        token_hash: hashOf(secret),
        purpose,
        email: address,
        role,
        created_by: createdBy,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + ttlMs).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return secret;
}

/** The link a secret opens while it is unused and unexpired, without using it (to show the form). */
export async function peekLink(db: Db, purpose: LinkPurpose, secret: string, now = Date.now()): Promise<AccountLink | undefined> {
  return db
    .selectFrom('account_links')
    .select(['purpose', 'email', 'role', 'created_by', 'created_at', 'expires_at'])
    .where('token_hash', '=', hashOf(secret))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .executeTakeFirst();
}

/**
 * Uses a link: of two requests with the same secret at once, exactly one gets it (the update
 * matches only an unused row). Undefined when it is unknown, used, voided or expired.
 */
export async function useLink(db: Db, purpose: LinkPurpose, secret: string, now = Date.now()): Promise<AccountLink | undefined> {
  return db
    .updateTable('account_links')
    .set({ used_at: new Date(now).toISOString() })
    .where('token_hash', '=', hashOf(secret))
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .returning(['purpose', 'email', 'role', 'created_by', 'created_at', 'expires_at'])
    .executeTakeFirst();
}

/** The unused, unexpired links of a purpose (the Team screen's pending invitations). */
export async function openLinks(db: Db, purpose: LinkPurpose, now = Date.now()): Promise<AccountLink[]> {
  return db
    .selectFrom('account_links')
    .select(['purpose', 'email', 'role', 'created_by', 'created_at', 'expires_at'])
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date(now).toISOString())
    .orderBy('created_at', 'desc')
    .execute();
}

/** Voids every link of a purpose for an address (an invitation withdrawn). */
export async function voidLinks(db: Db, purpose: LinkPurpose, email: string): Promise<void> {
  await db.deleteFrom('account_links').where('purpose', '=', purpose).where('email', '=', normaliseEmail(email)).execute();
}

/** Deletes links used or expired (housekeeping); how many went. */
export async function purgeLinks(db: Db, now = Date.now()): Promise<number> {
  const result = await db
    .deleteFrom('account_links')
    .where((eb) => eb.or([eb('used_at', 'is not', null), eb('expires_at', '<=', new Date(now).toISOString())]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
