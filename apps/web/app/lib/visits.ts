import { API, type Beacon, type TapEvent } from '@firm/contract';
import { getToken } from './auth';

/**
 * The page's side of counting visits (VISITS-2, VISITS-3; docs/decisions/055-visits-without-cookies.md):
 * one beacon per page view or tap, sent as text/plain so it needs no preflight, and nothing written on
 * the device. Not sent from a browser where an admin is logged in, nor one that asks not to be tracked.
 */

/** The address the visit came from, when it is another site's (the visit's source); undefined from the site itself or none. */
export function cameFrom(): string | undefined {
  const referrer = document.referrer;
  return referrer && new URL(referrer).host !== location.host ? referrer.slice(0, 500) : undefined;
}

function send(beacon: Beacon): void {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (!('sendBeacon' in nav) || getToken() !== null || nav.globalPrivacyControl || nav.doNotTrack === '1') return;
  nav.sendBeacon(API.beacon, JSON.stringify(beacon));
}

// Module state lives as long as the page load: a client-side navigation is not a new arrival.
let firstView = true;

/** A view of `page` (a path, no query); the page load's first view says where the visit came from. */
export function countView(page: string): void {
  send({ page, referrer: firstView ? cameFrom() : undefined });
  firstView = false;
}

/** A tap on this page: a WhatsApp, phone or e-mail link, a download, an offer, a "Book Appointment". */
export function countTap(event: TapEvent, detail?: string): void {
  send({ page: location.pathname, event, detail });
}

const LINK_TAPS: [RegExp, TapEvent][] = [
  [/^tel:/i, 'phone'],
  [/^mailto:/i, 'email'],
  [/^https?:\/\/(wa\.me|api\.whatsapp\.com)\//i, 'whatsapp'],
];

/** A click anywhere on the page, counted when it is on a link or an element the site marks with `data-tap`. */
export function countClick(event: Event): void {
  const el = event.target instanceof Element ? event.target.closest('[data-tap],a[href]') : null;
  if (!el) return;
  const tap = el.getAttribute('data-tap') as TapEvent | null;
  const href = el.getAttribute('href') ?? '';
  const kind = tap ?? LINK_TAPS.find(([pattern]) => pattern.test(href))?.[1];
  if (kind) countTap(kind, el.getAttribute('data-tap-detail') ?? undefined);
}
