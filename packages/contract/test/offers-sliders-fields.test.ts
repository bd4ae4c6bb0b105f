/**
 * Offers and sliders are ordinary definitions (docs/decisions/092-offers-and-sliders-as-ordinary-definitions.md):
 * the add and edit forms' views, the picture's part, and what an add and an edit accept all come from
 * COLLECTIONS.offers and COLLECTIONS.sliders. These tests pin what the forms and API-1
 * said when they were written out by hand (OFFER-1, OFFER-2, OFFER-3, SLIDER-1 to SLIDER-3, IMAGE-1,
 * IMAGE-2): each field's name, label, kind and help, and each message word for word.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COLLECTIONS, offerSchema, sliderSchema } from '../src/index.js';

const { offers: OFFERS, sliders: SLIDERS } = COLLECTIONS;
import { MESSAGES } from '../src/messages.js';

const x = (n: number) => 'x'.repeat(n);

const BUTTON = [
  { name: 'buttonLabel', label: 'Button label', kind: 'text', required: false, help: 'Optional, e.g. Book a visit. Give a link as well.' },
  {
    name: 'buttonLink',
    label: 'Button link',
    kind: 'text',
    required: false,
    help: 'A page of this site, e.g. /contact?subject=Training, or an address starting with https://',
  },
];
const IMAGE = { name: 'picture', label: 'Image', kind: 'picture', required: true, edit: { label: 'Image (optional)' } };
const IMAGE_PART = {
  name: 'picture',
  kind: 'picture',
  required: true,
  maxBytes: 5_242_880,
  types: ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'],
  editTypes: ['image/jpeg', 'image/png', 'image/gif'],
};

/** The first refusal's field and message, or the value kept. */
const answer = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? result.data : `${result.error.issues[0]!.path.join('.')}: ${result.error.issues[0]!.message}`;
};

describe('offers', () => {
  it('the add form says "Offer title", the edit form "Title" and "Image (optional)"', () => {
    expect(OFFERS.fields).toEqual([
      { name: 'title', label: 'Offer title', kind: 'text', required: true, edit: { label: 'Title' } },
      { name: 'description', label: 'Description', kind: 'textarea', required: true },
      { name: 'percentage', label: 'Percentage', kind: 'number', required: true, unit: '%' },
      {
        name: 'startsOn',
        label: 'Starts on',
        kind: 'date',
        required: false,
        help: 'Optional: the first day visitors see it. Empty: from now.',
      },
      {
        name: 'endsOn',
        label: 'Ends on',
        kind: 'date',
        required: false,
        help: 'Optional: the last day visitors see it. Empty: until you delete it.',
      },
      ...BUTTON,
      { ...IMAGE, crops: ['card'] },
    ]);
    expect(OFFERS.files).toEqual([IMAGE_PART]);
  });

  const valid = { title: ' Monsoon ', description: 'Ten off\nevery course', percentage: '10' };
  const table: [input: Record<string, unknown>, add: unknown, edit: unknown][] = [
    [{}, `title: ${MESSAGES.offerTitleRequired}`, `title: ${MESSAGES.titleRequired}`],
    [{ ...valid, title: '  ' }, `title: ${MESSAGES.offerTitleRequired}`, `title: ${MESSAGES.titleRequired}`],
    [{ ...valid, title: x(201) }, 'title: Must be at most 200 characters', 'title: Must be at most 200 characters'],
    [{ ...valid, description: '' }, `description: ${MESSAGES.descriptionRequired}`, `description: ${MESSAGES.descriptionRequired}`],
    [{ ...valid, description: x(2001) }, 'description: Must be at most 2000 characters', 'description: Must be at most 2000 characters'],
    [{ ...valid, percentage: '' }, `percentage: ${MESSAGES.percentageRequired}`, `percentage: ${MESSAGES.percentageRequired}`],
    [{ ...valid, percentage: 'ten' }, `percentage: ${MESSAGES.percentageNumber}`, `percentage: ${MESSAGES.percentageNumber}`],
    [{ ...valid, percentage: '100.5' }, `percentage: ${MESSAGES.percentageRange}`, `percentage: ${MESSAGES.percentageRange}`],
    [{ ...valid, startsOn: '2026-02-30' }, 'startsOn: Start date must be a date such as 2026-12-01', null],
    [{ ...valid, endsOn: '31 Dec' }, 'endsOn: End date must be a date such as 2026-12-31', null],
    [{ ...valid, buttonLabel: x(41) }, 'buttonLabel: Button label must be at most 40 characters', null],
    [
      { ...valid, buttonLink: '//elsewhere.example' },
      'buttonLink: Button link must be a path on this site such as /contact, or an address starting with https://',
      null,
    ],
    [
      { ...valid, percentage: 12.5, startsOn: '', endsOn: '2026-12-31', buttonLabel: 'Ask', buttonLink: '/contact?subject=Training' },
      {
        title: 'Monsoon',
        description: 'Ten off\nevery course',
        percentage: 12.5,
        // A day cleared is none (OFFER-3).
        startsOn: null,
        endsOn: '2026-12-31',
        buttonLabel: 'Ask',
        buttonLink: '/contact?subject=Training',
      },
      null,
    ],
  ];
  it.each(table)('an add and an edit answer %j in the words of OFFER-1 to OFFER-3', (input, add, edit) => {
    expect(answer(OFFERS.fieldsSchema, input)).toEqual(add);
    expect(answer(OFFERS.editSchema, input)).toEqual(edit ?? add);
  });
});

describe('sliders', () => {
  it('the forms say "Title", "Second line" and the button, then "Image" or "Image (optional)"', () => {
    expect(SLIDERS.fields).toEqual([
      { name: 'title', label: 'Title', kind: 'text', required: true },
      { name: 'subtitle', label: 'Second line', kind: 'text', required: false, help: 'Optional: a line under the title on the home page.' },
      ...BUTTON,
      { ...IMAGE, crops: ['bannerWide', 'bannerPhone'] },
    ]);
    expect(SLIDERS.files).toEqual([IMAGE_PART]);
  });

  const table: [input: Record<string, unknown>, answer: unknown][] = [
    [{}, `title: ${MESSAGES.titleRequired}`],
    [{ title: x(201) }, 'title: Must be at most 200 characters'],
    [{ title: 'T', subtitle: x(301) }, 'subtitle: Second line must be at most 300 characters'],
    [
      { title: 'T', buttonLink: 'http://example.com' },
      'buttonLink: Button link must be a path on this site such as /contact, or an address starting with https://',
    ],
    [
      { title: ' Bridges ', subtitle: ' Built to last ', buttonLink: 'https://example.com/a' },
      { title: 'Bridges', subtitle: 'Built to last', buttonLink: 'https://example.com/a' },
    ],
  ];
  it.each(table)('an add and an edit answer %j in the words of SLIDER-1 to SLIDER-3', (input, expected) => {
    expect(answer(SLIDERS.fieldsSchema, input)).toEqual(expected);
    expect(answer(SLIDERS.editSchema, input)).toEqual(expected);
  });
});

describe('the answers, from the same fields', () => {
  /** The button's and the flat picture's properties, in both answers. */
  const BUTTON_AND_PICTURE = [...BUTTON.map((f) => f.name), 'image', 'variants', 'alt', 'focus'];

  it("an offer answers API-1's _id, title, description, percentage and image, with the fields added since", () => {
    expect(Object.keys(offerSchema.shape)).toEqual([
      '_id',
      'title',
      'description',
      'percentage',
      'startsOn',
      'endsOn',
      ...BUTTON_AND_PICTURE,
      'schedule',
    ]);
    // A day the offer lacks is null; a day it has, its date.
    expect(offerSchema.shape.startsOn.safeParse(null).success).toBe(true);
  });

  it("a slide answers API-1's _id, title and image, with its line, its button and its place", () => {
    expect(Object.keys(sliderSchema.shape)).toEqual(['_id', 'title', 'subtitle', ...BUTTON_AND_PICTURE, 'position']);
  });

  it("what an item stores for a field left out: a text as '', a day as null", () => {
    expect(SLIDERS.defaults).toEqual({ subtitle: '', buttonLabel: '', buttonLink: '' });
    expect(OFFERS.defaults).toEqual({ startsOn: null, endsOn: null, buttonLabel: '', buttonLink: '' });
  });
});
