import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { API, BEACON_MAX_BYTES, TAP_EVENTS, beaconSchema, sitemapPages, type TapEvent } from '@firm/contract';
import type { App, AppContext } from '../context.js';
import { contentOf } from '../content/content.js';
import { addressGroup, clientAddress } from '../lib/client-address.js';
import { BODY_ERRORS, errorResponses } from '../lib/error-responses.js';
import { badRequest } from '../lib/errors.js';
import { Visits, countable } from './visits.js';

/** Beacons per address a minute (VISITS-4): a person browsing sends a few; more is a flood. An IPv6 /64 is one address. */
export const BEACON_LIMIT = { perAddress: 120, windowMs: 60_000 } as const;
/** Addresses whose window is kept: a flood from many addresses pushes out the oldest, never grows memory. */
const LIMITED_ADDRESSES = 10_000;

export const BEACON_MESSAGES = {
  notAPage: 'page must be a page of the site',
  tooMany: 'Too many requests from your address. Please try again in a minute.',
} as const;

/** The contract's beacon, with messages that say what is wrong. */
const beaconBody = beaconSchema.extend({
  page: beaconSchema.shape.page.clone({ ...beaconSchema.shape.page.def, error: () => BEACON_MESSAGES.notAPage }),
  event: z.enum(TAP_EVENTS, { error: `event must be one of ${TAP_EVENTS.join(', ')}` }).optional(),
});

/**
 * The page a beacon names, as counted: its path without query, hash or trailing slash, when it is
 * one of `pages` (the sitemap's), or the detail page of a visible item (read from the cached lists the pages read).
 */
async function pageOf(ctx: AppContext, pages: ReadonlySet<string>, given: string): Promise<string | undefined> {
  const path = given.replace(/[?#][\s\S]*$/, '');
  const page = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (pages.has(page)) return page;
  for (const repo of contentOf(ctx).all) {
    const prefix = repo.def.spec.publicPath?.('');
    if (prefix && page.startsWith(prefix)) {
      const id = page.slice(prefix.length);
      return (await repo.visible.value()).some((item) => item._id === id) ? page : undefined;
    }
  }
  return undefined;
}

/** What a tap names, kept only when the site has it (a visible download or offer, by title), so a day's rows stay bounded. */
async function detailOf(ctx: AppContext, event: TapEvent, detail: string | undefined): Promise<string | undefined> {
  if (!detail) return undefined;
  const content = contentOf(ctx);
  const items =
    event === 'download'
      ? await content.collections.downloads.visible.value()
      : event === 'offer'
        ? await content.offers.visible.value()
        : [];
  return items.some((item) => item.title === detail) ? detail : undefined;
}

/**
 * POST API.beacon (VISITS-3, VISITS-4): a page view or a tap, sent by the page's script with
 * navigator.sendBeacon, which sends its JSON as text/plain. Answered 204 whether or not it was
 * counted (VISITS-2: bots, Global Privacy Control, Do Not Track), so the answer tells nothing.
 */
export default async function beaconRoutes(app: App, { visits }: { visits: Visits }) {
  // The sitemap's pages (ROUTE-1, the offers page and each collection's page, from its definition), known once.
  const pages = new Set(sitemapPages(app.ctx.collections));
  // In this plugin's scope only: text/plain holding JSON is what sendBeacon sends.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(badRequest('Request body is not valid JSON'), undefined);
    }
  });

  // In memory, per app server: refusing a flood must cost less than counting it (VISITS-4).
  const windows = new LRUCache<string, { start: number; count: number }>({ max: LIMITED_ADDRESSES });
  const limit = async (request: FastifyRequest, reply: FastifyReply) => {
    const now = app.ctx.clock.now();
    const address = addressGroup(clientAddress(request));
    let window = windows.get(address);
    if (!window || now - window.start >= BEACON_LIMIT.windowMs) windows.set(address, (window = { start: now, count: 0 }));
    if (++window.count <= BEACON_LIMIT.perAddress) return;
    const wait = Math.max(1, Math.ceil((window.start + BEACON_LIMIT.windowMs - now) / 1000));
    return reply.header('Retry-After', String(wait)).status(429).send({ message: BEACON_MESSAGES.tooMany });
  };

  app.post(
    API.beacon,
    {
      bodyLimit: BEACON_MAX_BYTES,
      // No request line per beacon (a page view each): only warnings and errors (VISITS-2).
      logLevel: 'warn',
      // Before the body is read: a refused beacon costs no parsing.
      onRequest: limit,
      schema: {
        tags: ['visits'],
        operationId: 'sendBeacon',
        summary: 'Count a page view or a tap (sent by the site’s pages; nothing is stored on the device)',
        description: `JSON, as application/json or text/plain (navigator.sendBeacon), at most ${BEACON_MAX_BYTES} bytes. Without \`event\` a page view, else a tap on that page. Not counted, and still answered 204: bots, Sec-GPC: 1, DNT: 1. At most ${BEACON_LIMIT.perAddress} a minute per client address (429 says when to retry).`,
        body: beaconBody,
        consumes: ['application/json', 'text/plain'],
        response: {
          204: z.null().describe('Received'),
          ...errorResponses(...BODY_ERRORS, 429, 503),
        },
      },
    },
    async (request, reply) => {
      const { page: given, referrer, event, detail } = request.body;
      const page = await pageOf(app.ctx, pages, given);
      if (!page) throw badRequest(BEACON_MESSAGES.notAPage);
      if (countable(request)) {
        if (event) await visits.tap(request, event, await detailOf(app.ctx, event, detail));
        else await visits.view(request, page, referrer);
      }
      return reply.status(204).send(null);
    },
  );
}

/**
 * The app server's counting (app.visits): the beacon's route, the counter's flush every 2 s and
 * once more when the app closes, before its database does.
 */
export async function registerVisits(app: App): Promise<void> {
  const visits = new Visits(app.ctx, app.log);
  app.decorate('visits', visits);
  app.addHook('onReady', async () => visits.counter.start());
  app.addHook('onClose', async () => visits.counter.stop());
  await app.register(beaconRoutes, { visits });
}
