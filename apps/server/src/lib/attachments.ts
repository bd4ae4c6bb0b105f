import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import type { FastifyRequest } from 'fastify';
import { ATTACHMENT_TYPES, LIMITS, MESSAGES, attachmentProblem } from '@firm/contract';
import { HttpError, badRequest } from './errors.js';
import { multipartError } from './upload-form.js';

/** A contact attachment checked by its bytes, ready to store. */
export interface StoredAttachment {
  /** `attachment-<sha256>.<ext>`: content-addressed, and never the id of a public picture. */
  id: string;
  mime: string;
  bytes: Buffer;
  /** The sender's file name, cleaned (see safeFileName). */
  name: string;
}

export interface ContactForm {
  fields: Record<string, string>;
  file: { bytes: Buffer; filename: string } | undefined;
  /** The attachment was over the limit: its bytes were dropped, the rest of the form still read. */
  tooLarge: boolean;
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

/** The contact form's multipart options (routes/contact.ts): an oversized file is flagged by readContactForm, not thrown. */
export const CONTACT_MULTIPART = { limits: CONTACT_MULTIPART_LIMITS, throwFileSizeLimit: false };

/**
 * Reads the contact form's parts. A file over the limit is read to its end and dropped (busboy
 * keeps none of it past the limit) rather than cutting the upload: a browser posting the page
 * without JavaScript would otherwise show a network error and lose what was typed.
 */
export async function readContactForm(request: FastifyRequest): Promise<ContactForm> {
  // No prototype: a part named __proto__ is just a field.
  const fields = Object.create(null) as Record<string, string>;
  let file: ContactForm['file'];
  let tooLarge = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) tooLarge = true;
        // A browser sends an empty file part when nothing was picked.
        else if (part.fieldname === 'attachment' && bytes.length > 0) file = { bytes, filename: part.filename };
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw badRequest(`The field ${part.fieldname.slice(0, 100)} is too long`);
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw multipartError(err);
  }
  return { fields, file, tooLarge };
}

const EXT: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/**
 * A file name safe to store, show and put in a header: no path, no control or quote characters,
 * at most 100 characters, and the extension of the type its bytes really are.
 */
export function safeFileName(original: string, mime: string): string {
  const ext = EXT[mime] ?? 'bin';
  const base = (original.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"<>:|?*;\\]/g, '')
    .replace(/\.[^.]*$/, '')
    .trim()
    .slice(0, 90);
  return `${base || 'attachment'}.${ext}`;
}

/** Checks an attachment by its bytes (PDF or picture, size) and gives it its content address. */
export async function checkAttachment(bytes: Buffer, filename: string): Promise<StoredAttachment> {
  // SVG and other text formats have no magic number: file-type finds nothing and they are refused.
  const mime = (await fileTypeFromBuffer(bytes))?.mime ?? 'unknown';
  const problem = attachmentProblem({ size: bytes.length, type: mime }, ATTACHMENT_TYPES, LIMITS.maxAttachmentBytes);
  if (problem) throw new HttpError(problem === MESSAGES.attachmentTooLarge ? 413 : 415, problem);
  const sha = createHash('sha256').update(bytes).digest('hex');
  return { id: `attachment-${sha}.${EXT[mime] ?? 'bin'}`, mime, bytes, name: safeFileName(filename, mime) };
}
