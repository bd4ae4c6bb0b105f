import { readFile } from 'node:fs/promises';
import { create as contentDisposition } from 'content-disposition';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { CONTENT_MESSAGES } from '@firm/contract';
import type { App } from '../context.js';
import { adminOf } from '../auth/guard.js';
import { binaryResponse } from '../lib/binary-response.js';
import { errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/errors.js';
import { findDownload } from '../media/store.js';
import type { ContentRepo } from './content.js';
import type { StoredFile } from './repository.js';
import { idParams, optionalSecurity } from './route-schemas.js';
import { SEED_DOWNLOADS_DIR } from './seed-files.js';

/** Sends a download byte for byte under its file name. */
async function sendDownload(reply: FastifyReply, file: StoredFile) {
  const bytes = file.media
    ? (await findDownload(reply.server.ctx.db, file.media))?.bytes
    : await readFile(`${SEED_DOWNLOADS_DIR}${file.seed}`).catch(() => undefined);
  if (!bytes) throw notFound(CONTENT_MESSAGES.itemNotFound);
  return (
    reply
      .type(file.mime)
      .header('Content-Length', String(bytes.length))
      .header('Content-Disposition', contentDisposition(file.name))
      .header('X-Content-Type-Options', 'nosniff')
      // The same address serves a replaced file after an edit: browsers ask again.
      .header('Cache-Control', 'no-cache')
      .send(bytes)
  );
}

/** GET of each file of a collection's items (its download fields), as an attachment; a hidden item's only with an admin token. */
export function collectionFileRoutes(app: App, repo: ContentRepo) {
  const { spec } = repo.def;
  const { slug, label, operation: noun } = spec;
  for (const rule of spec.files.filter((r) => r.kind === 'download')) {
    const description = spec.fields.find((f) => f.name === rule.name)?.label ?? 'The file';
    app.get(
      `/api/${slug}/:id/${rule.name}`,
      {
        schema: {
          tags: [slug],
          operationId: `get${noun.one}File`,
          summary: `${label}: an item's file, byte for byte, as an attachment under its file name`,
          security: optionalSecurity,
          params: idParams,
          response: { 200: binaryResponse(description, rule.types), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const [found] = await repo.docs((await adminOf(app, request)) !== null, request.params.id);
        if (!found) throw notFound(CONTENT_MESSAGES.itemNotFound);
        return sendDownload(reply, found.doc[rule.name] as StoredFile);
      },
    );
  }
}

/** The addresses of the seed files before they were content (links and bookmarks keep working). */
export function seedFileRoute(app: App, downloads: ContentRepo) {
  app.get('/download/file/:name', { schema: { hide: true, params: z.object({ name: z.string().max(200) }) } }, async (request, reply) => {
    const seeded = (await downloads.docs(false)).find((d) => (d.doc['file'] as StoredFile).seed === request.params.name);
    if (!seeded) throw notFound('File not found');
    return sendDownload(reply, seeded.doc['file'] as StoredFile);
  });
}
