import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import type { ContactSubject, Device, TapEvent } from '@firm/contract';
import type { AppContext } from '../context.js';
import { clientAddress } from '../lib/client-address.js';
import { VisitCounter } from './counter.js';
import { MEASURES, detailKey } from './measures.js';
import { DIRECT, NAMED_SOURCES, OTHER, sourceOf } from './sources.js';
import { Visitors } from './visitors.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Page views, visitors and enquiries of this app server, written every 2 s. */
    visits: Visits;
  }
}

/**
 * Referring hosts a server counts as sources in a day; past them a new host is 'Other'. Referrers
 * are whatever a client sends: this keeps the rows a day can add bounded (VISITS-4).
 */
const MAX_HOSTS_A_DAY = 500;

const PHONE = /Mobi|Android|iPhone|iPad|iPod/;

/** Whether a request may be counted (VISITS-2): not a bot (nor a request without a user agent), no Global Privacy Control, no Do Not Track. */
export function countable(request: FastifyRequest): boolean {
  const agent = request.headers['user-agent'];
  if (!agent || isbot(agent)) return false;
  return request.headers['sec-gpc'] !== '1' && request.headers['dnt'] !== '1';
}

/**
 * The counting of one app server (docs/decisions/055-visits-without-cookies.md): page views,
 * visitors, taps and contact messages as daily totals (counter.ts), each visitor a hash of the day
 * (visitors.ts) counted in the day's sketches (docs/decisions/086). The callers have checked what
 * they pass: a page of the site, a known event.
 */
export class Visits {
  readonly counter: VisitCounter;
  readonly visitors: Visitors;
  private readonly ownHost: string;
  private hosts = { day: '', seen: new Set<string>() };

  constructor(
    ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {
    this.counter = new VisitCounter(ctx, log);
    this.visitors = new Visitors(ctx.db);
    this.ownHost = new URL(ctx.config.publicUrl).hostname;
  }

  /**
   * A view of `page` (a path of the site). Its visitor is counted once a day, by device; `referrer`
   * (sent with a page load's first view) counts them under the site that referred them, each site
   * once; a visitor no site referred that day is 'Direct' (docs/decisions/086).
   */
  async view(request: FastifyRequest, page: string, referrer: string | undefined): Promise<void> {
    const day = this.counter.today();
    this.counter.add(day, MEASURES.views);
    this.counter.add(day, MEASURES.page, page);
    const visitor = await this.seeVisitor(request, day);
    const source = sourceOf(referrer, this.ownHost) ?? DIRECT;
    if (source === DIRECT) return;
    this.counter.see(day, MEASURES.referred, '', visitor);
    this.counter.see(day, MEASURES.source, this.boundedSource(day, source), visitor);
  }

  /** A tap of `event`, with what was tapped when the caller kept it (a file, an offer). */
  async tap(request: FastifyRequest, event: TapEvent, detail: string | undefined): Promise<void> {
    const day = this.counter.today();
    this.counter.add(day, MEASURES.event, event);
    if (detail) this.counter.add(day, MEASURES.eventDetail, detailKey(event, detail));
    await this.markEnquirer(request, day);
  }

  /**
   * A contact message that is not spam, once stored: counted by its subject. It is counted whoever
   * sent it (the message is in the inbox anyway); only marking its sender an enquirer needs a
   * countable request. Never fails: the message is stored whatever happens to its count.
   */
  async contact(request: FastifyRequest, subject: ContactSubject): Promise<void> {
    const day = this.counter.today();
    this.counter.add(day, MEASURES.event, 'contact');
    this.counter.add(day, MEASURES.eventDetail, detailKey('contact', subject));
    try {
      if (countable(request)) await this.markEnquirer(request, day);
    } catch (error) {
      this.log.warn({ error }, 'the sender of a contact message was not marked as an enquirer');
    }
  }

  /** A contact message's source (LEADS-2): from the referrer its page's script put in the form; null when the form had none. */
  messageSource(cameFrom: string | undefined): string | null {
    return cameFrom === undefined ? null : sourceOf(cameFrom, this.ownHost);
  }

  /** An enquirer is a visitor too: one who sent the contact form with JavaScript off sent no view. */
  private async markEnquirer(request: FastifyRequest, day: string): Promise<void> {
    this.counter.see(day, MEASURES.enquirers, '', await this.seeVisitor(request, day));
  }

  /** Counts the request's visitor of `day` among the day's visitors and those of their device. */
  private async seeVisitor(request: FastifyRequest, day: string): Promise<number> {
    const userAgent = request.headers['user-agent'] ?? '';
    const visitor = await this.visitors.of(day, clientAddress(request), userAgent);
    this.counter.see(day, MEASURES.visitors, '', visitor);
    this.counter.see(day, MEASURES.device, deviceOf(userAgent), visitor);
    return visitor;
  }

  /** A named source always; a referring host while the day has room for another. */
  private boundedSource(day: string, source: string): string {
    if (NAMED_SOURCES.has(source)) return source;
    if (this.hosts.day !== day) this.hosts = { day, seen: new Set() };
    if (this.hosts.seen.has(source)) return source;
    if (this.hosts.seen.size >= MAX_HOSTS_A_DAY) return OTHER;
    this.hosts.seen.add(source);
    return source;
  }
}

const deviceOf = (userAgent: string): Device => (PHONE.test(userAgent) ? 'phone' : 'desktop');
