import {
  API,
  MESSAGES,
  accountResponseSchema,
  changePasswordSchema,
  loginRefusedSchema,
  messageResponseSchema,
  type AccountResponse,
  type MessageResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from './guard.js';
import { clientAddress } from '../lib/client-address.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { badRequest } from '../lib/errors.js';
import { loginSucceeded, throttleMessage } from './login-throttle.js';
import { passwordProblem } from './password-rule.js';
import { passwordContextOf } from './password-context.js';
import { hashPassword, verifyPassword } from './passwords.js';
import { findAdminById, recentLogins, setAdminPassword } from './admin-store.js';
import { endSessionsOf } from './sessions.js';
import { twoStepStatus } from './two-step.js';
import { logActivity } from '../history/activity.js';
import { hashingBusy, passwordTurn, refuseWhenNoHashTurn } from './login-routes.js';

const security = [{ bearer: [] }];
/** The token proves the owner: a password change goes first for a hash turn (AUTH-7). */
const ownerGoesFirst = async () => true;

/** The Account screen: the admin's latest logins, and changing the password (which ends every other session). */
export default async function accountRoutes(app: App) {
  const { db, config, hashQueue } = app.ctx;
  app.addHook('onRequest', requireAdmin(app));

  app.get(
    API.account,
    {
      schema: {
        tags: ['auth'],
        operationId: 'getAccount',
        summary: 'The admin and their latest logins',
        security,
        response: { 200: accountResponseSchema, ...errorResponses(401) },
      },
    },
    async (request): Promise<AccountResponse> => ({
      email: request.admin!.email,
      logins: await recentLogins(db, request.admin!._id),
      twoStep: await twoStepStatus(db, request.admin!._id),
    }),
  );

  app.post(
    API.accountPassword,
    {
      schema: {
        tags: ['auth'],
        operationId: 'changePassword',
        summary: 'Change the password (the current one required); every other session ends',
        security,
        body: changePasswordSchema,
        // A busy hasher answers as at login (auth/login-routes.ts hashingBusy).
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 429), 503: loginRefusedSchema },
      },
      onRequest: refuseWhenNoHashTurn(hashQueue, ownerGoesFirst),
    },
    async (request, reply): Promise<MessageResponse> => {
      const { currentPassword, newPassword } = request.body;
      const problem = passwordProblem(newPassword, await passwordContextOf(app.ctx, request.admin!.email));
      if (problem) throw badRequest(problem);
      const ip = clientAddress(request);
      // Wrong current passwords count like failed logins: a stolen token cannot be used to guess it.
      const turn = await passwordTurn(db, hashQueue, ip, request.admin!.email, ownerGoesFirst);
      if ('retryAfter' in turn) {
        reply.header('Retry-After', String(turn.retryAfter)).status(429);
        return { message: throttleMessage(turn.retryAfter) };
      }
      const { attemptIds, release } = turn;
      if (!release) return hashingBusy(reply);
      try {
        const admin = await findAdminById(db, request.admin!._id);
        if (!admin || !(await verifyPassword(currentPassword, admin.password_hash))) throw badRequest(MESSAGES.passwordWrong);
        await loginSucceeded(db, ip, admin.email, attemptIds);
        const hash = await hashPassword(newPassword, config.scryptCost);
        if (!(await setAdminPassword(db, { id: admin.id }, hash, { except: request.sessionId! }))) throw badRequest(MESSAGES.unauthorized);
        await logActivity(db, { by: admin.email, action: 'password', at: new Date(app.ctx.clock.now()) });
        return { message: MESSAGES.passwordChanged };
      } finally {
        release();
      }
    },
  );

  app.delete(
    API.sessions,
    {
      schema: {
        tags: ['auth'],
        operationId: 'logoutEverywhere',
        summary: 'End every session of this admin, this one too',
        security,
        response: { 200: messageResponseSchema, ...errorResponses(401) },
      },
    },
    async (request): Promise<MessageResponse> => {
      await endSessionsOf(db, request.admin!._id);
      return { message: MESSAGES.loggedOutEverywhere };
    },
  );
}
