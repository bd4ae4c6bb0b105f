import { z } from 'zod';

/**
 * The owner's view of the backups: the daily one the server makes at BACKUP_TIME into BACKUP_DIR,
 * and a fresh one downloaded from the admin (owners only).
 */

/** A warning shows when the newest good backup is older than this. */
export const BACKUP_WARN_DAYS = 2;

/** Why a backup could not be made, as the owner reads it in the admin and the log. */
export const BACKUP_MESSAGES = {
  diskFull: "The server's disk is full.",
  notAllowed: (folder: string) => `The server may not write in the backup folder ${folder}.`,
  readOnly: (folder: string) => `The backup folder ${folder} is on a disk that cannot be written to.`,
  pathThroughFile: (folder: string) => `The backup folder ${folder} cannot be made: part of its path is a file, not a folder.`,
  unreadable: (why: string) => `The backup was written but did not read back whole: ${why}`,
  failed: (why: string) => `The backup could not be made: ${why}`,
  lastFailed: (why: string) => `The last backup failed: ${why}`,
  noneFor: (days: number) => `No backup for ${days} days.`,
  noneYet: `No backup has been made for more than ${BACKUP_WARN_DAYS} days.`,
} as const;

/** One daily backup, made or failed. */
export const backupAttemptSchema = z.object({
  /** When it ended (ISO-8601). */
  at: z.string(),
  /** Its file's name in `folder`, when it was written. */
  file: z.string().nullable(),
  bytes: z.number().nullable(),
  /** It was read back whole after it was written. */
  checked: z.boolean(),
  /** Why it failed, in plain words; null when it was made. */
  error: z.string().nullable(),
  /** The app server that made it and its backup folder (each server writes to its own disk). */
  host: z.string(),
  folder: z.string(),
  /** How many backups the folder held after it (the oldest beyond BACKUP_KEEP deleted). */
  count: z.number().nullable(),
});
export type BackupAttempt = z.infer<typeof backupAttemptSchema>;

export const backupStatusSchema = z.object({
  /** The latest daily backup, made or failed; null before the first. */
  last: backupAttemptSchema.nullable(),
  /** The latest daily backup that was made and checked. */
  lastGood: backupAttemptSchema.nullable(),
  /** When the next daily backup is due (ISO-8601). */
  next: z.string(),
  /** BACKUP_TIME and TIME_ZONE: the time of day it is made at. */
  time: z.string(),
  timeZone: z.string(),
  /** The backup folder of the server that answered (BACKUP_DIR, resolved). */
  folder: z.string(),
  /** BACKUP_KEEP: how many daily backups are kept. */
  keep: z.number(),
  /** What the owner should know, in plain words: the last one failed, or none for days; null when all is well. */
  warning: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

/**
 * The shortest passphrase a backup is sealed with (docs/decisions/085): the file may be copied and
 * tried offline for ever, so a passphrase of several words, not a password.
 */
export const BACKUP_PASSPHRASE_MIN = 12;
export const BACKUP_PASSPHRASE_MESSAGE = `A passphrase has at least ${BACKUP_PASSPHRASE_MIN} characters: a few words are easy to remember.`;

/** POST API.backupDownload: a fresh backup, sealed with `passphrase` when one is given (in the body, never the address). */
export const backupDownloadSchema = z.object({
  passphrase: z
    .string({ error: BACKUP_PASSPHRASE_MESSAGE })
    .min(BACKUP_PASSPHRASE_MIN, BACKUP_PASSPHRASE_MESSAGE)
    .max(1024, 'A passphrase has at most 1024 characters.')
    .optional(),
});
export type BackupDownloadRequest = z.infer<typeof backupDownloadSchema>;
