import { z } from 'zod';
import type { App } from '../context.js';
import { errorResponses } from '../lib/error-responses.js';
import { Readiness } from './readiness.js';

const statusSchema = z.object({ status: z.string() });

export default async function healthRoutes(app: App) {
  app.get('/healthz', { schema: { hide: true, response: { 200: statusSchema } } }, async () => ({ status: 'ok' }));
  const readiness = new Readiness(app.ctx);
  // OPS-2: 503 within 2 seconds while the database cannot be reached, or is full, read-only or damaged (ops/readiness.ts).
  app.get('/readyz', { schema: { hide: true, response: { 200: statusSchema, ...errorResponses(503) } } }, async (_req, reply) => {
    const problem = await readiness.problem();
    return problem ? reply.status(503).header('cache-control', 'no-store').send({ message: problem }) : { status: 'ready' };
  });
}
