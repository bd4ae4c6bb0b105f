/**
 * Offers and sliders (API-1): their forms, what their add and edit accept, and their answers, from the same builders
 * as the collections' fields (decision 067).
 */
import { z } from 'zod';
import { EDIT_IMAGE_TYPES, LIMITS } from './limits.js';
import { OFFER_SCHEDULES, SLIDES_OFFERS_LIMITS as SL, SLIDES_OFFERS_MESSAGES as SM } from './slides-offers.js';
import type { PictureCrop } from './picture-crops.js';
import { field } from './field-kinds.js';
import { defineFields } from './define-fields.js';

/** A slide's or an offer's own button (SLIDER-3, OFFER-5): both or neither (buttonProblem). */
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
/** Required on an add (IMAGE-1), optional on an edit and of fewer types (IMAGE-2); 5 MB either way. */
const image = (crops: readonly PictureCrop[]) =>
  field.picture({
    name: 'image',
    label: 'Image',
    required: true,
    maxBytes: LIMITS.maxImageBytes,
    edit: { label: 'Image (optional)', types: EDIT_IMAGE_TYPES },
    crops,
  });
/** API-1's title: "Must be at most 200 characters" when too long. */
const api1Title = (label: string, edit?: { label: string }) =>
  field.text('title', { label, max: 200, tooLong: 'Must be at most 200 characters', ...(edit ? { edit } : {}) });

/** An offer (OFFER-1 to OFFER-5): "Offer title" on an add, "Title" on an edit, with their messages. */
export const OFFER_FIELDS = defineFields([
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
  image(['card']),
]);

/** A slide of the home banner (SLIDER-1 to SLIDER-3). */
export const SLIDER_FIELDS = defineFields([
  api1Title('Title'),
  // Not "Subtitle": a label holding "title" would be found by every search for the Title field.
  field.text('subtitle', {
    label: 'Second line',
    max: SL.subtitleMax,
    required: false,
    help: 'Optional: a line under the title on the home page.',
  }),
  ...buttonFields,
  image(['bannerWide', 'bannerPhone']),
]);

/**
 * An offer as API-1 answers it (OFFER-1 to OFFER-5): its fields, a day it lacks as null (OFFER-3), and where the day
 * it is read on falls against its days; the public reads only ever hold 'current' ones.
 */
export const offerSchema = OFFER_FIELDS.itemSchema.extend({ schedule: z.enum(OFFER_SCHEDULES) });
export type Offer = z.infer<typeof offerSchema>;
/** A slide as API-1 answers it (SLIDER-1 to SLIDER-3): its fields and its place in the admin's order. */
export const sliderSchema = SLIDER_FIELDS.itemSchema.extend({ position: z.number() });
export type Slider = z.infer<typeof sliderSchema>;

export const offersResponseSchema = z.object({ offer: z.array(offerSchema) });
export type OffersResponse = z.infer<typeof offersResponseSchema>;
export const offerResponseSchema = z.object({ offer: offerSchema });
export type OfferResponse = z.infer<typeof offerResponseSchema>;
export const slidersResponseSchema = z.object({ slider: z.array(sliderSchema) });
export type SlidersResponse = z.infer<typeof slidersResponseSchema>;
export const sliderResponseSchema = z.object({ slider: sliderSchema });
export type SliderResponse = z.infer<typeof sliderResponseSchema>;
