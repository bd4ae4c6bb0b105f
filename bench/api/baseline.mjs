// @ts-check
/**
 * The baseline: a bare Fastify server in its own process serving fixed bytes from memory.
 * The parent sends `{ routes: [{ path, type, body (base64) }] }` and gets `{ port }` back.
 */
import Fastify from 'fastify';

process.once('message', async (/** @type {{ routes: { path: string; type: string; body: string }[] }} */ msg) => {
  const app = Fastify({ logger: false });
  for (const route of msg.routes) {
    const body = Buffer.from(route.body, 'base64');
    app.get(route.path, (_req, reply) => {
      reply.type(route.type).send(body);
    });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
