import { preload } from 'react-dom';
import { siteImage, variantFor } from '~/lib/images';

const banner = siteImage('banners/page');
/**
 * 1200 px wide is plenty under the dark veil, even on a wide screen. WebP, not AVIF: this dark,
 * flat picture is smaller in WebP (6 KB).
 */
const webp = variantFor(banner.webp, 1200);
const background = `image-set(url('${webp}') type('image/webp'), url('${variantFor(banner.jpeg, 1200)}') type('image/jpeg'))`;

/** The banner at the top of every inner page: background picture, uppercase title of at most 2 lines, 250 px high. */
export function PageBanner({ title }: { title: string }) {
  // The banner is the largest paint of every inner page: announce it in the HTML's head, so it is not found only after the stylesheet.
  preload(webp, { as: 'image', type: 'image/webp', fetchPriority: 'high' });
  return (
    <section
      className="relative isolate flex h-[250px] items-center justify-center overflow-hidden bg-navy-900 bg-cover bg-center text-white"
      style={{ backgroundImage: background, backgroundColor: banner.color }}
    >
      <div className="absolute inset-0 -z-10 bg-navy-950/70" aria-hidden="true" />
      <h1 className="line-clamp-2 max-w-4xl px-4 text-center text-3xl font-bold uppercase tracking-wide sm:text-4xl md:text-5xl">{title}</h1>
    </section>
  );
}
