import type { CSSProperties } from 'react';
import { preload } from 'react-dom';
import { focusStyle } from '~/components/picture';
import { SoftBreaks } from '~/components/soft-breaks';
import { bannerTitleChars } from '~/lib/banner-title';
import { backgroundOf } from '~/lib/picture-manifest';
import { useLocation } from 'react-router';
import { bannerPageOf } from '@firm/contract';
import { usePublicLayoutData } from '~/lib/site';

/**
 * The banner at the top of every inner page: the owner's picture for this page (or its list's, on an item's page), else
 * the site's banner picture, uppercase title of at most 2 lines,
 * 250 px high (NAV-7). The title may break at its spaces and after a '/', and its type shrinks on a
 * narrow screen until its best two-line split fits (app.css .banner-title), instead of being cut.
 * 1200 px wide is plenty under the dark veil, even on a wide screen; WebP, which is the smaller for this dark, flat picture.
 */
export function PageBanner({ title }: { title: string }) {
  const { site, banners } = usePublicLayoutData();
  const page = bannerPageOf(useLocation().pathname);
  const picture = (page && banners[page]) || site.pictures.banner;
  const banner = backgroundOf(picture, 1200);
  // The banner is the largest paint of every inner page: announce it in the HTML's head, so it is not found only after the stylesheet.
  preload(banner.webp, { as: 'image', type: 'image/webp', fetchPriority: 'high' });
  // app.css .page-banner makes the background of these two (QUALITY-3: no image-set() in the markup).
  const pictures = { '--banner-webp': `url('${banner.webp}')`, '--banner-jpeg': `url('${banner.fallback}')` } as CSSProperties;
  return (
    <section
      className="page-banner relative isolate flex h-[250px] items-center justify-center overflow-hidden bg-navy-900 bg-cover bg-center text-white"
      // The owner's focus stays in the 250 px strip (IMAGE-5).
      style={{ ...pictures, ...focusStyle(picture.focus, 'backgroundPosition'), backgroundColor: banner.color }}
    >
      {/*
       * A background has no alt: the owner's alt text is read here, before the title. Without one the picture is a
       * backdrop behind the title, and nothing is read (IMAGE-7).
       */}
      {picture.alt ? <span role="img" aria-label={picture.alt} className="absolute inset-0 -z-10" /> : null}
      <div className="absolute inset-0 -z-10 bg-navy-950/70" aria-hidden="true" />
      <h1
        className="banner-title line-clamp-2 max-w-4xl px-4 text-center leading-tight font-bold tracking-wide uppercase"
        style={{ '--banner-chars': bannerTitleChars(title) } as CSSProperties}
      >
        <SoftBreaks text={title} after="/" />
      </h1>
    </section>
  );
}
