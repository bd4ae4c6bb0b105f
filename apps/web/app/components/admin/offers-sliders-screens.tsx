/**
 * The screens of offers and sliders: their columns, picture and add and edit forms come from their
 * definitions (COLLECTIONS.offers, COLLECTIONS.sliders) through the collections' own builder
 * (definedParts, decision 092); their calls, headings and notices are API-1's.
 */
import {
  API,
  COLLECTIONS,
  MESSAGES,
  TIMINGS,
  api1Key,
  offerDatesText,
  type CollectionSpec,
  type MessageResponse,
  type Offer,
  type OfferResponse,
  type OffersResponse,
  type Slider,
  type SliderResponse,
  type SlidersResponse,
} from '@firm/contract';
import type { FieldValues } from 'react-hook-form';
import { apiRequest, said } from '~/lib/api-client';
import { allNames, definedParts, multipartBody } from './collection-screen';
import { type ItemScreen } from './item-screen';

/** What the admin's list says of an offer visitors do not see today (OFFER-6), and its dates. */
const SCHEDULE_WORDS = { current: 'Showing', scheduled: 'Scheduled', ended: 'Ended' } as const;

/**
 * An add or an edit as API-1 takes it: multipart with every field (an edit needs the title and an
 * offer's description and percentage), after the item's id under its own name (`offerid`) on an edit,
 * the picture under API-1's names (`image`, `imageAlt`...).
 */
function api1Form(fields: CollectionSpec, values: FieldValues, id: Record<string, string> = {}): FormData {
  const form = new FormData();
  const picture = fields.thumbnail ?? '';
  for (const [key, value] of Object.entries(id)) form.append(key, value);
  for (const [key, value] of multipartBody(fields, values, allNames(fields)).entries()) form.append(api1Key(key, picture), value);
  return form;
}

/** API-1's add, edit and delete of offers or of sliders: the same calls but for the paths, the id's name and the notices. */
function api1Writes<T extends Offer | Slider>(
  fields: CollectionSpec,
  paths: { add: string; update: string; delete: string },
  writeId: string,
  notices: { added: string; updated: string; deleted: string },
): Pick<ItemScreen<T>, 'add' | 'update' | 'remove'> {
  return {
    add: async (values, onProgress) =>
      said(await apiRequest<MessageResponse>(paths.add, { method: 'POST', form: api1Form(fields, values), onProgress }), notices.added),
    update: async (item, values, onProgress) =>
      said(
        await apiRequest<MessageResponse>(paths.update, {
          method: 'PUT',
          form: api1Form(fields, values, { [writeId]: item._id }),
          onProgress,
        }),
        notices.updated,
      ),
    remove: async (item) =>
      said(
        await apiRequest<MessageResponse>(`${paths.delete}?${writeId}=${encodeURIComponent(item._id)}`, { method: 'DELETE' }),
        notices.deleted,
      ),
  };
}

/** The picture is flat beside the item's fields (API-1, IMAGE-8). */
const flatPicture = <T extends Offer | Slider>(item: T) => item;
/** The screen's parts from the definition; an edit, multipart with every field, has the edit form's messages (OFFER-2). */
const api1Parts = <T extends Offer | Slider>(spec: CollectionSpec) =>
  definedParts<T>({ ...spec, addSchema: spec.fieldsSchema, editSchema: spec.editSchema }, spec.listColumns, flatPicture);

const offerParts = api1Parts<Offer>(COLLECTIONS.offers);

export const offerScreen: ItemScreen<Offer> = {
  noun: 'offer',
  Noun: 'Offer',
  heading: 'Offer management',
  emptyText: MESSAGES.noOffers,
  // ADMIN-4: the add and edit notices of offers and sliders stay 2000 ms.
  noticeMs: TIMINGS.toastMs,
  clearOnListError: false,
  ...offerParts,
  columns: [
    ...offerParts.columns,
    {
      header: 'Dates',
      cell: (offer) => [SCHEDULE_WORDS[offer.schedule], offerDatesText(offer)].filter(Boolean).join(': '),
    },
  ],
  // With the token: the offers visitors do not see today as well (OFFER-6).
  list: async () => (await apiRequest<OffersResponse>(API.offers)).offer,
  single: async (id) => (await apiRequest<OfferResponse>(`${API.singleOffer}?offerId=${encodeURIComponent(id)}`)).offer,
  ...api1Writes<Offer>(COLLECTIONS.offers, { add: API.addOffer, update: API.updateOffer, delete: API.deleteOffer }, 'offerid', {
    added: MESSAGES.offerAdded,
    updated: MESSAGES.offerUpdated,
    deleted: MESSAGES.offerDeleted,
  }),
  trash: 'offers',
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
  ...api1Parts<Slider>(COLLECTIONS.sliders),
  list: async () => [...(await apiRequest<SlidersResponse>(API.sliders, { auth: false })).slider].sort((a, b) => a.position - b.position),
  single: async (id) =>
    (await apiRequest<SliderResponse>(`${API.singleSlider}?sliderId=${encodeURIComponent(id)}`, { auth: false })).slider,
  ...api1Writes<Slider>(COLLECTIONS.sliders, { add: API.addSlider, update: API.updateSlider, delete: API.deleteSlider }, 'sliderid', {
    added: MESSAGES.sliderAdded,
    updated: MESSAGES.sliderUpdated,
    deleted: MESSAGES.sliderDeleted,
  }),
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
};
