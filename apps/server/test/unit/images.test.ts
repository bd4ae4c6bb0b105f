import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { ADD_IMAGE_TYPES, EDIT_IMAGE_TYPES, LIMITS, MESSAGES } from '@firm/contract';
import { processImage, pixelLimitMessage } from '../../src/media/images.js';
import { HttpError } from '../../src/lib/errors.js';
import { animatedGif, avif, jpeg, jpegWithExif, png, pngBomb, svg, textFile, webp } from '../fixtures/images.js';

async function refusal(p: Promise<unknown>): Promise<HttpError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return err as HttpError;
}

describe('processImage', () => {
  it('keeps the format, names it by its hash and makes WebP and AVIF variants never wider than the original', async () => {
    const out = await processImage(await jpeg(1000, 500), ADD_IMAGE_TYPES);
    expect(out.mime).toBe('image/jpeg');
    expect(out.id).toMatch(/^[0-9a-f]{64}\.jpg$/);
    expect(out.width).toBe(1000);
    const hash = out.id.split('.')[0];
    expect(out.variants.map((v) => `${v.width}:${v.type}`).sort()).toEqual([
      '480:image/avif',
      '480:image/webp',
      '960:image/avif',
      '960:image/webp',
    ]);
    for (const v of out.variants) expect(v.id).toBe(`${hash}-${v.width}.${v.type === 'image/webp' ? 'webp' : 'avif'}`);
    const meta = await sharp(out.variants.find((v) => v.type === 'image/avif')!.bytes).metadata();
    expect(meta.format).toBe('heif');
  });

  it('gives a small picture one variant at its own width', async () => {
    const out = await processImage(await png(64, 48), ADD_IMAGE_TYPES);
    expect(out.variants.map((v) => v.width)).toEqual([64, 64]);
  });

  it('is deterministic: the same upload gets the same id', async () => {
    const bytes = await jpeg(100, 80);
    expect((await processImage(bytes, ADD_IMAGE_TYPES)).id).toBe((await processImage(bytes, ADD_IMAGE_TYPES)).id);
  });

  it('strips EXIF and applies the orientation', async () => {
    const input = await jpegWithExif(80, 40);
    expect(input.includes('SECRET-EXIF-MARKER')).toBe(true);
    const out = await processImage(input, ADD_IMAGE_TYPES);
    expect(out.bytes.includes('SECRET-EXIF-MARKER')).toBe(false);
    const meta = await sharp(out.bytes).metadata();
    expect(meta.exif).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([40, 80]);
  });

  it('keeps a GIF animated', async () => {
    const out = await processImage(await animatedGif(), EDIT_IMAGE_TYPES);
    expect(out.mime).toBe('image/gif');
    expect((await sharp(out.bytes).metadata()).pages).toBe(2);
    expect(out.variants.every((v) => v.type === 'image/webp')).toBe(true);
    expect((await sharp(out.variants[0]!.bytes).metadata()).pages).toBe(2);
  });

  it('accepts WebP and AVIF on add but not on edit', async () => {
    expect((await processImage(await webp(), ADD_IMAGE_TYPES)).mime).toBe('image/webp');
    expect((await processImage(await avif(), ADD_IMAGE_TYPES)).mime).toBe('image/avif');
    const e1 = await refusal(processImage(await webp(), EDIT_IMAGE_TYPES));
    expect([e1.statusCode, e1.message]).toEqual([415, MESSAGES.unsupportedFileFormat]);
    const e2 = await refusal(processImage(await avif(), EDIT_IMAGE_TYPES));
    expect([e2.statusCode, e2.message]).toEqual([415, MESSAGES.unsupportedFileFormat]);
  });

  it('refuses SVG and text by their content', async () => {
    for (const bytes of [svg, textFile]) {
      const e = await refusal(processImage(bytes, ADD_IMAGE_TYPES));
      expect([e.statusCode, e.message]).toEqual([415, MESSAGES.unsupportedFileFormat]);
    }
  });

  it('refuses a file over the byte limit', async () => {
    const e = await refusal(processImage(Buffer.alloc(LIMITS.maxImageBytes + 1), ADD_IMAGE_TYPES));
    expect([e.statusCode, e.message]).toEqual([413, MESSAGES.fileTooLarge]);
  });

  it('refuses a decompression bomb from its header, quickly', async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(200);
    const started = Date.now();
    const e = await refusal(processImage(bomb, ADD_IMAGE_TYPES));
    expect([e.statusCode, e.message]).toEqual([413, pixelLimitMessage]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
