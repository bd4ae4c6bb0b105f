import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { LIMITS, MESSAGES, fileExtension, imageFileProblem, type ImageVariant } from '@firm/contract';
import { HttpError, tooLarge, unsupported } from '../lib/errors.js';

/** Widths of the resized copies for `srcset`; a picture is never enlarged. */
export const VARIANT_WIDTHS = [480, 960, 1600] as const;

export interface EncodedImage {
  /** Content address: `<sha256>.<ext>`, or `<sha256 of the original>-<width>.<ext>` for a variant. */
  id: string;
  mime: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage extends EncodedImage {
  variants: (EncodedImage & { type: ImageVariant['type'] })[];
}

export const pixelLimitMessage = `Image dimensions are too large (at most ${LIMITS.maxImagePixels / 1_000_000} megapixels)`;

/** Re-encodes in the uploaded format; sharp writes no metadata unless asked, so EXIF, GPS etc. are gone. */
function encodeAs(pipeline: Sharp, mime: string): Sharp {
  switch (mime) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'image/png':
      return pipeline.png({ compressionLevel: 8 });
    case 'image/gif':
      return pipeline.gif();
    case 'image/webp':
      return pipeline.webp({ quality: 85 });
    default:
      return pipeline.avif({ quality: 60, effort: 2 });
  }
}

/** sharp's errors as the client's: too many pixels (413), or bytes it cannot read (415). */
function refusal(err: unknown): HttpError {
  if (err instanceof HttpError) return err;
  if (err instanceof Error && /pixel limit/i.test(err.message)) return tooLarge(pixelLimitMessage);
  return unsupported(MESSAGES.unsupportedFileFormat);
}

/** Every picture is read so: never more than LIMITS.maxImagePixels decoded, every frame of an animation. */
const READ = { animated: true, limitInputPixels: LIMITS.maxImagePixels, failOn: 'error' as const };

/** The picture upright: rotate() applies the EXIF orientation before the metadata is dropped (an animation is kept as it is). */
const upright = (input: Buffer, animated: boolean) => (animated ? sharp(input, READ) : sharp(input, READ).rotate());

/**
 * A picture offered as a download, re-encoded at full size in its format: upright and without its
 * metadata (EXIF, GPS, author, camera), as /media serves every picture. 413/415 as processImage.
 */
export async function withoutMetadata(input: Buffer, mime: string): Promise<Buffer> {
  try {
    const { pages = 1 } = await sharp(input, READ).metadata();
    return await encodeAs(upright(input, pages > 1), mime).toBuffer();
  } catch (err) {
    throw refusal(err);
  }
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export interface ImageOptions {
  /** Largest upload accepted (default LIMITS.maxImageBytes). */
  maxBytes?: number;
  /** The stored picture is scaled down to at most this many pixels on its long side (default: kept as it is). */
  maxSide?: number;
}

/**
 * Checks an uploaded picture by its bytes (never its name or claimed type), refuses one whose
 * header claims more than LIMITS.maxImagePixels before decoding it, strips its metadata and makes
 * WebP/AVIF copies at VARIANT_WIDTHS. Throws 413/415 HttpErrors with the messages of IMAGE-1 and IMAGE-2 (docs/requirements.md).
 */
export async function processImage(
  input: Buffer,
  allowed: readonly string[],
  { maxBytes = LIMITS.maxImageBytes, maxSide }: ImageOptions = {},
): Promise<ProcessedImage> {
  const type = (await fileTypeFromBuffer(input))?.mime ?? 'application/octet-stream';
  const problem = imageFileProblem({ size: input.length, type }, allowed, maxBytes);
  if (problem) throw problem === MESSAGES.fileTooLarge ? tooLarge(problem) : unsupported(problem);

  let meta: Awaited<ReturnType<Sharp['metadata']>>;
  try {
    // Reads the header only; sharp refuses here already when it claims more than the pixel limit.
    meta = await sharp(input, READ).metadata();
  } catch (err) {
    throw refusal(err);
  }
  const width = meta.width;
  const height = meta.height; // all frames of an animation together
  if (!width || !height) throw unsupported(MESSAGES.unsupportedFileFormat);
  if (width * height > LIMITS.maxImagePixels) throw tooLarge(pixelLimitMessage);
  const animated = (meta.pages ?? 1) > 1;

  try {
    const oriented = () => upright(input, animated);
    const base = maxSide ? () => oriented().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true }) : oriented;
    const { data, info } = await encodeAs(base(), type).toBuffer({ resolveWithObject: true });
    const hash = sha256(data);
    const frameHeight = animated ? Math.round(((meta.pageHeight ?? height) * info.width) / width) : info.height;
    const fits = VARIANT_WIDTHS.filter((w) => w < info.width);
    const widths = fits.length > 0 ? fits : [info.width];
    const variants: ProcessedImage['variants'] = [];
    for (const w of widths) {
      const resized = () => base().resize({ width: w, withoutEnlargement: true });
      const encodings: [ImageVariant['type'], () => Sharp][] = [['image/webp', () => resized().webp({ quality: 75 })]];
      // AVIF in sharp is a still image: an animation gets its WebP copies only.
      if (!animated) encodings.push(['image/avif', () => resized().avif({ quality: 50, effort: 2 })]);
      for (const [variantType, encode] of encodings) {
        const out = await encode().toBuffer({ resolveWithObject: true });
        variants.push({
          id: `${hash}-${w}.${fileExtension(variantType, 'bin')}`,
          mime: variantType,
          type: variantType,
          bytes: out.data,
          width: out.info.width,
          height: animated ? Math.round((frameHeight * out.info.width) / info.width) : out.info.height,
        });
      }
    }
    return { id: `${hash}.${fileExtension(type, 'bin')}`, mime: type, bytes: data, width: info.width, height: frameHeight, variants };
  } catch (err) {
    throw refusal(err);
  }
}
