import { SignJWT, jwtVerify } from 'jose';
import type { AppContext } from '../context.js';

const ISSUER = 'firm-site';
const AUDIENCE = 'admin-session';

/**
 * A signed login token (HS256) that expires after `tokenTtlSeconds`. `sid` names its session row
 * (auth/sessions.ts): a token whose session has ended is refused however long it has left. Signed
 * with the sessions' own key (auth/keys.ts), so no token made for another purpose passes for one.
 */
export async function signToken(ctx: AppContext, admin: { _id: string; email: string }, sessionId: string): Promise<string> {
  return new SignJWT({ email: admin.email, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(admin._id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ctx.config.tokenTtlSeconds)
    .sign(ctx.keys.session);
}

/** The admin id and session a token names, or null when it is forged, expired, malformed or older than sessions. */
export async function verifyToken(ctx: AppContext, token: string): Promise<{ adminId: string; sessionId: string } | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.keys.session, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { adminId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
