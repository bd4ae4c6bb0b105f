import { API, overviewQuerySchema, overviewResponseSchema, type OverviewPeriod, type OverviewResponse } from '@firm/contract';
import type { App } from '../context.js';
import { requireAdmin } from '../auth/guard.js';
import { errorResponses } from '../lib/error-responses.js';
import { zonedDate } from '../lib/zoned-time.js';
import { readOverview } from './overview.js';

/** The admin's Overview tab (VISITS-1): what the site brought in; any admin, editors included. */
export default async function overviewRoutes(app: App) {
  app.get(
    API.analyticsOverview,
    {
      onRequest: requireAdmin(app),
      schema: {
        tags: ['analytics'],
        operationId: 'getAnalyticsOverview',
        summary:
          'Visitors, page views, top pages and sources, devices and enquiries of the last 7, 30 or 90 days, beside the days before them',
        security: [{ bearer: [] }],
        querystring: overviewQuerySchema,
        response: { 200: overviewResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request, reply): Promise<OverviewResponse> => {
      // Today counts as it goes: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'private, no-store');
      const today = zonedDate(app.ctx.clock.now(), app.ctx.config.timeZone);
      return readOverview(app.ctx.db, Number(request.query.days) as OverviewPeriod, today);
    },
  );
}
