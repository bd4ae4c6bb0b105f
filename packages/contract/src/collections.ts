/**
 * The owner's collections edited in the admin area, one definition each (define-collection.ts): sliders, offers,
 * services, projects, courses, gallery, downloads, page banners, what clients say and people, in the admin bar's order.
 * Sliders and offers keep the original backend's API (API-1, original-api.ts); the site details (one record) are in
 * site-details.ts. docs/adding-a-collection.md says how to add one.
 */
import { type z } from 'zod';
import { field } from './field-kinds.js';
import { defineCollection, type CollectionSpec } from './define-collection.js';
import { EDIT_IMAGE_TYPES, LIMITS } from './limits.js';
import type { PictureCrop } from './picture-crops.js';
import { PROJECT_KINDS, PROJECT_MORE_PICTURES } from './project-kinds.js';
import { BANNER_PAGES } from './banner-pages.js';
import { SLIDES_OFFERS_LIMITS as SL, SLIDES_OFFERS_MESSAGES as SM, buttonProblem, datesProblem, dayOrNull } from './slides-offers.js';

export const GALLERY_LAYOUTS = ['normal', 'wide', 'tall'] as const;
export type GalleryLayout = (typeof GALLERY_LAYOUTS)[number];
const GALLERY_LAYOUT_LABELS: Record<GalleryLayout, string> = { normal: 'Normal', wide: 'Wide', tall: 'Tall' };

export const DOWNLOAD_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'gu', label: 'Gujarati' },
] as const;
export type DownloadLanguage = (typeof DOWNLOAD_LANGUAGES)[number]['value'];

const title = (max: number) => field.text('title', { label: 'Title', max });
const summary = field.text('summary', { label: 'Summary (cards)', called: 'Summary', max: 300, multiline: true });
// The property keeps its name `paragraphs` from before rich text (decision 058): clients and history address it so.
const detailText = field.richText('paragraphs', { label: 'Description (detail page)', called: 'Description', max: 100_000 });

/** A slide's or an offer's own button (SLIDER-3, OFFER-5): both or neither (buttonOf). */
const buttonFields = [
  field.text('buttonLabel', {
    label: 'Button label',
    max: SL.buttonLabelMax,
    required: false,
    help: 'Optional, e.g. Book a visit. Give a link as well.',
  }),
  field.link('buttonLink', {
    label: 'Button link',
    required: false,
    sitePaths: true,
    help: 'A page of this site, e.g. /contact?subject=Training, or an address starting with https://',
  }),
] as const;
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const buttonOf = (values: Readonly<Record<string, unknown>>) => buttonProblem(textOf(values['buttonLabel']), textOf(values['buttonLink']));
/** API-1's picture: required on an add (IMAGE-1), optional on an edit and of fewer types (IMAGE-2); 5 MB either way. */
const api1Picture = (crops: readonly PictureCrop[]) =>
  field.picture({
    label: 'Image',
    required: true,
    maxBytes: LIMITS.maxImageBytes,
    edit: { label: 'Image (optional)', types: EDIT_IMAGE_TYPES },
    crops,
  });
/** API-1's title: "Must be at most 200 characters" when too long. */
const api1Title = (label: string, edit?: { label: string }) =>
  field.text('title', { label, max: 200, tooLong: 'Must be at most 200 characters', ...(edit ? { edit } : {}) });

export const COLLECTIONS = {
  /** The slides of the home banner (SLIDER-1 to SLIDER-3), in the owner's order; moved one place at a time (API-5). */
  sliders: defineCollection({
    slug: 'sliders',
    label: 'Slider',
    noun: 'slider',
    Noun: 'Slider',
    tab: 'slider',
    operation: { one: 'Slider', all: 'Sliders' },
    originalApi: true,
    fields: [
      api1Title('Title'),
      // Not "Subtitle": a label holding "title" would be found by every search for the Title field.
      field.text('subtitle', {
        label: 'Second line',
        max: SL.subtitleMax,
        required: false,
        help: 'Optional: a line under the title on the home page.',
      }),
      ...buttonFields,
      api1Picture(['bannerWide', 'bannerPhone']),
    ],
    listColumns: [],
    orderable: true,
    ids: 'random',
    hideable: false,
    check: buttonOf,
    example: { title: 'A new bridge' },
  }),
  /** Offers (OFFER-1 to OFFER-5): "Offer title" on an add, "Title" on an edit; newest first. */
  offers: defineCollection({
    slug: 'offers',
    label: 'Offer',
    noun: 'offer',
    Noun: 'Offer',
    tab: 'offer',
    operation: { one: 'Offer', all: 'Offers' },
    originalApi: true,
    fields: [
      api1Title('Offer title', { label: 'Title' }),
      field.text('description', { label: 'Description', max: 2000, multiline: true, tooLong: 'Must be at most 2000 characters' }),
      field.percentage('percentage', { label: 'Percentage' }),
      // When it shows (OFFER-3): both days included, in the firm's time zone.
      field.date('startsOn', {
        label: 'Starts on',
        required: false,
        invalid: SM.startsOn,
        help: 'Optional: the first day visitors see it. Empty: from now.',
      }),
      field.date('endsOn', {
        label: 'Ends on',
        required: false,
        invalid: SM.endsOn,
        help: 'Optional: the last day visitors see it. Empty: until you delete it.',
      }),
      ...buttonFields,
      // Its card on the home page and on /offers.
      api1Picture(['card']),
    ],
    listColumns: ['description', 'percentage'],
    orderable: false,
    order: 'newest',
    ids: 'random',
    hideable: false,
    check: (values) => buttonOf(values) ?? datesProblem(dayOrNull(values['startsOn']), dayOrNull(values['endsOn'])),
    dated: { from: 'startsOn', until: 'endsOn' },
    example: { title: 'Monsoon offer', description: 'Plans at a lower price.', percentage: '25' },
  }),
  services: defineCollection({
    slug: 'services',
    label: 'Services',
    noun: 'service',
    Noun: 'Service',
    tab: 'services',
    fields: [title(120), field.picture({ required: true, crops: ['card', 'linkPreview'] }), summary, detailText],
    listColumns: ['summary'],
    orderable: true,
    hideable: true,
    publicPath: (id: string) => `/services/details/${id}`,
    page: { path: '/services', menu: 'Services' },
    example: { title: 'Site survey', summary: 'Measured on site.', paragraphs: '<p>We measure.</p><p>We <strong>draw</strong>.</p>' },
  }),
  /** The firm's finished work, its proof: a page of them filtered by kind and place, a page each, the latest on the home page. */
  projects: defineCollection({
    slug: 'projects',
    label: 'Projects',
    noun: 'project',
    Noun: 'Project',
    tab: 'projects',
    fields: [
      title(120),
      field.select('kind', {
        label: 'Kind',
        options: PROJECT_KINDS,
        message: 'Kind must be residential, commercial, layout, industrial or other',
      }),
      field.text('place', { label: 'Place', max: 80, help: 'Where it is, e.g. Vesu, Surat.' }),
      field.number('year', { label: 'Year', min: 1950, max: 2100, help: 'The year it was finished, e.g. 2024.' }),
      field.text('client', { label: 'Client', max: 120, required: false, help: 'Optional: only with the client’s consent.' }),
      field.picture({ label: 'Main picture', required: true, crops: ['card', 'wide', 'linkPreview'] }),
      ...PROJECT_MORE_PICTURES.map((name, i) =>
        field.picture({ name, label: `Picture ${i + 2} (optional)`, required: false, crops: ['card'] }),
      ),
      summary,
      field.richText('paragraphs', { label: 'The project’s account (detail page)', called: 'Account', max: 100_000 }),
    ],
    listColumns: ['kind', 'place', 'year'],
    orderable: true,
    hideable: true,
    publicPath: (id: string) => `/projects/details/${id}`,
    page: { path: '/projects', menu: 'Projects' },
    example: {
      title: 'Two-storey bungalow',
      kind: 'residential',
      place: 'Vesu, Surat',
      year: '2024',
      summary: 'Planned, permitted and supervised.',
      paragraphs: '<p>From the first plan to the keys.</p>',
    },
  }),
  courses: defineCollection({
    slug: 'courses',
    label: 'Courses',
    noun: 'course',
    Noun: 'Course',
    tab: 'courses',
    fields: [
      title(120),
      field.picture({ required: true, crops: ['card', 'linkPreview'] }),
      summary,
      field.lines('topics', { label: 'Topics', help: 'One topic per line.' }),
      detailText,
      field.text('price', { label: 'Price', max: 60, required: false, help: 'Optional, shown on the card, e.g. ₹ 15,000.' }),
      field.text('duration', { label: 'Duration', max: 60, required: false, help: 'Optional, shown on the card, e.g. 3 months.' }),
    ],
    listColumns: ['price', 'duration'],
    orderable: true,
    hideable: true,
    publicPath: (id: string) => `/courses/details/${id}`,
    page: { path: '/courses', menu: 'Training Courses' },
    example: {
      title: 'AutoCAD basics',
      summary: 'Drawing on a computer.',
      paragraphs: '<p>Week one.</p><ul><li><p>Week two.</p></li></ul>',
      topics: 'Lines\nLayers',
      price: '₹ 15,000',
      duration: '3 months',
    },
  }),
  gallery: defineCollection({
    slug: 'gallery',
    label: 'Gallery',
    noun: 'picture',
    Noun: 'Picture',
    tab: 'gallery',
    fields: [
      // A normal picture is shown whole; a tall or wide one is cut (GALLERY layouts).
      field.picture({ required: true, crops: ['tall', 'wide'] }),
      field.text('title', { label: 'Caption', max: 200, help: 'Shown in the popup, and read out to blind visitors.' }),
      field.select('layout', {
        label: 'Layout',
        options: GALLERY_LAYOUTS.map((value) => ({ value, label: GALLERY_LAYOUT_LABELS[value] })),
        message: 'Layout must be normal, wide or tall',
      }),
    ],
    operation: { one: 'GalleryPicture', all: 'Gallery' },
    addMany: true,
    listColumns: ['layout'],
    orderable: true,
    hideable: true,
    page: { path: '/gallery', menu: 'Gallery' },
    example: { title: 'A finished house', layout: 'wide' },
  }),
  downloads: defineCollection({
    slug: 'downloads',
    label: 'Downloads',
    noun: 'download',
    Noun: 'Download',
    tab: 'downloads',
    fields: [
      title(160),
      field.file({ label: 'File (PDF, picture, DWG or DXF, up to 20 MB)', required: true }),
      field.picture({
        name: 'thumbnail',
        label: 'Thumbnail (optional: made from the file when none is given)',
        required: false,
        madeFromFile: true,
        // Its card's picture band is portrait (a page of the file).
        crops: ['tall'],
      }),
      field.select('language', { label: 'Language', options: DOWNLOAD_LANGUAGES, message: 'Language must be English or Gujarati' }),
    ],
    listColumns: ['fileType', 'size', 'language'],
    orderable: true,
    hideable: true,
    page: { path: '/download', menu: 'Download' },
    example: { title: 'Form A', language: 'gu' },
  }),
  /**
   * A picture of its own behind an inner page's title (and its items' pages'); a page without one, or with it hidden,
   * keeps the site's page banner (the Site tab's). The first of a page's visible ones is shown.
   */
  banners: defineCollection({
    slug: 'banners',
    label: 'Page banners',
    noun: 'banner',
    Noun: 'Banner',
    tab: 'banners',
    operation: { one: 'PageBanner', all: 'PageBanners' },
    fields: [
      field.select('page', {
        label: 'Page',
        options: BANNER_PAGES,
        message: `Page must be one of ${BANNER_PAGES.map((p) => p.value).join(', ')}`,
        help: 'The page whose banner it is; its items’ pages (a service, a course, a project) show it too.',
      }),
      field.text('title', { label: 'Note', max: 120, help: 'For you alone, e.g. Diwali banner for Services.' }),
      field.picture({
        label: 'Banner picture',
        required: true,
        crops: ['pageBanner'],
        edit: {
          label: 'Banner picture',
          help: 'Leave it empty to keep the current one. A wide picture is best: the banner is a 250 px strip.',
        },
      }),
    ],
    listColumns: ['page'],
    orderable: false,
    order: 'newest',
    hideable: true,
    example: { page: '/about', title: 'Our office' },
  }),
  /**
   * Clients' own words, on the home page and About; no page of their own. Nothing is seeded: only the owner
   * knows what a client said.
   */
  testimonials: defineCollection({
    slug: 'testimonials',
    label: 'What clients say',
    noun: 'testimonial',
    Noun: 'Testimonial',
    tab: 'testimonials',
    operation: { one: 'Testimonial', all: 'Testimonials' },
    fields: [
      field.text('title', { label: 'Name', max: 120, help: 'The client’s name as they agreed to have it shown, e.g. Ramesh Patel.' }),
      field.text('place', { label: 'Place or role', max: 120, required: false, help: 'Optional, e.g. Bungalow owner, Surat.' }),
      field.text('quote', {
        label: 'Quote',
        max: 400,
        multiline: true,
        help: 'What the client said, in their own words, at most 400 characters.',
      }),
      // A small round photo beside the words.
      field.picture({ name: 'photo', label: 'Photo (optional)', required: false, crops: ['square'] }),
    ],
    listColumns: ['place'],
    orderable: true,
    hideable: true,
    example: { title: 'Ramesh Patel', place: 'Bungalow owner, Surat', quote: 'They got our plan passed in three weeks.' },
  }),
  /** The firm's engineers and staff with their qualifications, on About and in the firm's JSON-LD; none seeded. */
  people: defineCollection({
    slug: 'people',
    label: 'Our people',
    noun: 'person',
    Noun: 'Person',
    tab: 'people',
    operation: { one: 'Person', all: 'People' },
    fields: [
      field.text('title', { label: 'Name', max: 120, help: 'As it should be shown, e.g. Er. Ramesh Patel.' }),
      field.text('role', { label: 'Role', max: 120, help: 'Their work at the firm, e.g. Founder and structural engineer.' }),
      field.text('qualification', { label: 'Qualification', max: 200, help: 'Degrees or diplomas, e.g. B.E. Civil, M.E. Structures.' }),
      field.text('registration', {
        label: 'Registration number',
        max: 120,
        required: false,
        help: 'Optional: e.g. the engineer’s registration with the municipal corporation.',
      }),
      // A portrait on the person's card.
      field.picture({ name: 'photo', label: 'Photo (optional)', required: false, crops: ['tall'] }),
    ],
    listColumns: ['role'],
    orderable: true,
    hideable: true,
    example: {
      title: 'Ramesh Patel',
      role: 'Structural engineer',
      qualification: 'B.E. Civil, M.E. Structures',
      registration: 'SMC/ENG/1234',
    },
  }),
} as const satisfies Record<string, CollectionSpec>;

export type CollectionSlug = keyof typeof COLLECTIONS;
export const COLLECTION_SLUGS = Object.keys(COLLECTIONS) as CollectionSlug[];
/** The collections the generic routes serve at /api/{slug}: all but those of the original API (`originalApi`). */
export type ItemsApiSlug = { [S in CollectionSlug]: (typeof COLLECTIONS)[S] extends { originalApi: true } ? never : S }[CollectionSlug];
export const ITEMS_API_SLUGS = COLLECTION_SLUGS.filter((slug) => !('originalApi' in COLLECTIONS[slug])) as ItemsApiSlug[];

/** Each collection's item as the engine makes it, and as /api/{slug} answers it. */
export type CollectionItems = { [S in CollectionSlug]: z.infer<(typeof COLLECTIONS)[S]['itemSchema']> };
export type ServiceItem = CollectionItems['services'];
export type CourseItem = CollectionItems['courses'];
export type GalleryItem = CollectionItems['gallery'];
export type DownloadItem = CollectionItems['downloads'];
export type ProjectItem = CollectionItems['projects'];
export type PageBannerItem = CollectionItems['banners'];
export type TestimonialItem = CollectionItems['testimonials'];
export type PersonItem = CollectionItems['people'];
