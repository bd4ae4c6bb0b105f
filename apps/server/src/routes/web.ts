import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../context.js';
import { receiveContact, type Intake } from '../lib/contact-intake.js';
import type { MailWorker } from '../lib/outbox.js';
import { CONTACT_BODY_LIMIT, registerContactMultipart } from './contact.js';
import { listOffers } from '../repos/offers.js';
import { listSliders } from '../repos/sliders.js';

/** A variant written by apps/web/scripts/images.mjs: `<name>-<width>.<hash>.<ext>`. */
const CONTENT_ADDRESSED_PICTURE = /-\d+\.[0-9a-f]{10}\.(webp|jpg)$/;

/** What the web app's server loaders may read without an HTTP round trip (see apps/web/app/load-context.ts). */
export function loadContext(app: App) {
  return {
    site: {
      offers: () => listOffers(app.ctx.db),
      sliders: () => listSliders(app.ctx.db),
      publicUrl: app.ctx.config.publicUrl,
    },
  };
}

/** The React Router app: static files from build/client, every other GET rendered on the server. */
export default async function webRoutes(app: App, { worker }: { worker: MailWorker }) {
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

  const render: Render = async (request, reply, extra) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    const url = new URL(request.url, app.ctx.config.publicUrl);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
      else if (value !== undefined) headers.set(key, value);
    }
    // The contact POST was handled before React Router sees it (contactPagePost); its action only shows the
    // outcome. React Router's Origin check would refuse it behind a proxy, or for the `Origin: null` a
    // browser sends under our no-referrer policy, and so lose the answer to a message already stored.
    if (extra) headers.delete('origin');
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const response = await handler(new Request(url, { method: request.method, headers, signal: controller.signal }), extra ? { ...context, ...extra } : context);
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'set-cookie') reply.header(key, value);
    });
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
  };
  app.get('/*', { schema: { hide: true } }, render);
  await app.register(contactPagePost, { worker, render });
}

type Render = (request: FastifyRequest, reply: FastifyReply, extra?: { contact: Intake }) => Promise<FastifyReply>;

/**
 * The contact form's POST: the browser's own (without JavaScript, or before the page's script has
 * loaded) to /contact, and React Router's fetch to /contact.data. The body is read once, here, by
 * the same function as POST /api/contact; the page's action only shows the outcome it is handed.
 */
async function contactPagePost(app: App, { worker, render }: { worker: MailWorker; render: Render }) {
  await registerContactMultipart(app);
  for (const path of ['/contact', '/contact.data']) {
    app.post(path, { bodyLimit: CONTACT_BODY_LIMIT, schema: { hide: true } }, async (request, reply) => {
      const contact = await receiveContact(app.ctx, worker, request);
      // The answer can hold what the person typed: never kept by a browser or a proxy.
      reply.header('Cache-Control', 'no-store');
      return render(request, reply, { contact });
    });
  }
}
