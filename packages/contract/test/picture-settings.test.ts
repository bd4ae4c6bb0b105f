/** The picture's write fields (IMAGE-8) and the focus's turn (IMAGE-6). */
import { describe, expect, it } from 'vitest';
import {
  PICTURE_MESSAGES,
  focusPosition,
  formatFocus,
  parseFocus,
  pictureSettingsOf,
  pictureSettingsSchema,
  rotateFocus,
} from '../src/index.js';

describe('the focus', () => {
  it('reads "x,y" from 0 to 1, spaces allowed, and nothing else', () => {
    expect(parseFocus('0.3,0.2')).toEqual({ x: 0.3, y: 0.2 });
    expect(parseFocus(' 1 , 0 ')).toEqual({ x: 1, y: 0 });
    expect(parseFocus('.5,.25')).toEqual({ x: 0.5, y: 0.25 });
    for (const bad of ['', '0.5', '1.01,0', '-0.1,0.2', 'a,b', '0.1,0.2,0.3', '1e-1,0', '0x1,0', 'Infinity,0'])
      expect(parseFocus(bad), bad).toBeNull();
  });

  it('is written to four decimals, and as a CSS position', () => {
    expect(formatFocus({ x: 1 / 3, y: 0.5 })).toBe('0.3333,0.5');
    expect(focusPosition({ x: 0.3, y: 0.075 })).toBe('30% 7.5%');
  });

  it('turns with the picture, clockwise: the top left corner goes to the top right', () => {
    expect(rotateFocus({ x: 0, y: 0 }, 90)).toEqual({ x: 1, y: 0 });
    expect(rotateFocus({ x: 0.2, y: 0.1 }, 90)).toEqual({ x: 0.9, y: 0.2 });
    expect(rotateFocus({ x: 0.2, y: 0.1 }, 180)).toEqual({ x: 0.8, y: 0.9 });
    expect(rotateFocus({ x: 0.2, y: 0.1 }, 270)).toEqual({ x: 0.1, y: 0.8 });
    expect(rotateFocus({ x: 0.2, y: 0.1 }, 360)).toEqual({ x: 0.2, y: 0.1 });
  });
});

describe('the write fields', () => {
  // Named after the picture field (decision 094).
  const parse = (v: Record<string, unknown>) => pictureSettingsSchema('picture').safeParse(v);

  it('take alt text, a focus as text or JSON and a quarter turn, under the field’s name', () => {
    expect(parse({ pictureAlt: ' A bridge ', pictureFocus: '0.1,0.9', pictureRotate: '270' }).data).toEqual({
      pictureAlt: 'A bridge',
      pictureFocus: { x: 0.1, y: 0.9 },
      pictureRotate: 270,
    });
    expect(parse({ pictureFocus: { x: 0, y: 1 }, pictureRotate: 90 }).data).toEqual({ pictureFocus: { x: 0, y: 1 }, pictureRotate: 90 });
    expect(parse({}).data).toEqual({});
    // Another field's, or API-1's `image`, are not this picture's.
    expect(parse({ imageAlt: 'A bridge', thumbnailFocus: '0.1,0.9' }).data).toEqual({});
    const thumbnail = pictureSettingsSchema('thumbnail').parse({ thumbnailAlt: 'A form', thumbnailFocus: '0.2,0.3' });
    expect(pictureSettingsOf('thumbnail', thumbnail)).toEqual({ alt: 'A form', focus: { x: 0.2, y: 0.3 } });
  });

  it('refuse each thing wrong with its one message', () => {
    for (const pictureFocus of ['2,0', 'centre', { x: 2, y: 0 }, { x: '0.5', y: 0.5 }, [0.5, 0.5], null])
      expect(parse({ pictureFocus }).error?.issues[0]?.message, JSON.stringify(pictureFocus)).toBe(PICTURE_MESSAGES.focus);
    expect(parse({ pictureAlt: 'a'.repeat(251) }).error?.issues[0]?.message).toBe(PICTURE_MESSAGES.alt);
    for (const pictureRotate of ['45', -90, 'left'])
      expect(parse({ pictureRotate }).error?.issues[0]?.message).toBe(PICTURE_MESSAGES.rotate);
  });
});
