import { OFFER_FIELDS, SLIDER_FIELDS, fieldValues, offerSchedule, type FieldsSpec, type Offer, type Slider } from '@firm/contract';
import { mediaOf, placed, placementOf, type MediaIndex, type StoredPicture } from './pictures.js';
import { mediaUrl, variantUrls } from '../media/urls.js';
import type { Doc, EngineCollection, StoredFiles } from './repository.js';

/** The picture of an offer or a slider: its `picture` field (the API's `image` part). */
const pictureIn = (doc: Doc) => (doc['picture'] as StoredPicture | null | undefined) ?? null;
/** The picture as offers and sliders answer it, flat (API-1), with its alt text and focus (IMAGE-5, IMAGE-7). */
const mediaUrlsOf = (doc: Doc, media: MediaIndex) => {
  const picture = pictureIn(doc);
  return picture && 'media' in picture
    ? { image: mediaUrl(picture.media), variants: variantUrls(media.get(picture.media)?.variants ?? null), ...placementOf(picture) }
    : { image: null, variants: [], ...placementOf(null) };
};
/**
 * What a write stores: the checked fields over the current ones, every field of the definition as its item answers it
 * ('' for a text it lacks, as a version kept before migration 022 reads; null for a day), and the picture the write
 * leaves. History compares them field by field.
 */
const storedDoc = (fields: FieldsSpec, f: Doc, files: StoredFiles, current: Doc | undefined): Doc => {
  const doc = { ...current, ...f };
  const before = pictureIn(current ?? {});
  return { ...fieldValues(fields, doc), picture: placed(files.image ?? before, before, files.imageSettings) };
};

/** Offers (API-1): newest first, random ids; offers-sliders-routes.ts is their API. */
export const OFFERS: EngineCollection<Offer> = {
  slug: 'offers',
  storage: { order: 'newest', ids: 'uuid', hideable: false },
  toDoc: (f, files, current) => storedDoc(OFFER_FIELDS, f, files, current),
  toItem: ({ id }, doc, media) => ({
    _id: id,
    ...fieldValues(OFFER_FIELDS, doc),
    ...mediaUrlsOf(doc, media),
    // Set for the day the item is read on (`dated`).
    schedule: 'current',
  }),
  mediaIds: (doc) => mediaOf(pictureIn(doc)),
  kind: 'Offer',
  pictureOf: (item) => item.image,
  // An offer shows from its first day to its last in the firm's time zone (OFFER-3).
  dated: {
    on: (offer, day) => ({ ...offer, schedule: offerSchedule(offer, day) }),
    current: (offer) => offer.schedule === 'current',
  },
};

/** Sliders (API-1): in the admin's order, random ids; offers-sliders-routes.ts is their API. */
export const SLIDERS: EngineCollection<Slider> = {
  slug: 'sliders',
  storage: { order: 'position', ids: 'uuid', hideable: false },
  toDoc: (f, files, current) => storedDoc(SLIDER_FIELDS, f, files, current),
  toItem: ({ id, position }, doc, media) => ({
    _id: id,
    ...fieldValues(SLIDER_FIELDS, doc),
    ...mediaUrlsOf(doc, media),
    position,
  }),
  mediaIds: (doc) => mediaOf(pictureIn(doc)),
  kind: 'Slider',
  pictureOf: (item) => item.image,
};
