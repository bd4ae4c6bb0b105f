import { SignJWT, jwtVerify } from 'jose';
import type { UserData } from '@firm/contract';
import type { AppContext } from '../context.js';

const ISSUER = 'firm-site';

/**
 * A signed login token (HS256) that expires after `tokenTtlSeconds`. `sv` is the admin's session
 * version when it was made: a password change raises it, and older tokens are refused.
 */
export async function signToken(ctx: AppContext, user: UserData, sessionVersion: number): Promise<string> {
  return new SignJWT({ email: user.email, sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user._id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ctx.config.tokenTtlSeconds)
    .sign(ctx.tokenSecret);
}

/** The admin a token names and its session version, or null when it is forged, expired or malformed. */
export async function verifyToken(ctx: AppContext, token: string): Promise<{ user: UserData; sessionVersion: number } | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.tokenSecret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    // Tokens made before session versions existed count as version 0, the first one.
    const sessionVersion = payload.sv === undefined ? 0 : payload.sv;
    if (typeof sessionVersion !== 'number') return null;
    return { user: { _id: payload.sub, email: payload.email }, sessionVersion };
  } catch {
    return null;
  }
}
