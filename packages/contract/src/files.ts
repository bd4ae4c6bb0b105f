import { MESSAGES } from './messages.js';

export interface FileFacts {
  size: number;
  /** The MIME type: claimed by the browser on the client, read from the bytes on the server. */
  type: string;
}

/** The message for an image that breaks the size or type rule, or null when it is fine. */
export function imageFileProblem(file: FileFacts, allowed: readonly string[], maxBytes: number): string | null {
  if (file.size > maxBytes) return MESSAGES.fileTooLarge;
  if (!allowed.includes(file.type)) return MESSAGES.unsupportedFileFormat;
  return null;
}

/** The message for a contact attachment that breaks a rule, or null when it is fine. */
export function attachmentProblem(file: FileFacts, allowed: readonly string[], maxBytes: number): string | null {
  if (file.size > maxBytes) return MESSAGES.attachmentTooLarge;
  if (!allowed.includes(file.type)) return MESSAGES.attachmentType;
  return null;
}
