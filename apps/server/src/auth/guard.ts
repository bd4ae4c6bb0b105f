import type { FastifyRequest } from 'fastify';
import { MESSAGES, type UserData } from '@firm/contract';
import type { App } from '../context.js';
import { sessionVersion } from './admin-store.js';
import { unauthorized } from '../lib/errors.js';
import { verifyToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    admin?: UserData;
  }
}

/**
 * preHandler for every call that changes data or reads the inbox: a valid, unexpired token of an
 * admin who still exists and whose password has not changed since the token was made (one
 * indexed read, so every app server agrees at once), else 401 before anything is read or changed.
 */
export function requireAdmin(app: App) {
  return async (request: FastifyRequest) => {
    const user = await adminOf(app, request);
    if (!user) throw unauthorized(MESSAGES.unauthorized);
    request.admin = user;
  };
}

/** The admin whose valid token the request carries, or null (reads that show admins more, e.g. hidden items). */
export async function adminOf(app: App, request: FastifyRequest): Promise<UserData | null> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1] ? await verifyToken(app.ctx, match[1]) : null;
  if (!token) return null;
  // An admin since deleted, or whose password changed since the token was made, has no session.
  return (await sessionVersion(app.ctx.db, token.user._id)) === token.sessionVersion ? token.user : null;
}
