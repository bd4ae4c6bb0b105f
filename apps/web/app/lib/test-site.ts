/** The seed's site details as the unit tests of seo.ts and site.ts read them, with each picture a built asset. */
import { siteDetailsSchema, type PictureRef } from '@firm/contract';
import seed from '~/content/seed/site.json';

/** A picture built from the repository's assets, at the middle, with no alt text of its own. */
export const asset = (name: string): PictureRef => ({
  asset: name,
  image: null,
  variants: [],
  width: null,
  height: null,
  alt: '',
  focus: { x: 0.5, y: 0.5 },
});

export const SITE = {
  ...siteDetailsSchema.parse(seed),
  pictures: { logo: asset('brand/mark'), welcome: asset('home/welcome'), banner: asset('banners/page'), share: asset('brand/og') },
};
