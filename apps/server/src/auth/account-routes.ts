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
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { badRequest } from '../lib/errors.js';
import { refuseWeakPassword } from './new-password-check.js';
import { hashPassword } from './passwords.js';
import { recentLogins } from './admin-store.js';
import { changePassword } from './password-change.js';
import { endSessionsOf } from './sessions.js';
import { twoStepStatus } from './two-step.js';
import { logActivity } from '../history/activity.js';
import { ownerGoesFirst, refuseWhenNoHashTurn, withOwnPassword } from './login-routes.js';

const security = [{ bearer: [] }];

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
      await refuseWeakPassword(app.ctx, request.admin!.email, newPassword);
      return withOwnPassword(app, request, reply, currentPassword, async (admin) => {
        const hash = await hashPassword(newPassword, config.scryptCost);
        if (!(await changePassword(db, { id: admin.id }, hash, request.sessionId!))) throw badRequest(MESSAGES.unauthorized);
        await logActivity(db, { by: admin.email, action: 'password', at: new Date(app.ctx.clock.now()) });
        return { message: MESSAGES.passwordChanged };
      });
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
