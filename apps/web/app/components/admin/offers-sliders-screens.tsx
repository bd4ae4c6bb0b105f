/** The screens of offers and sliders, on their own API (API-1); the collections' come from their definitions (collection-screen.tsx). */
import {
  API,
  MESSAGES,
  addOfferFormSchema,
  addSliderFormSchema,
  editOfferFormSchema,
  editSliderFormSchema,
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

// Values arrive parsed by the form's schema: percentage is a number by then.
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const image = (value: unknown) => (value instanceof File ? value : undefined);

export const offerScreen: ItemScreen<Offer> = {
  noun: 'offer',
  Noun: 'Offer',
  heading: 'Offer management',
  emptyText: MESSAGES.noOffers,
  clearOnListError: false,
  picture: (offer) => offer.image,
  columns: [
    { header: 'Description', cell: (offer) => offer.description },
    { header: 'Percentage', cell: (offer) => `${offer.percentage}%` },
  ],
  list: async () => (await apiRequest<OffersResponse>(API.offers, { auth: false })).offer,
  single: async (id) => (await apiRequest<OfferResponse>(`${API.singleOffer}?offerId=${encodeURIComponent(id)}`, { auth: false })).offer,
  add: async (values, onProgress) => {
    const form = multipart({
      title: text(values.offerTitle),
      description: text(values.description),
      percentage: text(values.percentage),
      image: image(values.image),
    });
    return said(await apiRequest<MessageResponse>(API.addOffer, { method: 'POST', form, onProgress }), MESSAGES.offerAdded);
  },
  update: async (offer, values, onProgress) => {
    const form = multipart({
      offerid: offer._id,
      title: text(values.title),
      description: text(values.description),
      percentage: text(values.percentage),
      image: image(values.image),
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
      { name: 'image', label: 'Image', kind: 'picture' },
    ],
    defaults: { offerTitle: '', description: '', percentage: '', image: undefined },
  },
  editForm: {
    schema: editOfferFormSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'percentage', label: 'Percentage', kind: 'number' },
      { name: 'image', label: 'Image (optional)', kind: 'picture' },
    ],
    current: (offer) => ({ image: offer.image }),
    defaults: (offer) => ({ title: offer.title, description: offer.description, percentage: String(offer.percentage), image: undefined }),
  },
};

const moveSlider = async (sliderid: string, direction: 'up' | 'down') =>
  said(await apiRequest<MessageResponse>(API.moveSlider, { method: 'PUT', json: { sliderid, direction } }), MESSAGES.sliderMoved);

export const sliderScreen: ItemScreen<Slider> = {
  noun: 'slider',
  Noun: 'Slider',
  heading: 'Slider management',
  emptyText: MESSAGES.noSliders,
  clearOnListError: true,
  picture: (slider) => slider.image,
  columns: [],
  list: async () => [...(await apiRequest<SlidersResponse>(API.sliders, { auth: false })).slider].sort((a, b) => a.position - b.position),
  single: async (id) =>
    (await apiRequest<SliderResponse>(`${API.singleSlider}?sliderId=${encodeURIComponent(id)}`, { auth: false })).slider,
  add: async (values, onProgress) => {
    const form = multipart({ title: text(values.title), image: image(values.image) });
    return said(await apiRequest<MessageResponse>(API.addSlider, { method: 'POST', form, onProgress }), MESSAGES.sliderAdded);
  },
  update: async (slider, values, onProgress) => {
    const form = multipart({ sliderid: slider._id, title: text(values.title), image: image(values.image) });
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
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'image', label: 'Image', kind: 'picture' },
    ],
    defaults: { title: '', image: undefined },
  },
  editForm: {
    schema: editSliderFormSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'image', label: 'Image (optional)', kind: 'picture' },
    ],
    current: (slider) => ({ image: slider.image }),
    defaults: (slider) => ({ title: slider.title, image: undefined }),
  },
};
