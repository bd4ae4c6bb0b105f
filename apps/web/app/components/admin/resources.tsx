/** What differs between the managed records (offers, sliders, and the collections of collection-config.tsx); everything else is shared. */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
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
import { apiRequest, messageOf } from '~/lib/api-client';
import type { FieldDef, RecordFormProps } from './record-form';

export interface ManagedRecord {
  _id: string;
  title: string;
}

type Progress = (percent: number) => void;

export interface ResourceConfig<T extends ManagedRecord> {
  /** 'offer': used in accessible names ("View offer Summer sale"). */
  noun: string;
  /** 'Offer': used in headings and buttons. */
  Noun: string;
  heading: string;
  emptyText: string;
  /** A failed list fetch empties the list (ADMIN-2). */
  clearOnListError: boolean;
  /** Extra columns after the title. */
  columns: { header: string; cell: (item: T) => ReactNode }[];
  /** What the view modal shows under the title; the columns when not given. */
  details?: { header: string; cell: (item: T) => ReactNode }[];
  /** The URL of the item's picture (list thumbnail, view), or null. */
  picture: (item: T) => string | null;
  /** A smaller picture for the list; the picture when not given. */
  thumbnail?: (item: T) => string | null;
  list: () => Promise<T[]>;
  single: (id: string) => Promise<T>;
  add: (values: FieldValues, onProgress: Progress) => Promise<string>;
  /** `changed`: names of the fields the owner changed. */
  update: (item: T, values: FieldValues, onProgress: Progress, changed: string[]) => Promise<string>;
  remove: (item: T) => Promise<string>;
  /** One step up or down (the sliders' spec API). */
  move?: (item: T, direction: 'up' | 'down') => Promise<string>;
  /** The whole new order, by dragging or by keyboard. */
  reorder?: (ids: string[]) => Promise<string>;
  /** Hide (a draft, on no public page) or show again. */
  visibility?: { hidden: (item: T) => boolean; set: (item: T, hidden: boolean) => Promise<string> };
  addForm: { schema: RecordFormProps['schema']; fields: readonly FieldDef[]; defaults: FieldValues };
  editForm: {
    schema: RecordFormProps['schema'];
    fields: readonly FieldDef[];
    defaults: (item: T) => FieldValues;
    current: (item: T) => Record<string, string | null>;
  };
}

/** Builds a multipart body from the form's values, leaving out an image that was not picked. */
export function multipart(fields: Record<string, string | number | File | undefined>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, value instanceof File ? value : String(value));
  }
  return form;
}

// Values arrive parsed by the form's schema: percentage is a number by then.
const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
const image = (value: unknown) => (value instanceof File ? value : undefined);
/** The server's message, or the fallback when it sent none (ADMIN-4, ADMIN-5). */
export const said = (body: unknown, fallback: string) => messageOf(body) ?? fallback;

export const offerConfig: ResourceConfig<Offer> = {
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
  addForm: {
    schema: addOfferFormSchema,
    fields: [
      { name: 'offerTitle', label: 'Offer title', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'percentage', label: 'Percentage', kind: 'number' },
      { name: 'image', label: 'Image', kind: 'image' },
    ],
    defaults: { offerTitle: '', description: '', percentage: '', image: undefined },
  },
  editForm: {
    schema: editOfferFormSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'description', label: 'Description', kind: 'textarea' },
      { name: 'percentage', label: 'Percentage', kind: 'number' },
      { name: 'image', label: 'Image (optional)', kind: 'image' },
    ],
    current: (offer) => ({ image: offer.image }),
    defaults: (offer) => ({ title: offer.title, description: offer.description, percentage: String(offer.percentage), image: undefined }),
  },
};

const moveSlider = async (sliderid: string, direction: 'up' | 'down') =>
  said(await apiRequest<MessageResponse>(API.moveSlider, { method: 'PUT', json: { sliderid, direction } }), MESSAGES.sliderMoved);

export const sliderConfig: ResourceConfig<Slider> = {
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
  move: async (slider, direction) => moveSlider(slider._id, direction),
  reorder: async (ids) => {
    // The API moves a slider one place at a time (ADMIN-7, API-5): a drag is as many moves as places crossed.
    const order = (await sliderConfig.list()).map((slider) => slider._id);
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
      { name: 'image', label: 'Image', kind: 'image' },
    ],
    defaults: { title: '', image: undefined },
  },
  editForm: {
    schema: editSliderFormSchema,
    fields: [
      { name: 'title', label: 'Title', kind: 'text' },
      { name: 'image', label: 'Image (optional)', kind: 'image' },
    ],
    current: (slider) => ({ image: slider.image }),
    defaults: (slider) => ({ title: slider.title, image: undefined }),
  },
};
