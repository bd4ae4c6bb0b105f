import { z } from 'zod';
import {
  COLLECTIONS,
  courseItemSchema,
  downloadItemSchema,
  galleryItemSchema,
  serviceItemSchema,
  type CollectionItems,
  type CollectionSlug,
  type CollectionSpec,
  type ItemBase,
  type Offer,
  type Slider,
} from '@firm/contract';
import { mediaOf, pictureRef, type MediaIndex, type StoredPicture } from './pictures.js';
import { mediaUrl, variantUrls } from '../media/urls.js';
import { documentStorage, type Doc, type EngineCollection, type StoredFile, type StoredFiles } from './repository.js';

/**
 * One of the owner's collections on the server: the engine's view (storage, items), the contract's
 * definition (slug, file rules, the zod schema of its fields) and the schema of its items (OpenAPI).
 * Routes, repository and documentation are derived from it (content/routes.ts, content/repository.ts).
 */
export interface ServerCollection<Item extends ItemBase = ItemBase> extends EngineCollection<Item> {
  spec: CollectionSpec;
  item: z.ZodType<Item>;
}

/** A collection whose items have one picture (multipart part `image`), stored as `picture`. */
function withPicture<Slug extends 'services' | 'courses' | 'gallery'>(
  slug: Slug,
  item: z.ZodType<CollectionItems[Slug]>,
  defaults: Doc,
): ServerCollection<CollectionItems[Slug]> {
  return {
    slug,
    storage: documentStorage,
    spec: COLLECTIONS[slug],
    item,
    toDoc: (f, files, current) => ({ ...defaults, ...current, ...f, picture: files.image ?? current?.['picture'] }),
    toItem: ({ id, hidden }, doc, media) =>
      ({
        _id: id,
        hidden,
        ...defaults,
        ...doc,
        picture: pictureRef(doc['picture'] as StoredPicture, media),
      }) as unknown as CollectionItems[Slug],
    mediaIds: (doc) => mediaOf(doc['picture'] as StoredPicture),
  };
}

/** Where a download is fetched, under its file name (served by content/routes.ts). */
export const downloadFileUrl = (id: string) => `/api/downloads/${encodeURIComponent(id)}/file`;

const downloads: ServerCollection<CollectionItems['downloads']> = {
  slug: 'downloads',
  storage: documentStorage,
  spec: COLLECTIONS.downloads,
  item: downloadItemSchema,
  toDoc(f, files, current) {
    // The owner's thumbnail wins; one made from the file follows the file, unless the owner gave one.
    const given = files.image !== undefined || current?.['thumbnailGiven'] === true;
    const thumbnail = files.image ?? (files.file && !given ? (files.fileThumbnail ?? null) : (current?.['thumbnail'] ?? null));
    return { language: 'en', ...current, ...f, file: files.file ?? current?.['file'], thumbnail, thumbnailGiven: given };
  },
  toItem({ id, hidden }, doc, media) {
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
  mediaIds: (doc) => [
    ...((doc['file'] as StoredFile).media ? [(doc['file'] as StoredFile).media!] : []),
    ...mediaOf(doc['thumbnail'] as StoredPicture | null),
  ],
};

export const SERVER_COLLECTIONS: { [S in CollectionSlug]: ServerCollection<CollectionItems[S]> } = {
  services: withPicture('services', serviceItemSchema, {}),
  courses: withPicture('courses', courseItemSchema, { topics: [], price: '', duration: '' }),
  gallery: withPicture('gallery', galleryItemSchema, { layout: 'normal' }),
  downloads,
};

/** The pictures of offers and sliders: one image_id column. */
const imageColumn = (doc: Doc) => (doc['picture'] as StoredPicture | null | undefined) ?? null;
const imageOf = (row: Record<string, unknown>): StoredPicture | null => (row['image_id'] ? { media: row['image_id'] as string } : null);
const mediaUrlsOf = (doc: Doc, media: MediaIndex) => {
  const picture = imageColumn(doc);
  return picture && 'media' in picture
    ? { image: mediaUrl(picture.media), variants: variantUrls(media.get(picture.media)?.variants ?? null) }
    : { image: null, variants: [] };
};
const withPictureFrom = (f: Doc, files: StoredFiles, current: Doc | undefined): Doc => ({
  ...current,
  ...f,
  picture: files.image ?? current?.['picture'] ?? null,
});

/** Offers (API-1): their own table, newest first, random ids; offers-sliders-routes.ts is their API. */
export const OFFERS: EngineCollection<Offer> = {
  slug: 'offers',
  storage: {
    table: 'offers',
    columns: ['title', 'description', 'percentage', 'image_id'],
    toColumns: (doc) => ({
      title: doc['title'],
      description: doc['description'],
      percentage: doc['percentage'],
      image_id: mediaOf(imageColumn(doc))[0] ?? null,
    }),
    fromColumns: (row) => ({ title: row['title'], description: row['description'], percentage: row['percentage'], picture: imageOf(row) }),
    order: 'newest',
    ids: 'uuid',
    hideable: false,
  },
  toDoc: withPictureFrom,
  toItem: ({ id }, doc, media) => ({
    _id: id,
    title: doc['title'] as string,
    description: doc['description'] as string,
    percentage: Number(doc['percentage']),
    ...mediaUrlsOf(doc, media),
  }),
  mediaIds: (doc) => mediaOf(imageColumn(doc)),
};

/** Sliders (API-1): their own table, in the admin's order, random ids; offers-sliders-routes.ts is their API. */
export const SLIDERS: EngineCollection<Slider> = {
  slug: 'sliders',
  storage: {
    table: 'sliders',
    columns: ['title', 'image_id', 'position'],
    toColumns: (doc) => ({ title: doc['title'], image_id: mediaOf(imageColumn(doc))[0] ?? null }),
    fromColumns: (row) => ({ title: row['title'], picture: imageOf(row) }),
    order: 'position',
    ids: 'uuid',
    hideable: false,
  },
  toDoc: withPictureFrom,
  toItem: ({ id, position }, doc, media) => ({ _id: id, title: doc['title'] as string, ...mediaUrlsOf(doc, media), position }),
  mediaIds: (doc) => mediaOf(imageColumn(doc)),
};
