import { z } from 'zod';
import { CONTENT_MESSAGES, type ItemBase } from '@firm/contract';
import type { App } from '../context.js';
import { adminOf } from '../auth/guard.js';
import { errorResponses } from '../lib/error-responses.js';
import { notFound } from '../lib/errors.js';
import type { ContentRepo } from './content.js';
import { idParams, optionalSecurity } from './route-schemas.js';

/** GET of a collection's list and of one item, from its definition: anyone reads the visible ones, an admin every one. */
export function collectionReadRoutes(app: App, repo: ContentRepo) {
  const { spec } = repo.def;
  const { slug, label, operation: noun } = spec;
  const tags = [slug];
  const item = spec.itemSchema;

  app.get(
    `/api/${slug}`,
    {
      schema: {
        tags,
        operationId: `list${noun.all}`,
        summary: `${label}: the visible items in order (with an admin token, all of them)`,
        security: optionalSecurity,
        response: { 200: z.object({ items: z.array(item) }) },
      },
    },
    async (request, reply) => {
      if (await adminOf(app, request)) return { items: await repo.list(true) };
      // The cached JSON text as it is (a string is not serialized again).
      return reply.type('application/json; charset=utf-8').send((await repo.visible.json('items')) as unknown as { items: ItemBase[] });
    },
  );

  app.get(
    `/api/${slug}/:id`,
    {
      schema: {
        tags,
        operationId: `get${noun.one}`,
        summary: `${label}: one item (a hidden one only with an admin token)`,
        security: optionalSecurity,
        params: idParams,
        response: { 200: z.object({ item }), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await repo.find(request.params.id, (await adminOf(app, request)) !== null);
      if (!found) throw notFound(CONTENT_MESSAGES.itemNotFound);
      return { item: found };
    },
  );
}
