import { createRequire } from 'node:module';
import { basename, dirname, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { fileTypeFromBuffer } from 'file-type';
import { CONTENT_LIMITS, CONTENT_MESSAGES, LIMITS, PICTURE_TYPES, fileExtension, type DownloadFileType } from '@firm/contract';
import { tooLarge, unsupported } from '../lib/errors.js';
import { processImage, type ProcessedImage } from '../lib/images.js';

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
async function sniff(bytes: Buffer): Promise<{ mime: string; fileType: DownloadFileType } | undefined> {
  const head = bytes.subarray(0, 64).toString('latin1');
  if (head.startsWith('%PDF-')) return { mime: 'application/pdf', fileType: 'pdf' };
  // AutoCAD's version tag: AC1012 (R13) to AC1032 (2018+).
  if (/^AC10\d\d/.test(head)) return { mime: 'image/vnd.dwg', fileType: 'dwg' };
  const text = bytes.subarray(0, 256).toString('utf8').replace(/^\uFEFF/, '');
  if (DXF_START.test(text)) return { mime: 'image/vnd.dxf', fileType: 'dxf' };
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (mime && (PICTURE_TYPES as readonly string[]).includes(mime)) return { mime, fileType: 'image' };
  return undefined;
}

/**
 * The name the file downloads under: the owner's file name without any folder or control
 * characters, with the extension of what the file really is.
 */
function downloadName(given: string | undefined, title: string, mime: string): string {
  const ext = fileExtension(mime, 'bin');
  const cleaned = basename((given ?? '').replace(/\\/g, '/'))
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  const stem = cleaned.replace(/\.[^.]*$/, '') || title.slice(0, 160);
  return `${stem}.${ext}`;
}

/** Checks a download by its content and size: 413 or 415 with a message the owner understands. */
export async function checkDownload(bytes: Buffer, filename: string | undefined, title: string): Promise<CheckedDownload> {
  if (bytes.length > CONTENT_LIMITS.maxDownloadBytes) throw tooLarge(CONTENT_MESSAGES.downloadTooLarge);
  const found = await sniff(bytes);
  if (!found) throw unsupported(CONTENT_MESSAGES.downloadType);
  return { bytes, ...found, name: downloadName(filename, title, found.mime) };
}

/** The long side of a thumbnail drawn from a PDF's first page: sharp for the card, small to store. */
const PDF_THUMBNAIL_SIDE = 1200;
/** A first page that takes longer than this is given up (the card shows the icon). */
const PDF_TIMEOUT_MS = 30_000;

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')) + sep;
/** apps/server/workers/, from src/content (tests) and dist/content (production) alike. */
const PDF_WORKER = new URL('../../workers/pdf-first-page.mjs', import.meta.url);

/**
 * The first page of a PDF drawn as a PNG (pdf.js on @napi-rs/canvas, no system programs) in a
 * worker thread with a time and memory limit, or null when it cannot be drawn.
 */
function pdfFirstPage(bytes: Buffer): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const worker = new Worker(PDF_WORKER, {
      workerData: {
        bytes: new Uint8Array(bytes),
        side: PDF_THUMBNAIL_SIDE,
        // The fonts a PDF may use without embedding them, and the character maps of Asian scripts.
        standardFontDataUrl: `${PDFJS_DIR}standard_fonts/`,
        cMapUrl: `${PDFJS_DIR}cmaps/`,
        // No picture inside the PDF is decoded past the pixels we accept in an upload.
        maxImageSize: LIMITS.maxImagePixels,
      },
      resourceLimits: { maxOldGenerationSizeMb: 512 },
    });
    const done = (png: Buffer | null) => {
      clearTimeout(timer);
      resolve(png);
      void worker.terminate();
    };
    const timer = setTimeout(() => done(null), PDF_TIMEOUT_MS);
    worker.once('message', (png: Uint8Array | null) => done(png ? Buffer.from(png) : null));
    worker.once('error', () => done(null));
    worker.once('exit', () => done(null));
  });
}

/** The card's picture made from the file: its first page (PDF) or the picture itself; none for a drawing (the page shows an icon). */
export async function downloadThumbnail(file: CheckedDownload): Promise<ProcessedImage | null> {
  const options = { maxBytes: CONTENT_LIMITS.maxDownloadBytes, maxSide: CONTENT_LIMITS.maxPictureSide };
  if (file.fileType === 'image') return processImage(file.bytes, PICTURE_TYPES, options);
  if (file.fileType !== 'pdf') return null;
  const page = await pdfFirstPage(file.bytes);
  return page ? processImage(page, ['image/png'], options) : null;
}
