/**
 * The owner's content: the site details (one record) and the collections edited in the admin area
 * (services, courses, gallery, downloads; offers and sliders keep their own API (API-1) but
 * run on the same engine). One definition per collection: its fields as the admin form shows them,
 * the zod schema of what the API accepts, its file fields and their rules, ordering and visibility.
 * The server derives routes, repository and OpenAPI entries from it; the admin derives its table and
 * form from it; the public pages read the item types.
 */
import { z } from 'zod';
import { MESSAGES as M } from './messages.js';
import { ADD_IMAGE_TYPES } from './limits.js';
import { typedText } from './typed-text.js';
import type { CourseItem, DownloadItem, GalleryItem, Offer, PictureRef, ServiceItem, Slider } from './responses.js';

// ---------------------------------------------------------------------------------------------
// Limits of the owner's uploads

export const CONTENT_LIMITS = {
  /** A photograph straight from a phone camera (a 12-megapixel JPEG is 3 to 8 MB). */
  maxPictureBytes: 20 * 1024 * 1024,
  /** Pictures are stored scaled to at most this many pixels on the long side. */
  maxPictureSide: 2560,
  /** A download: PDF, picture, DWG or DXF. */
  maxDownloadBytes: 20 * 1024 * 1024,
} as const;

/** Pictures the owner may upload to a collection (type read from the bytes on the server). */
export const PICTURE_TYPES = ADD_IMAGE_TYPES;
/** Files the owner may offer on the Download page (type read from the bytes on the server). */
export const DOWNLOAD_TYPES = [...ADD_IMAGE_TYPES, 'application/pdf', 'image/vnd.dwg', 'image/vnd.dxf'] as const;
export const DOWNLOAD_FILE_TYPES = ['pdf', 'image', 'dwg', 'dxf'] as const;
export type DownloadFileType = (typeof DOWNLOAD_FILE_TYPES)[number];

export const CONTENT_MESSAGES = {
  itemNotFound: 'Item not found',
  pictureTooLarge: 'File too large',
  unsupportedFileFormat: 'Unsupported File Format',
  downloadTooLarge: 'File too large',
  downloadType: 'The file must be a PDF, a picture, a DWG or a DXF drawing',
  fileRequired: 'File is required',
  orderIds: 'The order must list every item exactly once',
  saved: 'Saved',
  added: 'Added',
  deleted: 'Deleted',
  orderSaved: 'Order saved',
} as const;

// ---------------------------------------------------------------------------------------------
// Pictures

// ---------------------------------------------------------------------------------------------
// Field helpers: text arrives as strings from multipart forms, and as strings or arrays from JSON.
// Every text refuses the characters nobody types (typed-text.ts); `multiline` for the fields the
// admin types in a text area.

const text = (label: string, max: number, multiline = false) =>
  typedText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
    multiline,
  );
const optionalText = (label: string, max: number) =>
  z.preprocess((v) => (v === null ? '' : v), typedText(z.string().trim().max(max, `${label} must be at most ${max} characters`)));

/** Paragraphs: a JSON array of strings, or one text with blank lines between paragraphs. */
const paragraphs = (label: string, { min = 1, maxEach = 4000, maxCount = 30 } = {}) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/\r?\n\s*\r?\n/)
            .map((p) => p.trim())
            .filter(Boolean)
        : v,
    z
      .array(typedText(z.string().trim().min(1).max(maxEach, `Each paragraph of ${label} must be at most ${maxEach} characters`), true), {
        error: `${label} is required`,
      })
      .min(min, `${label} is required`)
      .max(maxCount, `${label} can have at most ${maxCount} paragraphs`),
  );
/** A list of short lines: a JSON array of strings, or one text with one entry per line. */
const lines = (label: string, { min = 0, maxEach = 200, maxCount = 20 } = {}) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/\r?\n/)
            .map((p) => p.trim())
            .filter(Boolean)
        : v,
    z
      .array(typedText(z.string().trim().min(1).max(maxEach, `Each line of ${label} must be at most ${maxEach} characters`), true), {
        error: `${label} is required`,
      })
      .min(min, `${label} is required`)
      .max(maxCount, `${label} can have at most ${maxCount} lines`),
  );
/** 'true'/'false' from forms, booleans from JSON. */
const flag = z.preprocess(
  (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
  z.boolean({ error: 'Must be true or false' }),
);

// ---------------------------------------------------------------------------------------------
// The admin form's view of a field

export type FieldKind = 'text' | 'textarea' | 'paragraphs' | 'lines' | 'select' | 'image' | 'file' | 'url' | 'email' | 'tel' | 'date';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** For 'select'. */
  options?: readonly { value: string; label: string }[];
  /** A line of help under the field. */
  help?: string;
}

export interface CollectionSpec<Slug extends string = string> {
  slug: Slug;
  /** Admin tab label, e.g. 'Services'. */
  label: string;
  /** 'service': used in accessible names ("Edit service Planning"). */
  noun: string;
  /** 'Service': used in headings and buttons. */
  Noun: string;
  /** Admin tab query value: /admin/dashboard?tab=services */
  tab: string;
  fields: readonly FieldSpec[];
  /** Field names shown as columns of the admin list, after the number, thumbnail and title. */
  listColumns: readonly string[];
  /** The field whose picture the admin list shows as a thumbnail. */
  thumbnail: string | null;
  orderable: boolean;
  hideable: boolean;
  /** The public page of one item, when it has one (for "View on site"). */
  publicPath?: (id: string) => string;
  /** Multipart part names of its files and their rules. */
  files: readonly FileRule[];
}

export interface FileRule {
  /** Multipart field name: 'image' for pictures, 'file' for a download's file. */
  field: 'image' | 'file' | 'thumbnail';
  kind: 'picture' | 'download';
  required: boolean;
  maxBytes: number;
  types: readonly string[];
}

const pictureRule = (required: boolean): FileRule => ({
  field: 'image',
  kind: 'picture',
  required,
  maxBytes: CONTENT_LIMITS.maxPictureBytes,
  types: PICTURE_TYPES,
});

// ---------------------------------------------------------------------------------------------
// ---------------------------------------------------------------------------------------------
// Choices of the items' fields

export const GALLERY_LAYOUTS = ['normal', 'wide', 'tall'] as const;
export type GalleryLayout = (typeof GALLERY_LAYOUTS)[number];

export const DOWNLOAD_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'gu', label: 'Gujarati' },
] as const;
export type DownloadLanguage = (typeof DOWNLOAD_LANGUAGES)[number]['value'];
export const downloadLanguage = z.enum(['en', 'gu'] satisfies DownloadLanguage[]);

// ---------------------------------------------------------------------------------------------
// What the API accepts (text fields; files travel as multipart parts and are checked by content)

const hiddenField = { hidden: flag.optional() };

export const serviceFieldsSchema = z.object({
  title: text('Title', 120),
  summary: text('Summary', 300, true),
  paragraphs: paragraphs('Paragraphs'),
  ...hiddenField,
});
export const courseFieldsSchema = z.object({
  title: text('Title', 120),
  summary: text('Summary', 300, true),
  topics: lines('Topics').optional(),
  paragraphs: paragraphs('Paragraphs'),
  price: optionalText('Price', 60).optional(),
  duration: optionalText('Duration', 60).optional(),
  ...hiddenField,
});
export const galleryFieldsSchema = z.object({
  title: text('Caption', 200),
  layout: z.enum(GALLERY_LAYOUTS, { error: 'Layout must be normal, wide or tall' }).optional(),
  ...hiddenField,
});
export const downloadFieldsSchema = z.object({
  title: text('Title', 160),
  language: z.enum(downloadLanguage.options, { error: 'Language must be English or Gujarati' }).optional(),
  ...hiddenField,
});
export const orderSchema = z.object({
  ids: z.array(z.string().trim().min(1).max(64), { error: CONTENT_MESSAGES.orderIds }).min(1, CONTENT_MESSAGES.orderIds).max(1000),
});

// ---------------------------------------------------------------------------------------------
// The definitions shared by the server and the admin

export const COLLECTIONS = {
  services: {
    slug: 'services',
    label: 'Services',
    noun: 'service',
    Noun: 'Service',
    tab: 'services',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'image', label: 'Picture', kind: 'image', required: true },
      { name: 'summary', label: 'Summary (cards)', kind: 'textarea', required: true },
      {
        name: 'paragraphs',
        label: 'Paragraphs (detail page)',
        kind: 'paragraphs',
        required: true,
        help: 'Leave an empty line between paragraphs.',
      },
    ],
    listColumns: ['summary'],
    thumbnail: 'picture',
    orderable: true,
    hideable: true,
    publicPath: (id: string) => `/services/details/${id}`,
    files: [pictureRule(true)],
  },
  courses: {
    slug: 'courses',
    label: 'Courses',
    noun: 'course',
    Noun: 'Course',
    tab: 'courses',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'image', label: 'Picture', kind: 'image', required: true },
      { name: 'summary', label: 'Summary (cards)', kind: 'textarea', required: true },
      { name: 'topics', label: 'Topics', kind: 'lines', required: false, help: 'One topic per line.' },
      {
        name: 'paragraphs',
        label: 'Paragraphs (detail page)',
        kind: 'paragraphs',
        required: true,
        help: 'Leave an empty line between paragraphs.',
      },
      { name: 'price', label: 'Price', kind: 'text', required: false, help: 'Optional, shown on the card, e.g. ₹ 15,000.' },
      { name: 'duration', label: 'Duration', kind: 'text', required: false, help: 'Optional, shown on the card, e.g. 3 months.' },
    ],
    listColumns: ['price', 'duration'],
    thumbnail: 'picture',
    orderable: true,
    hideable: true,
    publicPath: (id: string) => `/courses/details/${id}`,
    files: [pictureRule(true)],
  },
  gallery: {
    slug: 'gallery',
    label: 'Gallery',
    noun: 'picture',
    Noun: 'Picture',
    tab: 'gallery',
    fields: [
      { name: 'image', label: 'Picture', kind: 'image', required: true },
      { name: 'title', label: 'Caption', kind: 'text', required: true, help: 'Shown in the popup, and read out to blind visitors.' },
      {
        name: 'layout',
        label: 'Layout',
        kind: 'select',
        required: false,
        options: [
          { value: 'normal', label: 'Normal' },
          { value: 'wide', label: 'Wide' },
          { value: 'tall', label: 'Tall' },
        ],
      },
    ],
    listColumns: ['layout'],
    thumbnail: 'picture',
    orderable: true,
    hideable: true,
    files: [pictureRule(true)],
  },
  downloads: {
    slug: 'downloads',
    label: 'Downloads',
    noun: 'download',
    Noun: 'Download',
    tab: 'downloads',
    fields: [
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'file', label: 'File (PDF, picture, DWG or DXF, up to 20 MB)', kind: 'file', required: true },
      { name: 'image', label: 'Thumbnail (optional: made from the file when none is given)', kind: 'image', required: false },
      { name: 'language', label: 'Language', kind: 'select', required: false, options: DOWNLOAD_LANGUAGES },
    ],
    listColumns: ['fileType', 'size', 'language'],
    thumbnail: 'thumbnail',
    orderable: true,
    hideable: true,
    files: [
      { field: 'file', kind: 'download', required: true, maxBytes: CONTENT_LIMITS.maxDownloadBytes, types: DOWNLOAD_TYPES },
      pictureRule(false),
    ],
  },
} as const satisfies Record<string, CollectionSpec>;

export type CollectionSlug = keyof typeof COLLECTIONS;
export const COLLECTION_SLUGS = Object.keys(COLLECTIONS) as CollectionSlug[];

export interface CollectionItems {
  services: ServiceItem;
  courses: CourseItem;
  gallery: GalleryItem;
  downloads: DownloadItem;
}

/** GET /api/{collection} */
export interface ItemsResponse<T> {
  items: T[];
}
/** GET /api/{collection}/{id} */
export interface ItemResponse<T> {
  item: T;
}
/** POST, PUT: the message for the toast and the item as stored. */
export interface ItemWriteResponse<T> {
  message: string;
  item: T;
}

// ---------------------------------------------------------------------------------------------
// Site details: one record (GET /api/site, PUT /api/site partial)

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
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export const siteDetailsSchema = z.object({
  name: text('Firm name', 120),
  shortName: text('Short name', 40),
  tagline: text('Tagline', 200),
  motto: text('Motto', 200),
  phones: z.array(phone, { error: 'At least one phone number is required' }).min(1, 'At least one phone number is required').max(5),
  emails: z.array(email, { error: 'At least one e-mail address is required' }).min(1, 'At least one e-mail address is required').max(5),
  /** International digits only, as WhatsApp links want them (e.g. 919876543210). */
  whatsapp: z
    .string()
    .trim()
    .regex(/^[1-9]\d{7,14}$/, 'Enter the WhatsApp number as digits with the country code, e.g. 919876543210'),
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
  hours: text('Office hours', 120),
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
  about: paragraphs('About text'),
  welcomeTitle: text('Welcome title', 200),
  welcome: paragraphs('Welcome text'),
  reasons: lines('Reasons to join', { min: 1 }),
  whyChoose: z
    .array(z.object({ title: text('Why Choose title', 80), text: text('Why Choose text', 400, true) }))
    .min(1)
    .max(16),
  /** The About page's story (SITE-5); the facts beside it come from the figures above. */
  story: paragraphs('About page story'),
  coursesIntroTitle: text('Courses introduction title', 200),
  coursesIntro: paragraphs('Courses introduction'),
  /** What search results and link previews say of the pages whose description is not made from other details. */
  descriptions: z.object({
    services: text('Services page description', 300, true),
    courses: text('Courses page description', 300, true),
    download: text('Download page description', 300, true),
  }),
});
export type SiteDetails = z.infer<typeof siteDetailsSchema>;
/** PUT /api/site: any subset of the fields; nested objects are replaced whole. */
export const siteDetailsUpdateSchema = siteDetailsSchema.partial();

/** The site's own pictures besides the collections', each replaced by PUT /api/site/pictures/{slot} (multipart part `image`). */
export const SITE_PICTURES = {
  logo: { label: 'Logo', help: 'Beside the firm’s name in the header, the phone menu and the admin bar: a square picture is best.' },
  welcome: { label: 'Welcome picture', help: 'Beside the welcome text on the home page.' },
  banner: { label: 'Page banner', help: 'Behind the title at the top of every inner page, under a dark veil.' },
  share: { label: 'Link preview picture', help: 'Shown when a page of the site is shared (WhatsApp, Facebook): 1200 × 630 px is best.' },
} as const;
export type SitePictureSlot = keyof typeof SITE_PICTURES;
export const SITE_PICTURE_SLOTS = Object.keys(SITE_PICTURES) as SitePictureSlot[];

/** The site details as pages and the admin receive them: the fields above and the site's pictures. */
export type SiteRecord = SiteDetails & { pictures: Record<SitePictureSlot, PictureRef> };
export interface SiteResponse {
  site: SiteRecord;
}

/**
 * What the server hands to the web app's loaders (apps/server/src/pages/load-context.ts): the public
 * content read without an HTTP round trip, each read cached on the server and checked against the
 * database. Collections give their visible items in order. The values are shared between
 * requests: read them, never change them.
 */
export interface SiteData {
  details(): Promise<SiteRecord>;
  offers(): Promise<Offer[]>;
  sliders(): Promise<Slider[]>;
  services(): Promise<ServiceItem[]>;
  courses(): Promise<CourseItem[]>;
  gallery(): Promise<GalleryItem[]>;
  downloads(): Promise<DownloadItem[]>;
  publicUrl: string;
}
