import { z } from 'zod';
import { CONTENT_MESSAGES } from '@firm/contract';
import type { App } from '../context.js';
import { errorResponses } from '../lib/error-responses.js';
import type { ContentRepo } from './content.js';
import { listItems, readItem } from './item-actions.js';
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
    async (request, reply) => listItems(app, repo, request, reply, { key: 'items', private: false }),
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
    async (request) => ({ item: await readItem(app, repo, request, request.params.id, CONTENT_MESSAGES.itemNotFound) }),
  );
}
