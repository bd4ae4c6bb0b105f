import {
  TWO_STEP_MESSAGES,
  TWO_STEP_PATHS,
  loginRefusedSchema,
  loginResponseSchema,
  messageResponseSchema,
  recoveryCodesResponseSchema,
  secondStepSchema,
  twoStepConfirmSchema,
  twoStepOffSchema,
  twoStepPolicySchema,
  twoStepSetupResponseSchema,
  twoStepSetupSchema,
  type LoginResponse,
  type MessageResponse,
  type RecoveryCodesResponse,
  type TwoStepSetupResponse,
} from '@firm/contract';
import type { App } from '../context.js';
import { logActivity } from '../history/activity.js';
import { addressGroup, clientAddress } from '../lib/client-address.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { HttpError, badRequest } from '../lib/errors.js';
import { findAdminByEmail, recentLogins, userDataOf } from './admin-store.js';
import { requireAdmin } from './guard.js';
import { beginLoginAttempt, loginSucceeded, throttleMessage } from './login-throttle.js';
import { KNOWN_ADDRESS_MS, ownerGoesFirst, refuseWhenNoHashTurn, withOwnPassword } from './login-routes.js';
import { completeLogin, endSessionsOf } from './sessions.js';
import { confirmSetup, readChallenge, setTwoStepRequired, startSetup, turnOff, twoStepStatus, useChallenge, useCode } from './two-step.js';

const security = [{ bearer: [] }];
const tags = ['auth'];
const conflict = (message: string) => new HttpError(409, message);

/**
 * Wrong codes are counted like wrong passwords (auth/login-throttle.ts: per address and e-mail, and
 * per address), under a label of their own: a right password forgives that pair's failed passwords,
 * and must not forgive the codes guessed after it.
 */
const codeCounter = (email: string) => `second step:${email}`;

/** Two-step sign-in: its setup in the Account tab, the second step of a login, and the owner's policy (auth/two-step.ts). */
export default async function twoStepRoutes(app: App) {
  const { db, hashQueue } = app.ctx;

  app.post(
    TWO_STEP_PATHS.setup,
    {
      schema: {
        tags,
        operationId: 'startTwoStepSetup',
        summary:
          'A new key for an authenticator app (QR code and text), the password required; two-step sign-in is on once a code confirms it',
        security,
        body: twoStepSetupSchema,
        // The password is asked, as to turn it off: a stolen session cannot put its own app between the owner and the admin.
        response: { 200: twoStepSetupResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 409, 429), 503: loginRefusedSchema },
      },
      onRequest: [requireAdmin(app), refuseWhenNoHashTurn(hashQueue, ownerGoesFirst)],
    },
    async (request, reply): Promise<TwoStepSetupResponse | MessageResponse> =>
      withOwnPassword(app, request, reply, request.body.password, async () => {
        const setup = await startSetup(app.ctx, request.admin!);
        if (!setup) throw conflict(TWO_STEP_MESSAGES.alreadyOn);
        return setup;
      }),
  );

  app.post(
    TWO_STEP_PATHS.confirm,
    {
      schema: {
        tags,
        operationId: 'confirmTwoStep',
        summary: 'Turn two-step sign-in on with the first code from the app; answers the recovery codes, once. Every other session ends',
        security,
        body: twoStepConfirmSchema,
        response: { 200: recoveryCodesResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 409) },
      },
      onRequest: requireAdmin(app),
    },
    async (request): Promise<RecoveryCodesResponse> => {
      const admin = request.admin!;
      const result = await confirmSetup(app.ctx, admin._id, request.body.code);
      if (result === 'on') throw conflict(TWO_STEP_MESSAGES.alreadyOn);
      if (result === 'none') throw badRequest(TWO_STEP_MESSAGES.noPendingSetup);
      if (result === 'wrong') throw badRequest(TWO_STEP_MESSAGES.setupCodeWrong);
      // A session opened with the password alone (perhaps by someone else) does not outlive this.
      await endSessionsOf(db, admin._id, request.sessionId);
      await logActivity(db, { by: admin.email, action: 'twoStepOn', at: new Date(app.ctx.clock.now()) });
      return { message: TWO_STEP_MESSAGES.turnedOn, recoveryCodes: result };
    },
  );

  app.post(
    TWO_STEP_PATHS.off,
    {
      schema: {
        tags,
        operationId: 'turnOffTwoStep',
        summary: 'Turn two-step sign-in off (the password required): the key and the recovery codes are deleted',
        security,
        body: twoStepOffSchema,
        // Wrong passwords count like failed logins (429); a busy hasher answers as at login (503).
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 429), 503: loginRefusedSchema },
      },
      onRequest: [requireAdmin(app), refuseWhenNoHashTurn(hashQueue, ownerGoesFirst)],
    },
    async (request, reply): Promise<MessageResponse> =>
      withOwnPassword(app, request, reply, request.body.password, async (admin) => {
        if (!(await turnOff(db, admin.id))) throw badRequest(TWO_STEP_MESSAGES.notOn);
        await logActivity(db, { by: admin.email, action: 'twoStepOff', at: new Date(app.ctx.clock.now()) });
        return { message: TWO_STEP_MESSAGES.turnedOff };
      }),
  );

  app.put(
    TWO_STEP_PATHS.policy,
    {
      schema: {
        tags,
        operationId: 'setTwoStepPolicy',
        summary: 'Require two-step sign-in of everyone, or leave it to each person (owners only)',
        security,
        body: twoStepPolicySchema,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 403) },
      },
      onRequest: requireAdmin(app, 'owner'),
    },
    async (request): Promise<MessageResponse> => {
      const admin = request.admin!;
      const { required } = request.body;
      // The owner who requires it would otherwise be the first one shut out of the admin.
      if (required && !(await twoStepStatus(db, admin._id)).on) throw badRequest(TWO_STEP_MESSAGES.policyNeedsOwn);
      await setTwoStepRequired(db, required);
      await logActivity(db, {
        by: admin.email,
        action: required ? 'twoStepRequired' : 'twoStepOptional',
        at: new Date(app.ctx.clock.now()),
      });
      return { message: required ? TWO_STEP_MESSAGES.policyOn : TWO_STEP_MESSAGES.policyOff };
    },
  );

  app.post(
    TWO_STEP_PATHS.secondStep,
    {
      schema: {
        tags,
        operationId: 'loginSecondStep',
        summary:
          'The second step of a login with two-step sign-in: the challenge of the login answer and a code; answers as the login does',
        body: secondStepSchema,
        // As at login: a refusal keeps `status: false`; wrong codes are limited like wrong passwords (429).
        response: { 200: loginResponseSchema, ...errorResponses(...BODY_ERRORS), 401: loginRefusedSchema, 429: loginRefusedSchema },
      },
    },
    async (request, reply): Promise<LoginResponse> => {
      const { challenge, code } = request.body;
      const email = await readChallenge(app.ctx, challenge);
      const admin = email ? await findAdminByEmail(db, email) : undefined;
      const dead = () => {
        reply.status(401);
        return { status: false as const, message: TWO_STEP_MESSAGES.challengeDead };
      };
      if (!admin) return dead();
      const ip = clientAddress(request);
      // Limited per account too, but from the account's own recent login addresses (AUTH-11): a guesser
      // elsewhere who has the password cannot spread codes over many addresses, nor shut the owner out.
      const known = (await recentLogins(db, admin.id)).some(
        (login) => addressGroup(login.ip) === addressGroup(ip) && Date.parse(login.at) > Date.now() - KNOWN_ADDRESS_MS,
      );
      const attempt = await beginLoginAttempt(db, ip, codeCounter(admin.email), Date.now(), !known);
      if (!attempt.allowed) {
        reply.header('Retry-After', String(attempt.retryAfter)).status(429);
        return { status: false, message: throttleMessage(attempt.retryAfter) };
      }
      if (!(await useCode(app.ctx, admin.id, code))) {
        reply.status(401);
        return { status: false, message: TWO_STEP_MESSAGES.codeWrong };
      }
      // The challenge works once: of two requests with right codes, or a logout meanwhile, one gets in at most.
      if (!(await useChallenge(app.ctx, challenge))) return dead();
      await loginSucceeded(db, ip, codeCounter(admin.email), attempt.ids);
      return completeLogin(app.ctx, userDataOf(admin), ip, { secondStepDone: true });
    },
  );
}
