import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../context.js';
import { loadContext } from '../web/load-context.js';

/** A variant written by apps/web/scripts/images.mjs: `<name>-<width>.<hash>.<ext>`. */
const CONTENT_ADDRESSED_PICTURE = /-\d+\.[0-9a-f]{10}\.(webp|jpg)$/;

/** The React Router app: static files from build/client, every other GET rendered on the server. */
export default async function webRoutes(app: App) {
  const dir = app.ctx.config.webBuildDir;
  if (!dir) return;
  const build = (await import(pathToFileURL(join(dir, 'server', 'index.js')).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const context = loadContext(app);

  await app.register(fastifyStatic, {
    root: join(dir, 'client'),
    wildcard: false,
    index: false,
    // The .br and .gz copies the web build wrote (apps/web/scripts/precompress.mjs), at their best level.
    preCompressed: true,
    setHeaders(res, path) {
      // Vite's hashed files and the pictures' content-addressed variants never change: cache them for a year.
      const hashed = path.includes(`${join('client', 'assets')}`) || CONTENT_ADDRESSED_PICTURE.test(path);
      res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const render = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    const url = new URL(request.url, app.ctx.config.publicUrl);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
      else if (value !== undefined) headers.set(key, value);
    }
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const response = await handler(new Request(url, { method: request.method, headers, signal: controller.signal }), context);
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
  };
  app.get('/*', { schema: { hide: true } }, render);
}
