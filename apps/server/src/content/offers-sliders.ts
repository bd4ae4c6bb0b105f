import { offerSchedule, type Offer, type Slider } from '@firm/contract';
import { mediaOf, placed, placementOf, type MediaIndex, type StoredPicture } from './pictures.js';
import { mediaUrl, variantUrls } from '../media/urls.js';
import type { Doc, EngineCollection, StoredFiles } from './repository.js';

/** The pictures of offers and sliders: one image_id column. */
const imageColumn = (doc: Doc) => (doc['picture'] as StoredPicture | null | undefined) ?? null;
/** The picture with its alt text and focus (migration 020), as pictures.ts's `placed` keeps them. */
const imageOf = (row: Record<string, unknown>): StoredPicture | null =>
  row['image_id']
    ? placed(
        {
          media: row['image_id'] as string,
          alt: String(row['image_alt'] ?? ''),
          focus: { x: Number(row['image_focus_x'] ?? 0.5), y: Number(row['image_focus_y'] ?? 0.5) },
        },
        null,
      )
    : null;
/** The picture's columns: its media, alt text and focus. */
const imageColumns = (doc: Doc) => {
  const picture = imageColumn(doc);
  const { alt, focus } = placementOf(picture);
  return { image_id: mediaOf(picture)[0] ?? null, image_alt: alt, image_focus_x: focus.x, image_focus_y: focus.y };
};
/** The picture as offers and sliders answer it, flat (API-1), with its alt text and focus (IMAGE-5, IMAGE-7). */
const mediaUrlsOf = (doc: Doc, media: MediaIndex) => {
  const picture = imageColumn(doc);
  return picture && 'media' in picture
    ? { image: mediaUrl(picture.media), variants: variantUrls(media.get(picture.media)?.variants ?? null), ...placementOf(picture) }
    : { image: null, variants: [], ...placementOf(null) };
};
/** A text column of migration 022: '' for none, and for a version kept before it. */
const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
/** An offer's day: null for none ('' clears it). */
const dayOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const buttonColumns = (doc: Doc) => ({ button_label: textOf(doc['buttonLabel']), button_link: textOf(doc['buttonLink']) });
const buttonOf = (row: Record<string, unknown>) => ({ buttonLabel: textOf(row['button_label']), buttonLink: textOf(row['button_link']) });
const withPictureFrom = (f: Doc, files: StoredFiles, current: Doc | undefined): Doc => ({
  ...current,
  ...f,
  picture: placed(files.image ?? imageColumn(current ?? {}), imageColumn(current ?? {}), files.imageSettings),
});

/** Offers (API-1): their own table, newest first, random ids; offers-sliders-routes.ts is their API. */
export const OFFERS: EngineCollection<Offer> = {
  slug: 'offers',
  storage: {
    table: 'offers',
    scope: {},
    mediaLinks: false,
    columns: [
      'title',
      'description',
      'percentage',
      'image_id',
      'image_alt',
      'image_focus_x',
      'image_focus_y',
      'starts_on',
      'ends_on',
      'button_label',
      'button_link',
    ],
    toColumns: (doc) => ({
      title: doc['title'],
      description: doc['description'],
      percentage: doc['percentage'],
      ...imageColumns(doc),
      starts_on: dayOf(doc['startsOn']),
      ends_on: dayOf(doc['endsOn']),
      ...buttonColumns(doc),
    }),
    fromColumns: (row) => ({
      title: row['title'],
      description: row['description'],
      percentage: row['percentage'],
      picture: imageOf(row),
      startsOn: dayOf(row['starts_on']),
      endsOn: dayOf(row['ends_on']),
      ...buttonOf(row),
    }),
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
    startsOn: dayOf(doc['startsOn']),
    endsOn: dayOf(doc['endsOn']),
    // Set for the day the item is read on (`dated`).
    schedule: 'current',
    buttonLabel: textOf(doc['buttonLabel']),
    buttonLink: textOf(doc['buttonLink']),
  }),
  mediaIds: (doc) => mediaOf(imageColumn(doc)),
  kind: 'Offer',
  pictureOf: (item) => item.image,
  // An offer shows from its first day to its last in the firm's time zone (OFFER-3).
  dated: {
    on: (offer, day) => ({ ...offer, schedule: offerSchedule(offer, day) }),
    current: (offer) => offer.schedule === 'current',
  },
};

/** Sliders (API-1): their own table, in the admin's order, random ids; offers-sliders-routes.ts is their API. */
export const SLIDERS: EngineCollection<Slider> = {
  slug: 'sliders',
  storage: {
    table: 'sliders',
    scope: {},
    mediaLinks: false,
    columns: ['title', 'image_id', 'image_alt', 'image_focus_x', 'image_focus_y', 'position', 'subtitle', 'button_label', 'button_link'],
    toColumns: (doc) => ({
      title: doc['title'],
      ...imageColumns(doc),
      subtitle: textOf(doc['subtitle']),
      ...buttonColumns(doc),
    }),
    fromColumns: (row) => ({ title: row['title'], picture: imageOf(row), subtitle: textOf(row['subtitle']), ...buttonOf(row) }),
    order: 'position',
    ids: 'uuid',
    hideable: false,
  },
  toDoc: withPictureFrom,
  toItem: ({ id, position }, doc, media) => ({
    _id: id,
    title: doc['title'] as string,
    ...mediaUrlsOf(doc, media),
    position,
    subtitle: textOf(doc['subtitle']),
    buttonLabel: textOf(doc['buttonLabel']),
    buttonLink: textOf(doc['buttonLink']),
  }),
  mediaIds: (doc) => mediaOf(imageColumn(doc)),
  kind: 'Slider',
  pictureOf: (item) => item.image,
};
