import { z } from 'zod';
import { ADD_IMAGE_TYPES, MEDIA_PREFIX, MESSAGES, parseShareName } from '@firm/contract';
import type { App } from '../context.js';
import { binaryResponse } from '../lib/binary-response.js';
import { errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/errors.js';
import { makeShare } from './share.js';
import { findImage } from './store.js';

/** `<sha256>.<ext>`, `<sha256>-<width>.<ext>` or a link preview's name (shareName): anything else cannot exist, so no query is made. */
const MEDIA_ID = /^[0-9a-f]{64}(-\d{1,5})?\.[a-z]{3,4}$/;

/** True when If-None-Match names this ETag (weak or strong) or is `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

export default async function mediaRoutes(app: App) {
  const { db } = app.ctx;

  app.get(
    `${MEDIA_PREFIX}:id`,
    {
      schema: {
        tags: ['media'],
        operationId: 'getMedia',
        summary: 'An uploaded picture by its content address, or a link preview cut from one (IMAGE-9)',
        params: z.object({ id: z.string().max(200) }),
        response: {
          200: binaryResponse('The picture, cached for a year (API-7)', ADD_IMAGE_TYPES),
          304: z.undefined().describe('Not modified: If-None-Match names this picture'),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const known = MEDIA_ID.test(id) || parseShareName(id) !== null;
      // A link preview not made yet is made on its first request (decision 064).
      const row = known ? ((await findImage(db, id)) ?? (await makeShare(db, id))) : undefined;
      if (!row) throw notFound(MESSAGES.mediaNotFound);
      // The id is the content's hash: the bytes behind a URL never change.
      const etag = `"${id}"`;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag).header('X-Content-Type-Options', 'nosniff');
      if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
      return reply.type(row.mime).header('Content-Length', String(row.size)).send(row.bytes);
    },
  );
}
