import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  API,
  PASSWORD_RESET,
  RESET_COMMAND,
  RESET_MESSAGES,
  forgotPasswordSchema,
  forgotStatusSchema,
  messageResponseSchema,
  resetPasswordSchema,
  resetTooMany,
  type ForgotStatus,
  type LoginResponse,
  type MessageResponse,
} from '@firm/contract';
import type { App, AppContext } from '../context.js';
import { contentOf } from '../content/content.js';
import { logActivity } from '../history/activity.js';
import { addressGroup, clientAddress } from '../lib/client-address.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { badRequest } from '../lib/errors.js';
import { takeFromWindow } from '../db/rate-window.js';
import { asTyped, createTransport, firmSender, oneLine, redactSmtpError } from '../mail/mailer.js';
import { createLink, peekLink, useLink } from './account-links.js';
import { findAdminByEmail, userDataOf } from './admin-store.js';
import { changePassword } from './password-change.js';
import { hashingBusy } from './login-routes.js';
import { LINK_PASSWORD_RESPONSES, linkPasswordHash, refuseWhenNoLinkHashTurn } from './password-from-link.js';
import { normaliseEmail } from './login-throttle.js';
import { completeLogin } from './sessions.js';

const LINK_MS = PASSWORD_RESET.linkMinutes * 60_000;
/** The address of the page that reads the link: the secret after `#`, so it never reaches a server's log or a Referer. */
export const resetPagePath = '/admin/reset-password';

/** The mail with the link: plain, short, from the firm, saying what the link does and what to do if it was not asked for. */
export async function composeResetMail(ctx: AppContext, email: string, secret: string) {
  const site = await contentOf(ctx).siteDetails.cached.value();
  const firm = oneLine(site.name);
  const link = `${ctx.config.publicUrl}${resetPagePath}#${secret}`;
  const contact = site.emails[0];
  const text = [
    `Someone asked for a new password for the admin area of ${firm}'s website, for the account ${email}.`,
    '',
    'To choose a new password, open this link:',
    link,
    '',
    `The link works once, for ${PASSWORD_RESET.linkMinutes} minutes. Asking again makes this link stop working.`,
    '',
    'If you did not ask for it, ignore this e-mail: your password stays as it is, and nobody can use the link without your mailbox.' +
      (contact ? ` If it keeps coming, tell ${firm} at ${contact}.` : ` If it keeps coming, tell an owner of ${firm}'s website.`),
    '',
    firm,
  ].join('\n');
  return {
    from: firmSender(ctx.config, firm),
    to: email,
    subject: asTyped(`A new password for ${firm}'s website`),
    text,
  };
}

/** Sends the mail in the background: the answer must not wait for SMTP, nor take longer for an address with an account. */
function mailLink(ctx: AppContext, log: FastifyBaseLogger, email: string, secret: string): void {
  const smtpUrl = ctx.config.smtpUrl!;
  void (async () => {
    const transport = createTransport(smtpUrl);
    try {
      await transport.sendMail(await composeResetMail(ctx, email, secret));
      log.info('password reset link mailed');
    } finally {
      transport.close();
    }
  })().catch((err: unknown) => log.warn({ error: redactSmtpError(err, smtpUrl) }, 'password reset mail failed'));
}

function tooMany(reply: FastifyReply, retryAfter: number): MessageResponse {
  reply.header('Retry-After', String(retryAfter)).status(429);
  return { message: resetTooMany(retryAfter) };
}

/**
 * Forgot password: a once-link by e-mail (docs/decisions/048-accounts-and-roles.md), and the new
 * password set with it, which ends every session of that person and logs them in.
 */
export default async function passwordResetRoutes(app: App) {
  const { db, config, hashQueue } = app.ctx;
  const byMail = config.smtpUrl !== undefined;
  if (!byMail) app.log.info(`Password reset by e-mail is off: SMTP_URL is not set. On the server: ${RESET_COMMAND}`);

  app.get(
    API.passwordForgot,
    {
      schema: {
        tags: ['auth'],
        operationId: 'passwordResetStatus',
        summary: 'Whether a link to set a new password can be mailed (SMTP_URL is set)',
        response: { 200: forgotStatusSchema },
      },
    },
    async (): Promise<ForgotStatus> => (byMail ? { byMail } : { byMail, message: RESET_MESSAGES.notSetUp }),
  );

  app.post(
    API.passwordForgot,
    {
      schema: {
        tags: ['auth'],
        operationId: 'forgotPassword',
        summary: `Mail a link to set a new password (works once, for ${PASSWORD_RESET.linkMinutes} minutes); the same answer whether or not the address has an account`,
        body: forgotPasswordSchema,
        // 503: no mail server; the message says how to set a password on the server instead.
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 429, 503) },
      },
    },
    async (request, reply): Promise<MessageResponse> => {
      if (!byMail) {
        reply.status(503);
        return { message: RESET_MESSAGES.notSetUp };
      }
      const email = normaliseEmail(request.body.email);
      const now = app.ctx.clock.now();
      // Counted for every address typed, with or without an account: a refusal tells nothing about it.
      const perAddress = await takeFromWindow(
        db,
        `reset-addr:${addressGroup(clientAddress(request))}`,
        PASSWORD_RESET.perAddress,
        PASSWORD_RESET.windowMs,
        now,
      );
      if (perAddress) return tooMany(reply, perAddress);
      const perEmail = await takeFromWindow(db, `reset-email:${email}`, PASSWORD_RESET.perEmail, PASSWORD_RESET.windowMs, now);
      if (perEmail) return tooMany(reply, perEmail);
      const admin = await findAdminByEmail(db, email);
      // A link is made for an unknown address too (it is never mailed and opens nothing): the same
      // writes, so the answer takes as long either way.
      const secret = await createLink(db, 'reset', admin?.email ?? email, LINK_MS, { now });
      if (admin) mailLink(app.ctx, request.log, admin.email, secret);
      return { message: RESET_MESSAGES.sent };
    },
  );

  app.post(
    API.passwordReset,
    {
      schema: {
        tags: ['auth'],
        operationId: 'resetPassword',
        summary: "Set a new password with a mailed link's secret: every session of that person ends, and a new one starts",
        body: resetPasswordSchema,
        response: LINK_PASSWORD_RESPONSES,
      },
      onRequest: refuseWhenNoLinkHashTurn(hashQueue),
    },
    async (request, reply): Promise<LoginResponse> => {
      const { token, password } = request.body;
      const link = await peekLink(db, 'reset', token, app.ctx.clock.now());
      const admin = link && (await findAdminByEmail(db, link.email));
      if (!admin) throw badRequest(RESET_MESSAGES.linkDead);
      // The password is checked before the link is used: a refused one leaves the link working.
      const hash = await linkPasswordHash(app.ctx, request, admin.email, password);
      if (hash === undefined) return hashingBusy(reply);
      // Of two requests with the same link, only one gets here.
      if (!(await useLink(db, 'reset', token, app.ctx.clock.now()))) throw badRequest(RESET_MESSAGES.linkDead);
      await changePassword(db, { id: admin.id }, hash);
      await logActivity(db, { by: admin.email, action: 'password-reset', at: new Date(app.ctx.clock.now()) });
      return completeLogin(app.ctx, userDataOf(admin), clientAddress(request));
    },
  );
}
