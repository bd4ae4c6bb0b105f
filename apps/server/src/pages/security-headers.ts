import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * helmet's response headers, worked out once. @fastify/helmet builds a new helmet middleware for
 * every request (parsing the CSP directives each time: 7% of the server's CPU under load in
 * bench/api); our options never vary by request, so the headers never do either (a rendered page's
 * script sources are added to them by pages/routes.ts).
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * What an API answer needs (OWASP REST Security): it is data, never a page to render, frame or run
 * scripts in. Shorter than the pages' set: a sixth of a 2.9 KB answer fewer bytes on every call.
 */
const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Pages: their own scripts, styles and pictures, and the map of the contact page. No inline script
 * runs unless the rendered page names it: pages/routes.ts adds the hashes of a page's own inline
 * scripts (or, on a page that is not cached, its nonce) to script-src with `pageCsp`.
 */
const PAGE_HEADERS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'font-src': ["'self'", 'data:'],
      'frame-src': ['https://www.google.com', 'https://maps.google.com'],
      'connect-src': ["'self'"],
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** Powerful features no page of the site uses, refused to the pages and to anything they embed (the map). */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

const page: Record<string, string> = { ...securityHeaders(PAGE_HEADERS), 'permissions-policy': PERMISSIONS_POLICY };
const api = securityHeaders(API_HEADERS);

/** The pages' Content-Security-Policy with `scriptSources` ('sha256-…' or 'nonce-…') added to script-src. */
export function pageCsp(scriptSources: readonly string[]): string {
  return page['content-security-policy']!.split(';')
    .map((directive) => (directive.startsWith('script-src ') ? [directive, ...scriptSources].join(' ') : directive))
    .join(';');
}

/**
 * The CSP sources of the inline scripts marked with `nonce` in a rendered page, and the page
 * without the nonce (so that the same content gives the same bytes, on every server). Only the
 * scripts React Router wrote carry the render's nonce; an inline script anything else put in the
 * page does not, so it stays refused.
 */
export function hashInlineScripts(html: string, nonce: string): { html: string; sources: string[] } {
  const marker = ` nonce="${nonce}"`;
  const sources = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (attributes!.includes(marker)) sources.add(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  }
  return { html: html.replaceAll(marker, ''), sources: [...sources] };
}

/** JSON, media and attachments; the API reference under /api/docs is a page. */
const isApi = (url: string) => (url.startsWith('/api/') && !url.startsWith('/api/docs')) || url.startsWith('/media/');

/** Sends the security headers with every response: the pages' or the API's. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApi(request.url) ? api : page);
    done();
  });
}
