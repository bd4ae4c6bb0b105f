/**
 * What the owner says of a picture besides its bytes (IMAGE-5 to IMAGE-8, decision 057): the point
 * every crop keeps in view (its focus, 0..1 across and down), the text read out in its place (alt),
 * and a turn by a quarter. Writes name them after the picture's field (decision 094): `pictureAlt`, `pictureFocus`
 * ("x,y") and `pictureRotate` (90, 180 or 270) for the field `picture`.
 */

/** The write fields of the picture field `name`: its alt text, focus and turn. */
export const pictureWriteNames = (name: string) => ({ alt: `${name}Alt`, focus: `${name}Focus`, rotate: `${name}Rotate` }) as const;

/** A point of a picture: 0..1 across from the left and down from the top. */
export interface Focus {
  x: number;
  y: number;
}

/** Where a picture's focus is until the owner sets one: the centre, as every crop was before. */
export const FOCUS_CENTRE: Focus = { x: 0.5, y: 0.5 };

export const PICTURE_LIMITS = { altMax: 250 } as const;

export const PICTURE_MESSAGES = {
  focus: 'Focus must be two numbers from 0 to 1, e.g. 0.5,0.3',
  alt: `Alt text must be at most ${PICTURE_LIMITS.altMax} characters`,
  rotate: 'Rotate must be 90, 180 or 270',
  noPicture: 'There is no picture to change: add one first',
  cannotRotate: 'This picture cannot be turned: upload a JPEG, PNG or WebP to turn it',
} as const;

/** "0.3,0.2" as the focus it says, or null when it is not two numbers from 0 to 1. */
export function parseFocus(text: string): Focus | null {
  const parts = text.split(',').map((p) => p.trim());
  if (parts.length !== 2 || parts.some((p) => !/^(?:\d+(?:\.\d*)?|\.\d+)$/.test(p))) return null;
  const [x, y] = parts.map(Number) as [number, number];
  return x >= 0 && x <= 1 && y >= 0 && y <= 1 ? { x, y } : null;
}

/** A focus as the write field takes it, to four decimals (a tenth of a pixel on the largest picture). */
export const formatFocus = (focus: Focus): string => `${round(focus.x)},${round(focus.y)}`;
const round = (n: number) => Math.round(n * 10_000) / 10_000;

/** CSS object-position (or background-position) that keeps the focus in view in any crop. */
export const focusPosition = (focus: Focus): string => `${round(focus.x * 100)}% ${round(focus.y * 100)}%`;

export const isCentre = (focus: Focus) => focus.x === FOCUS_CENTRE.x && focus.y === FOCUS_CENTRE.y;

/** The focus of a picture turned clockwise by `degrees` (a quarter turn moves the top left corner to the top right). */
export function rotateFocus(focus: Focus, degrees: number): Focus {
  let { x, y } = focus;
  for (let turns = (((degrees / 90) % 4) + 4) % 4; turns > 0; turns--) [x, y] = [round(1 - y), x];
  return { x, y };
}

/** The settings of a picture's write, once checked. */
export interface PictureSettings {
  alt?: string;
  focus?: Focus;
  rotate?: 0 | 90 | 180 | 270;
}

/** A write's settings of each of its pictures, by field name. */
export type PicturesSettings = Record<string, PictureSettings>;
