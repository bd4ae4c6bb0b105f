import type { FastifyRequest } from 'fastify';
import { MESSAGES, type Role, type UserData } from '@firm/contract';
import type { App } from '../context.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { sessionAdmin } from './sessions.js';
import { verifyToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: UserData;
    /** The session the request's token belongs to (a logout ends it). */
    sessionId?: string;
    /** An owner requires two-step sign-in and this admin has not turned it on (auth/two-step.ts). */
    mustSetUpTwoStep?: boolean;
  }
}

/**
 * onRequest of every call that changes data or reads the inbox: a valid, unexpired token whose
 * session has not ended (one indexed read, so every app server agrees at once), else 401 before
 * anything is read or changed. With `role: 'owner'`, an editor gets 403 (docs/decisions/048):
 * each route declares who may call it, here and nowhere else.
 */
export function requireAdmin(app: App, role?: Role) {
  return async (request: FastifyRequest) => {
    const session = await sessionOf(app, request);
    if (!session) throw unauthorized(MESSAGES.unauthorized);
    if (role === 'owner' && session.admin.role !== 'owner') throw forbidden(MESSAGES.ownersOnly);
    request.admin = session.admin;
    request.sessionId = session.sessionId;
    request.mustSetUpTwoStep = session.mustSetUpTwoStep;
  };
}

/** The admin whose valid token the request carries, or null (reads that show admins more, e.g. hidden items). */
export async function adminOf(app: App, request: FastifyRequest): Promise<UserData | null> {
  return (await sessionOf(app, request))?.admin ?? null;
}

async function sessionOf(
  app: App,
  request: FastifyRequest,
): Promise<{ admin: UserData; sessionId: string; mustSetUpTwoStep: boolean } | null> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1] ? await verifyToken(app.ctx, match[1]) : null;
  if (!token) return null;
  const session = await sessionAdmin(app.ctx.db, token.adminId, token.sessionId);
  return session ? { ...session, sessionId: token.sessionId } : null;
}
