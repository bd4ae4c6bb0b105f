/**
 * Each collection's fields are written once (docs/decisions/040): the admin form's view, the file
 * parts' rules and the API's schema are derived from them. These tests pin what the definitions
 * gave when they were written out by hand: the form fields and settings, and each schema's answer
 * (the value kept, or every refusal's field and message, word for word) to each input, whole and
 * partial (as an edit checks it). The tables were made by running the hand-written schemas.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COLLECTIONS, COLLECTION_SLUGS, defineCollection, field, type CollectionSlug, type CollectionSpec } from '../src/index.js';

const x = (n: number) => 'x'.repeat(n);
const same = (n: number, value: string) => Array<string>(n).fill(value);

type Outcome = { data: Record<string, unknown> } | { issues: { path: string; message: string }[] };
/** An input, the whole schema's answer and, when it differs, the partial schema's. */
type Case = [input: Record<string, unknown>, whole: Outcome, partial?: Outcome];

const outcome = (result: { success: boolean; data?: unknown; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Outcome =>
  result.success
    ? { data: result.data as Record<string, unknown> }
    : { issues: result.error!.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })) };

// Parts the hand-written definitions repeated.
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'];
const picturePart = (required: boolean) => ({
  name: 'picture',
  kind: 'picture',
  required,
  maxBytes: 20971520,
  types: PICTURE_TYPES,
});
const TITLE = { name: 'title', label: 'Title', kind: 'text', required: true };
const PICTURE = { name: 'picture', label: 'Picture', kind: 'picture', required: true };
/** The frames each collection's pictures are cut to on the public pages, previewed in the admin (IMAGE-5, IMAGE-9). */
const CARD_AND_LINK_PREVIEW = { ...PICTURE, crops: ['card', 'linkPreview'] };
const SUMMARY = { name: 'summary', label: 'Summary (cards)', kind: 'textarea', required: true };
const PARAGRAPHS = { name: 'paragraphs', label: 'Description (detail page)', kind: 'richText', required: true };

/** The definitions as they were written out by hand, `publicPath` called with 'ID'. */
const SPECS: Record<string, unknown> = {
  services: {
    slug: 'services',
    label: 'Services',
    noun: 'service',
    Noun: 'Service',
    tab: 'services',
    fields: [TITLE, CARD_AND_LINK_PREVIEW, SUMMARY, PARAGRAPHS],
    listColumns: ['summary'],
    thumbnail: 'picture',
    orderable: true,
    order: 'owner',
    ids: 'numbered',
    hideable: true,
    publicPath: '/services/details/ID',
    files: [picturePart(true)],
  },
  courses: {
    slug: 'courses',
    label: 'Courses',
    noun: 'course',
    Noun: 'Course',
    tab: 'courses',
    fields: [
      TITLE,
      CARD_AND_LINK_PREVIEW,
      SUMMARY,
      { name: 'topics', label: 'Topics', kind: 'lines', required: false, help: 'One topic per line.' },
      PARAGRAPHS,
      { name: 'price', label: 'Price', kind: 'text', required: false, help: 'Optional, shown on the card, e.g. ₹ 15,000.' },
      { name: 'duration', label: 'Duration', kind: 'text', required: false, help: 'Optional, shown on the card, e.g. 3 months.' },
    ],
    listColumns: ['price', 'duration'],
    thumbnail: 'picture',
    orderable: true,
    order: 'owner',
    ids: 'numbered',
    hideable: true,
    publicPath: '/courses/details/ID',
    files: [picturePart(true)],
  },
  gallery: {
    slug: 'gallery',
    label: 'Gallery',
    noun: 'picture',
    Noun: 'Picture',
    tab: 'gallery',
    fields: [
      { ...PICTURE, crops: ['tall', 'wide'] },
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
    order: 'owner',
    ids: 'numbered',
    hideable: true,
    // Many at once, one per picture (decision 061).
    addMany: true,
    files: [picturePart(true)],
  },
  downloads: {
    slug: 'downloads',
    label: 'Downloads',
    noun: 'download',
    Noun: 'Download',
    tab: 'downloads',
    fields: [
      TITLE,
      { name: 'file', label: 'File (PDF, picture, DWG or DXF, up to 20 MB)', kind: 'file', required: true },
      {
        name: 'thumbnail',
        label: 'Thumbnail (optional: made from the file when none is given)',
        kind: 'picture',
        required: false,
        crops: ['tall'],
      },
      {
        name: 'language',
        label: 'Language',
        kind: 'select',
        required: false,
        options: [
          { value: 'en', label: 'English' },
          { value: 'gu', label: 'Gujarati' },
        ],
      },
    ],
    listColumns: ['fileType', 'size', 'language'],
    thumbnail: 'thumbnail',
    orderable: true,
    order: 'owner',
    ids: 'numbered',
    hideable: true,
    files: [
      {
        name: 'file',
        kind: 'download',
        required: true,
        maxBytes: 20971520,
        types: [...PICTURE_TYPES, 'application/pdf', 'image/vnd.dwg', 'image/vnd.dxf'],
      },
      { ...picturePart(false), name: 'thumbnail', madeFromFile: true },
    ],
  },
};

/** What each collection's items store for an optional field left out, and its API's operation nouns. */
const DEFAULTS: Record<string, unknown> = {
  services: {},
  courses: { topics: [], price: '', duration: '' },
  gallery: { layout: 'normal' },
  downloads: { language: 'en' },
};
const OPERATIONS: Record<string, unknown> = {
  services: { one: 'Service', all: 'Services' },
  courses: { one: 'Course', all: 'Courses' },
  gallery: { one: 'GalleryPicture', all: 'Gallery' },
  downloads: { one: 'Download', all: 'Downloads' },
};

/** The answers' item schemas as they were written out by hand, before they were derived (decision 041). */
const picture = z.object({
  image: z.string().nullable(),
  variants: z.array(z.object({ width: z.number(), type: z.enum(['image/webp', 'image/avif']), url: z.string() })),
  asset: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  // The text read out in its place and the point every crop keeps in view (decision 057).
  alt: z.string(),
  focus: z.object({ x: z.number(), y: z.number() }),
});
const base = { _id: z.string(), title: z.string(), hidden: z.boolean() };
const ITEMS: Record<string, z.ZodObject> = {
  services: z.object({ ...base, summary: z.string(), paragraphs: z.string(), picture }),
  courses: z.object({
    ...base,
    summary: z.string(),
    topics: z.array(z.string()),
    paragraphs: z.string(),
    price: z.string(),
    duration: z.string(),
    picture,
  }),
  gallery: z.object({ ...base, layout: z.enum(['normal', 'wide', 'tall']), picture }),
  downloads: z.object({
    ...base,
    language: z.enum(['en', 'gu']),
    file: z.string(),
    fileName: z.string(),
    fileType: z.enum(['pdf', 'image', 'dwg', 'dxf']),
    mime: z.string(),
    size: z.number(),
    thumbnail: picture.nullable(),
  }),
};
/** A JSON schema with its objects' properties in name order: the answer's order is the definition's fields'. */
const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([k, v]) => [k, k === 'required' && Array.isArray(v) ? [...v].sort() : sorted(v)]),
        )
      : value;

const CASES: Record<string, Case[]> = {
  services: [
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>' },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>' } },
    ],
    [{ title: '   ', summary: 'We plan.', paragraphs: '<p>One.</p>' }, { issues: [{ path: 'title', message: 'Title is required' }] }],
    [{ title: null, summary: 'We plan.', paragraphs: '<p>One.</p>' }, { issues: [{ path: 'title', message: 'Title is required' }] }],
    [{ title: 5, summary: 'We plan.', paragraphs: '<p>One.</p>' }, { issues: [{ path: 'title', message: 'Title is required' }] }],
    [
      { title: x(120), summary: 'We plan.', paragraphs: '<p>One.</p>' },
      { data: { title: x(120), summary: 'We plan.', paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: x(121), summary: 'We plan.', paragraphs: '<p>One.</p>' },
      { issues: [{ path: 'title', message: 'Title must be at most 120 characters' }] },
    ],
    [
      { title: ' Tab\there ', summary: 'We plan.', paragraphs: '<p>One.</p>' },
      { issues: [{ path: 'title', message: 'Remove the invisible control characters from this text' }] },
    ],
    [
      { title: 'Line\nbreak', summary: 'We plan.', paragraphs: '<p>One.</p>' },
      { issues: [{ path: 'title', message: 'Remove the invisible control characters from this text' }] },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>' },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'Planning' },
      {
        issues: [
          { path: 'summary', message: 'Summary is required' },
          { path: 'paragraphs', message: 'Description is required' },
        ],
      },
      { data: { title: 'Planning' } },
    ],
    [
      { title: 'Planning', summary: x(300), paragraphs: '<p>One.</p>' },
      { data: { title: 'Planning', summary: x(300), paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'Planning', summary: x(301), paragraphs: '<p>One.</p>' },
      { issues: [{ path: 'summary', message: 'Summary must be at most 300 characters' }] },
    ],
    [
      { title: 'Planning', summary: 'Two\nlines\r\n\tand a tab', paragraphs: '<p>One.</p>' },
      { data: { title: 'Planning', summary: 'Two\nlines\r\n\tand a tab', paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'Planning', summary: 'Nul\u0000', paragraphs: '<p>One.</p>' },
      { issues: [{ path: 'summary', message: 'Remove the invisible control characters from this text' }] },
    ],
    [{ title: 'Planning', summary: '', paragraphs: '<p>One.</p>' }, { issues: [{ path: 'summary', message: 'Summary is required' }] }],
    // Rich text (TEXT-1): kept as it is, trimmed; what its markup may hold is the server's check (TEXT-2).
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: ' <p><strong>One</strong></p><ul><li><p>a</p></li></ul>\n' },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p><strong>One</strong></p><ul><li><p>a</p></li></ul>' } },
    ],
    [{ title: 'Planning', summary: 'We plan.', paragraphs: '' }, { issues: [{ path: 'paragraphs', message: 'Description is required' }] }],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p></p><p> </p>' },
      { issues: [{ path: 'paragraphs', message: 'Description is required' }] },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: ['<p>a</p>'] },
      { issues: [{ path: 'paragraphs', message: 'Description is required' }] },
    ],
    [{ title: 'Planning', summary: 'We plan.', paragraphs: 5 }, { issues: [{ path: 'paragraphs', message: 'Description is required' }] }],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: x(100_000) },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: x(100_000) } },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: x(100_001) },
      { issues: [{ path: 'paragraphs', message: 'Description must be at most 100000 characters' }] },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>Bell\u0007</p>' },
      { issues: [{ path: 'paragraphs', message: 'Remove the invisible control characters from this text' }] },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>Two\nlines\tand a tab</p>' },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>Two\nlines\tand a tab</p>' } },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: true },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: true } },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: false },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: false } },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: 'true' },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: true } },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: 'false' },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: false } },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: '1' },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: true } },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: '0' },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: false } },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: 'yes' },
      { issues: [{ path: 'hidden', message: 'Must be true or false' }] },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: '' },
      { issues: [{ path: 'hidden', message: 'Must be true or false' }] },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', hidden: null },
      { issues: [{ path: 'hidden', message: 'Must be true or false' }] },
    ],
    [
      { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>', extra: 'dropped' },
      { data: { title: 'Planning', summary: 'We plan.', paragraphs: '<p>One.</p>' } },
    ],
  ],
  courses: [
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>' } },
    ],
    [{ title: '   ', summary: 'Drawing.', paragraphs: '<p>One.</p>' }, { issues: [{ path: 'title', message: 'Title is required' }] }],
    [{ title: null, summary: 'Drawing.', paragraphs: '<p>One.</p>' }, { issues: [{ path: 'title', message: 'Title is required' }] }],
    [{ title: 5, summary: 'Drawing.', paragraphs: '<p>One.</p>' }, { issues: [{ path: 'title', message: 'Title is required' }] }],
    [
      { title: x(120), summary: 'Drawing.', paragraphs: '<p>One.</p>' },
      { data: { title: x(120), summary: 'Drawing.', paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: x(121), summary: 'Drawing.', paragraphs: '<p>One.</p>' },
      { issues: [{ path: 'title', message: 'Title must be at most 120 characters' }] },
    ],
    [
      { title: ' Tab\there ', summary: 'Drawing.', paragraphs: '<p>One.</p>' },
      { issues: [{ path: 'title', message: 'Remove the invisible control characters from this text' }] },
    ],
    [
      { title: 'Line\nbreak', summary: 'Drawing.', paragraphs: '<p>One.</p>' },
      { issues: [{ path: 'title', message: 'Remove the invisible control characters from this text' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'AutoCAD', summary: x(301), paragraphs: '<p>One.</p>' },
      { issues: [{ path: 'summary', message: 'Summary must be at most 300 characters' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>A.</p><h3>B</h3><ol><li><p>c</p></li></ol>' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>A.</p><h3>B</h3><ol><li><p>c</p></li></ol>' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p> </p>' },
      { issues: [{ path: 'paragraphs', message: 'Description is required' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: 'a\nb\r\n\n  c  ' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', topics: ['a', 'b', 'c'], paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: ['a', ' b '] },
      { data: { title: 'AutoCAD', summary: 'Drawing.', topics: ['a', 'b'], paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: [] },
      { data: { title: 'AutoCAD', summary: 'Drawing.', topics: [], paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: '' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', topics: [], paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: same(20, 't') },
      { data: { title: 'AutoCAD', summary: 'Drawing.', topics: same(20, 't'), paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: same(21, 't') },
      { issues: [{ path: 'topics', message: 'Topics can have at most 20 lines' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: [x(200)] },
      { data: { title: 'AutoCAD', summary: 'Drawing.', topics: [x(200)], paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: [x(201)] },
      { issues: [{ path: 'topics.0', message: 'Each line of Topics must be at most 200 characters' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: ['Tab\t'] },
      { data: { title: 'AutoCAD', summary: 'Drawing.', topics: ['Tab'], paragraphs: '<p>One.</p>' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: 7 },
      { issues: [{ path: 'topics', message: 'Topics is required' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', topics: null },
      { issues: [{ path: 'topics', message: 'Topics is required' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: ' ₹ 15,000 ', duration: '3 months' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: '₹ 15,000', duration: '3 months' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: '', duration: '' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: '', duration: '' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: null, duration: null },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: '', duration: '' } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: x(60), duration: x(60) },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: x(60), duration: x(60) } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: x(61) },
      { issues: [{ path: 'price', message: 'Price must be at most 60 characters' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', duration: x(61) },
      { issues: [{ path: 'duration', message: 'Duration must be at most 60 characters' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: 'a\tb' },
      { issues: [{ path: 'price', message: 'Remove the invisible control characters from this text' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', price: 15000 },
      { issues: [{ path: 'price', message: 'Invalid input: expected string, received number' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: true },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: true } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: false },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: false } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: 'true' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: true } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: 'false' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: false } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: '1' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: true } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: '0' },
      { data: { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: false } },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: 'yes' },
      { issues: [{ path: 'hidden', message: 'Must be true or false' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: '' },
      { issues: [{ path: 'hidden', message: 'Must be true or false' }] },
    ],
    [
      { title: 'AutoCAD', summary: 'Drawing.', paragraphs: '<p>One.</p>', hidden: null },
      { issues: [{ path: 'hidden', message: 'Must be true or false' }] },
    ],
  ],
  gallery: [
    [{}, { issues: [{ path: 'title', message: 'Caption is required' }] }, { data: {} }],
    [{ title: '   ' }, { issues: [{ path: 'title', message: 'Caption is required' }] }],
    [{ title: null }, { issues: [{ path: 'title', message: 'Caption is required' }] }],
    [{ title: 5 }, { issues: [{ path: 'title', message: 'Caption is required' }] }],
    [{ title: x(200) }, { data: { title: x(200) } }],
    [{ title: x(201) }, { issues: [{ path: 'title', message: 'Caption must be at most 200 characters' }] }],
    [{ title: ' Tab\there ' }, { issues: [{ path: 'title', message: 'Remove the invisible control characters from this text' }] }],
    [{ title: 'Line\nbreak' }, { issues: [{ path: 'title', message: 'Remove the invisible control characters from this text' }] }],
    [{ title: 'Site visit' }, { data: { title: 'Site visit' } }],
    [{ title: 'Site visit', layout: 'wide' }, { data: { title: 'Site visit', layout: 'wide' } }],
    [{ title: 'Site visit', layout: 'tall' }, { data: { title: 'Site visit', layout: 'tall' } }],
    [{ title: 'Site visit', layout: 'normal' }, { data: { title: 'Site visit', layout: 'normal' } }],
    [{ title: 'Site visit', layout: 'huge' }, { issues: [{ path: 'layout', message: 'Layout must be normal, wide or tall' }] }],
    [{ title: 'Site visit', layout: '' }, { issues: [{ path: 'layout', message: 'Layout must be normal, wide or tall' }] }],
    [{ title: 'Site visit', layout: null }, { issues: [{ path: 'layout', message: 'Layout must be normal, wide or tall' }] }],
    [{ title: 'Site visit', layout: 'Wide' }, { issues: [{ path: 'layout', message: 'Layout must be normal, wide or tall' }] }],
    [{ title: 'Site visit', hidden: true }, { data: { title: 'Site visit', hidden: true } }],
    [{ title: 'Site visit', hidden: false }, { data: { title: 'Site visit', hidden: false } }],
    [{ title: 'Site visit', hidden: 'true' }, { data: { title: 'Site visit', hidden: true } }],
    [{ title: 'Site visit', hidden: 'false' }, { data: { title: 'Site visit', hidden: false } }],
    [{ title: 'Site visit', hidden: '1' }, { data: { title: 'Site visit', hidden: true } }],
    [{ title: 'Site visit', hidden: '0' }, { data: { title: 'Site visit', hidden: false } }],
    [{ title: 'Site visit', hidden: 'yes' }, { issues: [{ path: 'hidden', message: 'Must be true or false' }] }],
    [{ title: 'Site visit', hidden: '' }, { issues: [{ path: 'hidden', message: 'Must be true or false' }] }],
    [{ title: 'Site visit', hidden: null }, { issues: [{ path: 'hidden', message: 'Must be true or false' }] }],
  ],
  downloads: [
    [{}, { issues: [{ path: 'title', message: 'Title is required' }] }, { data: {} }],
    [{ title: '   ' }, { issues: [{ path: 'title', message: 'Title is required' }] }],
    [{ title: null }, { issues: [{ path: 'title', message: 'Title is required' }] }],
    [{ title: 5 }, { issues: [{ path: 'title', message: 'Title is required' }] }],
    [{ title: x(160) }, { data: { title: x(160) } }],
    [{ title: x(161) }, { issues: [{ path: 'title', message: 'Title must be at most 160 characters' }] }],
    [{ title: ' Tab\there ' }, { issues: [{ path: 'title', message: 'Remove the invisible control characters from this text' }] }],
    [{ title: 'Line\nbreak' }, { issues: [{ path: 'title', message: 'Remove the invisible control characters from this text' }] }],
    [{ title: 'Brochure' }, { data: { title: 'Brochure' } }],
    [{ title: 'Brochure', language: 'gu' }, { data: { title: 'Brochure', language: 'gu' } }],
    [{ title: 'Brochure', language: 'en' }, { data: { title: 'Brochure', language: 'en' } }],
    [{ title: 'Brochure', language: 'fr' }, { issues: [{ path: 'language', message: 'Language must be English or Gujarati' }] }],
    [{ title: 'Brochure', language: 'English' }, { issues: [{ path: 'language', message: 'Language must be English or Gujarati' }] }],
    [{ title: 'Brochure', language: '' }, { issues: [{ path: 'language', message: 'Language must be English or Gujarati' }] }],
    [{ title: 'Brochure', hidden: true }, { data: { title: 'Brochure', hidden: true } }],
    [{ title: 'Brochure', hidden: false }, { data: { title: 'Brochure', hidden: false } }],
    [{ title: 'Brochure', hidden: 'true' }, { data: { title: 'Brochure', hidden: true } }],
    [{ title: 'Brochure', hidden: 'false' }, { data: { title: 'Brochure', hidden: false } }],
    [{ title: 'Brochure', hidden: '1' }, { data: { title: 'Brochure', hidden: true } }],
    [{ title: 'Brochure', hidden: '0' }, { data: { title: 'Brochure', hidden: false } }],
    [{ title: 'Brochure', hidden: 'yes' }, { issues: [{ path: 'hidden', message: 'Must be true or false' }] }],
    [{ title: 'Brochure', hidden: '' }, { issues: [{ path: 'hidden', message: 'Must be true or false' }] }],
    [{ title: 'Brochure', hidden: null }, { issues: [{ path: 'hidden', message: 'Must be true or false' }] }],
  ],
};

/**
 * The collections pinned as they were when they were first derived from their definitions; a collection added since
 * needs no line here: its field kinds are tested below, and its example is checked by its definition. Sliders' and
 * offers' definitions are pinned in offers-sliders-fields.test.ts.
 */
const PINNED = Object.keys(SPECS) as CollectionSlug[];

describe('collections defined once (decisions 040, 041)', () => {
  it.each(COLLECTION_SLUGS)('%s: its example is an add its form takes, with no field but the known ones', (slug) => {
    const { fieldsSchema, example } = COLLECTIONS[slug];
    expect(fieldsSchema.strict().safeParse(example).success).toBe(true);
  });

  it.each(PINNED)('%s: the form fields, file rules and settings as they were', (slug) => {
    const {
      fieldsSchema,
      editSchema: _edit,
      itemSchema: _item,
      defaults,
      operation,
      publicPath,
      page: _page,
      example: _example,
      ...spec
    }: CollectionSpec = COLLECTIONS[slug];
    expect(defaults).toStrictEqual(DEFAULTS[slug]);
    expect(operation).toStrictEqual(OPERATIONS[slug]);
    expect(Object.keys(fieldsSchema.shape)).toEqual([
      ...spec.fields.filter((f) => f.kind !== 'picture' && f.kind !== 'file').map((f) => f.name),
      'hidden',
    ]);
    expect({ ...spec, ...(publicPath ? { publicPath: publicPath('ID') } : {}) }).toStrictEqual(SPECS[slug]);
  });

  it.each(PINNED)('%s: the item schema derived from the fields is the one written by hand', (slug) => {
    const { itemSchema } = COLLECTIONS[slug];
    expect(Object.keys(itemSchema.shape).slice(0, 3)).toEqual(['_id', 'title', 'hidden']);
    expect(sorted(z.toJSONSchema(itemSchema))).toEqual(sorted(z.toJSONSchema(ITEMS[slug]!)));
  });

  it.each(PINNED)('%s: the schema answers each input as it did, whole and partial', (slug) => {
    const schema = COLLECTIONS[slug].fieldsSchema;
    for (const [input, whole, partial] of CASES[slug]!) {
      expect(outcome(schema.safeParse(input)), JSON.stringify(input)).toEqual(whole);
      expect(outcome(schema.partial().safeParse(input)), `partial ${JSON.stringify(input)}`).toEqual(partial ?? whole);
    }
  });
});

describe('the field kinds no collection of the site uses yet', () => {
  const EVENTS = defineCollection({
    slug: 'events',
    label: 'Events',
    noun: 'event',
    Noun: 'Event',
    tab: 'events',
    fields: [
      field.text('title', { label: 'Title', max: 80 }),
      field.date('day', { label: 'Day' }),
      field.date('until', { label: 'Last day', required: false }),
      field.link('signUp', { label: 'Sign-up page' }),
      field.link('recording', { label: 'Recording', required: false }),
      field.number('seats', { label: 'Seats', min: 1, max: 500, required: false }),
      field.yesNo('online', { label: 'Online' }),
    ],
    listColumns: ['day', 'seats', 'online'],
    orderable: false,
    hideable: true,
    example: { title: 'Site visit', day: '2026-12-05', signUp: 'https://example.com/visit' },
  });
  const valid = { title: 'Site visit', day: '2026-12-05', signUp: 'https://example.com/visit' };
  const cases: [Record<string, unknown>, Outcome][] = [
    [valid, { data: { ...valid } }],
    [
      { ...valid, until: '2026-12-06', recording: 'http://example.com/r', seats: '40' },
      { data: { ...valid, until: '2026-12-06', recording: 'http://example.com/r', seats: 40 } },
    ],
    // Cleared: none, so that an edit clears what was set.
    [{ ...valid, until: '', recording: '', seats: '' }, { data: { ...valid, until: null, recording: '', seats: null } }],
    [{ ...valid, day: '' }, { issues: [{ path: 'day', message: 'Day is required' }] }],
    [{ ...valid, day: '2026-13-01' }, { issues: [{ path: 'day', message: 'Enter Day as a date, YYYY-MM-DD' }] }],
    [{ ...valid, until: '5 December' }, { issues: [{ path: 'until', message: 'Enter Last day as a date, YYYY-MM-DD' }] }],
    [
      { ...valid, signUp: 'ftp://example.com' },
      { issues: [{ path: 'signUp', message: 'Enter Sign-up page as a web address starting with https://' }] },
    ],
    [
      { ...valid, recording: 'javascript:alert(1)' },
      { issues: [{ path: 'recording', message: 'Enter Recording as a web address starting with https://' }] },
    ],
    [{ ...valid, seats: '0' }, { issues: [{ path: 'seats', message: 'Seats must be a whole number from 1 to 500' }] }],
    [{ ...valid, online: 'true' }, { data: { ...valid, online: true } }],
    [{ ...valid, online: false }, { data: { ...valid, online: false } }],
    [{ ...valid, online: 'maybe' }, { issues: [{ path: 'online', message: 'Online must be yes or no' }] }],
  ];

  it('each refuses what it must, in its own words, and keeps what it takes', () => {
    for (const [input, expected] of cases) expect(outcome(EVENTS.fieldsSchema.safeParse(input)), JSON.stringify(input)).toEqual(expected);
  });

  it('an edit clears an optional day or number sent empty, and leaves one it does not send as it was', () => {
    const edit = EVENTS.fieldsSchema.partial();
    expect(outcome(edit.safeParse({ until: '', seats: '' }))).toEqual({ data: { until: null, seats: null } });
    expect(outcome(edit.safeParse({ until: null, seats: null }))).toEqual({ data: { until: null, seats: null } });
    expect(outcome(edit.safeParse({ title: 'Site visit' }))).toEqual({ data: { title: 'Site visit' } });
  });

  it('gives the form its input kinds, the item its properties and the stored defaults', () => {
    expect(EVENTS.fields.map((f) => [f.name, f.kind, f.required])).toEqual([
      ['title', 'text', true],
      ['day', 'date', true],
      ['until', 'date', false],
      ['signUp', 'url', true],
      ['recording', 'url', false],
      ['seats', 'number', false],
      ['online', 'yesNo', false],
    ]);
    expect(Object.keys(EVENTS.itemSchema.shape)).toEqual([
      '_id',
      'title',
      'hidden',
      'day',
      'until',
      'signUp',
      'recording',
      'seats',
      'online',
    ]);
    expect(EVENTS.defaults).toEqual({ until: null, recording: '', seats: null, online: false });
    expect(
      EVENTS.itemSchema.safeParse({ _id: '1', hidden: false, ...valid, until: null, recording: '', seats: null, online: false }).success,
    ).toBe(true);
  });
});

it('addMany is refused for a collection whose items need more than a picture and a title (decision 061)', () => {
  const base = {
    slug: 'notes',
    label: 'Notes',
    noun: 'note',
    Noun: 'Note',
    tab: 'notes',
    listColumns: [],
    orderable: true,
    hideable: true,
    example: { title: 'A note' },
  };
  const title = field.text('title', { label: 'Title', max: 80 });
  expect(() => defineCollection({ ...base, addMany: true, fields: [field.picture({ required: true }), title] })).not.toThrow();
  expect(() =>
    defineCollection({
      ...base,
      addMany: true,
      fields: [field.picture({ required: true }), title, field.text('summary', { label: 'Summary', max: 80 })],
    }),
  ).toThrow('notes: addMany needs one picture and no required field but the title');
  expect(() => defineCollection({ ...base, addMany: true, fields: [title] })).toThrow(/addMany/);
  expect(() => defineCollection({ ...base, fields: [title], example: { title: ' ' } })).toThrow(
    'notes: its example is refused: Title is required',
  );
  expect(() =>
    defineCollection({
      ...base,
      addMany: true,
      fields: [field.picture({ required: true }), title, field.file({ label: 'File', required: false })],
    }),
  ).toThrow(/addMany/);
});
