import { describe, expect, it } from 'vitest';
import { parseShareName, sameShare, shareCrop, shareName, shareSize } from '../src/share-crop.js';

describe('the link preview cut (IMAGE-9)', () => {
  it('is the largest 1.91:1 box of the picture, placed as object-position places it', () => {
    // Wider than 1.91:1: the full height, slid across by the focus.
    expect(shareCrop(2400, 600, { x: 0, y: 0.5 })).toEqual({ left: 0, top: 0, width: 1143, height: 600 });
    expect(shareCrop(2400, 600, { x: 1, y: 0.5 })).toEqual({ left: 1257, top: 0, width: 1143, height: 600 });
    expect(shareCrop(2400, 600)).toEqual({ left: 629, top: 0, width: 1143, height: 600 });
    // Taller: the full width, slid down.
    expect(shareCrop(1000, 1000, { x: 0.2, y: 0.25 })).toEqual({ left: 0, top: 119, width: 1000, height: 525 });
    expect(shareCrop(1200, 630, { x: 0.9, y: 0.9 })).toEqual({ left: 0, top: 0, width: 1200, height: 630 });
  });

  it('is 1200 × 630, or the cut itself when smaller', () => {
    expect(shareSize(2560, 1920)).toEqual({ width: 1200, height: 630 });
    expect(shareSize(1000, 1000)).toEqual({ width: 1000, height: 525 });
    expect(shareSize(1920, 500)).toEqual({ width: 952, height: 500 });
  });

  it('is named after its picture and focus, and read back from the name', () => {
    const hash = 'ab'.repeat(32);
    expect(shareName(hash, { x: 0.05, y: 0.5 })).toBe(`${hash}-share-500-5000.jpg`);
    expect(parseShareName(`${hash}-share-500-5000.jpg`)).toEqual({ key: hash, focus: { x: 0.05, y: 0.5 } });
    expect(parseShareName('asset-0123456789-share-10000-0.jpg')).toEqual({ key: 'asset-0123456789', focus: { x: 1, y: 0 } });
    for (const name of [
      `${hash}.jpg`,
      `${hash}-480.webp`,
      `${hash}-share-10001-0.jpg`,
      `${hash}-share-1-2.png`,
      'asset-services/101-share-0-0.jpg',
    ]) {
      expect(parseShareName(name), name).toBeNull();
    }
    expect(sameShare({ x: 0.12341, y: 0.5 }, { x: 0.1234, y: 0.5 })).toBe(true);
    expect(sameShare({ x: 0.1234, y: 0.5 }, { x: 0.1235, y: 0.5 })).toBe(false);
  });
});
