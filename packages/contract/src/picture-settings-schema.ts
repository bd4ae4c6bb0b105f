import { z } from 'zod';
import { typedText } from './typed-text.js';
import { PICTURE_LIMITS, PICTURE_MESSAGES, parseFocus, type PictureSettings } from './picture-settings.js';

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

/**
 * The three write fields of a picture sent in the part `image` (every picture field of the site
 * travels in that part), each optional: alt text (at most PICTURE_LIMITS.altMax, '' for none),
 * focus as "x,y" (or {x, y} in JSON) and a clockwise turn.
 */
export const imageSettingsSchema = z.object({
  imageAlt: z
    .preprocess(
      (v) => (v === null ? '' : v),
      typedText(z.string({ error: PICTURE_MESSAGES.alt }).trim().max(PICTURE_LIMITS.altMax, PICTURE_MESSAGES.alt)),
    )
    .optional(),
  imageFocus: focusField.optional(),
  imageRotate: rotateField.optional(),
});
export type ImageSettingsFields = z.infer<typeof imageSettingsSchema>;

/** The checked write fields as the settings of the picture, without those not given. */
export function pictureSettingsOf(fields: ImageSettingsFields): PictureSettings {
  const settings: PictureSettings = {};
  if (fields.imageAlt !== undefined) settings.alt = fields.imageAlt;
  if (fields.imageFocus !== undefined) settings.focus = fields.imageFocus;
  if (fields.imageRotate !== undefined) settings.rotate = fields.imageRotate;
  return settings;
}
