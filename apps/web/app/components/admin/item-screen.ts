/**
 * An admin screen of items (offers, sliders, each content collection): what differs between them,
 * given to the one ItemManager (item-manager.tsx), which does the rest.
 */
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { FieldDef, ItemFormProps } from './item-form';

export interface ListedItem {
  _id: string;
  title: string;
}

type Progress = (percent: number) => void;

export interface ItemScreen<T extends ListedItem> {
  /** 'offer': used in accessible names ("View offer Summer sale"). */
  noun: string;
  /** 'Offer': used in headings and buttons. */
  Noun: string;
  heading: string;
  emptyText: string;
  /** How long the notice of an add or an edit stays; NOTICE_MS (ADMIN-11) when not given. */
  noticeMs?: number;
  /** A failed list fetch empties the list (ADMIN-2). */
  clearOnListError: boolean;
  /** The title's name in the list and the view, as its form labels it ("Name", "Caption"); "Title" when not given. */
  titleHeader?: string;
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
  /** Moves it to the trash. */
  remove: (item: T) => Promise<string>;
  /** The trash's name for these items (`collection` of its entries), which the Undo of a delete restores from. */
  trash: string;
  /** One step up or down (the sliders' spec API). */
  move?: (item: T, direction: 'up' | 'down') => Promise<string>;
  /** The whole new order, by dragging or by keyboard. */
  reorder?: (ids: string[]) => Promise<string>;
  /** Hide (a draft, on no public page) or show again. */
  visibility?: { hidden: (item: T) => boolean; set: (item: T, hidden: boolean) => Promise<string> };
  /** Many items at once, one per picture (UPLOAD-1), where the definition allows it. */
  addMany?: AddMany;
  addForm: { schema: ItemFormProps['schema']; fields: readonly FieldDef[]; defaults: FieldValues };
  editForm: {
    schema: ItemFormProps['schema'];
    fields: readonly FieldDef[];
    defaults: (item: T) => FieldValues;
    current: (item: T) => Record<string, string | null>;
  };
}

/** What "Add many pictures" (multi-upload.tsx) needs of a collection. */
export interface AddMany {
  /** The types the file chooser offers. */
  accept: string;
  /** What may be chosen, in words. */
  help: string;
  /** Why a picture would be refused before it is sent (its size, a type the browser knows is not allowed), or null. */
  problem: (file: File) => string | null;
  /** Why a caption would be refused, or null. */
  captionProblem: (caption: string) => string | null;
  /** Adds one item of the picture, answering its id; a 401 rejects without ending the session (the panel says it). */
  add: (
    picture: File,
    fields: { title: string; hidden: boolean },
    options: { onProgress: Progress; onSent: () => void; signal: AbortSignal },
  ) => Promise<string>;
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
