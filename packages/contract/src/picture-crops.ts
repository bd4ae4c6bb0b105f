/**
 * The frames the public pages cut pictures to, as width / height, each previewed in the admin beside
 * the focal point (IMAGE-5, IMAGE-9). A picture field names the frames its pictures are cut to, so the
 * admin previews those and no other.
 */
import { SHARE_SIZE } from './share-crop.js';

export const PICTURE_CROPS = {
  card: { label: 'Card', ratio: 4 / 3 },
  bannerWide: { label: 'Home banner, wide screen', ratio: 1440 / 560 },
  bannerPhone: { label: 'Home banner, phone', ratio: 375 / 420 },
  pageBanner: { label: 'Page banner', ratio: 1440 / 250 },
  // og:image, cut by the server at the same place (decision 064).
  linkPreview: { label: 'Link preview', ratio: SHARE_SIZE.width / SHARE_SIZE.height },
  // A gallery picture laid out tall or wide, a download's picture on its card.
  tall: { label: 'Tall', ratio: 3 / 4 },
  wide: { label: 'Wide', ratio: 2 },
  // A client's photo beside their words.
  square: { label: 'Square', ratio: 1 },
} as const;
export type PictureCrop = keyof typeof PICTURE_CROPS;
