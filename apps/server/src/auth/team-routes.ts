import type { FastifyBaseLogger } from 'fastify';
import {
  ACCEPT_INVITATION_PATH,
  API,
  INVITATION_DAYS,
  ROLE_LABELS,
  TEAM_MESSAGES,
  acceptInvitationSchema,
  changeRoleSchema,
  hasControlCharacters,
  invitationCheckSchema,
  invitationEmailParams,
  invitationInfoSchema,
  inviteRequestSchema,
  inviteResponseSchema,
  memberIdParams,
  messageResponseSchema,
  teamResponseSchema,
  type InvitationInfo,
  type InviteResponse,
  type LoginResponse,
  type MessageResponse,
  type Role,
  type TeamResponse,
} from '@firm/contract';
import type { App, AppContext } from '../context.js';
import { contentOf } from '../content/content.js';
import { logActivity } from '../history/activity.js';
import { DAY_MS } from '../lib/clock.js';
import { clientAddress } from '../lib/client-address.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { badRequest, notFound } from '../lib/errors.js';
import { possibleId } from '../lib/possible-id.js';
import { asTyped, createTransport, firmSender, oneLine, redactSmtpError } from '../mail/mailer.js';
import { createLink, openLinks, peekLink, useLink, voidLinks } from './account-links.js';
import { findAdminByEmail, insertAdmin, userDataOf } from './admin-store.js';
import { requireAdmin } from './guard.js';
import { hashingBusy } from './login-routes.js';
import { LINK_PASSWORD_RESPONSES, linkPasswordHash, refuseWhenNoLinkHashTurn } from './password-from-link.js';
import { normaliseEmail } from './login-throttle.js';
import { completeLogin } from './sessions.js';
import { changeRole, listTeam, removeMember } from './team-store.js';

const security = [{ bearer: [] }];
const INVITATION_MS = INVITATION_DAYS * DAY_MS;

/** The invitation mail: plain and short, from the firm, saying who invited, as what, and for how long the link works. */
async function composeInvitationMail(ctx: AppContext, email: string, role: Role, invitedBy: string, link: string) {
  const firm = oneLine((await contentOf(ctx).siteDetails.cached.value()).name);
  const text = [
    `${invitedBy} invites you to the admin area of ${firm}'s website, as ${ROLE_LABELS[role].toLowerCase()}.`,
    '',
    'To accept, open this link and choose your password:',
    link,
    '',
    `The link works once, for ${INVITATION_DAYS} days. If you did not expect this e-mail, ignore it.`,
    '',
    firm,
  ].join('\n');
  return {
    from: firmSender(ctx.config, firm),
    to: email,
    subject: asTyped(`An invitation to ${firm}'s website`),
    text,
  };
}

/** Mails the invitation; whether the mail server took it (the owner is told, and has the link to copy either way). */
async function mailInvitation(
  ctx: AppContext,
  log: FastifyBaseLogger,
  ...mail: [email: string, role: Role, invitedBy: string, link: string]
): Promise<boolean> {
  const smtpUrl = ctx.config.smtpUrl;
  if (!smtpUrl) return false;
  const transport = createTransport(smtpUrl);
  try {
    await transport.sendMail(await composeInvitationMail(ctx, ...mail));
    return true;
  } catch (err) {
    log.warn({ error: redactSmtpError(err, smtpUrl) }, 'invitation mail failed');
    return false;
  } finally {
    transport.close();
  }
}

/**
 * The Team tab (owners only, docs/decisions/048-accounts-and-roles.md): who has access, invitations
 * by a once-link, roles and removals, which end that person's sessions at once; and the accept page's
 * two calls, which need no session, only the invitation's secret.
 */
export default async function teamRoutes(app: App) {
  const { db, config, dialect, hashQueue, clock } = app.ctx;
  const owners = requireAdmin(app, 'owner');
  const now = () => clock.now();

  app.get(
    API.team,
    {
      onRequest: owners,
      schema: {
        tags: ['team'],
        operationId: 'listTeam',
        summary: 'Everyone with access to the admin area, and the pending invitations (owners only)',
        security,
        response: { 200: teamResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (): Promise<TeamResponse> => ({
      people: await listTeam(db),
      invitations: (await openLinks(db, 'invite', now())).map((link) => ({
        email: link.email,
        role: link.role ?? 'editor',
        invitedBy: link.created_by,
        expiresAt: link.expires_at,
      })),
    }),
  );

  app.post(
    API.teamInvitations,
    {
      onRequest: owners,
      schema: {
        tags: ['team'],
        operationId: 'invite',
        summary: `Invite a person by e-mail with a role: the answer carries the link (works once, for ${INVITATION_DAYS} days) to copy; with a mail server it is also mailed`,
        security,
        body: inviteRequestSchema,
        response: { 201: inviteResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 403) },
      },
    },
    async (request, reply): Promise<InviteResponse> => {
      const email = normaliseEmail(request.body.email);
      const { role } = request.body;
      const by = request.admin!.email;
      if (await findAdminByEmail(db, email)) throw badRequest(TEAM_MESSAGES.alreadyMember);
      const secret = await createLink(db, 'invite', email, INVITATION_MS, { role, createdBy: by, now: now() });
      const link = `${config.publicUrl}${ACCEPT_INVITATION_PATH}#${secret}`;
      await logActivity(db, { by, action: 'invite', title: email, at: new Date(now()) });
      const mailed = await mailInvitation(app.ctx, request.log, email, role, by, link);
      reply.status(201);
      const message = mailed ? TEAM_MESSAGES.invitedAndMailed : config.smtpUrl ? TEAM_MESSAGES.mailFailed : TEAM_MESSAGES.invited;
      return { message, link, mailed };
    },
  );

  app.delete(
    `${API.teamInvitations}/:email`,
    {
      onRequest: owners,
      schema: {
        tags: ['team'],
        operationId: 'withdrawInvitation',
        summary: 'Withdraw the pending invitation of an e-mail: its link stops working',
        security,
        params: invitationEmailParams,
        response: { 200: messageResponseSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request): Promise<MessageResponse> => {
      const email = normaliseEmail(request.params.email);
      if (hasControlCharacters(email)) throw notFound(TEAM_MESSAGES.invitationNotFound);
      if (!(await openLinks(db, 'invite', now())).some((link) => link.email === email)) throw notFound(TEAM_MESSAGES.invitationNotFound);
      await voidLinks(db, 'invite', email);
      return { message: TEAM_MESSAGES.invitationWithdrawn };
    },
  );

  app.put(
    `${API.team}/:id`,
    {
      onRequest: owners,
      schema: {
        tags: ['team'],
        operationId: 'changeRole',
        summary: "Change a person's role: their sessions end at once; the last owner cannot be made an editor",
        security,
        params: memberIdParams,
        body: changeRoleSchema,
        response: { 200: messageResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 403, 404) },
      },
    },
    async (request): Promise<MessageResponse> => {
      const { role } = request.body;
      if (!possibleId(request.params.id)) throw notFound(TEAM_MESSAGES.memberNotFound);
      const change = await changeRole(db, dialect, request.params.id, role);
      if (!change.done) {
        if (change.reason === 'notFound') throw notFound(TEAM_MESSAGES.memberNotFound);
        return { message: TEAM_MESSAGES.roleUnchanged };
      }
      await logActivity(db, {
        by: request.admin!.email,
        action: role === 'owner' ? 'toOwner' : 'toEditor',
        title: change.email,
        at: new Date(now()),
      });
      return { message: TEAM_MESSAGES.roleChanged };
    },
  );

  app.delete(
    `${API.team}/:id`,
    {
      onRequest: owners,
      schema: {
        tags: ['team'],
        operationId: 'removeMember',
        summary: 'Remove a person: their sessions end at once; the last owner cannot be removed',
        security,
        params: memberIdParams,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request): Promise<MessageResponse> => {
      if (!possibleId(request.params.id)) throw notFound(TEAM_MESSAGES.memberNotFound);
      const change = await removeMember(db, dialect, request.params.id);
      if (!change.done) throw notFound(TEAM_MESSAGES.memberNotFound);
      await logActivity(db, { by: request.admin!.email, action: 'remove', title: change.email, at: new Date(now()) });
      return { message: TEAM_MESSAGES.removed };
    },
  );

  /** The invitation a secret opens, or 400: used, withdrawn, expired, or the e-mail has an account by now. */
  const openInvitation = async (secret: string) => {
    const link = await peekLink(db, 'invite', secret, now());
    if (!link) throw badRequest(TEAM_MESSAGES.invitationDead);
    if (await findAdminByEmail(db, link.email)) throw badRequest(TEAM_MESSAGES.accountExists);
    return { email: link.email, role: link.role ?? 'editor' };
  };

  app.post(
    API.invitationCheck,
    {
      schema: {
        tags: ['team'],
        operationId: 'checkInvitation',
        summary: "The e-mail and role of an invitation, from its link's secret (the accept page); nothing changes",
        body: invitationCheckSchema,
        response: { 200: invitationInfoSchema, ...errorResponses(...BODY_ERRORS) },
      },
    },
    async (request): Promise<InvitationInfo> => openInvitation(request.body.token),
  );

  app.post(
    API.invitationAccept,
    {
      schema: {
        tags: ['team'],
        operationId: 'acceptInvitation',
        summary: "Accept an invitation with its link's secret, a name and a password: the account is made and logged in",
        body: acceptInvitationSchema,
        response: LINK_PASSWORD_RESPONSES,
      },
      onRequest: refuseWhenNoLinkHashTurn(hashQueue),
    },
    async (request, reply): Promise<LoginResponse> => {
      const { token, name, password } = request.body;
      const { email, role } = await openInvitation(token);
      // The password is checked before the link is used: a refused one leaves the link working.
      const hash = await linkPasswordHash(app.ctx, request, email, password);
      if (hash === undefined) return hashingBusy(reply);
      // Of two requests with the same link, only one gets here.
      if (!(await useLink(db, 'invite', token, now()))) throw badRequest(TEAM_MESSAGES.invitationDead);
      if (!(await insertAdmin(db, email, hash, role, name))) throw badRequest(TEAM_MESSAGES.accountExists);
      const admin = await findAdminByEmail(db, email);
      if (!admin) throw badRequest(TEAM_MESSAGES.invitationDead);
      await logActivity(db, { by: email, action: 'join', at: new Date(now()) });
      return completeLogin(app.ctx, userDataOf(admin), clientAddress(request));
    },
  );
}
