import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API, MESSAGES, loginRefusedSchema, loginRequestSchema, loginResponseSchema, meResponseSchema, type LoginResponse, type MeResponse } from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../lib/auth-guard.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { beginLoginAttempt, loginSucceeded, throttleMessage } from '../lib/login-throttle.js';
import { hashPassword, needsRehash, verifyPassword, type HashSlots } from '../lib/passwords.js';
import { signToken } from '../lib/tokens.js';
import { findAdminByEmail, recordLogin, setAdminPassword } from '../repos/admins.js';

/** Every hash slot is taken: come back in a second, before any hash is computed (lib/passwords.ts HashSlots). */
export function hashingBusy(reply: FastifyReply): { status: false; message: string } {
  reply.header('Retry-After', '1').status(503);
  return { status: false, message: MESSAGES.hashingBusy };
}

/**
 * onRequest of the routes that hash a password: while every slot is taken the answer goes out
 * before the body is read or validated, so a flood costs the server as little as possible.
 */
export const refuseWhenHashingBusy =
  (hashSlots: HashSlots) =>
  async (_request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (hashSlots.full) await reply.send(hashingBusy(reply));
  };

export default async function authRoutes(app: App) {
  const { db, config, hashSlots } = app.ctx;
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
        // API-3: a refused login keeps `status: false`; so do the throttle (AUTH-3) and a busy hasher.
        response: { 200: loginResponseSchema, ...errorResponses(...BODY_ERRORS), 401: loginRefusedSchema, 429: loginRefusedSchema, 503: loginRefusedSchema },
      },
      onRequest: refuseWhenHashingBusy(hashSlots),
    },
    async (request, reply): Promise<LoginResponse> => {
      const { email, password } = request.body;
      const release = hashSlots.take();
      if (!release) return hashingBusy(reply);
      try {
        const attempt = await beginLoginAttempt(db, request.ip, email);
        if (!attempt.allowed) {
          reply.header('Retry-After', String(attempt.retryAfter)).status(429);
          return { status: false, message: throttleMessage(attempt.retryAfter) };
        }
        const admin = await findAdminByEmail(db, email);
        const ok = await verifyPassword(password, admin?.password_hash ?? (await dummyHash));
        if (!admin || !ok) {
          reply.status(401);
          return { status: false, message: MESSAGES.loginFailed };
        }
        // A hash made with older, costlier parameters is replaced now that the password is known.
        if (needsRehash(admin.password_hash, config.scryptCost)) {
          await setAdminPassword(db, { id: admin.id }, await hashPassword(password, config.scryptCost), { keepSessions: true });
        }
        await loginSucceeded(db, request.ip, email, attempt.ids);
        await recordLogin(db, admin.id, request.ip);
        const userData = { _id: admin.id, email: admin.email };
        return { status: true, message: MESSAGES.loginSuccess, token: await signToken(app.ctx, userData, admin.session_version), userData };
      } finally {
        release();
      }
    },
  );

  app.get(
    API.me,
    { schema: { tags: ['auth'], operationId: 'checkToken', summary: 'Whether the token is still valid', security: [{ bearer: [] }], response: { 200: meResponseSchema, ...errorResponses(401) } }, onRequest: requireAdmin(app) },
    async (request): Promise<MeResponse> => ({ status: true, userData: request.admin! }),
  );
}
