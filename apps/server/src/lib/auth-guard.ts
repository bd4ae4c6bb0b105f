import type { FastifyRequest } from 'fastify';
import { MESSAGES, type UserData } from '@firm/contract';
import type { App } from '../context.js';
import { sessionVersion } from '../repos/admins.js';
import { unauthorized } from './errors.js';
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
    const header = request.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const token = match?.[1] ? await verifyToken(app.ctx, match[1]) : null;
    if (!token) throw unauthorized(MESSAGES.unauthorized);
    if ((await sessionVersion(app.ctx.db, token.user._id)) !== token.sessionVersion) throw unauthorized(MESSAGES.unauthorized);
    request.admin = token.user;
  };
}
