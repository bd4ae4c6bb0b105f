/**
 * A collection from one definition (defineCollection): its fields, each written once (field-kinds.ts), give the admin
 * form's view, the zod schema of what the API accepts and the file parts' rules; beside them its ordering, ids,
 * visibility, its check of the fields together and its dates. The server derives routes, repository and OpenAPI
 * entries from it; the admin derives its table and form from it; the public pages read the item types. The
 * definitions are in collections.ts.
 */
import { z } from 'zod';
import { flag } from './value-schemas.js';
import { SCHEDULES } from './slides-offers.js';
import {
  defaultsOf,
  type Field,
  type FieldSpec,
  type FileRule,
  type UnionToIntersection,
  type ValueField,
  type ValueShape,
} from './field-kinds.js';

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
  /** The owner may put the items in an order of their own. */
  orderable: boolean;
  /** How the items are listed: in the owner's order, or the latest added first. */
  order: 'owner' | 'newest';
  /** 'numbered': the next number after the largest (public addresses like /services/details/101); 'random': a UUID. */
  ids: 'numbered' | 'random';
  hideable: boolean;
  /**
   * Served at the original backend's paths by its compatibility plugin (apps/server/src/content/original-api.ts,
   * decision 008) rather than at /api/{slug}: offers and sliders.
   */
  originalApi?: true;
  /** What is wrong with the item's fields taken together, as they will be stored (a button both or neither), or undefined. */
  check?: (values: Readonly<Record<string, unknown>>) => string | undefined;
  /**
   * Shown between two optional days (OFFER-3): the value fields holding the first and the last day visitors see it.
   * Its item says where the day it is read on falls (`schedule`); the public reads keep the current ones.
   */
  dated?: { from: string; until: string };
  /**
   * The admin may add many items at once, one per picture, the caption taken from the file's name
   * (UPLOAD-1): only where a picture and a title are all an item needs (decision 061).
   */
  addMany?: boolean;
  /** The public page of one item, when it has one (for "View on site"). */
  publicPath?: (id: string) => string;
  /**
   * Its public page, when visitors have one, and the menu's label of it: the menu, the footer's Quick Links, the
   * sitemap and the web app's routes come from it (collection-pages.ts). Its page is the route module named as the
   * path (`routes/gallery.tsx` for '/gallery'), an item's page `routes/{noun}-detail.tsx`.
   */
  page?: { path: `/${string}`; menu: string };
  /**
   * The value fields of a valid add, as the admin's form sends them (files are made by whoever adds it, one per
   * rule of `files`): the tests add items with it, so a new collection needs no case of its own in them.
   */
  example: Readonly<Record<string, unknown>>;
  /** Multipart part names of its files and their rules. */
  files: readonly FileRule[];
  /** What the API accepts: the text fields and the `hidden` flag (files travel as multipart parts). */
  fieldsSchema: z.ZodObject;
  /** What an edit form accepts: the text fields with the edit form's names in their messages (OFFER-2). */
  editSchema: z.ZodObject;
  /** An item as the API answers it: `_id`, `title`, `hidden` and each field's properties, in the fields' order. */
  itemSchema: z.ZodObject;
  /** What an item stores for an optional field left out: '' for a text, [] for lines, null for a number, the first choice, no. */
  defaults: Readonly<Record<string, unknown>>;
}

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

/** Where the day an item is read on falls against its days (`dated`). */
const scheduleShape = { schedule: z.enum(SCHEDULES) };

/** The item's properties: the base and each field's, and a dated item's schedule. */
type ItemShape<D extends Definition> = typeof itemBase &
  UnionToIntersection<D['fields'][number]['item']> &
  (D extends { dated: object } ? typeof scheduleShape : unknown);

type Definition = Omit<
  CollectionSpec,
  'fields' | 'files' | 'fieldsSchema' | 'editSchema' | 'itemSchema' | 'defaults' | 'thumbnail' | 'operation' | 'order' | 'ids'
> & {
  fields: readonly Field[];
  operation?: CollectionSpec['operation'];
  /** The owner's order unless said. */
  order?: CollectionSpec['order'];
  /** Numbered unless said. */
  ids?: CollectionSpec['ids'];
};

/**
 * A collection from its fields in the form's order: the form's view (`fields`), the multipart
 * parts (`files`), the API's schema (`fieldsSchema`), the answer's (`itemSchema`) and the stored
 * defaults all come from the one list. Every collection has a required `title` text field.
 */
export function defineCollection<const D extends Definition>(
  // The list's columns name properties of the item its fields make.
  definition: D & { listColumns: readonly (keyof ItemShape<D> & string)[] },
) {
  const { fields, ...rest } = definition;
  const values = fields.filter((f): f is ValueField => 'schema' in f);
  const files = fields.flatMap((f) => ('rule' in f ? [f.rule] : []));
  const item = Object.assign({}, itemBase, ...fields.map((f) => f.item), definition.dated ? scheduleShape : {}) as ItemShape<D>;
  const { dated } = definition;
  if (dated && ![dated.from, dated.until].every((name) => values.some((f) => f.spec.name === name && f.spec.kind === 'date')))
    throw new Error(`${definition.slug}: dated names two of its date fields`);
  // One picture per item, and nothing else to type but the title (decision 061).
  const [picture, ...others] = files;
  if (
    definition.addMany &&
    (picture?.kind !== 'picture' || others.length > 0 || values.some((f) => f.spec.required && f.spec.name !== 'title'))
  )
    throw new Error(`${definition.slug}: addMany needs one picture and no required field but the title`);
  const fieldsSchema = z.object({ ...Object.fromEntries(values.map((f) => [f.spec.name, f.schema])), ...hiddenField }) as z.ZodObject<
    ValueShape<D['fields']> & typeof hiddenField
  >;
  // The tests add items with it: one its own fields refuse is a mistake of the definition.
  const example = fieldsSchema.safeParse(definition.example);
  if (!example.success) throw new Error(`${definition.slug}: its example is refused: ${example.error.issues[0]?.message}`);
  return {
    operation: { one: definition.Noun, all: definition.label },
    ...rest,
    order: definition.order ?? 'owner',
    ids: definition.ids ?? 'numbered',
    fields: fields.map((f): FieldSpec => f.spec),
    files,
    thumbnail: pictureFieldNames({ files })[0] ?? null,
    fieldsSchema,
    editSchema: z.object(Object.fromEntries(values.map((f) => [f.spec.name, f.editSchema ?? f.schema]))) as z.ZodObject<
      ValueShape<D['fields']>
    >,
    itemSchema: z.object(item),
    defaults: defaultsOf(values),
  };
}

/** The names of a definition's picture fields, in its order: each its part and the start of its write fields (decision 094). */
export const pictureFieldNames = (spec: Pick<CollectionSpec, 'files'>): string[] =>
  spec.files.filter((rule) => rule.kind === 'picture').map((rule) => rule.name);

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
