import gallery from './seed/gallery.json';

// seed/gallery.json is written by apps/web/scripts/artwork/generate.mjs from its gallery list; it seeds the
// gallery the owner edits in the admin (the server reads it on its first start).

/** One picture of the gallery: its asset name (under apps/web/assets/) and what it shows. */
export interface GalleryItem {
  image: string;
  alt: string;
}

/** The firm's work shown on /gallery, in display order. */
export const GALLERY: readonly GalleryItem[] = gallery;
