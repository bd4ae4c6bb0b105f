/** The picture's write fields (IMAGE-8) and the focus's turn (IMAGE-6). */
import { describe, expect, it } from 'vitest';
import { PICTURE_MESSAGES, focusPosition, formatFocus, imageSettingsSchema, parseFocus, rotateFocus } from '../src/index.js';

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
  const parse = (v: Record<string, unknown>) => imageSettingsSchema.safeParse(v);

  it('take alt text, a focus as text or JSON and a quarter turn', () => {
    expect(parse({ imageAlt: ' A bridge ', imageFocus: '0.1,0.9', imageRotate: '270' }).data).toEqual({
      imageAlt: 'A bridge',
      imageFocus: { x: 0.1, y: 0.9 },
      imageRotate: 270,
    });
    expect(parse({ imageFocus: { x: 0, y: 1 }, imageRotate: 90 }).data).toEqual({ imageFocus: { x: 0, y: 1 }, imageRotate: 90 });
    expect(parse({}).data).toEqual({});
  });

  it('refuse each thing wrong with its one message', () => {
    for (const imageFocus of ['2,0', 'centre', { x: 2, y: 0 }, { x: '0.5', y: 0.5 }, [0.5, 0.5], null])
      expect(parse({ imageFocus }).error?.issues[0]?.message, JSON.stringify(imageFocus)).toBe(PICTURE_MESSAGES.focus);
    expect(parse({ imageAlt: 'a'.repeat(251) }).error?.issues[0]?.message).toBe(PICTURE_MESSAGES.alt);
    for (const imageRotate of ['45', -90, 'left']) expect(parse({ imageRotate }).error?.issues[0]?.message).toBe(PICTURE_MESSAGES.rotate);
  });
});
