/**
 * The kinds of field a collection is made of, each written once (decisions 040, 041): a builder gives the admin
 * form's view of the field (FieldSpec), the properties it gives the item as the API answers it (`item`), and either
 * the zod schema of what the API accepts for it with the value stored when it is left out (text, lists, choices,
 * numbers) or the rule of its multipart part (pictures and files, checked by content on the server).
 */
import { z } from 'zod';
import { LIMITS } from './limits.js';
import { typedText } from './typed-text.js';
import { RICH_TEXT_DESCRIPTION } from './rich-text.js';
import { SLIDES_OFFERS_LIMITS as SL, isButtonLink, isDay } from './slides-offers.js';
import type { PictureCrop } from './picture-crops.js';
import { pictureRefSchema } from './responses.js';
import { CONTENT_LIMITS, DOWNLOAD_FILE_TYPES, DOWNLOAD_TYPES, PICTURE_TYPES } from './content-limits.js';
import { flagOf, lines, optionalText, richText, text } from './value-schemas.js';

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

export interface FileRule {
  /**
   * The field's one name (decision 094): its form field, its multipart part, the item property it is stored and
   * answered under ('picture', 'thumbnail', 'file'), and, for a picture, the start of its write fields (`pictureAlt`).
   */
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
// Fields, each written once (decisions 040, 041): a builder gives the admin form's view of the
// field (FieldSpec), the properties it gives the item as the API answers it (`item`), and either
// the zod schema of what the API accepts for it with the value stored when it is left out (text,
// lists, choices, numbers) or the rule of its multipart part (pictures and files, checked by
// content on the server).

/** A field the API takes as text or JSON: the form's view, the API's schema and the item's property under one name. */
export interface ValueField<
  Name extends string = string,
  Schema extends z.ZodType = z.ZodType,
  Item extends z.ZodRawShape = z.ZodRawShape,
> {
  spec: FieldSpec & { name: Name };
  schema: Schema;
  /** What an edit accepts, when its messages are not an add's (`edit.called`). */
  editSchema?: z.ZodType;
  item: Item;
  /** Stored when an optional field is left out. */
  empty?: unknown;
}
/** A picture or file field: the form's view, the rule of its multipart part and the item's properties. */
export interface FileField<Item extends z.ZodRawShape = z.ZodRawShape> {
  spec: FieldSpec;
  rule: FileRule;
  item: Item;
}
export type Field = ValueField | FileField;

export interface FieldOptions {
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
   * A picture, from the types of PICTURE_TYPES, under one name ('picture' unless said): its multipart part, its write
   * fields (`{name}Alt`, `{name}Focus`, `{name}Rotate`) and the item's property. `madeFromFile`: made from the download's
   * file when none is given.
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
      ...specOf(o.name ?? 'picture', 'picture', o.required, { label: o.label ?? 'Picture', ...(o.edit ? { edit: o.edit } : {}) }),
      crops: o.crops ?? ['card'],
    },
    rule: {
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
      name: 'file',
      kind: 'download',
      required: o.required,
      maxBytes: CONTENT_LIMITS.maxDownloadBytes,
      types: DOWNLOAD_TYPES,
    } satisfies FileRule,
    item: itemFileSchema.shape,
  }),
};

/** The value fields' schemas by name, in the order of the fields. */
export type ValueShape<Fields extends readonly Field[]> = {
  [F in Extract<Fields[number], ValueField> as F['spec']['name']]: F['schema'];
};
export type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** What each optional value field is stored and answered as when left out: its kind's `empty`. */
export function defaultsOf(values: readonly ValueField[]): Record<string, unknown> {
  return Object.fromEntries(values.flatMap((f) => ('empty' in f ? [[f.spec.name, f.empty]] : [])));
}
