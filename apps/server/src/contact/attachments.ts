import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { ATTACHMENT_TYPES, LIMITS, MESSAGES, attachmentProblem, fileExtension } from '@firm/contract';
import { HttpError } from '../lib/errors.js';

/** A contact attachment checked by its bytes, ready to store. */
export interface StoredAttachment {
  /** `attachment-<sha256>.<ext>`: content-addressed, and never the id of a public picture. */
  id: string;
  mime: string;
  bytes: Buffer;
  /** The sender's file name, cleaned (see safeFileName). */
  name: string;
}

/** Multipart limits of the contact form: one attachment, a few text fields. */
export const CONTACT_MULTIPART_LIMITS = {
  fileSize: LIMITS.maxAttachmentBytes,
  files: 1,
  fields: 10,
  parts: 11,
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  headerPairs: 20,
};

/**
 * The contact form's multipart options (contact/form-routes.ts): a file over the limit is read to its end
 * and dropped (readUploadForm's `tooLarge`) rather than cutting the upload: a browser posting the page
 * without JavaScript would otherwise show a network error and lose what was typed.
 */
export const CONTACT_MULTIPART = { limits: CONTACT_MULTIPART_LIMITS, throwFileSizeLimit: false };

/**
 * A file name safe to store, show and put in a header: no path, no control or quote characters,
 * at most 100 characters, and the extension of the type its bytes really are. A file sent without
 * a name is named after its type: `attachment.pdf`.
 */
export function safeFileName(original: string | undefined, mime: string): string {
  const ext = fileExtension(mime, 'bin');
  const base = ((original ?? '').split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*;\\]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 90);
  return `${base || 'attachment'}.${ext}`;
}

/** Checks an attachment by its bytes (PDF or picture, size) and gives it its content address. */
export async function checkAttachment(bytes: Buffer, filename: string | undefined): Promise<StoredAttachment> {
  // SVG and other text formats have no magic number: file-type finds nothing and they are refused.
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? 'unknown';
  const problem = attachmentProblem({ size: bytes.length, type: mime }, ATTACHMENT_TYPES, LIMITS.maxAttachmentBytes);
  if (problem) throw new HttpError(problem === MESSAGES.attachmentTooLarge ? 413 : 415, problem);
  const sha = createHash('sha256').update(bytes).digest('hex');
  return { id: `attachment-${sha}.${fileExtension(mime, 'bin')}`, mime, bytes, name: safeFileName(filename, mime) };
}
