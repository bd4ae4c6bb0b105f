/**
 * The link preview (og:image, twitter:image) of a picture: a 1200 × 630 cut around its focus
 * (IMAGE-9, decision 064), smaller when the picture is, never of another shape. Zod-free: the public
 * pages name the crop, the server makes it, from the same numbers.
 */
import { FOCUS_CENTRE, type Focus } from './picture-settings.js';

/** The size the platforms show a large link preview at (1.91:1). */
export const SHARE_SIZE = { width: 1200, height: 630 } as const;
const RATIO = SHARE_SIZE.width / SHARE_SIZE.height;

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of a `width` × `height` picture the link preview shows: the largest box of the preview's
 * shape, placed as CSS object-position places a picture in such a box (the admin's preview of it),
 * so the focus stays in view.
 */
export function shareCrop(width: number, height: number, focus: Focus = FOCUS_CENTRE): Box {
  const tall = width / height < RATIO;
  const w = tall ? width : Math.min(width, Math.round(height * RATIO));
  const h = tall ? Math.min(height, Math.round(width / RATIO)) : height;
  return { left: Math.round((width - w) * focus.x), top: Math.round((height - h) * focus.y), width: w, height: h };
}

/** The link preview's own size: SHARE_SIZE, or the cut itself when it is smaller. */
export function shareSize(width: number, height: number): { width: number; height: number } {
  const cut = shareCrop(width, height);
  return cut.width >= SHARE_SIZE.width ? { ...SHARE_SIZE } : { width: cut.width, height: cut.height };
}

/** A focus in a name: ten-thousandths across and down (a tenth of a pixel on the largest picture). */
const focusKey = (focus: Focus) => `${Math.round(focus.x * 10_000)}-${Math.round(focus.y * 10_000)}`;

/**
 * The media name of the link preview of a picture at a focus: `<key>-share-<x>-<y>.jpg`, where the
 * key is an upload's content hash or `asset-<hash of its source>` for a seeded picture. A new focus
 * or a turned picture (a new hash) is a new name, so the address can be cached for good.
 */
export const shareName = (key: string, focus: Focus): string => `${key}-share-${focusKey(focus)}.jpg`;

/** The key and focus a link preview's media name says, or null for any other name. */
export function parseShareName(name: string): { key: string; focus: Focus } | null {
  const match = /^([0-9a-f]{64}|asset-[0-9a-f]{10})-share-(\d{1,5})-(\d{1,5})\.jpg$/.exec(name);
  if (!match) return null;
  const [x, y] = [Number(match[2]) / 10_000, Number(match[3]) / 10_000];
  return x <= 1 && y <= 1 ? { key: match[1]!, focus: { x, y } } : null;
}

/** True when two foci name the same link preview. */
export const sameShare = (a: Focus, b: Focus): boolean => focusKey(a) === focusKey(b);
