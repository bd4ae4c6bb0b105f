import { z } from 'zod';

/**
 * What the site counts and how the owner reads it (docs/decisions/055-visits-without-cookies.md).
 * Nothing is stored on the visitor's device; a visitor is a daily hash that is thrown away.
 */

/** The taps a page's beacon reports; a contact message is counted by the server when it is stored. */
export const TAP_EVENTS = ['whatsapp', 'phone', 'email', 'download', 'offer', 'appointment'] as const;
export type TapEvent = (typeof TAP_EVENTS)[number];

/** Every kind of enquiry the Overview counts, in its order, with its label. */
export const ENQUIRY_KINDS = ['contact', ...TAP_EVENTS] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
export const ENQUIRY_LABELS: Record<EnquiryKind, string> = {
  contact: 'Contact messages',
  whatsapp: 'WhatsApp taps',
  phone: 'Phone taps',
  email: 'E-mail taps',
  download: 'Downloads',
  offer: 'Offer taps',
  appointment: 'Book Appointment taps',
};

/** The periods the Overview offers, in days; each is compared with the one just before it. */
export const OVERVIEW_PERIODS = [7, 30, 90] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

export const DEVICES = ['phone', 'desktop'] as const;
export type Device = (typeof DEVICES)[number];

/** The most a beacon's body may hold, in bytes: a page, a referrer, an event and its detail. */
export const BEACON_MAX_BYTES = 1024;

/**
 * A beacon (POST API.beacon, sent with navigator.sendBeacon as text/plain JSON): a page view when
 * `event` is absent, else a tap on that page. `referrer` is the page the visit came from, sent with
 * a visit's first view only; `detail` names what was tapped (the file, the offer).
 */
export const beaconSchema = z.object({
  page: z.string().min(1).max(300),
  referrer: z.string().max(500).optional(),
  event: z.enum(TAP_EVENTS).optional(),
  detail: z.string().max(200).optional(),
});
export type Beacon = z.infer<typeof beaconSchema>;

export const overviewQuerySchema = z.object({
  days: z.enum(OVERVIEW_PERIODS.map(String) as ['7', '30', '90'], { error: 'days must be 7, 30 or 90' }).default('30'),
});

const totalsSchema = z.object({
  visitors: z.number(),
  views: z.number(),
  /** Enquiries of every kind. */
  enquiries: z.number(),
  /** Visitors who made at least one enquiry (counted once a day each). */
  enquirers: z.number(),
});
export type OverviewTotals = z.infer<typeof totalsSchema>;

/** GET API.analyticsOverview?days=: the period ending today (the firm's time zone) and the one before it. */
export const overviewResponseSchema = z.object({
  days: z.number(),
  /** First and last day of the period, YYYY-MM-DD. */
  from: z.string(),
  to: z.string(),
  /** One entry per day of the period, oldest first, days without a visit included. */
  daily: z.array(z.object({ day: z.string(), visitors: z.number(), views: z.number() })),
  totals: totalsSchema,
  previous: totalsSchema,
  /** The most viewed pages, most first (at most 10). */
  pages: z.array(z.object({ page: z.string(), views: z.number() })),
  /** Where visitors came from: 'Direct', a search engine, 'WhatsApp', 'YouTube', … or a site's host (at most 10). */
  sources: z.array(z.object({ source: z.string(), visitors: z.number() })),
  devices: z.array(z.object({ device: z.enum(DEVICES), visitors: z.number() })),
  /** Every kind of ENQUIRY_KINDS in order, with this and the previous period, and what was chosen (subject, file, offer). */
  enquiries: z.array(
    z.object({
      kind: z.enum(ENQUIRY_KINDS),
      count: z.number(),
      previous: z.number(),
      details: z.array(z.object({ detail: z.string(), count: z.number() })),
    }),
  ),
});
export type OverviewResponse = z.infer<typeof overviewResponseSchema>;
