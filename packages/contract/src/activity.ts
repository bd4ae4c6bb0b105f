import { z } from 'zod';

/** What the Activity tab lists, in the owner's words (docs/decisions/047). */
export const ACTIVITY_ACTIONS = {
  login: 'Logged in',
  password: 'Changed the password',
  'password-reset': 'Set a new password with a link by e-mail',
  add: 'Added',
  edit: 'Edited',
  hide: 'Hid',
  show: 'Showed',
  order: 'Changed the order of',
  delete: 'Deleted',
  restore: 'Restored from the trash',
  version: 'Restored an earlier version of',
  forever: 'Deleted for good',
  // The team (the e-mail of the person concerned is the entry's title).
  invite: 'Invited',
  join: 'Accepted the invitation',
  toOwner: 'Gave the owner role to',
  toEditor: 'Gave the editor role to',
  remove: 'Removed the access of',
  // Two-step sign-in (two-step.ts).
  twoStepOn: 'Turned on two-step sign-in',
  twoStepOff: 'Turned off two-step sign-in',
  twoStepRequired: 'Required two-step sign-in of everyone',
  twoStepOptional: 'Made two-step sign-in each person’s choice',
  // Backups (apps/server/src/backup).
  backupDownload: 'Downloaded a backup',
} as const;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

/** Days an entry of the activity is kept. */
export const ACTIVITY_KEPT_DAYS = 365;
/** Entries per page of the Activity tab. */
export const ACTIVITY_PAGE = 50;

export const activityEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  /** The admin's email. */
  by: z.string(),
  action: z.enum(Object.keys(ACTIVITY_ACTIONS) as [ActivityAction, ...ActivityAction[]]),
  /** A collection's slug, `offers`, `sliders`, `messages` or `site`; null for a login or a password change. */
  collection: z.string().nullable(),
  itemId: z.string().nullable(),
  /** The item's title when it was done (an order change: none). */
  title: z.string().nullable(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const activityQuerySchema = z.object({
  by: z.string().max(254).optional(),
  collection: z.string().max(64).optional(),
  /** The id of the last entry of the page before: the next page starts after it. */
  before: z.coerce.number({ error: 'before must be an entry’s id' }).int('before must be an entry’s id').optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityResponseSchema = z.object({
  entries: z.array(activityEntrySchema),
  /** Everyone with an entry, and every collection with one: the filters' choices. */
  people: z.array(z.string()),
  collections: z.array(z.string()),
  /** More entries after these. */
  more: z.boolean(),
});
export type ActivityResponse = z.infer<typeof activityResponseSchema>;

export const ACTIVITY_PATH = '/api/activity';
