import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, deflate, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';

declare module '../context.js' {
  interface AppContext {
    /** Rendered public pages (pages/routes.ts); undefined when PAGE_CACHE_MB is 0. */
    pageCache: PageCache | undefined;
  }
}

/**
 * Rendered public pages (their HTML, and the data payload React Router fetches to navigate to
 * them), kept per URL and served as stored: compressed once in Brotli, gzip and deflate, each
 * with its own strong ETag. An entry is valid for the content version it was rendered at
 * (content/version.ts), so the first request after an edit, on any app server, renders the
 * page again. The cache is a copy that costs one render to lose (OPS-4); it is bounded in bytes,
 * the least recently used page leaving first.
 */

/** What a page sends besides its body (content type, Content-Security-Policy, React Router's own). */
export type PageHeaders = Record<string, string>;

export interface CachedPage {
  /** The content version the page was rendered at. */
  version: number;
  /** The day (TIME_ZONE) of a page that shows offers, which come and go with their dates (OFFER-3); undefined for the others. */
  day?: string;
  headers: PageHeaders;
  /** Strong validator of the uncompressed body; each encoding has its own (RFC 9110, 8.8.3). */
  etag: string;
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
  deflate: Buffer;
}

/** A rendered page that may be cached: a 200 with no cookie and no private or no-store instruction. */
export interface PageSource {
  headers: PageHeaders;
  body: Buffer;
  /** Set when the page read the offers: the day they were read for. */
  day?: string;
}

/**
 * The query parameters that change what a public page shows (pages/page-params.ts). Every other
 * parameter (utm_source, fbclid, a crawler's random ones), and a read one whose value means
 * nothing, is dropped from the cache key and from the URL the page is rendered at, so no query
 * string a visitor makes up can multiply entries or cost a render (decision 031).
 */
export interface PageParams {
  /** The parameters of `page` (a path) that mean something, as [name, value] in one order. */
  of(page: string, query: URLSearchParams): Promise<(readonly [string, string])[]>;
  /** A data request's `_routes` cut to routes of `page`; undefined when that is all of them or none. */
  routes(page: string, asked: string): string | undefined;
}

/**
 * The URL a public page or its data payload is rendered and cached under; undefined for what is
 * never cached: the admin area (login page included), files and resource routes.
 */
export async function pageKey(url: URL, params: PageParams): Promise<string | undefined> {
  const path = url.pathname;
  if (path === '/admin' || path.startsWith('/admin/') || path.startsWith('/admin.')) return undefined;
  // React Router's single fetch: `/about.data` for /about, `/_root.data` for /, with `_routes`
  // naming the routes whose loaders to run when not all of them are needed.
  const isData = path.endsWith('.data');
  const page = !isData ? path : path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
  // A name with an extension is a file or a resource route (sitemap.xml, a download), not a page.
  if (page.slice(page.lastIndexOf('/') + 1).includes('.')) return undefined;
  const kept = new URLSearchParams();
  const routes = isData ? url.searchParams.get('_routes') : null;
  const loaded = routes === null ? undefined : params.routes(page, routes);
  if (loaded) kept.set('_routes', loaded);
  for (const [name, value] of await params.of(page, url.searchParams)) kept.set(name, value);
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}

/** Whether a rendered response may be kept and served to everyone. */
export function isCacheable(response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  const control = response.headers.get('cache-control') ?? '';
  return (
    response.status === 200 &&
    (type.startsWith('text/html') || type.startsWith('text/x-script')) &&
    !response.headers.has('set-cookie') &&
    !/private|no-store|no-cache/.test(control)
  );
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/**
 * Compressed once per edit, so at the best levels (a page of 60 KB: Brotli 11 takes ~50 ms, off the
 * main thread). Deflate too, the last encoding @fastify/compress would otherwise apply to the
 * stored plain body on the fly, under the plain body's ETag.
 */
async function compressPage(version: number, { headers, body, day }: PageSource): Promise<CachedPage> {
  const [br, gz, deflated] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
    deflateAsync(body, { level: 9 }),
  ]);
  const etag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  return { version, day, headers, etag, identity: body, br, gzip: gz, deflate: deflated };
}

/** What an entry holds besides its bodies: key, headers, bookkeeping. */
const ENTRY_OVERHEAD = 2048;

export class PageCache {
  private readonly pages: LRUCache<string, CachedPage>;
  /** Renders under way, by version and key: a cold page asked for by many at once is rendered once. */
  private readonly filling = new Map<string, Promise<CachedPage | undefined>>();
  private latest = 0;

  constructor(maxBytes: number) {
    this.pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (p, key) => p.identity.length + p.br.length + p.gzip.length + p.deflate.length + key.length + ENTRY_OVERHEAD,
    });
  }

  /** Bytes held, within the bound given to the constructor. */
  get size(): number {
    return this.pages.calculatedSize;
  }

  /**
   * The page under `key` at content `version` on `today`: as stored, or rendered now by `render`, which
   * answers a PageSource when the page may be cached and else its own Response, handed back as is
   * to this caller only (others asking at the same moment then render for themselves). A page that
   * shows offers is kept for the day it was rendered on.
   */
  async page(key: string, version: number, render: () => Promise<PageSource | Response>, today = ''): Promise<CachedPage | Response> {
    if (version > this.latest) {
      // Everything held is older than the content now: free it at once rather than as it ages out.
      this.latest = version;
      this.pages.clear();
    }
    const hit = this.pages.get(key);
    if (hit?.version === version && (hit.day === undefined || hit.day === today)) return hit;
    const flight = `${version} ${today} ${key}`;
    const shared = this.filling.get(flight);
    if (shared) return (await shared) ?? this.render(version, render);
    let settle!: (page: CachedPage | undefined) => void;
    this.filling.set(flight, new Promise((resolve) => (settle = resolve)));
    try {
      const rendered = await render();
      if (rendered instanceof Response) {
        settle(undefined);
        return rendered;
      }
      const page = await compressPage(version, rendered);
      // A render at an older version than one already stored (a slow render) is served, not kept.
      if ((this.pages.peek(key)?.version ?? 0) <= version) this.pages.set(key, page);
      settle(page);
      return page;
    } catch (error) {
      settle(undefined);
      throw error;
    } finally {
      this.filling.delete(flight);
    }
  }

  /**
   * The page last stored under `key`, whatever version it was rendered at: what is served while
   * the database cannot say the version (pages/routes.ts). Pages of an older version than the
   * latest one seen are not kept, so this is the page as of the last edit this server saw.
   */
  stored(key: string): CachedPage | undefined {
    return this.pages.get(key);
  }

  private async render(version: number, render: () => Promise<PageSource | Response>): Promise<CachedPage | Response> {
    const rendered = await render();
    return rendered instanceof Response ? rendered : compressPage(version, rendered);
  }
}

/** The encodings a cached page is stored in, best first; the web routes let no other be applied to it. */
export const PAGE_ENCODINGS: ('br' | 'gzip' | 'deflate')[] = ['br', 'gzip', 'deflate'];

/** The body and ETag of `page` for a request's Accept-Encoding. */
export function representation(page: CachedPage, acceptEncoding: string | undefined) {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, PAGE_ENCODINGS) : null;
  if (!encoding) return { encoding: undefined, etag: `"${page.etag}"`, body: page.identity };
  return { encoding, etag: `"${page.etag}-${encoding}"`, body: page[encoding] };
}

/** Whether If-None-Match names `etag` (weak comparison, RFC 9110 13.1.2). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}
