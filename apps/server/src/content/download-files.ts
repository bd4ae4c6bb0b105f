import { basename } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { CONTENT_LIMITS, CONTENT_MESSAGES, PICTURE_TYPES, fileExtension, type DownloadFileType } from '@firm/contract';
import { tooLarge, unsupported } from '../lib/errors.js';
import { processImage, withoutMetadata, type ProcessedImage } from '../media/images.js';
import { pdfFirstPage } from './pdf-first-page.js';

export interface CheckedDownload {
  bytes: Buffer;
  mime: string;
  fileType: DownloadFileType;
  /** The name it downloads under. */
  name: string;
}

/** A DXF drawing in text form: group code 0 then SECTION, after an optional BOM and blank space. */
const DXF_START = /^\s*0\s*\r?\n\s*SECTION\b/;

/** What the bytes are (never the name or the claimed type), or undefined when not a file the Download page takes. */
export async function downloadKind(bytes: Buffer): Promise<{ mime: string; fileType: DownloadFileType } | undefined> {
  const head = bytes.subarray(0, 64).toString('latin1');
  if (head.startsWith('%PDF-')) return { mime: 'application/pdf', fileType: 'pdf' };
  // AutoCAD's version tag: AC1012 (R13) to AC1032 (2018+).
  if (/^AC10\d\d/.test(head)) return { mime: 'image/vnd.dwg', fileType: 'dwg' };
  const text = bytes
    .subarray(0, 256)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (DXF_START.test(text)) return { mime: 'image/vnd.dxf', fileType: 'dxf' };
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (mime && (PICTURE_TYPES as readonly string[]).includes(mime)) return { mime, fileType: 'image' };
  return undefined;
}

/**
 * The name the file downloads under: the owner's file name without any folder or control
 * characters, with the extension of what the file really is.
 */
export function downloadName(given: string | undefined, title: string, mime: string): string {
  const ext = fileExtension(mime, 'bin');
  const cleaned = basename((given ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const stem = cleaned.replace(/\.[^.]*$/, '') || title.slice(0, 160);
  return `${stem}.${ext}`;
}

/** Checks a download by its content and size (413 or 415 with a message the owner understands); a picture loses its metadata. */
export async function checkDownload(bytes: Buffer, filename: string | undefined, title: string): Promise<CheckedDownload> {
  if (bytes.length > CONTENT_LIMITS.maxDownloadBytes) throw tooLarge(CONTENT_MESSAGES.downloadTooLarge);
  const found = await downloadKind(bytes);
  if (!found) throw unsupported(CONTENT_MESSAGES.downloadType);
  // A photograph carries its author and where it was taken: the visitor gets the picture only.
  const stored = found.fileType === 'image' ? await withoutMetadata(bytes, found.mime) : bytes;
  return { bytes: stored, ...found, name: downloadName(filename, title, found.mime) };
}

/** The card's picture made from the file: its first page (PDF) or the picture itself; none for a drawing (the page shows an icon). */
export async function downloadThumbnail(file: CheckedDownload): Promise<ProcessedImage | null> {
  const options = { maxBytes: CONTENT_LIMITS.maxDownloadBytes };
  if (file.fileType === 'image') return processImage(file.bytes, PICTURE_TYPES, options);
  if (file.fileType !== 'pdf') return null;
  const page = await pdfFirstPage(file.bytes);
  return page ? processImage(page, ['image/png'], options) : null;
}
