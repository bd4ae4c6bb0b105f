import type { CSSProperties } from 'react';
import { FOCUS_CENTRE, focusPosition, isCentre, type Focus, type ImageVariant, type PictureRef } from '@firm/contract';
import { builtPicture, srcSet } from '~/lib/picture-manifest';

/** One of the site's own pictures (apps/web/assets) by asset name, as a PictureRef. */
export const assetPicture = (asset: string): PictureRef => ({
  asset,
  image: null,
  variants: [],
  width: null,
  height: null,
  alt: '',
  focus: FOCUS_CENTRE,
});

/** A picture the owner uploaded (sliders, offers answer theirs flat), as a PictureRef. */
export const uploadedPicture = ({
  image,
  variants,
  alt,
  focus,
}: {
  image: string;
  variants: ImageVariant[];
  alt: string;
  focus: Focus;
}): PictureRef => ({
  asset: null,
  image,
  variants,
  width: null,
  height: null,
  alt,
  focus,
});

/** The text read out for a picture: the owner's alt text, else `fallback` (the item's title, IMAGE-7). */
export const altOf = (picture: Pick<PictureRef, 'alt'>, fallback: string) => picture.alt || fallback;

/** Where a cropped picture sits in its frame: its focus kept in view (IMAGE-5); nothing for the centre, the browsers' own. */
export const focusStyle = (focus: Focus, property: 'objectPosition' | 'backgroundPosition' = 'objectPosition'): CSSProperties =>
  isCentre(focus) ? {} : { [property]: focusPosition(focus) };

const uploadedSrcSet = (variants: ImageVariant[], type: ImageVariant['type']) =>
  variants
    .filter((v) => v.type === type)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

interface Sources {
  avif: string;
  webp: string;
  src: string;
  srcSet?: string;
  width?: number;
  height?: number;
  color?: string;
}

/** The sources of a seeded picture (the build's manifest) or of an uploaded one (its media variants). */
function sourcesOf(picture: PictureRef): Sources {
  if (picture.asset) {
    const image = builtPicture(picture.asset);
    return {
      avif: srcSet(image.avif),
      webp: srcSet(image.webp),
      src: image.jpeg.at(-1)?.[0] ?? image.src,
      srcSet: image.jpeg.length ? srcSet(image.jpeg) : undefined,
      width: image.width,
      height: image.height,
      color: image.color,
    };
  }
  return {
    avif: uploadedSrcSet(picture.variants, 'image/avif'),
    webp: uploadedSrcSet(picture.variants, 'image/webp'),
    src: picture.image ?? '',
    width: picture.width ?? undefined,
    height: picture.height ?? undefined,
  };
}

/**
 * A picture of the site, seeded (asset) or uploaded by the owner (media), responsive: AVIF or WebP for
 * browsers that take them, the JPEG or the stored original otherwise, the width and height set where
 * known so nothing shifts while it loads, and a seeded picture's dominant colour as the background until
 * then. Its focus is the object-position of every crop a page makes of it (IMAGE-5). Pictures below
 * the fold load lazily; `priority` is for the first visible one.
 */
export function Picture({
  picture,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  picture: PictureRef;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const s = sourcesOf(picture);
  return (
    <picture>
      {s.avif ? <source type="image/avif" srcSet={s.avif} sizes={sizes} /> : null}
      {s.webp ? <source type="image/webp" srcSet={s.webp} sizes={sizes} /> : null}
      <img
        src={s.src}
        srcSet={s.srcSet}
        // `sizes` picks among the srcset's widths; HTML forbids it on an img without one (an SVG, an upload without variants).
        sizes={s.srcSet ? sizes : undefined}
        alt={alt}
        width={s.width}
        height={s.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        style={
          s.color || !isCentre(picture.focus)
            ? { ...focusStyle(picture.focus), ...(s.color ? { backgroundColor: s.color } : {}) }
            : undefined
        }
      />
    </picture>
  );
}
