import { siteImage, variantFor } from '~/lib/images';

const banner = siteImage('banners/page');
/** AVIF or WebP where the browser takes them; 1200 px wide is plenty under the dark veil, even on a wide screen. */
const background = `image-set(${(['avif', 'webp', 'jpeg'] as const).map((f) => `url('${variantFor(banner[f], 1200)}') type('image/${f}')`).join(', ')})`;

/** The banner at the top of every inner page: background picture, uppercase title of at most 2 lines, 250 px high. */
export function PageBanner({ title }: { title: string }) {
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
