import { z } from 'zod';
import { typedText } from './typed-text.js';
import { PICTURE_LIMITS, PICTURE_MESSAGES, parseFocus, pictureWriteNames, type Focus, type PictureSettings } from './picture-settings.js';

/*
 * The checks of a picture's write fields (IMAGE-8, decision 057), apart from the helpers in
 * picture-settings.ts so that the public pages, which use those, load no zod.
 */

export const focusSchema = z.object({ x: z.number(), y: z.number() });

const unit = z.number({ error: PICTURE_MESSAGES.focus }).min(0, PICTURE_MESSAGES.focus).max(1, PICTURE_MESSAGES.focus);
/** "x,y" from a form, {x, y} from JSON; every way of getting it wrong answers the one message. */
const focusField = z.preprocess(
  (v) => (typeof v === 'string' ? (parseFocus(v) ?? v) : v),
  z.object({ x: unit, y: unit }, { error: PICTURE_MESSAGES.focus }),
);

const rotateField = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v.trim()) : v),
  z.union([z.literal(0), z.literal(90), z.literal(180), z.literal(270)], { error: PICTURE_MESSAGES.rotate }),
);

const altField = z.preprocess(
  (v) => (v === null ? '' : v),
  typedText(z.string({ error: PICTURE_MESSAGES.alt }).trim().max(PICTURE_LIMITS.altMax, PICTURE_MESSAGES.alt)),
);

/**
 * The three write fields of the picture field `name` (decision 094: `pictureAlt`, `pictureFocus`, `pictureRotate` for
 * `picture`), each optional: alt text (at most PICTURE_LIMITS.altMax, '' for none), focus as "x,y" (or {x, y} in JSON)
 * and a clockwise turn.
 */
export function pictureSettingsSchema(name: string) {
  const names = pictureWriteNames(name);
  return z.object({
    [names.alt]: altField.optional(),
    [names.focus]: focusField.optional(),
    [names.rotate]: rotateField.optional(),
  }) as z.ZodObject<Record<string, z.ZodOptional<z.ZodType>>>;
}

/** The settings of the picture field `name` in a write's checked fields, without those not given. */
export function pictureSettingsOf(name: string, fields: Readonly<Record<string, unknown>>): PictureSettings {
  const names = pictureWriteNames(name);
  const settings: PictureSettings = {};
  if (fields[names.alt] !== undefined) settings.alt = fields[names.alt] as string;
  if (fields[names.focus] !== undefined) settings.focus = fields[names.focus] as Focus;
  if (fields[names.rotate] !== undefined) settings.rotate = fields[names.rotate] as PictureSettings['rotate'];
  return settings;
}
