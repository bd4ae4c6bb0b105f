/**
 * The owner's collections edited in the admin area, one definition each (define-collection.ts): services, courses,
 * gallery, downloads. Offers and sliders keep their own API (API-1) and their fields are in offers-sliders-fields.ts;
 * the site details (one record) are in site-details.ts. docs/adding-a-collection.md says how to add one.
 */
import { type z } from 'zod';
import { field } from './field-kinds.js';
import { defineCollection, type CollectionSpec } from './define-collection.js';

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

export const COLLECTIONS = {
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
} as const satisfies Record<string, CollectionSpec>;

export type CollectionSlug = keyof typeof COLLECTIONS;
export const COLLECTION_SLUGS = Object.keys(COLLECTIONS) as CollectionSlug[];

/** Each collection's item as the API answers it. */
export type CollectionItems = { [S in CollectionSlug]: z.infer<(typeof COLLECTIONS)[S]['itemSchema']> };
export type ServiceItem = CollectionItems['services'];
export type CourseItem = CollectionItems['courses'];
export type GalleryItem = CollectionItems['gallery'];
export type DownloadItem = CollectionItems['downloads'];
