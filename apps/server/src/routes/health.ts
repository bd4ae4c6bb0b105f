import { sql } from 'kysely';
import type { App } from '../context.js';

export default async function healthRoutes(app: App) {
  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await sql`select 1`.execute(app.ctx.db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ message: 'Database unreachable' });
    }
  });
}
