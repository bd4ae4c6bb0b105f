import { SignJWT, jwtVerify } from 'jose';
import type { UserData } from '@firm/contract';
import type { AppContext } from '../context.js';

const ISSUER = 'firm-site';

/** A signed login token (HS256) that expires after `tokenTtlSeconds`. */
export async function signToken(ctx: AppContext, user: UserData): Promise<string> {
  return new SignJWT({ email: user.email })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user._id)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ctx.config.tokenTtlSeconds)
    .sign(ctx.tokenSecret);
}

/** The admin a token names, or null when it is forged, expired or malformed. */
export async function verifyToken(ctx: AppContext, token: string): Promise<UserData | null> {
  try {
    const { payload } = await jwtVerify(token, ctx.tokenSecret, { issuer: ISSUER, algorithms: ['HS256'] });
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
    return { _id: payload.sub, email: payload.email };
  } catch {
    return null;
  }
}
