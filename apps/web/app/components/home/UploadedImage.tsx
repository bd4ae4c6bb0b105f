import type { ImageVariant } from '@firm/contract';

const srcSet = (variants: ImageVariant[], type: ImageVariant['type']) =>
  variants
    .filter((v) => v.type === type)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ');

/** A picture the admin uploaded (slider, offer): its AVIF/WebP variants, the original as the fallback. */
export function UploadedImage({
  src,
  variants,
  alt,
  sizes,
  priority = false,
  className = '',
}: {
  src: string;
  variants: ImageVariant[];
  alt: string;
  sizes: string;
  priority?: boolean;
  className?: string;
}) {
  const avif = srcSet(variants, 'image/avif');
  const webp = srcSet(variants, 'image/webp');
  return (
    <picture>
      {avif ? <source type="image/avif" srcSet={avif} sizes={sizes} /> : null}
      {webp ? <source type="image/webp" srcSet={webp} sizes={sizes} /> : null}
      <img
        src={src}
        alt={alt}
        className={className}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding={priority ? 'sync' : 'async'}
      />
    </picture>
  );
}
