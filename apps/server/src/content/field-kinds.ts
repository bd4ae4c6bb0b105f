import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  CONTENT_MESSAGES,
  MESSAGES,
  type CollectionSpec,
  type FileRule,
  type ItemBase,
  type PictureRef,
  type PicturesSettings,
  type Schedule,
  scheduleOn,
} from '@firm/contract';
import { badRequest } from '../lib/errors.js';
import type { UploadForm } from '../lib/upload-form.js';
import { checkDownload, downloadKind, downloadName, downloadThumbnail } from './download-files.js';
import { mediaOf, pictureRef, placed, type MediaIndex, type StoredPicture } from './pictures.js';
import { preparePicture } from './picture-writes.js';
import type { Db } from '../db/index.js';
import type { Doc, EngineCollection, ItemRow, PreparedFiles, StoredFile, StoredFiles } from './repository.js';

/**
 * How each kind of field of a collection is stored, answered and checked, so that a collection is
 * its definition alone (docs/decisions/041-items-derived-from-the-definitions.md). Text, lists,
 * choices and numbers are stored as the API accepted them, with the definition's `defaults` for
 * those left out; pictures are stored as references to media or to the site's own pictures; a
 * download's file as its facts (StoredFile) and answered as its address under the collection.
 */

/** Where an item's file is fetched, under its file name (content/download-routes.ts serves it). */
export const itemFileUrl = (slug: string, id: string) => `/api/${slug}/${encodeURIComponent(id)}/file`;

/** The owner gave this picture (rather than it being made from the file): stored beside it, so a new file keeps it. */
const givenKey = (rule: FileRule) => `${rule.name}Given`;

/** The stored fields after a write: the checked fields over the current ones (or the defaults), with the stored files. */
function toDoc(spec: CollectionSpec, fields: Doc, files: StoredFiles, current: Doc | undefined): Doc {
  const doc: Doc = { ...spec.defaults, ...current, ...fields };
  for (const rule of spec.files) {
    const sent = files.pictures?.[rule.name];
    if (rule.kind === 'download') doc[rule.name] = files.file ?? current?.[rule.name];
    else if (rule.madeFromFile) {
      // The owner's picture wins; one made from the file follows the file, unless the owner gave one.
      const given = sent !== undefined || current?.[givenKey(rule)] === true;
      doc[rule.name] = sent ?? (files.file && !given ? (files.fileThumbnail ?? null) : (current?.[rule.name] ?? null));
      doc[givenKey(rule)] = given;
    } else doc[rule.name] = sent ?? current?.[rule.name] ?? null;
    if (rule.kind === 'picture')
      doc[rule.name] = placed(
        doc[rule.name] as StoredPicture | null,
        current?.[rule.name] as StoredPicture | null,
        files.pictureSettings?.[rule.name],
      );
  }
  return doc;
}

/** An item as the API answers it: exactly the item schema's properties, in its order (list answers are sent as cached JSON text). */
function toItem(spec: CollectionSpec, { id, hidden }: ItemRow, doc: Doc, media: MediaIndex): ItemBase {
  const values: Doc = { ...spec.defaults, ...doc, _id: id, hidden };
  for (const rule of spec.files) {
    if (rule.kind === 'download') {
      const file = doc[rule.name] as StoredFile;
      Object.assign(values, {
        [rule.name]: itemFileUrl(spec.slug, id),
        fileName: file.name,
        fileType: file.fileType,
        mime: file.mime,
        size: file.size,
      });
    } else {
      const picture = doc[rule.name] as StoredPicture | null | undefined;
      values[rule.name] = picture ? pictureRef(picture, media) : null;
    }
  }
  return Object.fromEntries(Object.keys(spec.itemSchema.shape).map((key) => [key, values[key]])) as unknown as ItemBase;
}

/** Media an item refers to: its uploaded pictures and files. */
function mediaIds(spec: CollectionSpec, doc: Doc): string[] {
  return spec.files.flatMap((rule) =>
    rule.kind === 'download' ? ((doc[rule.name] as StoredFile | undefined)?.media ?? []) : mediaOf(doc[rule.name] as StoredPicture | null),
  );
}

/** One of the owner's collections on the engine: its definition and how its items are stored (content_items). */
export interface ServerCollection<Item = ItemBase> extends EngineCollection<Item> {
  spec: CollectionSpec;
}

/** A dated item's days and schedule (the definition's `dated`), read by name. */
type DatedItem = Record<string, unknown> & { schedule: Schedule };
const dayOf = (value: unknown) => (typeof value === 'string' ? value : null);

export const engineOf = (spec: CollectionSpec): ServerCollection => ({
  slug: spec.slug,
  spec,
  storage: { order: spec.order, ids: spec.ids, hideable: spec.hideable },
  toDoc: (fields, files, current) => toDoc(spec, fields, files, current),
  toItem: (row, doc, media) => toItem(spec, row, doc, media),
  mediaIds: (doc) => mediaIds(spec, doc),
  kind: spec.Noun,
  pictureOf: (item) => (spec.thumbnail ? (((item as Record<string, unknown>)[spec.thumbnail] as PictureRef | null)?.image ?? null) : null),
  ...(spec.dated && {
    dated: {
      on: (item, day) => {
        const { from, until } = spec.dated!;
        const values = item as unknown as DatedItem;
        return { ...item, schedule: scheduleOn(dayOf(values[from]), dayOf(values[until]), day) };
      },
      current: (item) => (item as unknown as DatedItem).schedule === 'current',
      scheduledFrom: (item) => {
        const values = item as unknown as DatedItem;
        return values.schedule === 'scheduled' ? dayOf(values[spec.dated!.from]) : null;
      },
    },
  }),
});

/** A seed item (seed/<collection>.json): its id, its fields as the API takes them, and its files by name. */
export type SeedEntry = { id: string } & Record<string, unknown>;

/**
 * A seed item split by its collection's definition: the fields, as the API would take them, and
 * the files as stored. A picture is named by one of the site's own pictures (its asset name, built
 * from apps/web/assets), a download's file by its name in `downloadsDir`; its content tells its type,
 * as an upload's does. A picture made from the file counts as made, so a new file replaces it.
 */
export async function seedItem(spec: CollectionSpec, entry: SeedEntry, downloadsDir: string): Promise<{ fields: Doc; files: Doc }> {
  const { id, ...fields } = entry;
  const files: Doc = {};
  for (const rule of spec.files) {
    const named = fields[rule.name];
    delete fields[rule.name];
    if (rule.kind === 'picture') {
      files[rule.name] = typeof named === 'string' ? { asset: named } : null;
      if (rule.madeFromFile) files[givenKey(rule)] = false;
      continue;
    }
    const bytes = typeof named === 'string' ? await readFile(join(downloadsDir, named)).catch(() => undefined) : undefined;
    const kind = bytes && (await downloadKind(bytes));
    if (!kind) throw new Error(`The seed of ${spec.slug}, item ${id}, ${rule.name}: no download file ${String(named)} in ${downloadsDir}`);
    // It downloads under its item's title, as an upload without a file name does.
    const stored: StoredFile = {
      seed: named as string,
      name: downloadName(undefined, String(fields['title']), kind.mime),
      ...kind,
      size: bytes.length,
    };
    files[rule.name] = stored;
  }
  return { fields, files };
}

/** A write's file parts, by field name. */
export type WriteFiles = UploadForm<string>['files'];

/**
 * Checks and encodes the write's files by the collection's rules (413/415 with a message), before
 * its transaction starts; the required ones must come with an add. A picture made from the file is
 * made only when the owner sends none.
 */
export async function prepareFiles(
  spec: CollectionSpec,
  files: WriteFiles,
  adding: boolean,
  title: string,
  picture: { db: Db; settings: PicturesSettings; current: Doc | undefined },
): Promise<PreparedFiles> {
  const prepared: PreparedFiles = { pictures: {}, pictureSettings: {} };
  // A picture made from the file is made only when none of its own is sent.
  const madeFromFile = spec.files.find((rule) => rule.madeFromFile);
  for (const rule of spec.files) {
    const part = files[rule.name];
    if (!part && adding && rule.required)
      throw badRequest(rule.kind === 'download' ? CONTENT_MESSAGES.fileRequired : MESSAGES.imageRequired);
    if (rule.kind === 'download') {
      if (!part) continue;
      const checked = await checkDownload(part.bytes, part.filename, title);
      prepared.file = { ...checked, thumbnail: madeFromFile && !files[madeFromFile.name] ? await downloadThumbnail(checked) : null };
      continue;
    }
    // Each picture: a file sent, or the current one turned (IMAGE-6); its alt text and focus.
    const write = await preparePicture(picture.db, {
      upload: part?.bytes,
      // An edit may give fewer types (IMAGE-2).
      types: adding ? rule.types : (rule.editTypes ?? rule.types),
      maxBytes: rule.maxBytes,
      current: picture.current?.[rule.name] as StoredPicture | null | undefined,
      settings: picture.settings[rule.name] ?? {},
    });
    if (write.image) prepared.pictures![rule.name] = write.image;
    prepared.pictureSettings![rule.name] = write.settings;
  }
  return prepared;
}
