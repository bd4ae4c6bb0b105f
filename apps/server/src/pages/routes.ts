import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PREVIEW_PARAM, SERVED_FROM_CACHE, SERVED_FROM_HEADER, type ContentReads } from '@firm/contract';
import type { App } from '../context.js';
import type { MailWorker } from '../mail/outbox.js';
import {
  PAGE_ENCODINGS,
  isCacheable,
  matchesEtag,
  pageKey,
  representation,
  type CachedPage,
  type PageHeaders,
  type PageSource,
} from './page-cache.js';
import { hashInlineScripts, pageCsp } from './security-headers.js';
import { contactPagePost, type RenderContact } from '../contact/form-routes.js';
import { RETRY_AFTER_SECONDS } from '../lib/errors.js';
import { loadContext } from './load-context.js';
import { pageParams } from './page-params.js';
import { previewOf, previewReads, type Preview } from './preview.js';
import { contentOf } from '../content/content.js';

/**
 * How long a page waits for the content version before it is served as last rendered: a database
 * that went silent would otherwise hold it for the connection's time limit.
 */
const VERSION_WITHIN_MS = 2_000;

/** A variant or link preview written by apps/web/scripts/images.mjs: `<name>-<width>.<hash>.<ext>`, `<name>-share.<hash>.jpg`. */
const CONTENT_ADDRESSED_PICTURE = /-(\d+|share)\.[0-9a-f]{10}\.(webp|jpg)$/;

/**
 * The React Router app: static files from build/client, every other GET rendered on the server.
 * Public pages and their data payloads are served from the page cache (pages/page-cache.ts) while
 * the content version is unchanged; the admin area, and anything that is not a plain 200 page for
 * everyone, is rendered for each request. While the database cannot say the version, a page is
 * served as last rendered (marked by SERVED_FROM_HEADER), and one never rendered is the 503 page
 * in the site's look, with Retry-After (docs/decisions/051-the-site-stays-up-when-the-database-does-not.md).
 */
export default async function webRoutes(app: App, { worker }: { worker: MailWorker }) {
  const dir = app.ctx.config.webBuildDir;
  if (!dir) return;
  const build = (await import(pathToFileURL(join(dir, 'server', 'index.js')).href)) as ServerBuild;
  const handler = createRequestHandler(build, 'production');
  const reads = loadContext(app);
  const { publicUrl } = app.ctx.config;
  const { collections } = app.ctx;
  // The firm's details and the contact page's lists read once at the start, so the 503 page and the contact form's answer have them from then on.
  app.addHook('onReady', async () => {
    await Promise.all([reads.content.details(), reads.content.services(), reads.content.courses()]).catch(() => undefined);
  });

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

  const cache = app.ctx.pageCache;
  // React Router's route discovery (lazy mode) reads its query string (paths, build version): never a page.
  const manifestPath = build.routeDiscovery?.mode === 'lazy' ? build.routeDiscovery.manifestPath : undefined;
  const { contentVersion } = app.ctx;
  // Made-up query values are told from real ones with the lists as last read when the database fails: the page is still found in the cache.
  const params = pageParams(build.routes, reads.lastRead);

  /** React Router's answer for `url`; HEAD is answered as GET, and Fastify drops the body. A preview's page says it is one. */
  const renderUrl = (
    url: URL,
    nonce: string,
    headers = new Headers(),
    signal?: AbortSignal,
    content: ContentReads = reads.content,
    preview = false,
  ) =>
    handler(new Request(url, { method: 'GET', headers, signal }), { content, collections, cspNonce: nonce, ...(preview && { preview }) });

  const { offers } = contentOf(app.ctx);
  /**
   * The reads of a page rendered for the cache, noting whether it showed the offers or the next one's
   * start: those come and go with their dates (OFFER-3), so such a page is kept for the day it was rendered on.
   */
  const noteOffers = (today: string, noted: (day: string) => void): ContentReads => ({
    ...reads.content,
    offers: () => {
      noted(today);
      return reads.content.offers();
    },
    nextOfferStart: () => {
      noted(today);
      return reads.content.nextOfferStart();
    },
  });

  /**
   * A hidden item's page for the admin who asked for its link (PREVIEW-1): rendered for this request
   * only, never stored by the page cache nor by anyone else, and kept from search engines.
   */
  const sendPreview = async (request: FastifyRequest, reply: FastifyReply, url: URL, preview: Preview) => {
    const nonce = newNonce();
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const rendered = await renderUrl(url, nonce, requestHeaders(request), controller.signal, previewReads(reads.content, preview), true);
    const headers = new Headers(rendered.headers);
    headers.set('cache-control', 'private, no-store');
    headers.set('x-robots-tag', 'noindex, nofollow');
    return sendRendered(reply, new Response(rendered.body, { status: rendered.status, headers }), nonce);
  };

  /** The content version, or undefined when the database cannot say it in time. */
  const versionNow = async (): Promise<number | undefined> => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), VERSION_WITHIN_MS)));
    try {
      return await Promise.race([contentVersion(), late]);
    } catch {
      // The failure itself is in the log once (db/health.ts) and each request says so with its 503 or its header.
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  };

  /** A page while the database cannot say the version: as last rendered, or the 503 page. */
  const withoutDatabase = async (request: FastifyRequest, reply: FastifyReply, key: string) => {
    const stored = cache?.stored(key);
    if (stored) return sendCached(request, reply.header(SERVED_FROM_HEADER, SERVED_FROM_CACHE), stored);
    const nonce = newNonce();
    return sendRendered(reply, await renderUrl(new URL(key, publicUrl), nonce, new Headers(), undefined, reads.unavailable), nonce);
  };

  // A cached page is sent in an encoding it is stored in, or plain: @fastify/compress must not
  // encode the plain body in another (zstd on newer Node) under the plain body's ETag.
  app.get('/*', { schema: { hide: true }, compress: { encodings: PAGE_ENCODINGS } }, async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      return reply.status(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]}` });
    }
    // Fastify folds duplicate slashes when routing; here "//x" would otherwise read as the host "x".
    const url = new URL(request.url.replace(/^\/+/, '/'), publicUrl);
    if (url.searchParams.has(PREVIEW_PARAM)) {
      const path = url.pathname === '/_root.data' ? '/' : url.pathname.replace(/\.data$/, '');
      // A link that is not a valid preview of this page is the page without it, as any other made-up parameter (decision 031).
      const preview = await previewOf(app.ctx, path, url.searchParams).catch(() => undefined);
      if (preview) return sendPreview(request, reply, url, preview);
    }
    // A key that needs a list the database cannot give (none read yet): rendered for this request, the 503 page while it fails.
    const key = cache && url.pathname !== manifestPath && (await pageKey(url, params).catch(() => undefined));
    if (key) {
      const version = await versionNow();
      if (version === undefined) return withoutDatabase(request, reply, key);
      let nonce = '';
      const today = offers.today();
      const page = await cache.page(
        key,
        version,
        async () => {
          nonce = newNonce();
          let day: string | undefined;
          // At the key's URL, with no visitor's headers or cookies: the page is the same for everyone.
          const response = await renderUrl(
            new URL(key, publicUrl),
            nonce,
            new Headers(),
            undefined,
            noteOffers(today, (d) => (day = d)),
          );
          return isCacheable(response) ? { ...(await pageSource(response, nonce)), day } : response;
        },
        today,
      );
      return page instanceof Response ? sendRendered(reply, page, nonce) : sendCached(request, reply, page);
    }
    const nonce = newNonce();
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    return sendRendered(reply, await renderUrl(url, nonce, requestHeaders(request), controller.signal), nonce);
  });

  /** The contact page's POST, rendered for this request only with the outcome the server made of it. */
  const renderContact: RenderContact = async (request, reply, contact) => {
    const nonce = newNonce();
    const headers = requestHeaders(request);
    // The POST was handled before React Router sees it (contactPagePost); its action only shows the
    // outcome. React Router's Origin check would refuse it behind a proxy, or for the `Origin: null` a
    // browser sends under our no-referrer policy, and so lose the answer to a message already stored.
    headers.delete('origin');
    const controller = new AbortController();
    reply.raw.on('close', () => controller.abort());
    const url = new URL(request.url.replace(/^\/+/, '/'), publicUrl);
    // With the lists as last read: a message that could not be stored for a database that fails is shown back with what was typed.
    const response = await handler(new Request(url, { method: 'POST', headers, signal: controller.signal }), {
      content: reads.lastRead,
      collections,
      cspNonce: nonce,
      contact,
    });
    return sendRendered(reply, response, nonce);
  };
  await app.register(contactPagePost, { worker, render: renderContact });
}

/** One per render: marks the inline scripts React Router writes (app/entry.server.tsx). */
const newNonce = () => randomBytes(16).toString('base64');

/**
 * What a shared cache may do with a public page: keep it a minute (a CDN in front), then ask
 * again with its ETag (a 304 when nothing changed). Browsers ask every time.
 */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, must-revalidate';

async function pageSource(response: Response, nonce: string): Promise<PageSource> {
  const headers: PageHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers[name] = value;
  });
  let body = Buffer.from(await response.arrayBuffer());
  if (headers['content-type']?.startsWith('text/html')) {
    const sealed = hashInlineScripts(body.toString('utf8'), nonce);
    body = Buffer.from(sealed.html);
    headers['content-security-policy'] = pageCsp(sealed.sources);
  }
  return { headers, body };
}

function sendCached(request: FastifyRequest, reply: FastifyReply, page: CachedPage) {
  const { encoding, etag, body } = representation(page, request.headers['accept-encoding']);
  reply.headers(page.headers);
  reply.header('cache-control', PUBLIC_PAGE_CACHE_CONTROL);
  reply.header('vary', 'Accept-Encoding');
  reply.header('etag', etag);
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}

/** A response as React Router made it: never stored, so personal answers stay private. */
function sendRendered(reply: FastifyReply, response: Response, nonce: string) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.headers.has('cache-control') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
  // The 503 page, and the contact form's answer when its message could not be stored.
  if (response.status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  if (response.headers.get('content-type')?.startsWith('text/html')) reply.header('content-security-policy', pageCsp([`'nonce-${nonce}'`]));
  return reply.send(response.body ? Readable.fromWeb(response.body as import('node:stream/web').ReadableStream) : null);
}

function requestHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) value.forEach((v) => headers.append(key, v));
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
}
