import { CONTENT_MESSAGES, messageResponseSchema, orderSchema } from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../auth/guard.js';
import { errorResponses } from '../lib/error-responses.js';
import { badRequest } from '../lib/errors.js';
import type { ContentRepo } from './content.js';
import { security } from './route-schemas.js';
import { jsonOrMultipart } from './write-requests.js';

/** The admin's PUT of a collection's order: every item's id, in the order they are to show. */
export function collectionOrderRoute(app: App, repo: ContentRepo) {
  const { slug, label, operation: noun } = repo.def.spec;
  app.put(
    `/api/${slug}/order`,
    {
      onRequest: requireAdmin(app),
      preValidation: jsonOrMultipart,
      schema: {
        tags: [slug],
        operationId: `order${noun.all}`,
        summary: `${label}: put every item in this order`,
        security,
        body: orderSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 413, 415) },
      },
    },
    async (request) => {
      if (!(await repo.reorder(() => request.body.ids, request.admin!.email))) throw badRequest(CONTENT_MESSAGES.orderIds);
      return { message: CONTENT_MESSAGES.orderSaved };
    },
  );
}
