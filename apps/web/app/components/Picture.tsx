import { siteImage, srcSet } from '~/lib/images';

/**
 * One of the site's own pictures (apps/web/assets), responsive: AVIF or WebP for browsers that take them, JPEG
 * otherwise, the width and height set so nothing shifts while it loads, and its dominant colour as the
 * background until then. Pictures below the fold load lazily; `priority` is for the first visible one.
 */
export function Picture({
  name,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  name: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const image = siteImage(name);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.avif)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.webp)} sizes={sizes} />
      <img
        src={image.jpeg.at(-1)?.[0] ?? image.src}
        srcSet={image.jpeg.length ? srcSet(image.jpeg) : undefined}
        sizes={sizes}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
        className={className}
        style={{ backgroundColor: image.color }}
      />
    </picture>
  );
}
