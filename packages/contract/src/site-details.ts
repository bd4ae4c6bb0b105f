/** The site details: one record (GET /api/site, PUT /api/site partial), and the site's own pictures. */
import { z } from 'zod';
import { MESSAGES as M } from './messages.js';
import { typedText } from './typed-text.js';
import { WEEK_DAYS } from './week-days.js';
import { RICH_TEXT_DESCRIPTION } from './rich-text.js';
import type { PictureRef } from './responses.js';
import { lines, optionalText, richText, text } from './value-schemas.js';

const phone = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'Enter a phone number of digits, spaces and an optional leading +');
const email = z.string({ error: M.contactEmailRequired }).trim().pipe(z.email(M.contactEmailInvalid).max(254, M.contactEmailInvalid));
const url = typedText(z.string({ error: 'Address is required' }).trim()).pipe(
  z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(500),
);
/** Degrees of latitude (limit 90) or longitude (limit 180), as a map gives them: 21.1702. */
const coordinate = (name: string, limit: number) => {
  const message = `Enter the ${name} as a number from -${limit} to ${limit}, e.g. ${limit === 90 ? '21.1702' : '72.8311'}`;
  return z.number({ error: message }).min(-limit, message).max(limit, message);
};
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24 hours)');

/** The site details' rich texts (TEXT-1) and their names in messages. */
export const SITE_RICH_TEXTS = {
  about: 'About text',
  welcome: 'Welcome text',
  story: 'About page story',
  coursesIntro: 'Courses introduction',
} as const;
/** A rich text of the site details: shorter than an item's, as PUT /api/site takes up to 64 KB. */
const siteRichText = (name: keyof typeof SITE_RICH_TEXTS) => richText(SITE_RICH_TEXTS[name], 10_000).describe(RICH_TEXT_DESCRIPTION);

export const siteDetailsSchema = z.object({
  name: text('Firm name', 120),
  shortName: text('Short name', 40),
  tagline: text('Tagline', 200),
  motto: text('Motto', 200),
  phones: z.array(phone, { error: 'At least one phone number is required' }).min(1, 'At least one phone number is required').max(5),
  emails: z.array(email, { error: 'At least one e-mail address is required' }).min(1, 'At least one e-mail address is required').max(5),
  /**
   * International digits only, as WhatsApp links want them (e.g. 919876543210); empty: the first
   * phone's number (contact-details.ts, CONTACT-10).
   */
  whatsapp: z
    .string()
    .trim()
    .regex(/^(|[1-9]\d{7,14})$/, 'Enter the WhatsApp number as digits with the country code, e.g. 919876543210'),
  chatText: text('Chat text', 300, true),
  address: z.object({
    label: text('Address label', 80),
    street: text('Street', 200),
    city: text('City', 80),
    region: text('State', 80),
    postalCode: text('PIN code', 20),
    countryName: text('Country', 80),
    /** ISO 3166 code, for structured data. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'Enter the two-letter country code, e.g. IN'),
  }),
  /** What the contact page's map shows: a place name or address that Google Maps finds. */
  mapQuery: text('Map location', 300),
  /** The office's coordinates, for search engines (schema.org geo); null until the owner sets them. */
  geo: z
    .object({
      latitude: coordinate('latitude', 90),
      longitude: coordinate('longitude', 180),
    })
    .nullable(),
  /** What search engines show of the firm's prices (schema.org priceRange), e.g. ₹₹ or ₹5,000 - ₹50,000; empty: not said. */
  priceRange: optionalText('Price range', 100),
  /** The office hours: the pages say them in words made from these (CONTACT-11). */
  openingDays: z.array(z.enum(WEEK_DAYS)).min(1).max(7),
  opens: time,
  closes: time,
  videoChannel: z.object({ name: text('Channel name', 60), url }),
  /** The firm's own site, linked from the copyright line. */
  firmUrl: url,
  founded: z.iso.date('Enter the founding date as YYYY-MM-DD'),
  /** Figures the pages claim. */
  works: text('Works done', 20),
  experience: text('Experience', 60),
  layouts: z.array(z.object({ count: text('Layouts count', 20), district: text('District', 80) })).max(10),
  about: siteRichText('about'),
  welcomeTitle: text('Welcome title', 200),
  welcome: siteRichText('welcome'),
  reasons: lines('Reasons to join', { min: 1 }),
  whyChoose: z
    .array(z.object({ title: text('Why Choose title', 80), text: text('Why Choose text', 400, true) }))
    .min(1)
    .max(16),
  /** The About page's story (SITE-5); the facts beside it come from the figures above. */
  story: siteRichText('story'),
  coursesIntroTitle: text('Courses introduction title', 200),
  coursesIntro: siteRichText('coursesIntro'),
  /** The band above the footer of every public page, over its Call, WhatsApp and Send a message links. */
  closingTitle: text('Closing title', 120),
  closingText: text('Closing text', 300),
  /** What search results and link previews say of the pages whose description is not made from other details. */
  descriptions: z.object({
    services: text('Services page description', 300, true),
    courses: text('Courses page description', 300, true),
    download: text('Download page description', 300, true),
  }),
});
export type SiteDetailsFields = z.infer<typeof siteDetailsSchema>;

/** PUT /api/site: any subset of the fields; nested objects are replaced whole. */
export const siteDetailsUpdateSchema = siteDetailsSchema.partial();

/**
 * The site's own pictures besides the collections', each replaced by PUT /api/site/pictures/{slot}: the multipart
 * part `picture`, with `pictureAlt`, `pictureFocus` and `pictureRotate`, as a collection's picture field (decision 094).
 */
export const SITE_PICTURE_FIELD = 'picture';
export const SITE_PICTURES = {
  logo: { label: 'Logo', help: 'Beside the firm’s name in the header, the phone menu and the admin bar: a square picture is best.' },
  welcome: { label: 'Welcome picture', help: 'Beside the welcome text on the home page.' },
  banner: { label: 'Page banner', help: 'Behind the title at the top of every inner page, under a dark veil.' },
  share: { label: 'Link preview picture', help: 'Shown when a page of the site is shared (WhatsApp, Facebook): 1200 × 630 px is best.' },
} as const;
export type SitePictureSlot = keyof typeof SITE_PICTURES;
export const SITE_PICTURE_SLOTS = Object.keys(SITE_PICTURES) as SitePictureSlot[];

/**
 * What only an owner may change of the site details (AUTH-9, decision 087): the firm's name, the
 * ways its clients reach it and its logo, each as a refusal names it. The server compares a write
 * with what is stored, so an editor's save that leaves them as they are passes; the admin shows
 * them read-only to an editor, with OWNERS_SITE_DETAILS_NOTE.
 */
export const OWNERS_SITE_DETAILS = {
  name: 'the firm’s name',
  shortName: 'the short name',
  phones: 'the phone numbers',
  emails: 'the e-mail addresses',
  whatsapp: 'the WhatsApp number',
  address: 'the address',
  mapQuery: 'the map location',
  geo: 'the map coordinates',
} as const satisfies Partial<Record<keyof SiteDetailsFields, string>>;
export const OWNERS_SITE_PICTURES = { logo: 'the logo' } as const satisfies Partial<Record<SitePictureSlot, string>>;
export type OwnersSiteDetail = keyof typeof OWNERS_SITE_DETAILS | keyof typeof OWNERS_SITE_PICTURES;
/** What an editor reads beside the fields they cannot change. */
export const OWNERS_SITE_DETAILS_NOTE = 'Only an owner can change the firm’s name, contact details, address, map and logo.';
/** An editor's change to some of them: 403, naming each. */
export function ownersSiteDetailsRefusal(changed: readonly OwnersSiteDetail[]): string {
  const named: Record<OwnersSiteDetail, string> = { ...OWNERS_SITE_DETAILS, ...OWNERS_SITE_PICTURES };
  const names = changed.map((key) => named[key]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Only an owner can change ${list}. Ask an owner of the site.`;
}

/** The site details as pages and the admin receive them: the fields above and the site's pictures. */
export type SiteDetails = SiteDetailsFields & { pictures: Record<SitePictureSlot, PictureRef> };
export interface SiteResponse {
  site: SiteDetails;
}
