import type { Db } from '../db/index.js';
import { addressGroup } from '../lib/client-address.js';
import { nthMostRecent } from '../db/rate-window.js';

/**
 * Failures allowed per (client address, e-mail) and per client address within the window; an IPv6 /64 is one address (AUTH-8).
 * `perAccount`: wrong second-step codes for one account from all addresses together, where asked for (AUTH-11).
 */
export const LOGIN_LIMITS = { perPair: 5, perAddress: 20, perAccount: 10, windowMs: 15 * 60 * 1000 } as const;

/** Case and spaces do not make a second counter. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

const pairKey = (ip: string, email: string) => `pair:${addressGroup(ip)}|${normaliseEmail(email)}`;
const addressKey = (ip: string) => `addr:${addressGroup(ip)}`;
const accountKey = (email: string) => `acct:${normaliseEmail(email)}`;

/** The counters an attempt counts against, each with its limit. */
const countersOf = (ip: string, email: string, perAccount: boolean) =>
  [
    [pairKey(ip, email), LOGIN_LIMITS.perPair],
    [addressKey(ip), LOGIN_LIMITS.perAddress],
    ...(perAccount ? [[accountKey(email), LOGIN_LIMITS.perAccount] as const] : []),
  ] as const;

/**
 * Seconds until the next attempt is allowed, or 0 when the client may try now. Counts live in
 * the database so every app server agrees; the account itself is never locked, only this client.
 */
export async function loginRetryAfter(db: Db, ip: string, email: string, now = Date.now(), perAccount = false): Promise<number> {
  const since = now - LOGIN_LIMITS.windowMs;
  let waitMs = 0;
  for (const [key, limit] of countersOf(ip, email, perAccount)) {
    const pivot = await nthMostRecent(db, 'login_failures', key, since, limit);
    if (pivot !== undefined) waitMs = Math.max(waitMs, pivot + LOGIN_LIMITS.windowMs - now);
  }
  return Math.ceil(waitMs / 1000);
}

/** Records a failed attempt for the pair and the address (and the account, with `perAccount`); returns the new rows' ids. */
export async function recordLoginFailure(db: Db, ip: string, email: string, now = Date.now(), perAccount = false): Promise<number[]> {
  const rows = await db
    .insertInto('login_failures')
    .values(countersOf(ip, email, perAccount).map(([key]) => ({ key, at: now })))
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

export type LoginAttempt = { allowed: true; ids: number[] } | { allowed: false; retryAfter: number };

/**
 * Counts this attempt as a failure before the password is checked, then looks at the counts: so
 * requests sent in parallel cannot all slip under the limit. Over the limit the attempt is taken
 * back (a blocked client does not extend its own wait) and the answer says how long to wait.
 * With `perAccount`, the account's count from every address is limited too.
 */
export async function beginLoginAttempt(db: Db, ip: string, email: string, now = Date.now(), perAccount = false): Promise<LoginAttempt> {
  // Pruning here keeps the table small without a timer (which would need one process in charge).
  await db
    .deleteFrom('login_failures')
    .where('at', '<=', now - LOGIN_LIMITS.windowMs)
    .execute();
  const ids = await recordLoginFailure(db, ip, email, now, perAccount);
  const since = now - LOGIN_LIMITS.windowMs;
  const count = async (key: string) =>
    Number(
      (
        await db
          .selectFrom('login_failures')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('key', '=', key)
          .where('at', '>', since)
          .executeTakeFirstOrThrow()
      ).n,
    );
  let within = true;
  for (const [key, limit] of countersOf(ip, email, perAccount)) within &&= (await count(key)) <= limit;
  if (within) return { allowed: true, ids };
  await takeBackLoginAttempt(db, ids);
  return { allowed: false, retryAfter: Math.max(1, await loginRetryAfter(db, ip, email, now, perAccount)) };
}

/** The attempt got no turn at hashing (auth/hash-queue.ts): no password was checked, so nothing counts. */
export async function takeBackLoginAttempt(db: Db, attemptIds: number[]): Promise<void> {
  await db.deleteFrom('login_failures').where('id', 'in', attemptIds).execute();
}

/**
 * The password (or code) was right: this attempt was no failure, and the pair's and the account's earlier failures are
 * forgiven (the address count stays, against spraying).
 */
export async function loginSucceeded(db: Db, ip: string, email: string, attemptIds: number[]): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where((eb) => eb.or([eb('key', 'in', [pairKey(ip, email), accountKey(email)]), eb('id', 'in', attemptIds)]))
    .execute();
}

export const throttleMessage = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed login attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
};
