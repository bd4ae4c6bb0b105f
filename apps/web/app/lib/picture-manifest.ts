import { MEDIA_PREFIX, isCentre, shareName, shareSize, type PictureRef } from '@firm/contract';
import manifest from '~/generated/images.json';

type Format = 'avif' | 'webp' | 'jpg';

/** An entry of the manifest that scripts/images.mjs writes. */
interface ManifestEntry {
  width: number;
  height: number;
  src: string;
  color: string;
  /** Address of each variant, with {width} and {format} to fill in. */
  variants: string;
  widths: number[];
  formats: Format[];
  /** The first ten hex digits of the source's SHA-256 (absent for a drawing). */
  hash?: string;
}

/** One picture of apps/web/assets as the build step (scripts/images.mjs) left it under /img. */
export interface BuiltPicture {
  width: number;
  height: number;
  /** The source JPEG at a stable address; for a download's thumbnails, the download itself. */
  src: string;
  /** The link preview cut around the centre (IMAGE-9), and the source's hash that names one cut around another point; none for a drawing. */
  share?: { url: string; hash: string };
  /** Dominant colour, shown while the picture loads. */
  color: string;
  avif: [url: string, width: number][];
  webp: [url: string, width: number][];
  jpeg: [url: string, width: number][];
}

const MANIFEST = manifest as Record<string, ManifestEntry>;
const expanded = new Map<string, BuiltPicture>();

function expand({ width, height, src, color, variants, widths, formats, hash }: ManifestEntry): BuiltPicture {
  const list = (format: Format) =>
    formats.includes(format)
      ? widths.map((w): [string, number] => [variants.replace('{width}', String(w)).replace('{format}', format), w])
      : [];
  // scripts/images.mjs cuts a link preview of every picture it makes JPEG copies of, named after their pattern.
  const share =
    hash && formats.includes('jpg') ? { url: variants.replace('{width}', 'share').replace('{format}', 'jpg'), hash } : undefined;
  return { width, height, src, color, share, avif: list('avif'), webp: list('webp'), jpeg: list('jpg') };
}

/** The picture of that asset name (e.g. 'services/101'); a missing name is a programming error, caught by the tests. */
export function builtPicture(name: string): BuiltPicture {
  let image = expanded.get(name);
  if (!image) {
    const entry = MANIFEST[name];
    if (!entry) throw new Error(`No picture named "${name}" in apps/web/assets`);
    image = expand(entry);
    expanded.set(name, image);
  }
  return image;
}

export const srcSet = (variants: BuiltPicture['webp']) => variants.map(([url, w]) => `${url} ${w}w`).join(', ');

/** The variant closest above a wanted width, for places that take one URL (CSS backgrounds). */
export function variantFor(variants: BuiltPicture['webp'], width: number): string {
  const fit = variants.find(([, w]) => w >= width) ?? variants.at(-1);
  if (!fit) throw new Error('A picture without variants');
  return fit[0];
}

export const imageNames = () => Object.keys(MANIFEST);

/** A picture at about `width` px as one WebP URL and one fallback URL, for a CSS background (a seeded picture's variants, or an upload's). */
export function backgroundOf(picture: PictureRef, width: number): { webp: string; fallback: string; color?: string } {
  if (picture.asset) {
    const image = builtPicture(picture.asset);
    return { webp: variantFor(image.webp, width), fallback: variantFor(image.jpeg, width), color: image.color };
  }
  const webp = picture.variants.filter((v) => v.type === 'image/webp').map((v): [string, number] => [v.url, v.width]);
  const fallback = picture.image ?? '';
  return { webp: webp.length ? variantFor(webp, width) : fallback, fallback };
}

/** The whole picture at one address, for search engines (the firm's logo): a seeded picture's source file, an upload's stored original. */
export const wholeImageOf = (picture: PictureRef): string => (picture.asset ? builtPicture(picture.asset).src : (picture.image ?? ''));

/** An upload's content hash, read from its address (`/media/<sha256>.<ext>`). */
const uploadHash = (url: string | null) =>
  url?.startsWith(MEDIA_PREFIX) ? /^([0-9a-f]{64})\.[a-z0-9]+$/.exec(url.slice(MEDIA_PREFIX.length))?.[1] : undefined;

/**
 * The link preview of a picture (IMAGE-9, decision 064): 1200 × 630 cut around its focus, made by
 * the build for a seeded picture at the centre and by the server on first request otherwise; a
 * drawing (the logo's SVG) whole.
 */
export function shareImageOf(picture: PictureRef): string {
  const share = picture.asset ? builtPicture(picture.asset).share : undefined;
  if (share && isCentre(picture.focus)) return share.url;
  const key = share ? `asset-${share.hash}` : uploadHash(picture.image);
  return key ? `${MEDIA_PREFIX}${shareName(key, picture.focus)}` : wholeImageOf(picture);
}

/** The pixel size of the picture shareImageOf gives, when known (an upload stored before sizes were kept has none). */
export function shareSizeOf(picture: PictureRef): { width: number; height: number } | undefined {
  const built = picture.asset ? builtPicture(picture.asset) : undefined;
  const { width, height } = built ?? picture;
  if (!width || !height) return undefined;
  return (built ? built.share : uploadHash(picture.image)) ? shareSize(width, height) : { width, height };
}
