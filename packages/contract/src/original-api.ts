/**
 * The answers of the original backend's API (API-1, decision 008) for the collections it serves (`originalApi`):
 * sliders and offers as their definitions make them (collections.ts), without `hidden`, their picture flat beside
 * their fields rather than a PictureRef, an offer with its schedule, a slide with its place.
 */
import { z } from 'zod';
import { COLLECTIONS } from './collections.js';
import { focusSchema } from './picture-settings-schema.js';
import { pictureWriteNames } from './picture-settings.js';
import { imageVariantSchema } from './responses.js';

/**
 * API-1's writes send the picture as the part `image`, with `imageAlt`, `imageFocus` and `imageRotate` (IMAGE-8):
 * its own name for the definitions' field `picture` (decision 094), kept at its paths alone.
 */
export const API1_PICTURE = 'image';

/** A write's key under API-1's name: the picture field `picture` and its write fields as `image`, `imageAlt`... */
export function api1Key(key: string, picture: string): string {
  if (key === picture) return API1_PICTURE;
  const from = pictureWriteNames(picture);
  const to = pictureWriteNames(API1_PICTURE);
  const setting = (['alt', 'focus', 'rotate'] as const).find((k) => from[k] === key);
  return setting ? to[setting] : key;
}

/**
 * API-1's picture, flat in the item: the original's address (null for none), its sizes, its alt text ('' when none:
 * the pages read the title, IMAGE-7) and its focus (IMAGE-5).
 */
export const flatPictureShape = {
  image: z.string().nullable(),
  variants: z.array(imageVariantSchema),
  alt: z.string(),
  focus: focusSchema,
};

/**
 * An offer as API-1 answers it (OFFER-1 to OFFER-5): its fields, a day it lacks as null (OFFER-3), and where the day
 * it is read on falls against its days; the public reads only ever hold 'current' ones.
 */
export const offerSchema = COLLECTIONS.offers.itemSchema
  .omit({ hidden: true, picture: true, schedule: true })
  .extend(flatPictureShape)
  .extend({ schedule: COLLECTIONS.offers.itemSchema.shape.schedule });
export type Offer = z.infer<typeof offerSchema>;
/** A slide as API-1 answers it (SLIDER-1 to SLIDER-3): its fields and its place in the admin's order. */
export const sliderSchema = COLLECTIONS.sliders.itemSchema
  .omit({ hidden: true, picture: true })
  .extend(flatPictureShape)
  .extend({ position: z.number() });
export type Slider = z.infer<typeof sliderSchema>;

export const offersResponseSchema = z.object({ offer: z.array(offerSchema) });
export type OffersResponse = z.infer<typeof offersResponseSchema>;
export const offerResponseSchema = z.object({ offer: offerSchema });
export type OfferResponse = z.infer<typeof offerResponseSchema>;
export const slidersResponseSchema = z.object({ slider: z.array(sliderSchema) });
export type SlidersResponse = z.infer<typeof slidersResponseSchema>;
export const sliderResponseSchema = z.object({ slider: sliderSchema });
export type SliderResponse = z.infer<typeof sliderResponseSchema>;
