import type { FastifyRequest } from 'fastify';
import { loginRefusedSchema, loginResponseSchema } from '@firm/contract';
import type { AppContext } from '../context.js';
import { clientAddress } from '../lib/client-address.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import type { HashQueue } from './hash-queue.js';
import { hashInTurn, refuseWhenNoHashTurn } from './login-routes.js';
import { refuseWeakPassword } from './new-password-check.js';

/*
 * What the routes that set a password with a mailed link's secret share (a reset link, an
 * invitation): they log the person in, and a refused password or a busy hasher leaves the link working.
 */

/** 400: the link is dead or the password is refused (then the link still works). 503: a busy hasher, as at login. */
export const LINK_PASSWORD_RESPONSES = { 200: loginResponseSchema, ...errorResponses(...BODY_ERRORS), 503: loginRefusedSchema };

/**
 * onRequest: a request that would get no turn at hashing is answered first. A link's page arrives
 * with no session: nothing tells it apart from a flood until its link is read, so it never goes first.
 */
export const refuseWhenNoLinkHashTurn = (queue: HashQueue) => refuseWhenNoHashTurn(queue, async () => false);

/**
 * The new password's hash, once the password is judged (400 in the rule's words) and a turn at
 * hashing given; undefined without a turn, to be answered with hashingBusy. Called before the link
 * is used.
 */
export async function linkPasswordHash(
  ctx: AppContext,
  request: FastifyRequest,
  email: string,
  password: string,
): Promise<string | undefined> {
  await refuseWeakPassword(ctx, email, password);
  return hashInTurn(ctx.hashQueue, clientAddress(request), password, ctx.config.scryptCost);
}
