/**
 * Fields written once for an API of their own (offers and sliders keep API-1's paths, names and answers, decision 067).
 */
import { z } from 'zod';
import { imageVariantSchema } from './responses.js';
import { focusSchema } from './picture-settings-schema.js';
import {
  defaultsOf,
  type Field,
  type FieldSpec,
  type FileRule,
  type UnionToIntersection,
  type ValueField,
  type ValueShape,
} from './field-kinds.js';

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
