import { ACTIVITY_PATH, activityQuerySchema, activityResponseSchema } from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../auth/guard.js';
import { errorResponses } from '../lib/error-responses.js';
import { listActivity } from './activity.js';

/** The Activity tab's API (docs/decisions/047): who did what and when; an admin token. */
export default async function activityRoutes(app: App) {
  app.get(
    ACTIVITY_PATH,
    {
      onRequest: requireAdmin(app, 'owner'),
      schema: {
        tags: ['activity'],
        operationId: 'listActivity',
        summary: 'Who did what and when in the admin area, newest first, a page at a time; of one person or one collection when asked',
        security: [{ bearer: [] }],
        querystring: activityQuerySchema,
        response: { 200: activityResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => listActivity(app.ctx.db, request.query),
  );
}
