import type { Offer, Slider } from '@firm/contract';
import { mediaOf, type MediaIndex, type StoredPicture } from './pictures.js';
import { mediaUrl, variantUrls } from '../media/urls.js';
import type { Doc, EngineCollection, StoredFiles } from './repository.js';

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
    scope: {},
    mediaLinks: false,
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
  kind: 'Offer',
  pictureOf: (item) => item.image,
};

/** Sliders (API-1): their own table, in the admin's order, random ids; offers-sliders-routes.ts is their API. */
export const SLIDERS: EngineCollection<Slider> = {
  slug: 'sliders',
  storage: {
    table: 'sliders',
    scope: {},
    mediaLinks: false,
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
  kind: 'Slider',
  pictureOf: (item) => item.image,
};
