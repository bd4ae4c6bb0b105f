import { MESSAGES } from './messages.js';

/** Every type of file the site stores or serves, by MIME type: the extension it is saved under and its name in words. */
const FILE_TYPES: Readonly<Record<string, { ext: string; name: string }>> = {
  'image/jpeg': { ext: 'jpg', name: 'JPEG' },
  'image/png': { ext: 'png', name: 'PNG' },
  'image/gif': { ext: 'gif', name: 'GIF' },
  'image/webp': { ext: 'webp', name: 'WebP' },
  'image/avif': { ext: 'avif', name: 'AVIF' },
  'application/pdf': { ext: 'pdf', name: 'PDF' },
  'image/vnd.dwg': { ext: 'dwg', name: 'DWG' },
  'image/vnd.dxf': { ext: 'dxf', name: 'DXF' },
};

/** The extension a file of this type is saved under, or `fallback` for a type the site does not know. */
export const fileExtension = (mime: string, fallback: string): string => FILE_TYPES[mime]?.ext ?? fallback;

/** The type's name in words ('JPEG', 'PDF'), or undefined for a type the site does not know. */
export const fileTypeName = (mime: string): string | undefined => FILE_TYPES[mime]?.name;

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
