import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import {
  API,
  RECOVERY_CODES,
  SECOND_STEP_MINUTES,
  TWO_STEP_MESSAGES,
  TWO_STEP_PATHS,
  groupRecoveryCode,
  messageResponseSchema,
  type TwoStepStatus,
} from '@firm/contract';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../context.js';
import type { Db } from '../db/index.js';
import { contentOf } from '../content/content.js';
import { forbidden } from '../lib/errors.js';
import { createLink, peekLink, useLink } from './account-links.js';

/**
 * Two-step sign-in with an authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30 s), and the
 * owner's policy that everyone must use it (docs/decisions/049-two-step-sign-in.md).
 */

const PERIOD = 30;
const DIGITS = 6;
/** A code of the step before or after is accepted too: a phone's clock a little off, a code typed as it changed. */
const WINDOW = 1;
export const POLICY_KEY = 'two_step_required';

// ---- The key, encrypted at rest ----------------------------------------------------------------

/**
 * The keys are stored encrypted (AES-256-GCM) with a key derived from the root secret, which lives
 * outside the database (auth/keys.ts): a copy of the database or a backup gives no codes. The
 * admin's id is the additional data, so a sealed key copied to another row does not open.
 */
function seal(key: Uint8Array, adminId: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(adminId));
  const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return `v1.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`;
}

/** The base32 key, or undefined when it does not open (sealed under another root secret: see decision 084). */
function unseal(key: Uint8Array, adminId: string, sealed: string): string | undefined {
  if (!sealed.startsWith('v1.')) return undefined;
  const bytes = Buffer.from(sealed.slice(3), 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12)).setAAD(Buffer.from(adminId));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}

/**
 * Seals again under `to` the keys that open with `from` (the root secret an earlier release kept in
 * the database, auth/old-token-secret.ts); a key that does not open is left as it is.
 */
export async function resealKeys(db: Db, from: Uint8Array, to: Uint8Array): Promise<void> {
  const rows = await db.selectFrom('admins').select(['id', 'totp_secret', 'totp_pending']).execute();
  for (const row of rows) {
    const again = (sealed: string | null) => {
      const base32 = sealed ? unseal(from, row.id, sealed) : undefined;
      return base32 ? seal(to, row.id, base32) : sealed;
    };
    await db
      .updateTable('admins')
      .set({ totp_secret: again(row.totp_secret), totp_pending: again(row.totp_pending) })
      .where('id', '=', row.id)
      .execute();
  }
}

const totp = (base32: string, label = '', issuer = '') =>
  new TOTP({ secret: Secret.fromBase32(base32), digits: DIGITS, period: PERIOD, algorithm: 'SHA1', label, issuer });

/** The time step a six-digit code belongs to, or undefined when it fits none of the window. */
function stepOf(base32: string, code: string, now: number): number | undefined {
  const delta = totp(base32).validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

// ---- Recovery codes ----------------------------------------------------------------------------

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 base32 characters, 80 random bits: enough that their SHA-256 alone cannot be searched back. */
function newRecoveryCode(): string {
  return [...randomBytes(16)].map((byte) => BASE32[byte & 31]).join('');
}
const recoveryHash = (code: string) => createHash('sha256').update(code).digest('hex');

// ---- Status and policy -------------------------------------------------------------------------

export async function isTwoStepRequired(db: Db): Promise<boolean> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', POLICY_KEY).executeTakeFirst();
  return row?.value === '1';
}

export async function setTwoStepRequired(db: Db, required: boolean): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key: POLICY_KEY, value: required ? '1' : '0' })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: required ? '1' : '0' }))
    .execute();
}

/** Whether it is on for the admin and required of everyone, in one read (every login and admin call asks). */
async function stateOf(db: Db, adminId: string): Promise<{ on: boolean; required: boolean }> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => ['totp_enabled_at', eb.selectFrom('settings').select('value').where('key', '=', POLICY_KEY).as('policy')])
    .where('id', '=', adminId)
    .executeTakeFirst();
  return { on: Boolean(row?.totp_enabled_at), required: row?.policy === '1' };
}

export async function twoStepStatus(db: Db, adminId: string): Promise<TwoStepStatus> {
  const state = await stateOf(db, adminId);
  const left = await db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return { ...state, recoveryCodesLeft: state.on ? Number(left.n) : 0 };
}

/** What a right password leads to: the second step, the setup an owner requires, or nothing more. */
export async function afterPassword(db: Db, adminId: string): Promise<'code' | 'setUp' | 'none'> {
  const { on, required } = await stateOf(db, adminId);
  return on ? 'code' : required ? 'setUp' : 'none';
}

// ---- Setup -------------------------------------------------------------------------------------

/** The issuer the app shows beside the e-mail: the firm's name as the owner set it. */
async function issuer(ctx: AppContext): Promise<string> {
  // A colon would split the app's label in two (the key URI's `issuer:account`).
  const name = (await contentOf(ctx).siteDetails.cached.value()).name.replace(/[\s:]+/g, ' ').trim();
  return name || new URL(ctx.config.publicUrl).host;
}

/**
 * A new key, kept as the pending one until its first code confirms it (a new setup replaces an
 * unconfirmed one). Undefined when two-step sign-in is on already.
 */
export async function startSetup(ctx: AppContext, admin: { _id: string; email: string }) {
  const secret = new Secret({ size: 20 });
  const updated = await ctx.db
    .updateTable('admins')
    .set({ totp_pending: seal(ctx.keys.twoStep, admin._id, secret.base32) })
    .where('id', '=', admin._id)
    .where('totp_enabled_at', 'is', null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return undefined;
  const uri = totp(secret.base32, admin.email, await issuer(ctx)).toString();
  const svg = renderSVG(uri, { ecc: 'M', border: 2, pixelSize: 6 });
  return {
    uri,
    qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
    key: secret.base32.match(/.{1,4}/g)!.join(' '),
  };
}

/**
 * The first code from the app: turns two-step sign-in on with the pending key and answers the
 * recovery codes (stored only as hashes). 'none' without a pending key, 'wrong' for a wrong code.
 */
export async function confirmSetup(ctx: AppContext, adminId: string, code: string): Promise<string[] | 'none' | 'wrong' | 'on'> {
  const row = await ctx.db.selectFrom('admins').select(['totp_pending', 'totp_enabled_at']).where('id', '=', adminId).executeTakeFirst();
  if (row?.totp_enabled_at) return 'on';
  const base32 = row?.totp_pending ? unseal(ctx.keys.twoStep, adminId, row.totp_pending) : undefined;
  if (!row?.totp_pending || !base32) return 'none';
  const step = stepOf(base32, code, ctx.clock.now());
  if (step === undefined) return 'wrong';
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  const done = await ctx.db.transaction().execute(async (trx) => {
    // Only the key this code was checked against: a setup started again meanwhile wins.
    const updated = await trx
      .updateTable('admins')
      .set({
        totp_secret: row.totp_pending,
        totp_pending: null,
        totp_enabled_at: new Date(ctx.clock.now()).toISOString(),
        // The code just typed does not work again for a login.
        totp_last_step: step,
      })
      .where('id', '=', adminId)
      .where('totp_pending', '=', row.totp_pending)
      .where('totp_enabled_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
    await trx
      .insertInto('recovery_codes')
      .values(codes.map((c) => ({ admin_id: adminId, code_hash: recoveryHash(c), used_at: null })))
      .execute();
    return true;
  });
  return done ? codes.map(groupRecoveryCode) : 'none';
}

/** Turns two-step sign-in off: the key, the pending key and the recovery codes go. */
export async function turnOff(db: Db, adminId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('admins')
      .set({ totp_secret: null, totp_pending: null, totp_enabled_at: null, totp_last_step: null })
      .where('id', '=', adminId)
      .where('totp_enabled_at', 'is not', null)
      .executeTakeFirst();
    await trx.deleteFrom('recovery_codes').where('admin_id', '=', adminId).execute();
    return Number(updated.numUpdatedRows) > 0;
  });
}

// ---- The second step of a login -----------------------------------------------------------------

/**
 * The challenge of a right password: a once-link (auth/account-links.ts) of its own purpose, so the
 * database keeps only its hash, a newer password check voids it, a right code uses it up, and a
 * password change or "Log out everywhere" ends it (sessions.ts endSessionsOf). The secret, for the
 * login answer.
 */
export async function issueChallenge(ctx: AppContext, admin: { _id: string; email: string }): Promise<string> {
  return createLink(ctx.db, 'second-step', admin.email, SECOND_STEP_MINUTES * 60_000, { now: ctx.clock.now() });
}

/** The e-mail of the admin whose password a live challenge proved, or undefined. */
export async function readChallenge(ctx: AppContext, challenge: string): Promise<string | undefined> {
  return (await peekLink(ctx.db, 'second-step', challenge, ctx.clock.now()))?.email;
}

/** Uses the challenge up once its code was right: false when another request (or a logout) took it first. */
export async function useChallenge(ctx: AppContext, challenge: string): Promise<boolean> {
  return (await useLink(ctx.db, 'second-step', challenge, ctx.clock.now())) !== undefined;
}

/** Whether the admin's authenticator key opens under this server's root secret (decision 084: a restore on a new machine). */
export async function keyOpens(ctx: AppContext, adminId: string): Promise<boolean> {
  const row = await ctx.db.selectFrom('admins').select('totp_secret').where('id', '=', adminId).executeTakeFirst();
  return Boolean(row?.totp_secret && unseal(ctx.keys.twoStep, adminId, row.totp_secret));
}

/**
 * Checks a code of the second step (already normalised: 6 digits or 16 base32 characters) and uses
 * it up: a six-digit code only when its time step is later than the last one used (RFC 6238 5.2,
 * so no code works twice), a recovery code only while unused. Each is one conditional update, so two
 * requests with the same code cannot both pass.
 */
export async function useCode(ctx: AppContext, adminId: string, code: string): Promise<boolean> {
  if (/^\d{6}$/.test(code)) {
    const row = await ctx.db.selectFrom('admins').select('totp_secret').where('id', '=', adminId).executeTakeFirst();
    const base32 = row?.totp_secret ? unseal(ctx.keys.twoStep, adminId, row.totp_secret) : undefined;
    const step = base32 ? stepOf(base32, code, ctx.clock.now()) : undefined;
    if (step === undefined) return false;
    const updated = await ctx.db
      .updateTable('admins')
      .set({ totp_last_step: step })
      .where('id', '=', adminId)
      .where('totp_secret', '=', row!.totp_secret)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
      .executeTakeFirst();
    return Number(updated.numUpdatedRows) > 0;
  }
  const updated = await ctx.db
    .updateTable('recovery_codes')
    .set({ used_at: new Date(ctx.clock.now()).toISOString() })
    .where('admin_id', '=', adminId)
    .where('code_hash', '=', recoveryHash(code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

// ---- The policy, enforced ------------------------------------------------------------------------

/** What a person who must still turn it on may call: their account, its setup, and the ways out. */
const OPEN_WHILE_REQUIRED = new Set([
  `GET ${API.me}`,
  `GET ${API.account}`,
  `POST ${API.accountPassword}`,
  `DELETE ${API.session}`,
  `DELETE ${API.sessions}`,
  `POST ${TWO_STEP_PATHS.setup}`,
  `POST ${TWO_STEP_PATHS.confirm}`,
]);

/**
 * While an owner requires two-step sign-in, a person without it may use only the Account tab's
 * calls: every other admin call answers 403 until it is on. A preValidation hook of the whole app,
 * so it runs after each route's guard has named the admin (requireAdmin, onRequest) and before
 * anything is read or changed; calls without an admin (public pages, the login) pass untouched.
 */
export function enforceTwoStepPolicy(app: App): void {
  // The 403 in the API description of every call it can refuse: those that need a token (and no
  // optional one), but the Account tab's own.
  app.addHook('onRoute', (route) => {
    const schema = route.schema as { security?: Record<string, unknown>[]; response?: Record<string, unknown> } | undefined;
    // A GET's HEAD twin shares its schema, and its verdict.
    const methods = ([] as string[]).concat(route.method).map((method) => (method === 'HEAD' ? 'GET' : method));
    const open = methods.every((method) => OPEN_WHILE_REQUIRED.has(`${method} ${route.url}`));
    const needsToken = (schema?.security ?? []).length > 0 && !schema!.security!.some((option) => Object.keys(option).length === 0);
    if (schema?.response && needsToken && !open) schema.response = { 403: messageResponseSchema, ...schema.response };
  });
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (!request.admin || OPEN_WHILE_REQUIRED.has(`${request.method === 'HEAD' ? 'GET' : request.method} ${request.routeOptions.url}`))
      return;
    // Read with the session by the guard (auth/sessions.ts sessionAdmin): no second query per call.
    if (request.mustSetUpTwoStep) throw forbidden(TWO_STEP_MESSAGES.requiredFirst);
  });
}
