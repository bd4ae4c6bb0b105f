/**
 * The admin's view of a content collection (services, courses, gallery, downloads), derived from
 * its definition (CollectionSpec): its table columns, its forms and its API calls. Adding a
 * collection to COLLECTIONS adds its tab here with no code of its own (docs/adding-a-collection.md).
 * Offers and sliders take their columns, picture and forms from their definitions here too
 * (definedParts, decision 092), and their API calls from offers-sliders-screens.tsx.
 */
import type { FieldValues } from 'react-hook-form';
import { z } from 'zod';
import {
  CONTENT_MESSAGES,
  MESSAGES,
  imageFileProblem,
  pictureFieldNames,
  pictureSettingsSchema,
  pictureWriteNames,
  type ItemFile,
  type CollectionSpec,
  type FieldSpec,
  type FileRule,
  type ItemBase,
  type ItemResponse,
  type ItemWriteResponse,
  type ItemsResponse,
  type MessageResponse,
  type PictureRef,
} from '@firm/contract';
import { apiRequest, said } from '~/lib/api-client';
import type { FieldDef } from './item-form';
import { multipart, type AddMany, type ItemScreen, type ListedItem } from './item-screen';
import { formatSize } from '~/lib/format';
import { pictureSettings, placementDefaults } from './picture-placement';
import { RichText } from '~/components/rich-text';
import { PreviewButton } from './preview-button';

/** Any collection's item: the definitions, not the types, say what else it has. */
export type CollectionItem = ItemBase;

/** Any item's field by name: the definitions name them as strings. */
const valueOf = (item: ListedItem, name: string): unknown => (item as unknown as Record<string, unknown>)[name];
const isFileField = (field: FieldSpec) => field.kind === 'picture' || field.kind === 'file';

const pickedFile = z.custom<File | undefined>((v) => v === undefined || v === null || (typeof File !== 'undefined' && v instanceof File));

/** The fields and parts of a definition. */
type Fields = Pick<CollectionSpec, 'fields' | 'files' | 'thumbnail'>;
/**
 * The picture of the field `name` as an item answers it: nested under the field's name (a collection's PictureRef) or
 * flat beside the item's fields (offers, sliders).
 */
type PictureOf<T> = (item: T, name: string) => Pick<PictureRef, 'image' | 'variants' | 'alt' | 'focus'> | null;

/**
 * A file field's rule checked before upload: the size, and a picture's claimed type (the server
 * reads the bytes), those an edit may give on an edit (IMAGE-2).
 */
function fileSchema(rule: FileRule, required: boolean, onAdd: boolean) {
  const types = onAdd ? rule.types : (rule.editTypes ?? rule.types);
  // Optional when not required, so a partial edit may leave the key out altogether.
  return (required ? pickedFile : pickedFile.optional()).superRefine((file, ctx) => {
    if (!file) {
      if (required)
        ctx.addIssue({ code: 'custom', message: rule.kind === 'picture' ? MESSAGES.imageRequired : CONTENT_MESSAGES.fileRequired });
      return;
    }
    const problem =
      rule.kind === 'picture'
        ? imageFileProblem(file, types, rule.maxBytes)
        : file.size > rule.maxBytes
          ? CONTENT_MESSAGES.downloadTooLarge
          : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

const fileSchemas = (spec: Fields, onAdd: boolean) =>
  Object.fromEntries(spec.files.map((rule) => [rule.name, fileSchema(rule, onAdd && rule.required, onAdd)]));

/** The smallest variant a 48 px high thumbnail looks sharp in, else the picture itself. */
function thumbnailOf(picture: ReturnType<PictureOf<unknown>>): string | null {
  if (!picture) return null;
  const small = picture.variants.filter((v) => v.type === 'image/webp' && v.width >= 160).sort((a, b) => a.width - b.width)[0];
  return small?.url ?? picture.image;
}

const optionLabel = (field: FieldSpec | undefined, value: unknown) =>
  field?.options?.find((o) => o.value === value)?.label ?? String(value ?? '');

/** Columns that are facts of a stored file rather than fields of the form. */
const FILE_COLUMNS: Record<string, { header: string; cell: (item: ListedItem) => string }> = {
  fileType: { header: 'Type', cell: (item) => String(valueOf(item, 'fileType') ?? '').toUpperCase() },
  size: { header: 'Size', cell: (item) => formatSize(Number(valueOf(item, 'size') ?? 0)) },
};

function cellText(field: FieldSpec | undefined, item: ListedItem, name: string): string {
  const value = valueOf(item, name);
  if (field?.kind === 'select') return optionLabel(field, value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.join(', ');
  return value === undefined || value === null || value === '' ? '—' : `${String(value)}${field?.unit ?? ''}`;
}

/** A field's value as the view modal shows it: a rich text as the pages show it, lines as a list. */
function detail(field: FieldSpec, item: CollectionItem) {
  const value = valueOf(item, field.name);
  if (field.kind === 'richText' && typeof value === 'string') return <RichText html={value} />;
  if (field.kind === 'lines' && Array.isArray(value)) {
    return (
      <ul className="list-disc pl-5">
        {value.map((line: string, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    );
  }
  if (field.kind === 'file') {
    const stored = item as unknown as ItemFile;
    return (
      <a className="wrap-anywhere text-navy-700 underline" href={stored.file} download={stored.fileName}>
        {stored.fileName} ({stored.fileType.toUpperCase()}, {formatSize(stored.size)})
      </a>
    );
  }
  return cellText(field, item, field.name);
}

/** A form's value of a field: lists as text with one entry per line, yes/no as a tick. */
function formValue(field: FieldSpec, item: ListedItem | null): unknown {
  if (isFileField(field)) return undefined;
  const value = item ? valueOf(item, field.name) : undefined;
  if (field.kind === 'select') return typeof value === 'string' && value ? value : field.options?.[0]?.value;
  if (field.kind === 'yesNo') return value === true;
  if (Array.isArray(value)) return value.join('\n');
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' ? value : '';
}

/** The multipart body of an add or an edit: lists as text, as the API accepts them from forms. Only the `names` given are sent. */
export function multipartBody(spec: Fields, values: FieldValues, names: readonly string[]): FormData {
  const parts: Record<string, string | File> = {};
  for (const field of spec.fields) {
    const value = values[field.name] as unknown;
    if (!isFileField(field) && names.includes(field.name) && value !== undefined)
      // A field the owner cleared may be checked into null (an optional day): a form part says none with ''.
      parts[field.name] = Array.isArray(value) ? value.join('\n') : value === null ? '' : String(value);
  }
  // The files after the texts.
  for (const field of spec.fields)
    if (isFileField(field) && values[field.name] instanceof File) parts[field.name] = values[field.name] as File;
  return multipart({ ...parts, ...picturesSettings(spec, values, names) });
}

/** The request body of an add or an edit: multipart when a file travels, JSON otherwise. Only the `names` given are sent. */
function requestBody(spec: Fields, values: FieldValues, names: readonly string[]) {
  if (spec.fields.some((f) => isFileField(f) && values[f.name] instanceof File)) return { form: multipartBody(spec, values, names) };
  const texts = spec.fields.filter((f) => !isFileField(f) && names.includes(f.name));
  return {
    json: { ...Object.fromEntries(texts.map((f) => [f.name, values[f.name] as unknown])), ...picturesSettings(spec, values, names) },
  };
}

/** Each picture's write fields of a save (decision 094). */
const picturesSettings = (spec: Fields, values: FieldValues, names: readonly string[]) =>
  Object.assign({}, ...pictureFieldNames(spec).map((name) => pictureSettings(name, values, names))) as Record<string, string>;
/** Every name an add sends: the fields and each picture's alt text, focus and turn. */
export const allNames = (spec: Fields) => [
  ...spec.fields.map((f) => f.name),
  ...pictureFieldNames(spec).flatMap((name) => Object.values(pictureWriteNames(name))),
];
/** The write fields of the definition's pictures. */
const settingsShape = (spec: Fields) =>
  Object.assign({}, ...pictureFieldNames(spec).map((name) => pictureSettingsSchema(name).shape)) as z.ZodRawShape;

/**
 * What a screen takes from a definition (decisions 040, 092): the table's columns (`listColumns`,
 * or a file's facts), the picture and its thumbnail, and the add and edit forms: their fields, in
 * order, with the edit form's labels, their rules and the values they start from. `editSchema`:
 * what an edit accepts (through /api/{slug}: any of its fields).
 */
export function definedParts<T extends ListedItem>(
  spec: Fields & { addSchema: z.ZodObject; editSchema: z.ZodObject },
  listColumns: readonly string[],
  pictureOf: PictureOf<T>,
): Pick<ItemScreen<T>, 'titleHeader' | 'columns' | 'picture' | 'thumbnail' | 'addForm' | 'editForm'> {
  const fieldDef = (f: FieldSpec): FieldDef => ({
    name: f.name,
    label: f.label,
    kind: f.kind,
    help: f.help,
    options: f.options,
    crops: f.crops,
  });
  const fieldNamed = (name: string) => spec.fields.find((f) => f.name === name);
  const defaults = (item: T | null) => {
    const values = Object.fromEntries(spec.fields.map((f) => [f.name, formValue(f, item)]));
    // Each picture's alt text and focus as stored, unturned (IMAGE-5 to IMAGE-7).
    return Object.assign(values, ...pictureFieldNames(spec).map((name) => placementDefaults(name, item ? pictureOf(item, name) : null)));
  };
  return {
    // An offer's "Offer title" of its add form is "Title" on its edit form, and in the list.
    titleHeader: fieldNamed('title')?.edit?.label ?? fieldNamed('title')?.label,
    columns: listColumns.map(
      (name) =>
        FILE_COLUMNS[name] ?? {
          header: fieldNamed(name)?.label ?? name,
          cell: (item: T) => cellText(fieldNamed(name), item, name),
        },
    ),
    picture: (item) => (spec.thumbnail ? (pictureOf(item, spec.thumbnail)?.image ?? null) : null),
    thumbnail: (item) => (spec.thumbnail ? thumbnailOf(pictureOf(item, spec.thumbnail)) : null),
    addForm: {
      schema: spec.addSchema.extend(fileSchemas(spec, true)).extend(settingsShape(spec)),
      fields: spec.fields.map(fieldDef),
      defaults: defaults(null),
    },
    editForm: {
      schema: spec.editSchema.extend(fileSchemas(spec, false)).extend(settingsShape(spec)),
      // A label of the edit form's own comes with its own help (none unless given).
      fields: spec.fields.map((f) =>
        f.edit
          ? { ...fieldDef(f), label: f.edit.label, help: f.edit.help }
          : isFileField(f)
            ? { ...fieldDef(f), help: 'Leave it empty to keep the current one.' }
            : fieldDef(f),
      ),
      defaults,
      current: (item) =>
        Object.fromEntries(
          spec.fields.filter(isFileField).map((f) => {
            if (f.kind === 'picture') return [f.name, pictureOf(item, f.name)?.image ?? null];
            const stored = item as unknown as ItemFile;
            return [f.name, `${stored.fileName} (${stored.fileType.toUpperCase()}, ${formatSize(stored.size)})`];
          }),
        ),
    },
  };
}

/** Many items at once, one per picture, each captioned and hidden as the panel says (UPLOAD-1, decision 061). */
function addManyOf(spec: CollectionSpec, base: string): AddMany | undefined {
  const [rule] = spec.files;
  const caption = spec.fieldsSchema.shape['title'];
  if (!spec.addMany || !rule || !caption) return undefined;
  return {
    accept: rule.types.join(','),
    help: `JPEG, PNG, GIF, WebP or AVIF, up to ${rule.maxBytes / 1024 / 1024} MB each.`,
    // A type the browser does not know (none given) is the server's to read from the bytes (IMAGE-3).
    problem: (file) => imageFileProblem({ size: file.size, type: file.type || (rule.types[0] ?? '') }, rule.types, rule.maxBytes),
    captionProblem: (text) => caption.safeParse(text).error?.issues[0]?.message ?? null,
    add: async (picture, { title, hidden }, options) => {
      const form = multipart({ [rule.name]: picture, title, hidden: hidden ? 'true' : undefined });
      const answer = await apiRequest<ItemWriteResponse<CollectionItem>>(base, { method: 'POST', form, expireOn401: false, ...options });
      return answer.item._id;
    },
  };
}

export function collectionScreen(spec: CollectionSpec): ItemScreen<CollectionItem> {
  const base = `/api/${spec.slug}`;
  const itemPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const pictureOf = (item: CollectionItem, name: string) => valueOf(item, name) as PictureRef | null;
  const parts = definedParts(
    { ...spec, addSchema: spec.fieldsSchema, editSchema: spec.fieldsSchema.partial() },
    spec.listColumns,
    pictureOf,
  );

  return {
    noun: spec.noun,
    Noun: spec.Noun,
    heading: spec.label,
    emptyText: `No ${spec.label.toLowerCase()} yet`,
    clearOnListError: false,
    ...parts,
    details: [
      ...spec.fields
        .filter((f) => f.kind !== 'picture' && f.name !== 'title')
        .map((f) => ({ header: f.label, cell: (item: CollectionItem) => detail(f, item) })),
      ...(spec.hideable ? [{ header: 'On the site', cell: (item: CollectionItem) => (item.hidden ? 'Hidden (a draft)' : 'Shown') }] : []),
      ...(spec.publicPath
        ? [
            {
              header: 'Page',
              cell: (item: CollectionItem) => {
                const path = spec.publicPath?.(item._id) ?? '';
                // Hidden: not on the site yet, but the owner can see the page as it will be (PREVIEW-1).
                return item.hidden ? (
                  <span className="inline-flex flex-wrap items-center gap-3">
                    {path}
                    <PreviewButton collection={spec.slug} id={item._id} title={item.title} />
                  </span>
                ) : (
                  <a className="text-navy-700 underline" href={path}>
                    {path}
                  </a>
                );
              },
            },
          ]
        : []),
    ],
    list: async () => (await apiRequest<ItemsResponse<CollectionItem>>(base)).items,
    single: async (id) => (await apiRequest<ItemResponse<CollectionItem>>(itemPath(id))).item,
    add: async (values, onProgress) => {
      const body = requestBody(spec, values, allNames(spec));
      return said(
        await apiRequest<ItemWriteResponse<CollectionItem>>(base, { method: 'POST', ...body, onProgress }),
        CONTENT_MESSAGES.added,
      );
    },
    update: async (item, values, onProgress, changed) => {
      const body = requestBody(spec, values, changed);
      return said(
        await apiRequest<ItemWriteResponse<CollectionItem>>(itemPath(item._id), { method: 'PUT', ...body, onProgress }),
        CONTENT_MESSAGES.saved,
      );
    },
    remove: async (item) => said(await apiRequest<MessageResponse>(itemPath(item._id), { method: 'DELETE' }), CONTENT_MESSAGES.deleted),
    trash: spec.slug,
    reorder: spec.orderable
      ? async (ids) =>
          said(await apiRequest<MessageResponse>(`${base}/order`, { method: 'PUT', json: { ids } }), CONTENT_MESSAGES.orderSaved)
      : undefined,
    visibility: spec.hideable
      ? {
          hidden: (item) => item.hidden,
          set: async (item, hidden) =>
            said(
              await apiRequest<ItemWriteResponse<CollectionItem>>(itemPath(item._id), { method: 'PUT', json: { hidden } }),
              CONTENT_MESSAGES.saved,
            ),
        }
      : undefined,
    addMany: addManyOf(spec, base),
  };
}
