import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  API,
  MESSAGES,
  loginRefusedSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  type LoginResponse,
  type MeResponse,
  type MessageResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from './guard.js';
import { addressGroup, clientAddress } from '../lib/client-address.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { badRequest } from '../lib/errors.js';
import type { HashQueue, Release } from './hash-queue.js';
import { beginLoginAttempt, loginSucceeded, takeBackLoginAttempt, throttleMessage } from './login-throttle.js';
import { hashPassword, needsRehash, verifyPassword } from './passwords.js';
import { sharedPerTurn } from '../lib/per-turn.js';
import type { Db } from '../db/index.js';
import { findAdminByEmail, findAdminById, loginAddressesSince, setAdminPassword, userDataOf, type AdminRow } from './admin-store.js';
import { completeLogin, endSession } from './sessions.js';

/** A good login from an address makes it go first for a hash turn for this long (AUTH-7). */
export const KNOWN_ADDRESS_MS = 30 * 24 * 3600 * 1000;

/** No turn at hashing for this request: come back in a second (auth/hash-queue.ts). */
export function hashingBusy(reply: FastifyReply): { status: false; message: string } {
  reply.header('Retry-After', '1').status(503);
  return { status: false, message: MESSAGES.hashingBusy };
}

/**
 * onRequest of the routes that hash a password: a request that would get no turn is answered
 * before its body is read or validated, so a flood costs the server as little as possible.
 * `first` says whether the request goes first (AUTH-7); it is asked only when the queue is full.
 */
export const refuseWhenNoHashTurn =
  (queue: HashQueue, first: GoesFirst) =>
  async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const group = addressGroup(clientAddress(request));
    if (!queue.admits(group, false) && !queue.admits(group, await first(group))) await reply.send(hashingBusy(reply));
  };

/**
 * A new password's hash (a reset link, an invitation), made in a turn at hashing that does not go
 * first (AUTH-7); undefined when no turn is given, to be answered with hashingBusy.
 */
export async function hashInTurn(queue: HashQueue, ip: string, password: string, cost: number): Promise<string | undefined> {
  const release = await queue.take(addressGroup(ip), false);
  if (!release) return undefined;
  try {
    return await hashPassword(password, cost);
  } finally {
    release();
  }
}

/** Whether a request from an address group goes first for a turn at hashing (AUTH-7). */
type GoesFirst = (group: string) => Promise<boolean>;

/**
 * A password check of `email` from `ip` (a login, a password change): the limits first (AUTH-5), so
 * a client over them gets its 429 without taking a place in the queue, then a turn at hashing.
 * `retryAfter` when the limits refuse; `release` undefined when no turn is given (503), and then the
 * counted attempt is taken back, as no password was checked.
 */
export async function passwordTurn(
  db: Db,
  queue: HashQueue,
  ip: string,
  email: string,
  first: GoesFirst,
): Promise<{ retryAfter: number } | { attemptIds: number[]; release: Release | undefined }> {
  const attempt = await beginLoginAttempt(db, ip, email);
  if (!attempt.allowed) return { retryAfter: attempt.retryAfter };
  const group = addressGroup(ip);
  const release = await queue.take(group, await first(group));
  if (!release) await takeBackLoginAttempt(db, attempt.ids);
  return { attemptIds: attempt.ids, release };
}

/** A signed-in admin's token proves them: their own password check goes first for a hash turn (AUTH-7). */
export const ownerGoesFirst: GoesFirst = async () => true;

/**
 * `then`, once the signed-in admin's own password is checked (a password change, turning two-step
 * off). Wrong ones count like failed logins, so a stolen token cannot be used to guess it: 429 when
 * too many were wrong, 503 when the hasher is busy (as at login), 400 when it is wrong.
 */
export async function withOwnPassword<T>(
  app: App,
  request: FastifyRequest,
  reply: FastifyReply,
  password: string,
  then: (admin: AdminRow) => Promise<T>,
): Promise<T | MessageResponse | ReturnType<typeof hashingBusy>> {
  const { db, hashQueue } = app.ctx;
  const ip = clientAddress(request);
  const turn = await passwordTurn(db, hashQueue, ip, request.admin!.email, ownerGoesFirst);
  if ('retryAfter' in turn) {
    reply.header('Retry-After', String(turn.retryAfter)).status(429);
    return { message: throttleMessage(turn.retryAfter) };
  }
  const { attemptIds, release } = turn;
  if (!release) return hashingBusy(reply);
  try {
    const admin = await findAdminById(db, request.admin!._id);
    if (!admin || !(await verifyPassword(password, admin.password_hash))) throw badRequest(MESSAGES.passwordWrong);
    await loginSucceeded(db, ip, admin.email, attemptIds);
    return await then(admin);
  } finally {
    release();
  }
}

export default async function authRoutes(app: App) {
  const { db, config, hashQueue } = app.ctx;
  // Read once per event-loop turn: under a flood many requests ask at once.
  const knownGroups = sharedPerTurn(
    async () => new Set((await loginAddressesSince(db, new Date(Date.now() - KNOWN_ADDRESS_MS))).map(addressGroup)),
  );
  const known = async (group: string) => (await knownGroups()).has(group);
  // Unknown e-mails are checked against this hash, so the answer takes as long as for a real admin.
  // Made now, not at the first unknown e-mail, so that first answer is not slower either.
  const dummyHash = hashPassword(randomBytes(16).toString('hex'), config.scryptCost);

  app.post(
    API.login,
    {
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Log in as an admin',
        body: loginRequestSchema,
        // API-3: a refused login keeps `status: false`; so do the throttle (AUTH-5) and a busy hasher.
        response: {
          200: loginResponseSchema,
          ...errorResponses(...BODY_ERRORS),
          401: loginRefusedSchema,
          429: loginRefusedSchema,
          503: loginRefusedSchema,
        },
      },
      onRequest: refuseWhenNoHashTurn(hashQueue, known),
    },
    async (request, reply): Promise<LoginResponse> => {
      const { email, password } = request.body;
      const ip = clientAddress(request);
      const turn = await passwordTurn(db, hashQueue, ip, email, known);
      if ('retryAfter' in turn) {
        reply.header('Retry-After', String(turn.retryAfter)).status(429);
        return { status: false, message: throttleMessage(turn.retryAfter) };
      }
      const { attemptIds, release } = turn;
      if (!release) return hashingBusy(reply);
      try {
        const admin = await findAdminByEmail(db, email);
        const ok = await verifyPassword(password, admin?.password_hash ?? (await dummyHash));
        if (!admin || !ok) {
          reply.status(401);
          return { status: false, message: MESSAGES.loginFailed };
        }
        // A hash made with older, costlier parameters is replaced now that the password is known: the
        // same password, so every session stays.
        if (needsRehash(admin.password_hash, config.scryptCost)) {
          await setAdminPassword(db, { id: admin.id }, await hashPassword(password, config.scryptCost));
        }
        await loginSucceeded(db, ip, email, attemptIds);
        return await completeLogin(app.ctx, userDataOf(admin), ip);
      } finally {
        release();
      }
    },
  );

  app.get(
    API.me,
    {
      schema: {
        tags: ['auth'],
        operationId: 'checkToken',
        summary: 'Whether the token is still valid',
        security: [{ bearer: [] }],
        response: { 200: meResponseSchema, ...errorResponses(401) },
      },
      onRequest: requireAdmin(app),
    },
    async (request): Promise<MeResponse> => ({ status: true, userData: request.admin! }),
  );

  app.delete(
    API.session,
    {
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'End this session: its token is refused from now on',
        security: [{ bearer: [] }],
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
      onRequest: requireAdmin(app),
    },
    async (request): Promise<MessageResponse> => {
      await endSession(db, request.sessionId!);
      return { message: MESSAGES.logout };
    },
  );
}
