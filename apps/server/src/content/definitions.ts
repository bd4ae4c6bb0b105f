import { z } from 'zod';
import {
  COLLECTIONS,
  courseFieldsSchema,
  downloadFieldsSchema,
  galleryFieldsSchema,
  serviceFieldsSchema,
  type CollectionItems,
  type CollectionSlug,
  type CollectionSpec,
  type DownloadFileType,
  type ItemBase,
} from '@firm/contract';
import { mediaOf, pictureRef, type MediaIndex, type StoredPicture } from './pictures.js';

/** A content item's stored document: its fields without `_id` and `hidden` (columns), pictures and files as references. */
export type Doc = Record<string, unknown>;

/** A download's file as stored: uploaded (media) or one of the committed seed files (apps/web/public/downloads). */
export interface StoredFile {
  media?: string;
  seed?: string;
  name: string;
  mime: string;
  fileType: DownloadFileType;
  size: number;
}

/** The files of one write, once stored: the picture part `image`, the download part `file` and the thumbnail made from it. */
export interface StoredFiles {
  image?: StoredPicture;
  file?: StoredFile;
  fileThumbnail?: StoredPicture | null;
}

/**
 * One collection on the server: the contract's definition (slug, file rules, ordering), the zod
 * schema of its fields, the schema of its items (OpenAPI), and how an item is stored and read.
 * Routes, repository and documentation are derived from it (content/engine.ts).
 */
export interface ServerCollection<Item extends ItemBase = ItemBase> {
  spec: CollectionSpec;
  fields: z.ZodObject;
  item: z.ZodType<Item>;
  /** The stored document after a write: the checked fields over the current document, with the stored files. */
  toDoc(fields: Doc, files: StoredFiles, current: Doc | undefined): Doc;
  toItem(id: string, hidden: boolean, doc: Doc, media: MediaIndex): Item;
  /** Media the document refers to (deleted with the last item that uses them). */
  mediaIds(doc: Doc): string[];
}

const pictureRefSchema = z.object({
  image: z.string().nullable(),
  variants: z.array(z.object({ width: z.number(), type: z.enum(['image/webp', 'image/avif']), url: z.string() })),
  asset: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
});
const itemBase = { _id: z.string(), title: z.string(), hidden: z.boolean() };

/** A collection whose items have one picture (multipart part `image`), stored as `picture`. */
function withPicture<Slug extends 'services' | 'courses' | 'gallery'>(
  slug: Slug,
  fields: z.ZodObject,
  item: z.ZodType<CollectionItems[Slug]>,
  defaults: Doc,
): ServerCollection<CollectionItems[Slug]> {
  return {
    spec: COLLECTIONS[slug],
    fields,
    item,
    toDoc: (f, files, current) => ({ ...defaults, ...current, ...f, picture: files.image ?? current?.['picture'] }),
    toItem: (id, hidden, doc, media) =>
      ({ ...defaults, ...doc, _id: id, hidden, picture: pictureRef(doc['picture'] as StoredPicture, media) }) as unknown as CollectionItems[Slug],
    mediaIds: (doc) => mediaOf(doc['picture'] as StoredPicture),
  };
}

/** Where a download is fetched, under its file name (content/engine.ts). */
export const downloadFileUrl = (id: string) => `/api/downloads/${encodeURIComponent(id)}/file`;

const downloads: ServerCollection<CollectionItems['downloads']> = {
  spec: COLLECTIONS.downloads,
  fields: downloadFieldsSchema,
  item: z.object({
    ...itemBase,
    language: z.enum(['en', 'gu']),
    file: z.string(),
    fileName: z.string(),
    fileType: z.enum(['pdf', 'image', 'dwg', 'dxf']),
    mime: z.string(),
    size: z.number(),
    thumbnail: pictureRefSchema.nullable(),
  }),
  toDoc(f, files, current) {
    // The owner's thumbnail wins; one made from the file follows the file, unless the owner gave one.
    const given = files.image !== undefined || current?.['thumbnailGiven'] === true;
    const thumbnail = files.image ?? (files.file && !given ? (files.fileThumbnail ?? null) : (current?.['thumbnail'] ?? null));
    return { language: 'en', ...current, ...f, file: files.file ?? current?.['file'], thumbnail, thumbnailGiven: given };
  },
  toItem(id, hidden, doc, media) {
    const file = doc['file'] as StoredFile;
    const thumbnail = doc['thumbnail'] as StoredPicture | null;
    return {
      _id: id,
      hidden,
      title: doc['title'] as string,
      language: doc['language'] as CollectionItems['downloads']['language'],
      file: downloadFileUrl(id),
      fileName: file.name,
      fileType: file.fileType,
      mime: file.mime,
      size: file.size,
      thumbnail: thumbnail ? pictureRef(thumbnail, media) : null,
    };
  },
  mediaIds: (doc) => [...((doc['file'] as StoredFile).media ? [(doc['file'] as StoredFile).media!] : []), ...mediaOf(doc['thumbnail'] as StoredPicture | null)],
};

export const SERVER_COLLECTIONS: { [S in CollectionSlug]: ServerCollection<CollectionItems[S]> } = {
  services: withPicture(
    'services',
    serviceFieldsSchema,
    z.object({ ...itemBase, summary: z.string(), paragraphs: z.array(z.string()), picture: pictureRefSchema }),
    {},
  ),
  courses: withPicture(
    'courses',
    courseFieldsSchema,
    z.object({
      ...itemBase,
      summary: z.string(),
      topics: z.array(z.string()),
      paragraphs: z.array(z.string()),
      price: z.string(),
      duration: z.string(),
      picture: pictureRefSchema,
    }),
    { topics: [], price: '', duration: '' },
  ),
  gallery: withPicture('gallery', galleryFieldsSchema, z.object({ ...itemBase, layout: z.enum(['normal', 'wide', 'tall']), picture: pictureRefSchema }), {
    layout: 'normal',
  }),
  downloads,
};
