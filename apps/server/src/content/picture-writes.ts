import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  CONTENT_LIMITS,
  FOCUS_CENTRE,
  PICTURE_MESSAGES,
  PICTURE_TYPES,
  pictureSettingsSchema,
  pictureWriteNames,
  rotateFocus,
  sameShare,
  type Focus,
  type PictureSettings,
} from '@firm/contract';
import type { Db } from '../db/index.js';
import { badRequest } from '../lib/errors.js';
import { processImage, type ProcessedImage } from '../media/images.js';
import { freeShare } from '../media/share.js';
import type { StoredPicture } from './pictures.js';

/**
 * A picture's write besides its bytes (IMAGE-5 to IMAGE-7, decision 057): the alt text and focus
 * to store, and the picture to store instead of the current one when a file came or a turn was asked.
 */
export interface PictureWrite {
  image?: ProcessedImage;
  settings: { alt?: string; focus?: Focus };
}

/** The site's own pictures' sources (apps/web/assets), from src/content and dist/content alike. */
const ASSETS_DIR = fileURLToPath(new URL('../../../web/assets/', import.meta.url));

/** The bytes of a stored picture: its media row, or the source of one of the site's own pictures. */
async function bytesOf(db: Db, picture: StoredPicture): Promise<Buffer> {
  if ('media' in picture) {
    const row = await db.selectFrom('media').select('bytes').where('id', '=', picture.media).executeTakeFirst();
    if (!row) throw badRequest(PICTURE_MESSAGES.noPicture);
    return Buffer.from(row.bytes);
  }
  const slash = picture.asset.lastIndexOf('/');
  const dir = `${ASSETS_DIR}${picture.asset.slice(0, slash + 1)}`;
  const name = picture.asset.slice(slash + 1);
  const file = (await readdir(dir).catch(() => [] as string[])).find((f) => f.startsWith(`${name}.`) && !f.endsWith('.svg'));
  // A drawing (the logo's SVG) has no pixels to turn.
  if (!file) throw badRequest(PICTURE_MESSAGES.cannotRotate);
  return readFile(`${dir}${file}`);
}

/**
 * Checks and encodes a picture's write before its transaction: an uploaded file (turned when asked),
 * or the current picture turned, its focus turned with it unless the write gives one (a focus
 * given with a turn is where the point is on the turned picture, as the admin shows it). 400 when a
 * turn is asked of no picture; 413/415 as processImage for the file.
 */
export async function preparePicture(
  db: Db,
  o: {
    upload?: Buffer;
    types: readonly string[];
    maxBytes: number;
    current: StoredPicture | null | undefined;
    settings: PictureSettings;
  },
): Promise<PictureWrite> {
  const { rotate = 0, ...settings } = o.settings;
  // Its link preview is of the picture and point it had (decision 064): dropped when the write changes either; made anew when asked for.
  if (o.upload || rotate || (settings.focus && !sameShare(settings.focus, o.current?.focus ?? FOCUS_CENTRE)))
    await freeShare(db, o.current);
  if (o.upload) return { image: await processImage(o.upload, o.types, { maxBytes: o.maxBytes, rotate }), settings };
  if (!rotate) return { settings };
  if (!o.current) throw badRequest(PICTURE_MESSAGES.noPicture);
  const image = await processImage(await bytesOf(db, o.current), PICTURE_TYPES, { maxBytes: CONTENT_LIMITS.maxPictureBytes, rotate });
  return { image, settings: { ...settings, focus: settings.focus ?? rotateFocus(o.current.focus ?? FOCUS_CENTRE, rotate) } };
}

/** What /api/docs says of a picture's write fields (IMAGE-8). */
const PICTURE_WRITE_DOCS = {
  alt: 'The picture’s alt text, read out in its place (at most 250 characters; empty: the pages read the title)',
  focus: 'The point every crop keeps in view, as two numbers from 0 to 1 across and down, e.g. 0.5,0.3',
  rotate: 'Turn the picture (the one sent, or else the stored one) clockwise by 90, 180 or 270 degrees',
} as const;
const SETTINGS = ['alt', 'focus', 'rotate'] as const;

/** The write fields of the picture field `name` in a multipart form, for /api/docs. */
export const pictureFormFields = (name: string): Record<string, z.ZodOptional<z.ZodString>> => {
  const names = pictureWriteNames(name);
  return Object.fromEntries(SETTINGS.map((k) => [names[k], z.string().describe(PICTURE_WRITE_DOCS[k]).optional()]));
};

/** The write fields of the picture field `name` in a JSON body, checked and documented. */
export const pictureJsonFields = (name: string): z.ZodRawShape => {
  const names = pictureWriteNames(name);
  const shape = pictureSettingsSchema(name).shape;
  return Object.fromEntries(SETTINGS.map((k) => [names[k], shape[names[k]]!.describe(PICTURE_WRITE_DOCS[k])]));
};
