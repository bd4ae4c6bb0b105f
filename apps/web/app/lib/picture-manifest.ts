import type { PictureRef } from '@firm/contract';
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
}

/** One picture of apps/web/assets as the build step (scripts/images.mjs) left it under /img. */
export interface BuiltPicture {
  width: number;
  height: number;
  /** The source JPEG at a stable address (link previews); for a download's thumbnails, the download itself. */
  src: string;
  /** Dominant colour, shown while the picture loads. */
  color: string;
  avif: [url: string, width: number][];
  webp: [url: string, width: number][];
  jpeg: [url: string, width: number][];
}

const MANIFEST = manifest as Record<string, ManifestEntry>;
const expanded = new Map<string, BuiltPicture>();

function expand({ width, height, src, color, variants, widths, formats }: ManifestEntry): BuiltPicture {
  const list = (format: Format) =>
    formats.includes(format)
      ? widths.map((w): [string, number] => [variants.replace('{width}', String(w)).replace('{format}', format), w])
      : [];
  return { width, height, src, color, avif: list('avif'), webp: list('webp'), jpeg: list('jpg') };
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

/** The address of a picture for link previews and search engines: a seeded picture's source file, an upload's stored original. */
export const shareImageOf = (picture: PictureRef): string => (picture.asset ? builtPicture(picture.asset).src : (picture.image ?? ''));

/** The pixel size of the picture shareImageOf gives, when known (an upload stored before sizes were kept has none). */
export function sizeOf(picture: PictureRef): { width: number; height: number } | undefined {
  const { width, height } = picture.asset ? builtPicture(picture.asset) : picture;
  return width && height ? { width, height } : undefined;
}
