import { randomBytes } from 'node:crypto';
import { MESSAGES, TWO_STEP_MESSAGES, type LoginResponse, type UserData } from '@firm/contract';
import type { AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { logActivity } from '../history/activity.js';
import { recordLogin } from './admin-store.js';
import { signToken } from './tokens.js';
import { POLICY_KEY, afterPassword, issueChallenge, keyOpens, turnOff } from './two-step.js';

/**
 * Sessions are rows (docs/decisions/048-accounts-and-roles.md): every authenticated request reads
 * its row with the admin's, so ending a session (logout, a new password, a removed person, a
 * changed role) refuses its token on every app server at once.
 */

/**
 * A new session of `admin` and its token. Both last `tokenTtlSeconds` by the wall clock (the token's
 * expiry says when it ends; the row's only when housekeeping may delete it).
 */
export async function startSession(ctx: AppContext, admin: UserData): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  const now = Date.now();
  await ctx.db
    .insertInto('admin_sessions')
    .values({
      id,
      admin_id: admin._id,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + ctx.config.tokenTtlSeconds * 1000).toISOString(),
    })
    .execute();
  return signToken(ctx, admin, id);
}

/**
 * The admin of a session that has not ended, as the API's userData, and whether an owner requires
 * two-step sign-in that this admin has not turned on (two-step.ts enforceTwoStepPolicy); undefined
 * otherwise. One read per authenticated request.
 */
export async function sessionAdmin(
  db: Db,
  adminId: string,
  sessionId: string,
): Promise<{ admin: UserData; mustSetUpTwoStep: boolean } | undefined> {
  const row = await db
    .selectFrom('admin_sessions')
    .innerJoin('admins', 'admins.id', 'admin_sessions.admin_id')
    .select((eb) => [
      'admins.id',
      'admins.email',
      'admins.role',
      'admins.totp_enabled_at',
      eb.selectFrom('settings').select('value').where('key', '=', POLICY_KEY).as('policy'),
    ])
    .where('admin_sessions.id', '=', sessionId)
    .where('admin_sessions.admin_id', '=', adminId)
    .executeTakeFirst();
  return (
    row && {
      admin: { _id: row.id, email: row.email, role: row.role },
      mustSetUpTwoStep: row.policy === '1' && !row.totp_enabled_at,
    }
  );
}

export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('admin_sessions').where('id', '=', sessionId).execute();
}

/**
 * Ends every session of an admin, but `except` (the one that asked, after a password change), and
 * every second-step challenge of theirs: a password checked before this no longer leads in.
 */
export async function endSessionsOf(db: Db, adminId: string, except?: string): Promise<void> {
  let query = db.deleteFrom('admin_sessions').where('admin_id', '=', adminId);
  if (except) query = query.where('id', '!=', except);
  await query.execute();
  await db
    .deleteFrom('account_links')
    .where('purpose', '=', 'second-step')
    .where('email', 'in', db.selectFrom('admins').select('email').where('id', '=', adminId))
    .execute();
}

/** Deletes the rows of sessions whose tokens have expired (housekeeping); how many went. */
export async function purgeSessions(db: Db): Promise<number> {
  const result = await db.deleteFrom('admin_sessions').where('expires_at', '<=', new Date().toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * The end of every way in (the login form, a reset link, an invitation): the login is recorded
 * for the Account screen and the activity, and a session starts. The login call's answer.
 *
 * With two-step sign-in on, a password (or a link) is not enough: the answer is a challenge for the
 * second step instead (200, `status: false`, no token), and POST /api/login/second-step comes back
 * here with `secondStepDone` once the code was right (docs/decisions/049-two-step-sign-in.md).
 */
export async function completeLogin(
  ctx: AppContext,
  admin: UserData,
  ip: string,
  { secondStepDone = false }: { secondStepDone?: boolean } = {},
): Promise<LoginResponse> {
  const next = await afterPassword(ctx.db, admin._id);
  const at = new Date(ctx.clock.now());
  let setUpAgain = false;
  if (next === 'code' && !secondStepDone) {
    if (await keyOpens(ctx, admin._id)) {
      return { status: false, message: TWO_STEP_MESSAGES.enterCode, secondStep: await issueChallenge(ctx, admin) };
    }
    // Sealed under another root secret (restored on a new machine, JWT_SECRET changed): no code can be
    // checked, so it is turned off and asked for again rather than locking the person out (decision 084).
    setUpAgain = await turnOff(ctx.db, admin._id);
    if (setUpAgain) await logActivity(ctx.db, { by: admin.email, action: 'twoStepOff', at });
  }
  await recordLogin(ctx.db, admin._id, ip);
  await logActivity(ctx.db, { by: admin.email, action: 'login', at });
  const token = await startSession(ctx, admin);
  if (setUpAgain) return { status: true, message: TWO_STEP_MESSAGES.loginSetUpAgain, token, userData: admin, setUpTwoStep: true };
  // An owner requires it and it is not on: logged in, but only the Account tab works (two-step.ts).
  if (next === 'setUp') return { status: true, message: TWO_STEP_MESSAGES.loginSetUp, token, userData: admin, setUpTwoStep: true };
  return { status: true, message: MESSAGES.loginSuccess, token, userData: admin };
}
