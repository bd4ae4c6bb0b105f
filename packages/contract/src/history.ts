import { z } from 'zod';

/**
 * History: every change to an item or to the site details keeps a version (who, when, which fields
 * went from what to what); the last HISTORY_KEPT are listed and any can be made current again
 * (docs/decisions/046).
 */
export const HISTORY_KEPT = 50;

export const HISTORY_MESSAGES = {
  noSuchVersion: 'That version is not in this item’s history.',
  restored: 'Version restored',
} as const;

/** The site details' name in the history, beside the collections' slugs, `offers` and `sliders`. */
export const SITE_HISTORY = { collection: 'site', id: 'site' } as const;

/** A field's value as the history shows it: text, lines, a number, yes/no, a picture's address, a file's name, or a group of these. */
export type HistoryValue = string | number | boolean | null | HistoryValue[] | { [key: string]: HistoryValue };
// Described in words: a union with null (or a recursive schema) is not valid OpenAPI 3.0 as zod writes it.
const historyValue = z
  .unknown()
  .describe(
    'Text, lines, a number, yes or no, a picture’s address, a file’s name or a group of these; null where there was none',
  ) as z.ZodType<HistoryValue>;

export const historyChangeSchema = z.object({
  /** The field's name; the admin shows it by its form's label. */
  field: z.string(),
  /** Pictures are given as their addresses, files as their names; null where there was none. */
  old: historyValue,
  new: historyValue,
});
export type HistoryChange = z.infer<typeof historyChangeSchema>;

export const versionSchema = z.object({
  id: z.number(),
  at: z.string(),
  /** The email of the admin who made the change; empty for the item as it was before its history began. */
  by: z.string(),
  /** The first version: the item as it was added (or, `by` empty, as it was when its history began). */
  created: z.boolean(),
  changes: z.array(historyChangeSchema),
});
export type Version = z.infer<typeof versionSchema>;

export const historyResponseSchema = z.object({ versions: z.array(versionSchema) });

/** Which version to make current again: a new version, so it can be taken back too. */
export const restoreVersionSchema = z.object({
  collection: z.string({ error: 'Say which collection' }).min(1, 'Say which collection').max(64),
  id: z.string({ error: 'Say which item' }).min(1, 'Say which item').max(64),
  version: z.number({ error: 'Say which version' }).int('Say which version'),
});
export type RestoreVersion = z.infer<typeof restoreVersionSchema>;

export const historyPaths = {
  list: (collection: string, id: string) => `/api/history/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
  restore: '/api/history/restore',
} as const;
