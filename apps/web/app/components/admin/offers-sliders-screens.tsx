/** The screens of offers and sliders, on their own API (API-1); the collections' come from their definitions (collection-screen.tsx). */
import {
  API,
  MESSAGES,
  TIMINGS,
  addOfferFormSchema,
  addSliderFormSchema,
  editOfferFormSchema,
  editSliderFormSchema,
  offerDatesText,
  type MessageResponse,
  type Offer,
  type OfferResponse,
  type OffersResponse,
  type Slider,
  type SliderResponse,
  type SlidersResponse,
} from '@firm/contract';
import { apiRequest } from '~/lib/api-client';
import { multipart, said, type ItemScreen } from './item-screen';
import { pictureSettings, placementDefaults } from './picture-placement';
import type { FieldDef } from './item-form';

// Values arrive parsed by the form's schema: percentage is a number by then.
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const image = (value: unknown) => (value instanceof File ? value : undefined);

/** A slide's or an offer's own button (SLIDER-3, OFFER-5): both or neither. */
const BUTTON_FIELDS: FieldDef[] = [
  { name: 'buttonLabel', label: 'Button label', kind: 'text', help: 'Optional, e.g. Book a visit. Give a link as well.' },
  {
    name: 'buttonLink',
    label: 'Button link',
    kind: 'text',
    help: 'A page of this site, e.g. /contact?subject=Training, or an address starting with https://',
  },
];
/** When an offer shows (OFFER-3): both days included, in the firm's time zone. */
const OFFER_FIELDS: FieldDef[] = [
  { name: 'startsOn', label: 'Starts on', kind: 'date', help: 'Optional: the first day visitors see it. Empty: from now.' },
  { name: 'endsOn', label: 'Ends on', kind: 'date', help: 'Optional: the last day visitors see it. Empty: until you delete it.' },
  ...BUTTON_FIELDS,
];
const SLIDE_FIELDS: FieldDef[] = [
  // Not "Subtitle": a label holding "title" would be found by every search for the Title field.
  { name: 'subtitle', label: 'Second line', kind: 'text', help: 'Optional: a line under the title on the home page.' },
  ...BUTTON_FIELDS,
];
/** The texts of those fields as the API takes them ('' clears one). */
const textsOf = (fields: FieldDef[], values: Record<string, unknown>) =>
  Object.fromEntries(fields.map((f) => [f.name, text(values[f.name])]));
const offerTexts = (offer: Offer | null) => ({
  startsOn: offer?.startsOn ?? '',
  endsOn: offer?.endsOn ?? '',
  buttonLabel: offer?.buttonLabel ?? '',
  buttonLink: offer?.buttonLink ?? '',
});
const slideTexts = (slider: Slider | null) => ({
  subtitle: slider?.subtitle ?? '',
  buttonLabel: slider?.buttonLabel ?? '',
  buttonLink: slider?.buttonLink ?? '',
});
/** What the admin's list says of an offer visitors do not see today (OFFER-6), and its dates. */
const SCHEDULE_WORDS = { current: 'Showing', scheduled: 'Scheduled', ended: 'Ended' } as const;

export const offerScreen: ItemScreen<Offer> = {
  noun: 'offer',
  Noun: 'Offer',
  heading: 'Offer management',
  emptyText: MESSAGES.noOffers,
  // ADMIN-4: the add and edit notices of offers and sliders stay 2000 ms.
  noticeMs: TIMINGS.toastMs,
  clearOnListError: false,
  picture: (offer) => offer.image,
  columns: [
    { header: 'Description', cell: (offer) => offer.description },
    { header: 'Percentage', cell: (offer) => `${offer.percentage}%` },
    {
      header: 'Dates',
      cell: (offer) => [SCHEDULE_WORDS[offer.schedule], offerDatesText(offer)].filter(Boolean).join(': '),
    },
  ],
  // With the token: the offers visitors do not see today as well (OFFER-6).
  list: async () => (await apiRequest<OffersResponse>(API.offers)).offer,
  single: async (id) => (await apiRequest<OfferResponse>(`${API.singleOffer}?offerId=${encodeURIComponent(id)}`)).offer,
  add: async (values, onProgress) => {
    const form = multipart({
      title: text(values.offerTitle),
      description: text(values.description),
      percentage: text(values.percentage),
      ...textsOf(OFFER_FIELDS, values),
      image: image(values.image),
      ...pictureSettings(values),
    });
    return said(await apiRequest<MessageResponse>(API.addOffer, { method: 'POST', form, onProgress }), MESSAGES.offerAdded);
  },
  update: async (offer, values, onProgress) => {
    const form = multipart({
      offerid: offer._id,
      title: text(values.title),
      description: text(values.description),
      percentage: text(values.percentage),
      ...textsOf(OFFER_FIELDS, values),
      image: image(values.image),
      ...pictureSettings(values),
    });
    return said(await apiRequest<MessageResponse>(API.updateOffer, { method: 'PUT', form, onProgress }), MESSAGES.offerUpdated);
  },
  remove: async (offer) =>
    said(
      await apiRequest<MessageResponse>(`${API.deleteOffer}?offerid=${encodeURIComponent(offer._id)}`, { method: 'DELETE' }),
      MESSAGES.offerDeleted,
    ),
  trash: 'offers',
  addForm: {
    schema: addOfferFormSchema,
    fields: [
      { name: 'offerTitle', label: 'Offer title', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'percentage', label: 'Percentage', kind: 'number' },
      ...OFFER_FIELDS,
      { name: 'image', label: 'Image', kind: 'picture' },
    ],
    defaults: { offerTitle: '', description: '', percentage: '', ...offerTexts(null), image: undefined, ...placementDefaults(null) },
  },
  editForm: {
    schema: editOfferFormSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'percentage', label: 'Percentage', kind: 'number' },
      ...OFFER_FIELDS,
      { name: 'image', label: 'Image (optional)', kind: 'picture' },
    ],
    current: (offer) => ({ image: offer.image }),
    defaults: (offer) => ({
      title: offer.title,
      description: offer.description,
      percentage: String(offer.percentage),
      ...offerTexts(offer),
      image: undefined,
      ...placementDefaults(offer),
    }),
  },
};

const moveSlider = async (sliderid: string, direction: 'up' | 'down') =>
  said(await apiRequest<MessageResponse>(API.moveSlider, { method: 'PUT', json: { sliderid, direction } }), MESSAGES.sliderMoved);

export const sliderScreen: ItemScreen<Slider> = {
  noun: 'slider',
  Noun: 'Slider',
  heading: 'Slider management',
  emptyText: MESSAGES.noSliders,
  noticeMs: TIMINGS.toastMs,
  clearOnListError: true,
  picture: (slider) => slider.image,
  columns: [],
  list: async () => [...(await apiRequest<SlidersResponse>(API.sliders, { auth: false })).slider].sort((a, b) => a.position - b.position),
  single: async (id) =>
    (await apiRequest<SliderResponse>(`${API.singleSlider}?sliderId=${encodeURIComponent(id)}`, { auth: false })).slider,
  add: async (values, onProgress) => {
    const form = multipart({
      title: text(values.title),
      ...textsOf(SLIDE_FIELDS, values),
      image: image(values.image),
      ...pictureSettings(values),
    });
    return said(await apiRequest<MessageResponse>(API.addSlider, { method: 'POST', form, onProgress }), MESSAGES.sliderAdded);
  },
  update: async (slider, values, onProgress) => {
    const form = multipart({
      sliderid: slider._id,
      title: text(values.title),
      ...textsOf(SLIDE_FIELDS, values),
      image: image(values.image),
      ...pictureSettings(values),
    });
    return said(await apiRequest<MessageResponse>(API.updateSlider, { method: 'PUT', form, onProgress }), MESSAGES.sliderUpdated);
  },
  remove: async (slider) =>
    said(
      await apiRequest<MessageResponse>(`${API.deleteSlider}?sliderid=${encodeURIComponent(slider._id)}`, { method: 'DELETE' }),
      MESSAGES.sliderDeleted,
    ),
  trash: 'sliders',
  move: async (slider, direction) => moveSlider(slider._id, direction),
  reorder: async (ids) => {
    // The API moves a slider one place at a time (ADMIN-7, API-5): a drag is as many moves as places crossed.
    const order = (await sliderScreen.list()).map((slider) => slider._id);
    let message: string = MESSAGES.sliderMoved;
    for (const [target, id] of ids.entries()) {
      for (let at = order.indexOf(id); at > target; at--) {
        message = await moveSlider(id, 'up');
        [order[at - 1], order[at]] = [order[at]!, order[at - 1]!];
      }
    }
    return message;
  },
  addForm: {
    schema: addSliderFormSchema,
    fields: [{ name: 'title', label: 'Title', kind: 'text' }, ...SLIDE_FIELDS, { name: 'image', label: 'Image', kind: 'picture' }],
    defaults: { title: '', ...slideTexts(null), image: undefined, ...placementDefaults(null) },
  },
  editForm: {
    schema: editSliderFormSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      ...SLIDE_FIELDS,
      { name: 'image', label: 'Image (optional)', kind: 'picture' },
    ],
    current: (slider) => ({ image: slider.image }),
    defaults: (slider) => ({ title: slider.title, ...slideTexts(slider), image: undefined, ...placementDefaults(slider) }),
  },
};
