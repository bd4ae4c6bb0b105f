import { SignJWT, jwtVerify } from 'jose';
import {
  API,
  PREVIEW_MESSAGES,
  PREVIEW_MINUTES,
  PREVIEW_PARAM,
  previewRequestSchema,
  previewResponseSchema,
  type ContentReads,
  type PreviewResponse,
} from '@firm/contract';
import type { App, AppContext } from '../context.js';
import { contentOf, type ContentRepo } from '../content/content.js';
import { requireAdmin } from '../auth/guard.js';
import { sessionAdmin } from '../auth/sessions.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/errors.js';

/*
 * Preview of a hidden item's page (PREVIEW-1 to PREVIEW-4, decision 059). The admin's token lives in
 * the browser's storage, where the server's render cannot see it, so the admin asks the API for a
 * link signed with the previews' own key (auth/keys.ts, decision 084: it opens that page and no API
 * call): the page's path with `?preview=<token>`, naming the collection, the item and the admin's
 * session, valid for PREVIEW_MINUTES and no longer than that session.
 */

const ISSUER = 'firm-site';
const AUDIENCE = 'preview';

/** What a valid preview link shows: one item of one collection, hidden or not, on its own page. */
export interface Preview {
  repo: ContentRepo;
  id: string;
}

/** The collection named `slug` when its items have a page of their own (`publicPath`). */
function withPage(ctx: AppContext, slug: string): ContentRepo | undefined {
  return contentOf(ctx).all.find((repo) => repo.def.slug === slug && repo.def.spec.publicPath);
}

async function sign(ctx: AppContext, claims: { collection: string; id: string; adminId: string; sessionId: string }, expires: number) {
  return new SignJWT({ c: claims.collection, i: claims.id, sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.adminId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(ctx.clock.now() / 1000))
    .setExpirationTime(Math.floor(expires / 1000))
    .sign(ctx.keys.preview);
}

/**
 * The preview a request for `page` (a path, `.data` left off) carries, or undefined: a forged or
 * expired token, one for another page, or one whose session has ended (a logout) shows nothing hidden.
 */
export async function previewOf(ctx: AppContext, page: string, query: URLSearchParams): Promise<Preview | undefined> {
  const token = query.get(PREVIEW_PARAM);
  if (!token) return undefined;
  try {
    const { payload } = await jwtVerify(token, ctx.keys.preview, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      currentDate: new Date(ctx.clock.now()),
    });
    const { c, i, sid, sub } = payload as { c?: unknown; i?: unknown; sid?: unknown; sub?: unknown };
    if (typeof c !== 'string' || typeof i !== 'string' || typeof sid !== 'string' || typeof sub !== 'string') return undefined;
    const repo = withPage(ctx, c);
    if (!repo || repo.def.spec.publicPath?.(i) !== page) return undefined;
    if (!(await sessionAdmin(ctx.db, sub, sid))) return undefined;
    return { repo, id: i };
  } catch {
    return undefined;
  }
}

/** The pages' reads with the previewed item among its collection's visible ones, in its place: the page as it will be once shown. */
export function previewReads(site: ContentReads, { repo, id }: Preview): ContentReads {
  return {
    ...site,
    [repo.def.slug]: async () => (await repo.list(true)).filter((item) => !item.hidden || item._id === id),
  };
}

/** POST /api/preview: a signed link to an item's page, for an admin. */
export default async function previewRoutes(app: App) {
  app.post(
    API.preview,
    {
      schema: {
        tags: ['preview'],
        operationId: 'previewItem',
        summary: `A link, valid for ${PREVIEW_MINUTES} minutes, to an item's page as visitors would see it, hidden or not`,
        security: [{ bearer: [] }],
        body: previewRequestSchema,
        response: { 200: previewResponseSchema, ...errorResponses(...BODY_ERRORS, 401, 404) },
      },
      onRequest: requireAdmin(app),
    },
    async (request): Promise<PreviewResponse> => {
      const { collection, id } = request.body;
      const repo = withPage(app.ctx, collection);
      if (!repo) throw notFound(PREVIEW_MESSAGES.noPage);
      if (!(await repo.find(id, true))) throw notFound(PREVIEW_MESSAGES.notFound);
      const expires = app.ctx.clock.now() + PREVIEW_MINUTES * 60_000;
      const token = await sign(app.ctx, { collection, id, adminId: request.admin!._id, sessionId: request.sessionId! }, expires);
      return {
        url: `${repo.def.spec.publicPath!(id)}?${new URLSearchParams({ [PREVIEW_PARAM]: token }).toString()}`,
        expiresAt: new Date(expires).toISOString(),
      };
    },
  );
}
