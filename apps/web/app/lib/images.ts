import manifest from '~/generated/images.json';

/** One picture of apps/web/assets as the build step (scripts/images.mjs) left it under /img. */
export interface SiteImage {
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

const IMAGES = manifest as unknown as Record<string, SiteImage>;

/** The picture of that asset name (e.g. 'services/101'); a missing name is a programming error, caught by the tests. */
export function siteImage(name: string): SiteImage {
  const image = IMAGES[name];
  if (!image) throw new Error(`No picture named "${name}" in apps/web/assets`);
  return image;
}

export const srcSet = (variants: SiteImage['webp']) => variants.map(([url, w]) => `${url} ${w}w`).join(', ');

/** The variant closest above a wanted width, for places that take one URL (CSS backgrounds). */
export function variantFor(variants: SiteImage['webp'], width: number): string {
  const fit = variants.find(([, w]) => w >= width) ?? variants.at(-1);
  if (!fit) throw new Error('A picture without variants');
  return fit[0];
}

export const imageNames = () => Object.keys(IMAGES);
