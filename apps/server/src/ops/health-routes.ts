import { sql } from 'kysely';
import { z } from 'zod';
import type { App } from '../context.js';
import { errorResponses } from '../lib/error-responses.js';

const statusSchema = z.object({ status: z.string() });

export default async function healthRoutes(app: App) {
  app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));
  // OPS-2: 503 while the database cannot be reached.
  app.get('/readyz', { schema: { hide: true, response: { 200: statusSchema, ...errorResponses(503) } } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.ctx.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'Database unreachable' });
    }
  });
}
