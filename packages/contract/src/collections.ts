/**
 * The owner's content: the site details (one record) and the collections edited in the admin area
 * (services, courses, gallery, downloads; offers and sliders keep their own API (API-1) but
 * run on the same engine). One definition per collection (defineCollection): its fields, each written
 * once, give the admin form's view, the zod schema of what the API accepts and the file parts'
 * rules; beside them its ordering and visibility.
 * The server derives routes, repository and OpenAPI entries from it; the admin derives its table and
 * form from it; the public pages read the item types.
 */
import { z } from 'zod';
import { MESSAGES as M } from './messages.js';
import { ADD_IMAGE_TYPES, EDIT_IMAGE_TYPES, LIMITS } from './limits.js';
import { typedText } from './typed-text.js';
import { WEEK_DAYS } from './contact-details.js';
import { RICH_TEXT_DESCRIPTION, richTextPlain } from './rich-text.js';
import { OFFER_SCHEDULES, SLIDES_OFFERS_LIMITS as SL, SLIDES_OFFERS_MESSAGES as SM, isButtonLink, isDay } from './slides-offers.js';
import type { PictureCrop } from './picture-crops.js';
import { imageVariantSchema, pictureRefSchema, type PictureRef } from './responses.js';
import { focusSchema } from './picture-settings-schema.js';

// ---------------------------------------------------------------------------------------------
// Limits of the owner's uploads

export const CONTENT_LIMITS = {
  /** A photograph straight from a phone camera (a 12-megapixel JPEG is 3 to 8 MB). */
  maxPictureBytes: 20 * 1024 * 1024,
  /** Pictures are stored scaled to at most this many pixels on the long side. */
  maxPictureSide: 2560,
  /** A download: PDF, picture, DWG or DXF. */
  maxDownloadBytes: 20 * 1024 * 1024,
} as const;

/** Pictures the owner may upload to a collection (type read from the bytes on the server). */
export const PICTURE_TYPES = ADD_IMAGE_TYPES;
/** Files the owner may offer on the Download page (type read from the bytes on the server). */
export const DOWNLOAD_TYPES = [...ADD_IMAGE_TYPES, 'application/pdf', 'image/vnd.dwg', 'image/vnd.dxf'] as const;
export const DOWNLOAD_FILE_TYPES = ['pdf', 'image', 'dwg', 'dxf'] as const;
export type DownloadFileType = (typeof DOWNLOAD_FILE_TYPES)[number];

export const CONTENT_MESSAGES = {
  itemNotFound: 'Item not found',
  pictureTooLarge: 'File too large',
  unsupportedFileFormat: 'Unsupported File Format',
  downloadTooLarge: 'File too large',
  downloadType: 'The file must be a PDF, a picture, a DWG or a DXF drawing',
  fileRequired: 'File is required',
  orderIds: 'The order must list every item exactly once',
  saved: 'Saved',
  added: 'Added',
  deleted: 'Deleted',
  orderSaved: 'Order saved',
} as const;

// ---------------------------------------------------------------------------------------------
// Pictures

// ---------------------------------------------------------------------------------------------
// Field helpers: text arrives as strings from multipart forms, and as strings or arrays from JSON.
// Every text refuses the characters nobody types (typed-text.ts); `multiline` for the fields the
// admin types in a text area.

const text = (label: string, max: number, multiline = false, tooLong = `${label} must be at most ${max} characters`) =>
  typedText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, tooLong),
    multiline,
  );
const optionalText = (label: string, max: number, multiline = false) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    typedText(z.string().trim().max(max, `${label} must be at most ${max} characters`), multiline),
  );

/** A list of short lines: a JSON array of strings, or one text with one entry per line. */
const lines = (label: string, { min = 0, maxEach = 200, maxCount = 20 } = {}) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/\r?\n/)
            .map((p) => p.trim())
            .filter(Boolean)
        : v,
    z
      .array(typedText(z.string().trim().min(1).max(maxEach, `Each line of ${label} must be at most ${maxEach} characters`), true), {
        error: `${label} is required`,
      })
      .min(min, `${label} is required`)
      .max(maxCount, `${label} can have at most ${maxCount} lines`),
  );
/** 'true'/'false' from forms, booleans from JSON. */
const flagOf = (message: string) =>
  z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: message }));
const flag = flagOf('Must be true or false');

/**
 * A rich text as the API accepts it: text of at most `max` characters (markup included) with words
 * in it. What its markup may hold is the server's check (refused or cleaned there, TEXT-2).
 */
const richText = (label: string, max: number) =>
  typedText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required`, abort: true })
      .max(max, `${label} must be at most ${max} characters`),
    true,
  ).refine((html) => richTextPlain(html) !== '', `${label} is required`);

// ---------------------------------------------------------------------------------------------
// The admin form's view of a field

export type FieldKind =
  'text' | 'textarea' | 'richText' | 'lines' | 'select' | 'number' | 'yesNo' | 'picture' | 'file' | 'url' | 'email' | 'tel' | 'date';

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** For 'select'. */
  options?: readonly { value: string; label: string }[];
  /** A line of help under the field. */
  help?: string;
  /** What the value is counted in, after it in the admin's list: '%'. */
  unit?: string;
  /**
   * The edit form's label and help when they are not the add form's (OFFER-2, SLIDER-1: "Title"
   * for "Offer title", "Image (optional)" for "Image"); no help unless given.
   */
  edit?: { label: string; help?: string };
  /** A picture's frames on the public pages, previewed in the admin. */
  crops?: readonly PictureCrop[];
}

export interface CollectionSpec<Slug extends string = string> {
  slug: Slug;
  /** Admin tab label, e.g. 'Services'. */
  label: string;
  /** 'service': used in accessible names ("Edit service Planning"). */
  noun: string;
  /** 'Service': used in headings and buttons. */
  Noun: string;
  /** Admin tab query value: /admin/dashboard?tab=services */
  tab: string;
  /** The nouns of its API's operationIds (addService, listServices), when they are not Noun and label. */
  operation: { one: string; all: string };
  fields: readonly FieldSpec[];
  /** Item properties shown as columns of the admin list, after the number, thumbnail and title (checked by defineCollection). */
  listColumns: readonly string[];
  /** The item property whose picture the admin list shows as a thumbnail: the first picture field's. */
  thumbnail: string | null;
  orderable: boolean;
  hideable: boolean;
  /**
   * The admin may add many items at once, one per picture, the caption taken from the file's name
   * (UPLOAD-1): only where a picture and a title are all an item needs (decision 061).
   */
  addMany?: boolean;
  /** The public page of one item, when it has one (for "View on site"). */
  publicPath?: (id: string) => string;
  /** Multipart part names of its files and their rules. */
  files: readonly FileRule[];
  /** What the API accepts: the text fields and the `hidden` flag (files travel as multipart parts). */
  fieldsSchema: z.ZodObject;
  /** An item as the API answers it: `_id`, `title`, `hidden` and each field's properties, in the fields' order. */
  itemSchema: z.ZodObject;
  /** What an item stores for an optional field left out: '' for a text, [] for lines, null for a number, the first choice, no. */
  defaults: Readonly<Record<string, unknown>>;
}

export interface FileRule {
  /** Multipart part: 'image' for a picture, 'file' for a download's file. */
  field: 'image' | 'file';
  /** The item property it is stored and answered under: 'picture', 'thumbnail', 'file'. */
  name: string;
  kind: 'picture' | 'download';
  required: boolean;
  maxBytes: number;
  types: readonly string[];
  /** A picture made from the item's download file (its first page, or the picture itself) when the owner gives none. */
  madeFromFile?: boolean;
  /** The types an edit may give when they are not an add's (IMAGE-2). */
  editTypes?: readonly string[];
}

// ---------------------------------------------------------------------------------------------
// Choices of the items' fields

export const GALLERY_LAYOUTS = ['normal', 'wide', 'tall'] as const;
export type GalleryLayout = (typeof GALLERY_LAYOUTS)[number];
const GALLERY_LAYOUT_LABELS: Record<GalleryLayout, string> = { normal: 'Normal', wide: 'Wide', tall: 'Tall' };

export const DOWNLOAD_LANGUAGES = [
  { value: 'en', label: 'English' },
  { value: 'gu', label: 'Gujarati' },
] as const;
export type DownloadLanguage = (typeof DOWNLOAD_LANGUAGES)[number]['value'];

// ---------------------------------------------------------------------------------------------
// Fields, each written once (decisions 040, 041): a builder gives the admin form's view of the
// field (FieldSpec), the properties it gives the item as the API answers it (`item`), and either
// the zod schema of what the API accepts for it with the value stored when it is left out (text,
// lists, choices, numbers) or the rule of its multipart part (pictures and files, checked by
// content on the server).

/** A field the API takes as text or JSON: the form's view, the API's schema and the item's property under one name. */
interface ValueField<Name extends string = string, Schema extends z.ZodType = z.ZodType, Item extends z.ZodRawShape = z.ZodRawShape> {
  spec: FieldSpec & { name: Name };
  schema: Schema;
  /** What an edit accepts, when its messages are not an add's (`edit.called`). */
  editSchema?: z.ZodType;
  item: Item;
  /** Stored when an optional field is left out. */
  empty?: unknown;
}
/** A picture or file field: the form's view, the rule of its multipart part and the item's properties. */
interface FileField<Item extends z.ZodRawShape = z.ZodRawShape> {
  spec: FieldSpec;
  rule: FileRule;
  item: Item;
}
type Field = ValueField | FileField;

interface FieldOptions {
  label: string;
  /** The field's name in messages when the label says more: 'Summary (cards)' is 'Summary is required'. */
  called?: string;
  help?: string;
  /** The edit form's label, its name in messages and help, when they are not the add form's (OFFER-2). */
  edit?: { label: string; called?: string; help?: string };
}

/** The form's view; a key the field lacks is left out, not undefined, as in a list written by hand. */
const specOf = <Name extends string>(
  name: Name,
  kind: FieldKind,
  required: boolean,
  { label, help, edit }: FieldOptions,
  options?: FieldSpec['options'],
): FieldSpec & { name: Name } => ({
  name,
  label,
  kind,
  required,
  ...(options ? { options } : {}),
  ...(help !== undefined ? { help } : {}),
  ...(edit ? { edit: { label: edit.label, ...(edit.help !== undefined ? { help: edit.help } : {}) } } : {}),
});
/** A field's name in the messages of the edit form, when it has a name of its own there. */
const editCalled = (o: FieldOptions) => (o.edit ? (o.edit.called ?? o.edit.label) : undefined);

/**
 * One property of the item, typed by its name. S has no bound: a bound made the schema of a kind typed by whether it is
 * required (number, date) the bound itself, so an optional one's item was typed unknown.
 */
const prop = <const Name extends string, S>(name: Name, schema: S) => ({ [name]: schema }) as { [K in Name]: S };

/** A number typed in a form arrives as text: '' (or null) is `none`, anything else must read as a number. */
const numberFrom = (none: null | undefined) => (v: unknown) =>
  typeof v === 'string' ? (v.trim() === '' ? none : Number(v.trim())) : v === null ? none : v;

/** A file field as the item answers it: where it downloads and what it is. */
const itemFileSchema = z.object({
  /** Address that downloads the file under its name. */
  file: z.string(),
  fileName: z.string(),
  fileType: z.enum(DOWNLOAD_FILE_TYPES),
  mime: z.string(),
  /** Bytes. */
  size: z.number(),
});
export type ItemFile = z.infer<typeof itemFileSchema>;

/**
 * A one-line text that must pass `valid` (a date, an address): refused with `message`, '' when
 * optional and left empty; `max` where `valid` does not bound its length.
 */
const checkedText = <const Name extends string>(
  name: Name,
  kind: FieldKind,
  o: FieldOptions & { required?: boolean },
  message: string,
  max: number | undefined,
  valid: (value: string) => boolean,
) => {
  const required = o.required ?? true;
  const string = z.string({ error: message }).trim();
  const value = typedText(max === undefined ? string : string.max(max, message)).refine((v) => (v === '' ? !required : valid(v)), message);
  return {
    spec: specOf(name, kind, required, o),
    schema: required
      ? typedText(
          z
            .string({ error: `${o.called ?? o.label} is required` })
            .trim()
            .min(1, `${o.called ?? o.label} is required`),
        ).pipe(value)
      : z.preprocess((v) => (v === null ? '' : v), value).optional(),
    item: prop(name, z.string()),
    ...(required ? {} : { empty: '' }),
  };
};

export const field = {
  /**
   * One line, or a text area with `multiline`; an optional text is stored as '' when left empty.
   * `tooLong`: the message of a required text over `max`, when not "{called} must be at most {max} characters".
   */
  text: <const Name extends string>(
    name: Name,
    o: FieldOptions & { max: number; required?: boolean; multiline?: boolean; tooLong?: string },
  ) => {
    const required = o.required ?? true;
    const schemaOf = (called: string) =>
      required ? text(called, o.max, o.multiline, o.tooLong) : optionalText(called, o.max, o.multiline).optional();
    const onEdit = editCalled(o);
    return {
      spec: specOf(name, o.multiline ? 'textarea' : 'text', required, o),
      schema: schemaOf(o.called ?? o.label),
      ...(onEdit ? { editSchema: schemaOf(onEdit) } : {}),
      item: prop(name, z.string()),
      ...(required ? {} : { empty: '' }),
    };
  },
  /** Rich text (TEXT-1): the HTML subset of RICH_TEXT, at most `max` characters of it; required. */
  richText: <const Name extends string>(name: Name, o: FieldOptions & { max: number }) => ({
    spec: specOf(name, 'richText', true, o),
    schema: richText(o.called ?? o.label, o.max).describe(RICH_TEXT_DESCRIPTION),
    item: prop(name, z.string()),
  }),
  /** A list of short lines, none needed unless `required`. */
  lines: <const Name extends string>(name: Name, o: FieldOptions & { required?: boolean }) => ({
    spec: specOf(name, 'lines', o.required ?? false, o),
    schema: o.required ? lines(o.called ?? o.label, { min: 1 }) : lines(o.called ?? o.label).optional(),
    item: prop(name, z.array(z.string())),
    ...(o.required ? {} : { empty: [] }),
  }),
  /** One of the options, refused with `message` otherwise; optional: an item without it has the first option. */
  select: <const Name extends string, const Value extends string>(
    name: Name,
    o: FieldOptions & { options: readonly { value: Value; label: string }[]; message: string },
  ) => {
    const values = o.options.map((option) => option.value) as [Value, ...Value[]];
    return {
      spec: specOf(name, 'select', false, o, o.options),
      schema: z.enum(values, { error: o.message }).optional(),
      item: prop(name, z.enum(values)),
      empty: values[0],
    };
  },
  /** A whole number from `min` to `max` (a year, a count); an optional one is null when left out or cleared. */
  number: <const Name extends string, const Required extends boolean = true>(
    name: Name,
    o: FieldOptions & { min: number; max: number; required?: Required },
  ) => {
    const called = o.called ?? o.label;
    const message = `${called} must be a whole number from ${o.min} to ${o.max}`;
    const value = z.number({ error: message }).int(message).min(o.min, message).max(o.max, message);
    const required = o.required ?? true;
    return {
      spec: specOf(name, 'number', required, o),
      // An optional one cleared is null, so an edit clears it; left out, an edit leaves it as it was.
      schema: required
        ? z.preprocess(
            numberFrom(undefined),
            value.optional().refine((v) => v !== undefined, `${called} is required`),
          )
        : z.preprocess(numberFrom(null), value.nullable().optional()),
      item: prop(
        name,
        (required ? z.number() : z.number().nullable()) as Required extends false ? z.ZodNullable<z.ZodNumber> : z.ZodNumber,
      ),
      ...(required ? {} : { empty: null }),
    };
  },
  /** Yes or no (a tick box: featured, open for enrolment); no when left out. */
  yesNo: <const Name extends string>(name: Name, o: FieldOptions) => ({
    spec: specOf(name, 'yesNo', false, o),
    schema: flagOf(`${o.called ?? o.label} must be yes or no`).optional(),
    item: prop(name, z.boolean()),
    empty: false,
  }),
  /**
   * A day as a date picker gives it (YYYY-MM-DD, one that exists). An optional one cleared ('') or left out is none:
   * null when stored and in the item, as an optional number is (OFFER-3's days). `invalid`: the message of anything
   * else, when not "Enter {called} as a date, YYYY-MM-DD".
   */
  date: <const Name extends string, const Required extends boolean = true>(
    name: Name,
    o: FieldOptions & { required?: Required; invalid?: string },
  ) => {
    const text = checkedText(name, 'date', o, o.invalid ?? `Enter ${o.called ?? o.label} as a date, YYYY-MM-DD`, undefined, isDay);
    const required = o.required ?? true;
    return {
      ...text,
      ...(required ? {} : { schema: text.schema.transform((day) => (day === '' ? null : day)), empty: null }),
      item: prop(
        name,
        (required ? z.string() : z.string().nullable()) as Required extends false ? z.ZodNullable<z.ZodString> : z.ZodString,
      ),
    };
  },
  /**
   * A web address starting with https:// (or http://); an optional one is '' when left out. With
   * `sitePaths`, a button's link (SLIDER-3): a path of this site or an https:// address.
   */
  link: <const Name extends string>(name: Name, o: FieldOptions & { required?: boolean; sitePaths?: boolean }) => {
    const called = o.called ?? o.label;
    return o.sitePaths
      ? checkedText(
          name,
          'text',
          o,
          `${called} must be a path on this site such as /contact, or an address starting with https://`,
          SL.buttonLinkMax,
          isButtonLink,
        )
      : checkedText(
          name,
          'url',
          o,
          `Enter ${called} as a web address starting with https://`,
          500,
          (v) => z.url({ protocol: /^https?$/ }).safeParse(v).success,
        );
  },
  /** A percentage (OFFER-1): a number from 0 to 100, fractions too, typed as text; required. */
  percentage: <const Name extends string>(name: Name, o: FieldOptions) => {
    const called = o.called ?? o.label;
    const { percentageMin: min, percentageMax: max } = LIMITS;
    return {
      spec: { ...specOf(name, 'number', true, o), unit: '%' },
      // Text from forms and multipart bodies, a number from JSON.
      schema: z.preprocess(
        (v) => (typeof v === 'number' ? String(v) : v),
        z
          .string({ error: `${called} is required` })
          .trim()
          .min(1, `${called} is required`)
          .pipe(
            z.coerce
              .number<string>({ error: `${called} must be a number` })
              .min(min, `${called} must be between ${min} and ${max}`)
              .max(max, `${called} must be between ${min} and ${max}`),
          ),
      ),
      item: prop(name, z.number()),
    };
  },
  /**
   * A picture (multipart part `image`), from the types of PICTURE_TYPES, answered as `name`
   * ('picture' unless said). `madeFromFile`: made from the download's file when none is given.
   */
  picture: <const Name extends string = 'picture', const Required extends boolean = true>(o: {
    name?: Name;
    label?: string;
    required: Required;
    madeFromFile?: boolean;
    /** At most this many bytes: CONTENT_LIMITS.maxPictureBytes unless said (IMAGE-1 for offers and sliders). */
    maxBytes?: number;
    /** The edit form's label and help, and the types an edit may give (IMAGE-2), when not the add's. */
    edit?: { label: string; help?: string; types?: readonly string[] };
    /** The frames the public pages cut it to (PICTURE_CROPS): a card unless said. */
    crops?: readonly PictureCrop[];
    // NoInfer: without a name given, 'picture', not a name guessed from where the field is used.
  }): FileField<{ [K in NoInfer<Name>]: Required extends true ? typeof pictureRefSchema : z.ZodNullable<typeof pictureRefSchema> }> => ({
    spec: {
      ...specOf('image', 'picture', o.required, { label: o.label ?? 'Picture', ...(o.edit ? { edit: o.edit } : {}) }),
      crops: o.crops ?? ['card'],
    },
    rule: {
      field: 'image',
      name: o.name ?? 'picture',
      kind: 'picture',
      required: o.required,
      maxBytes: o.maxBytes ?? CONTENT_LIMITS.maxPictureBytes,
      types: PICTURE_TYPES,
      ...(o.madeFromFile ? { madeFromFile: true } : {}),
      ...(o.edit?.types ? { editTypes: o.edit.types } : {}),
    },
    item: { [o.name ?? 'picture']: o.required ? pictureRefSchema : pictureRefSchema.nullable() } as never,
  }),
  /** A download's file (multipart part `file`), from the types of DOWNLOAD_TYPES, answered as its address and facts. */
  file: (o: { label: string; required: boolean }) => ({
    spec: specOf('file', 'file', o.required, o),
    rule: {
      field: 'file',
      name: 'file',
      kind: 'download',
      required: o.required,
      maxBytes: CONTENT_LIMITS.maxDownloadBytes,
      types: DOWNLOAD_TYPES,
    } satisfies FileRule,
    item: itemFileSchema.shape,
  }),
};

const hiddenField = { hidden: flag.optional() };

/** Every item has these (collections.ts's definitions give `title` a field of their own). */
const itemBase = {
  _id: z.string(),
  title: z.string(),
  /** A hidden item is a draft: on no public page, menu, footer or sitemap. */
  hidden: z.boolean(),
};
export const itemBaseSchema = z.object(itemBase);
export type ItemBase = z.infer<typeof itemBaseSchema>;

/** The value fields' schemas by name, in the order of the fields. */
type ValueShape<Fields extends readonly Field[]> = {
  [F in Extract<Fields[number], ValueField> as F['spec']['name']]: F['schema'];
};
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
/** The item's properties: the base and each field's. */
type ItemShape<Fields extends readonly Field[]> = typeof itemBase & UnionToIntersection<Fields[number]['item']>;

type Definition = Omit<CollectionSpec, 'fields' | 'files' | 'fieldsSchema' | 'itemSchema' | 'defaults' | 'thumbnail' | 'operation'> & {
  fields: readonly Field[];
  operation?: CollectionSpec['operation'];
};

/**
 * A collection from its fields in the form's order: the form's view (`fields`), the multipart
 * parts (`files`), the API's schema (`fieldsSchema`), the answer's (`itemSchema`) and the stored
 * defaults all come from the one list. Every collection has a required `title` text field.
 */
export function defineCollection<const D extends Definition>(
  // The list's columns name properties of the item its fields make.
  definition: D & { listColumns: readonly (keyof ItemShape<D['fields']> & string)[] },
) {
  const { fields, ...rest } = definition;
  const values = fields.filter((f): f is ValueField => 'schema' in f);
  const files = fields.flatMap((f) => ('rule' in f ? [f.rule] : []));
  const item = Object.assign({}, itemBase, ...fields.map((f) => f.item)) as ItemShape<D['fields']>;
  // One picture per item, and nothing else to type but the title (decision 061).
  const [picture, ...others] = files;
  if (
    definition.addMany &&
    (picture?.kind !== 'picture' || others.length > 0 || values.some((f) => f.spec.required && f.spec.name !== 'title'))
  )
    throw new Error(`${definition.slug}: addMany needs one picture and no required field but the title`);
  return {
    operation: { one: definition.Noun, all: definition.label },
    ...rest,
    fields: fields.map((f): FieldSpec => f.spec),
    files,
    thumbnail: files.find((rule) => rule.kind === 'picture')?.name ?? null,
    fieldsSchema: z.object({ ...Object.fromEntries(values.map((f) => [f.spec.name, f.schema])), ...hiddenField }) as z.ZodObject<
      ValueShape<D['fields']> & typeof hiddenField
    >,
    itemSchema: z.object(item),
    defaults: defaultsOf(values),
  };
}

/** What each optional value field is stored and answered as when left out: its kind's `empty`. */
function defaultsOf(values: readonly ValueField[]): Record<string, unknown> {
  return Object.fromEntries(values.flatMap((f) => ('empty' in f ? [[f.spec.name, f.empty]] : [])));
}

/**
 * Fields written once for an API of their own (offers and sliders keep API-1's paths, names and
 * answers, decision 067): the add form's view in order, each with its edit form's label where that
 * says otherwise, the picture's part and rules, what an add and an edit accept (the text
 * fields, in order, with each form's messages), and the answer's item.
 */
export interface FieldsSpec {
  fields: readonly FieldSpec[];
  files: readonly FileRule[];
  addSchema: z.ZodObject;
  editSchema: z.ZodObject;
  itemSchema: z.ZodObject;
  /** What an optional field left out is stored and answered as (an optional day: null). */
  defaults: Readonly<Record<string, unknown>>;
}

/**
 * API-1's picture, flat in the item rather than a PictureRef: the original's address (null for none), its sizes, its
 * alt text ('' when none: the pages read the title, IMAGE-7) and its focus (IMAGE-5).
 */
const flatPicture = { image: z.string().nullable(), variants: z.array(imageVariantSchema), alt: z.string(), focus: focusSchema };
/** The item of fields with an API of their own: `_id`, each value field's property in order, then the flat picture. */
type FieldsItemShape<Fields extends readonly Field[]> = { _id: z.ZodString } & UnionToIntersection<
  Extract<Fields[number], ValueField>['item']
> &
  typeof flatPicture;

export function defineFields<const F extends readonly Field[]>(fields: F) {
  const values = fields.filter((f): f is ValueField => 'schema' in f);
  const shape = (onEdit: boolean) => Object.fromEntries(values.map((f) => [f.spec.name, (onEdit && f.editSchema) || f.schema]));
  return {
    fields: fields.map((f): FieldSpec => f.spec),
    files: fields.flatMap((f) => ('rule' in f ? [f.rule] : [])),
    addSchema: z.object(shape(false)) as z.ZodObject<ValueShape<F>>,
    editSchema: z.object(shape(true)) as z.ZodObject<ValueShape<F>>,
    itemSchema: z.object(Object.assign({ _id: z.string() }, ...values.map((f) => f.item), flatPicture) as FieldsItemShape<F>),
    defaults: defaultsOf(values),
  } satisfies FieldsSpec;
}

type FieldValues<S extends FieldsSpec> = Omit<z.infer<S['itemSchema']>, '_id' | keyof typeof flatPicture>;
/**
 * A stored document's value fields as the item answers them: a number as a number, any other value as text. Where the
 * document has none (left out or cleared, or an optional field added after the document was kept, migration 022): the
 * field's default (an optional day: null), else ''.
 */
export function fieldValues<S extends FieldsSpec>(spec: S, doc: Record<string, unknown>): FieldValues<S> {
  return Object.fromEntries(
    spec.fields
      .filter((f) => f.kind !== 'picture')
      .map((f) => {
        const value = doc[f.name];
        if (value === undefined || value === null || value === '') return [f.name, f.name in spec.defaults ? spec.defaults[f.name] : ''];
        return [f.name, f.kind === 'number' ? Number(value) : typeof value === 'string' ? value : ''];
      }),
  ) as FieldValues<S>;
}

export const orderSchema = z.object({
  ids: z.array(z.string().trim().min(1).max(64), { error: CONTENT_MESSAGES.orderIds }).min(1, CONTENT_MESSAGES.orderIds).max(1000),
});

// ---------------------------------------------------------------------------------------------
// The definitions shared by the server and the admin

const title = (max: number) => field.text('title', { label: 'Title', max });
const summary = field.text('summary', { label: 'Summary (cards)', called: 'Summary', max: 300, multiline: true });
// The property keeps its name `paragraphs` from before rich text (decision 058): clients and history address it so.
const detailText = field.richText('paragraphs', { label: 'Description (detail page)', called: 'Description', max: 100_000 });

export const COLLECTIONS = {
  services: defineCollection({
    slug: 'services',
    label: 'Services',
    noun: 'service',
    Noun: 'Service',
    tab: 'services',
    fields: [title(120), field.picture({ required: true, crops: ['card', 'linkPreview'] }), summary, detailText],
    listColumns: ['summary'],
    orderable: true,
    hideable: true,
    publicPath: (id: string) => `/services/details/${id}`,
  }),
  courses: defineCollection({
    slug: 'courses',
    label: 'Courses',
    noun: 'course',
    Noun: 'Course',
    tab: 'courses',
    fields: [
      title(120),
      field.picture({ required: true, crops: ['card', 'linkPreview'] }),
      summary,
      field.lines('topics', { label: 'Topics', help: 'One topic per line.' }),
      detailText,
      field.text('price', { label: 'Price', max: 60, required: false, help: 'Optional, shown on the card, e.g. ₹ 15,000.' }),
      field.text('duration', { label: 'Duration', max: 60, required: false, help: 'Optional, shown on the card, e.g. 3 months.' }),
    ],
    listColumns: ['price', 'duration'],
    orderable: true,
    hideable: true,
    publicPath: (id: string) => `/courses/details/${id}`,
  }),
  gallery: defineCollection({
    slug: 'gallery',
    label: 'Gallery',
    noun: 'picture',
    Noun: 'Picture',
    tab: 'gallery',
    fields: [
      // A normal picture is shown whole; a tall or wide one is cut (GALLERY layouts).
      field.picture({ required: true, crops: ['tall', 'wide'] }),
      field.text('title', { label: 'Caption', max: 200, help: 'Shown in the popup, and read out to blind visitors.' }),
      field.select('layout', {
        label: 'Layout',
        options: GALLERY_LAYOUTS.map((value) => ({ value, label: GALLERY_LAYOUT_LABELS[value] })),
        message: 'Layout must be normal, wide or tall',
      }),
    ],
    operation: { one: 'GalleryPicture', all: 'Gallery' },
    addMany: true,
    listColumns: ['layout'],
    orderable: true,
    hideable: true,
  }),
  downloads: defineCollection({
    slug: 'downloads',
    label: 'Downloads',
    noun: 'download',
    Noun: 'Download',
    tab: 'downloads',
    fields: [
      title(160),
      field.file({ label: 'File (PDF, picture, DWG or DXF, up to 20 MB)', required: true }),
      field.picture({
        name: 'thumbnail',
        label: 'Thumbnail (optional: made from the file when none is given)',
        required: false,
        madeFromFile: true,
        // Its card's picture band is portrait (a page of the file).
        crops: ['tall'],
      }),
      field.select('language', { label: 'Language', options: DOWNLOAD_LANGUAGES, message: 'Language must be English or Gujarati' }),
    ],
    listColumns: ['fileType', 'size', 'language'],
    orderable: true,
    hideable: true,
  }),
} as const satisfies Record<string, CollectionSpec>;

// ---------------------------------------------------------------------------------------------
// Offers and sliders (API-1): their forms, what their add and edit accept, and their answers,
// from the same builders (decision 067).

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

export type CollectionSlug = keyof typeof COLLECTIONS;
export const COLLECTION_SLUGS = Object.keys(COLLECTIONS) as CollectionSlug[];

/** Each collection's item as the API answers it. */
export type CollectionItems = { [S in CollectionSlug]: z.infer<(typeof COLLECTIONS)[S]['itemSchema']> };
export type ServiceItem = CollectionItems['services'];
export type CourseItem = CollectionItems['courses'];
export type GalleryItem = CollectionItems['gallery'];
export type DownloadItem = CollectionItems['downloads'];

/** GET /api/{collection} */
export interface ItemsResponse<T> {
  items: T[];
}
/** GET /api/{collection}/{id} */
export interface ItemResponse<T> {
  item: T;
}
/** POST, PUT: the message for the toast and the item as stored. */
export interface ItemWriteResponse<T> {
  message: string;
  item: T;
}

// ---------------------------------------------------------------------------------------------
// Site details: one record (GET /api/site, PUT /api/site partial)

const phone = z
  .string({ error: 'Phone number is required' })
  .trim()
  .regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'Enter a phone number of digits, spaces and an optional leading +');
const email = z.string({ error: M.contactEmailRequired }).trim().pipe(z.email(M.contactEmailInvalid).max(254, M.contactEmailInvalid));
const url = typedText(z.string({ error: 'Address is required' }).trim()).pipe(
  z.url({ protocol: /^https?$/, error: 'Enter a web address starting with https://' }).max(500),
);
/** Degrees of latitude (limit 90) or longitude (limit 180), as a map gives them: 21.1702. */
const coordinate = (name: string, limit: number) => {
  const message = `Enter the ${name} as a number from -${limit} to ${limit}, e.g. ${limit === 90 ? '21.1702' : '72.8311'}`;
  return z.number({ error: message }).min(-limit, message).max(limit, message);
};
const time = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24 hours)');

/** The site details' rich texts (TEXT-1) and their names in messages. */
export const SITE_RICH_TEXTS = {
  about: 'About text',
  welcome: 'Welcome text',
  story: 'About page story',
  coursesIntro: 'Courses introduction',
} as const;
/** A rich text of the site details: shorter than an item's, as PUT /api/site takes up to 64 KB. */
const siteRichText = (name: keyof typeof SITE_RICH_TEXTS) => richText(SITE_RICH_TEXTS[name], 10_000).describe(RICH_TEXT_DESCRIPTION);

export const siteDetailsSchema = z.object({
  name: text('Firm name', 120),
  shortName: text('Short name', 40),
  tagline: text('Tagline', 200),
  motto: text('Motto', 200),
  phones: z.array(phone, { error: 'At least one phone number is required' }).min(1, 'At least one phone number is required').max(5),
  emails: z.array(email, { error: 'At least one e-mail address is required' }).min(1, 'At least one e-mail address is required').max(5),
  /**
   * International digits only, as WhatsApp links want them (e.g. 919876543210); empty: the first
   * phone's number (contact-details.ts, CONTACT-10).
   */
  whatsapp: z
    .string()
    .trim()
    .regex(/^(|[1-9]\d{7,14})$/, 'Enter the WhatsApp number as digits with the country code, e.g. 919876543210'),
  chatText: text('Chat text', 300, true),
  address: z.object({
    label: text('Address label', 80),
    street: text('Street', 200),
    city: text('City', 80),
    region: text('State', 80),
    postalCode: text('PIN code', 20),
    countryName: text('Country', 80),
    /** ISO 3166 code, for structured data. */
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'Enter the two-letter country code, e.g. IN'),
  }),
  /** What the contact page's map shows: a place name or address that Google Maps finds. */
  mapQuery: text('Map location', 300),
  /** The office's coordinates, for search engines (schema.org geo); null until the owner sets them. */
  geo: z
    .object({
      latitude: coordinate('latitude', 90),
      longitude: coordinate('longitude', 180),
    })
    .nullable(),
  /** What search engines show of the firm's prices (schema.org priceRange), e.g. ₹₹ or ₹5,000 - ₹50,000; empty: not said. */
  priceRange: optionalText('Price range', 100),
  /** The office hours: the pages say them in words made from these (CONTACT-11). */
  openingDays: z.array(z.enum(WEEK_DAYS)).min(1).max(7),
  opens: time,
  closes: time,
  videoChannel: z.object({ name: text('Channel name', 60), url }),
  /** The firm's own site, linked from the copyright line. */
  firmUrl: url,
  founded: z.iso.date('Enter the founding date as YYYY-MM-DD'),
  /** Figures the pages claim. */
  works: text('Works done', 20),
  experience: text('Experience', 60),
  layouts: z.array(z.object({ count: text('Layouts count', 20), district: text('District', 80) })).max(10),
  about: siteRichText('about'),
  welcomeTitle: text('Welcome title', 200),
  welcome: siteRichText('welcome'),
  reasons: lines('Reasons to join', { min: 1 }),
  whyChoose: z
    .array(z.object({ title: text('Why Choose title', 80), text: text('Why Choose text', 400, true) }))
    .min(1)
    .max(16),
  /** The About page's story (SITE-5); the facts beside it come from the figures above. */
  story: siteRichText('story'),
  coursesIntroTitle: text('Courses introduction title', 200),
  coursesIntro: siteRichText('coursesIntro'),
  /** What search results and link previews say of the pages whose description is not made from other details. */
  descriptions: z.object({
    services: text('Services page description', 300, true),
    courses: text('Courses page description', 300, true),
    download: text('Download page description', 300, true),
  }),
});
export type SiteDetailsFields = z.infer<typeof siteDetailsSchema>;

/** PUT /api/site: any subset of the fields; nested objects are replaced whole. */
export const siteDetailsUpdateSchema = siteDetailsSchema.partial();

/** The site's own pictures besides the collections', each replaced by PUT /api/site/pictures/{slot} (multipart part `image`). */
export const SITE_PICTURES = {
  logo: { label: 'Logo', help: 'Beside the firm’s name in the header, the phone menu and the admin bar: a square picture is best.' },
  welcome: { label: 'Welcome picture', help: 'Beside the welcome text on the home page.' },
  banner: { label: 'Page banner', help: 'Behind the title at the top of every inner page, under a dark veil.' },
  share: { label: 'Link preview picture', help: 'Shown when a page of the site is shared (WhatsApp, Facebook): 1200 × 630 px is best.' },
} as const;
export type SitePictureSlot = keyof typeof SITE_PICTURES;
export const SITE_PICTURE_SLOTS = Object.keys(SITE_PICTURES) as SitePictureSlot[];

/**
 * What only an owner may change of the site details (AUTH-9, decision 087): the firm's name, the
 * ways its clients reach it and its logo, each as a refusal names it. The server compares a write
 * with what is stored, so an editor's save that leaves them as they are passes; the admin shows
 * them read-only to an editor, with OWNERS_SITE_DETAILS_NOTE.
 */
export const OWNERS_SITE_DETAILS = {
  name: 'the firm’s name',
  shortName: 'the short name',
  phones: 'the phone numbers',
  emails: 'the e-mail addresses',
  whatsapp: 'the WhatsApp number',
  address: 'the address',
  mapQuery: 'the map location',
  geo: 'the map coordinates',
} as const satisfies Partial<Record<keyof SiteDetailsFields, string>>;
export const OWNERS_SITE_PICTURES = { logo: 'the logo' } as const satisfies Partial<Record<SitePictureSlot, string>>;
export type OwnersSiteDetail = keyof typeof OWNERS_SITE_DETAILS | keyof typeof OWNERS_SITE_PICTURES;
/** What an editor reads beside the fields they cannot change. */
export const OWNERS_SITE_DETAILS_NOTE = 'Only an owner can change the firm’s name, contact details, address, map and logo.';
/** An editor's change to some of them: 403, naming each. */
export function ownersSiteDetailsRefusal(changed: readonly OwnersSiteDetail[]): string {
  const named: Record<OwnersSiteDetail, string> = { ...OWNERS_SITE_DETAILS, ...OWNERS_SITE_PICTURES };
  const names = changed.map((key) => named[key]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0];
  return `Only an owner can change ${list}. Ask an owner of the site.`;
}

/** The site details as pages and the admin receive them: the fields above and the site's pictures. */
export type SiteDetails = SiteDetailsFields & { pictures: Record<SitePictureSlot, PictureRef> };
export interface SiteResponse {
  site: SiteDetails;
}

/**
 * What the server hands to the web app's loaders (apps/server/src/pages/load-context.ts): the public
 * content read without an HTTP round trip, each read cached on the server and checked against the
 * database. Collections give their visible items in order. The values are shared between
 * requests: read them, never change them.
 */
export type ContentReads = {
  details(): Promise<SiteDetails>;
  offers(): Promise<Offer[]>;
  sliders(): Promise<Slider[]>;
  publicUrl: string;
} & { [S in CollectionSlug]: () => Promise<CollectionItems[S][]> };
