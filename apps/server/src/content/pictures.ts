import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FOCUS_CENTRE, type Focus, type PictureRef, type PictureSettings } from '@firm/contract';
import type { Db } from '../db/index.js';
import { mediaUrl, variantUrls } from '../media/urls.js';

/**
 * A picture as a content item stores it: one of the site's own pictures by asset name (the seed:
 * no encoding at start, the build made its variants), or an uploaded picture in media; with the
 * owner's alt text and focus when given (absent: none and the centre, decision 057).
 */
export type StoredPicture = ({ asset: string } | { media: string }) & { alt?: string; focus?: Focus };

/**
 * The picture a write leaves, with the write's alt text and focus over its own: a new file keeps
 * the alt text of the picture it replaces (`before`) and starts at the centre unless the write gives
 * a focus (the old point was on another picture). Kept without alt and focus when they are none
 * and the centre, as pictures stored before them are.
 */
export function placed(
  picture: StoredPicture | null | undefined,
  before: StoredPicture | null | undefined,
  settings: Pick<PictureSettings, 'alt' | 'focus'> = {},
): StoredPicture | null {
  if (!picture) return null;
  const next: StoredPicture = 'asset' in picture ? { asset: picture.asset } : { media: picture.media };
  const alt = settings.alt ?? picture.alt ?? before?.alt;
  const focus = settings.focus ?? picture.focus;
  if (alt) next.alt = alt;
  if (focus && (focus.x !== FOCUS_CENTRE.x || focus.y !== FOCUS_CENTRE.y)) next.focus = focus;
  return next;
}

export interface MediaInfo {
  width: number | null;
  height: number | null;
  variants: string;
}
/** The media rows a set of items refers to, read in one query. */
export type MediaIndex = Map<string, MediaInfo>;

export async function mediaIndex(db: Db, ids: string[]): Promise<MediaIndex> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.selectFrom('media').select(['id', 'width', 'height', 'variants']).where('id', 'in', unique).execute();
  return new Map(rows.map((r) => [r.id, r]));
}

/** The web build's picture manifest (apps/web/scripts/images.mjs), from src/content and dist/content alike; absent before a build. */
const MANIFEST_PATH = fileURLToPath(new URL('../../../web/app/generated/images.json', import.meta.url));
let manifest: Record<string, { width: number; height: number; src: string }> | undefined;
function builtPicture(asset: string) {
  manifest ??= existsSync(MANIFEST_PATH) ? JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) : {};
  return manifest?.[asset];
}

export const mediaOf = (picture: StoredPicture | null | undefined): string[] => (picture && 'media' in picture ? [picture.media] : []);

/** The picture as pages and the admin receive it. */
export function pictureRef(picture: StoredPicture, media: MediaIndex): PictureRef {
  if ('asset' in picture) {
    const site = builtPicture(picture.asset);
    return {
      image: site?.src ?? null,
      variants: [],
      asset: picture.asset,
      width: site?.width ?? null,
      height: site?.height ?? null,
      ...placementOf(picture),
    };
  }
  const row = media.get(picture.media);
  return {
    image: mediaUrl(picture.media),
    variants: variantUrls(row?.variants ?? null),
    asset: null,
    width: row?.width ?? null,
    height: row?.height ?? null,
    ...placementOf(picture),
  };
}

/** The alt text and focus as answers carry them (IMAGE-5, IMAGE-7). */
export const placementOf = (picture: StoredPicture | null | undefined) => ({
  alt: picture?.alt ?? '',
  focus: picture?.focus ?? FOCUS_CENTRE,
});
