/**
 * The offers' and sliders' screens are built from their definitions (COLLECTIONS.offers, COLLECTIONS.sliders) by
 * the collections' own builder (docs/decisions/092-offers-and-sliders-as-ordinary-definitions.md): the forms' labels and rules of OFFER-1, OFFER-2,
 * SLIDER-1, IMAGE-1 and IMAGE-2, and API-1's calls.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { API, COLLECTIONS, MESSAGES, type Offer } from '@firm/contract';

const apiRequest = vi.fn();
// The answers' messages are read as the app reads them (messageOf, said); only the requests are the test's.
vi.mock(import('~/lib/api-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
}));
const { offerScreen, sliderScreen } = await import('./offers-sliders-screens');

const offer: Offer = {
  _id: 'a1',
  title: 'Monsoon',
  description: 'Ten off every course',
  percentage: 10,
  image: '/media/o.jpg',
  variants: [{ width: 320, type: 'image/webp', url: '/media/o-320.webp' }],
  alt: 'A class at work',
  focus: { x: 0.3, y: 0.2 },
  startsOn: '2027-01-01',
  endsOn: null,
  schedule: 'scheduled',
  buttonLabel: '',
  buttonLink: '',
};
const parse = (schema: unknown, values: unknown) => (schema as z.ZodType).safeParse(values);
const firstMessage = (schema: unknown, values: unknown) => parse(schema, values).error?.issues[0]?.message;
const picture = (type: string, bytes = 10) => new File([new Uint8Array(bytes)], 'p', { type });
const labels = (fields: readonly { label: string }[]) => fields.map((f) => f.label);

beforeEach(() => apiRequest.mockReset().mockResolvedValue({ message: 'from the server' }));

describe('the offers screen', () => {
  it('heads the title’s column "Title", as its edit form labels it', () => {
    expect(offerScreen.titleHeader).toBe('Title');
  });

  it('has the fields of its definition, "Offer title" and "Image" on an add, "Title" and "Image (optional)" on an edit', () => {
    expect(offerScreen.addForm.fields.map((f) => f.name)).toEqual(COLLECTIONS.offers.fields.map((f) => f.name));
    const between = ['Description', 'Percentage', 'Starts on', 'Ends on', 'Button label', 'Button link'];
    expect(labels(offerScreen.addForm.fields)).toEqual(['Offer title', ...between, 'Image']);
    expect(labels(offerScreen.editForm.fields)).toEqual(['Title', ...between, 'Image (optional)']);
    expect(offerScreen.editForm.fields.at(-1)?.help).toBeUndefined();
  });

  it('an add needs a picture of IMAGE-1; an edit takes none, or one of IMAGE-2', () => {
    const fields = { title: 'T', description: 'D', percentage: '5' };
    expect(firstMessage(offerScreen.addForm.schema, { ...fields, picture: undefined })).toBe(MESSAGES.imageRequired);
    expect(firstMessage(offerScreen.addForm.schema, { title: '', description: 'D', percentage: '5' })).toBe(MESSAGES.offerTitleRequired);
    expect(parse(offerScreen.addForm.schema, { ...fields, picture: picture('image/webp') }).success).toBe(true);
    expect(firstMessage(offerScreen.addForm.schema, { ...fields, picture: picture('image/jpeg', 5_242_881) })).toBe(MESSAGES.fileTooLarge);
    expect(parse(offerScreen.editForm.schema, { ...fields, picture: undefined }).success).toBe(true);
    expect(firstMessage(offerScreen.editForm.schema, { ...fields, title: '' })).toBe(MESSAGES.titleRequired);
    expect(firstMessage(offerScreen.editForm.schema, { ...fields, picture: picture('image/webp') })).toBe(MESSAGES.unsupportedFileFormat);
  });

  it('lists the description, the percentage and the dates; edits from what is stored', () => {
    expect(offerScreen.columns.map((c) => [c.header, c.cell(offer)])).toEqual([
      ['Description', 'Ten off every course'],
      ['Percentage', '10%'],
      ['Dates', 'Scheduled: From 1 Jan 2027'],
    ]);
    expect(offerScreen.thumbnail?.(offer)).toBe('/media/o-320.webp');
    expect(offerScreen.editForm.current(offer)).toEqual({ picture: '/media/o.jpg' });
    expect(offerScreen.editForm.defaults(offer)).toEqual({
      title: 'Monsoon',
      description: 'Ten off every course',
      percentage: '10',
      startsOn: '2027-01-01',
      endsOn: '',
      buttonLabel: '',
      buttonLink: '',
      picture: undefined,
      pictureAlt: 'A class at work',
      pictureFocus: '0.3,0.2',
      pictureRotate: 0,
    });
  });

  it('an edit sends API-1 every field as multipart, the id first as offerid, the picture under API-1’s names', async () => {
    // As the form's check gives them: a number as a number, a cleared day as null (sent as '', none).
    const values = { ...offerScreen.editForm.defaults(offer), percentage: 15, endsOn: null };
    expect(await offerScreen.update(offer, values, () => {}, ['percentage'])).toBe('from the server');
    const [path, options] = apiRequest.mock.calls[0] as [string, { method: string; form: FormData }];
    expect([path, options.method]).toEqual([API.updateOffer, 'PUT']);
    expect([...options.form.entries()]).toEqual([
      ['offerid', 'a1'],
      ['title', 'Monsoon'],
      ['description', 'Ten off every course'],
      ['percentage', '15'],
      ['startsOn', '2027-01-01'],
      ['endsOn', ''],
      ['buttonLabel', ''],
      ['buttonLink', ''],
      ['imageAlt', 'A class at work'],
      ['imageFocus', '0.3,0.2'],
    ]);
  });

  it('without a message from the server, the notices of ADMIN-4', async () => {
    apiRequest.mockResolvedValue(null);
    expect(await offerScreen.add({ ...offerScreen.addForm.defaults, picture: picture('image/png') }, () => {})).toBe(MESSAGES.offerAdded);
    const [path, options] = apiRequest.mock.calls[0] as [string, { form: FormData }];
    expect(path).toBe(API.addOffer);
    expect(options.form.get('image')).toBeInstanceOf(File);
    expect(await offerScreen.remove(offer)).toBe(MESSAGES.offerDeleted);
    expect(apiRequest).toHaveBeenLastCalledWith(`${API.deleteOffer}?offerid=a1`, { method: 'DELETE' });
  });
});

describe('the sliders screen', () => {
  it('has the fields of SLIDER_FIELDS and no columns but the picture and title', () => {
    expect(sliderScreen.addForm.fields.map((f) => f.name)).toEqual(COLLECTIONS.sliders.fields.map((f) => f.name));
    expect(labels(sliderScreen.addForm.fields)).toEqual(['Title', 'Second line', 'Button label', 'Button link', 'Image']);
    expect(labels(sliderScreen.editForm.fields)).toEqual(['Title', 'Second line', 'Button label', 'Button link', 'Image (optional)']);
    expect(sliderScreen.columns).toEqual([]);
    expect(firstMessage(sliderScreen.addForm.schema, { title: 'T' })).toBe(MESSAGES.imageRequired);
    expect(firstMessage(sliderScreen.editForm.schema, { title: 'T', picture: picture('image/avif') })).toBe(MESSAGES.unsupportedFileFormat);
  });
});
