import { z } from 'zod';

/**
 * The trash: what the owner deletes (an item of any collection, an offer, a slider, a contact
 * message) is kept there for TRASH_DAYS and can be put back where it was (docs/decisions/044).
 */
export const TRASH_MESSAGES = {
  notInTrash: 'That is no longer in the trash: it was restored or deleted forever.',
  restored: 'Restored',
  deletedForever: 'Deleted forever',
  /** An editor's Delete forever (AUTH-9, decision 087): what they delete stays restorable by an owner. */
  foreverOwnersOnly: 'Only an owner can delete for good. Ask an owner of the site.',
  /** What an editor reads on the Trash tab, where the Delete forever buttons are not. */
  foreverOwnersNote: 'Only an owner can delete an item for good before then.',
} as const;

/** Days an item stays in the trash unless TRASH_DAYS says otherwise. */
export const DEFAULT_TRASH_DAYS = 30;

/** The trash's name for contact messages, beside the collections' slugs, offers and sliders. */
export const MESSAGES_TRASH = 'messages';

export const trashEntrySchema = z.object({
  /** A collection's slug, `offers`, `sliders` or `messages`: with `id`, what restore and delete forever take. */
  collection: z.string(),
  /** What it was, in the owner's words: Service, Offer, Message... */
  kind: z.string(),
  id: z.string(),
  /** Its title (a message: its sender and subject). */
  title: z.string(),
  /** Its picture's address, or null. */
  picture: z.string().nullable(),
  deletedAt: z.string(),
  /** The email of the admin who deleted it. */
  deletedBy: z.string(),
  /** When it leaves the trash for good. */
  purgeAt: z.string(),
});
export type TrashEntry = z.infer<typeof trashEntrySchema>;

export const trashListSchema = z.object({
  items: z.array(trashEntrySchema),
  /** How long an entry stays (TRASH_DAYS). */
  days: z.number(),
});

/** Which entry: restore takes it as its body, delete forever in its path. */
export const trashKeySchema = z.object({
  collection: z.string({ error: 'Say which collection' }).min(1, 'Say which collection').max(64),
  id: z.string({ error: 'Say which item' }).min(1, 'Say which item').max(64),
});
export type TrashKey = z.infer<typeof trashKeySchema>;

export const trashPaths = {
  list: '/api/trash',
  /** POST with the entry's TrashKey as JSON. */
  restore: '/api/trash/restore',
  forever: ({ collection, id }: TrashKey) => `/api/trash/${encodeURIComponent(collection)}/${encodeURIComponent(id)}`,
} as const;
