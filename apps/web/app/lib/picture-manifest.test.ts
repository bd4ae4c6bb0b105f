import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import courses from '~/content/seed/courses.json';
import downloads from '~/content/seed/downloads.json';
import gallery from '~/content/seed/gallery.json';
import services from '~/content/seed/services.json';
import { DEFAULT_SLIDES } from '~/components/home/hero-slider';
import { imageNames, builtPicture, variantFor, type BuiltPicture } from './picture-manifest';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));
const USED = [
  // The seed's pictures, named by the site's own pictures (apps/server/src/content/field-kinds.ts seedItem).
  ...services.map((s) => s.picture),
  ...courses.map((c) => c.picture),
  ...DEFAULT_SLIDES.map((s) => s.picture.asset!),
  ...gallery.map((g) => g.picture),
  ...downloads.flatMap((d) => d.thumbnail ?? []),
  'home/welcome',
  'banners/page',
  'brand/og',
  'brand/mark',
];

describe('the site pictures', () => {
  it('has a picture for every name the content uses, and nothing unused', () => {
    for (const name of USED) expect(() => builtPicture(name), name).not.toThrow();
    expect(imageNames().sort()).toEqual([...new Set(USED)].sort());
  });

  it('serves every variant and the stable source from public/img, in ascending widths', () => {
    for (const name of imageNames()) {
      const image = builtPicture(name);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      // A drawing (SVG) is served as it is, without variants, and shows no colour while it loads.
      if (image.src.endsWith('.svg')) expect([image.color, image.avif, image.webp, image.jpeg]).toEqual(['', [], [], []]);
      else expect(image.color).toMatch(/^#[0-9a-f]{6}$/);
      expect(existsSync(`${publicDir}${image.src}`), image.src).toBe(true);
      for (const list of [image.avif, image.webp, image.jpeg]) {
        const widths = list.map(([, w]) => w);
        expect(widths, name).toEqual([...widths].sort((a, b) => a - b));
        expect(widths.at(-1) ?? 0).toBeLessThanOrEqual(image.width);
        for (const [url] of list) expect(existsSync(`${publicDir}${url}`), url).toBe(true);
      }
    }
  });

  it('the variants are real AVIF and WebP, and the AVIF the smallest at a phone width', () => {
    const image = builtPicture('services/101');
    const read = (list: BuiltPicture['webp']) => readFileSync(`${publicDir}${list.find(([, w]) => w === 800)![0]}`);
    const [avif, webp, jpeg] = [read(image.avif), read(image.webp), read(image.jpeg)];
    expect(avif.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    expect(webp.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(jpeg.subarray(0, 3).toString('latin1')).toBe('\xff\xd8\xff');
    expect(avif.length).toBeLessThan(webp.length);
    expect(webp.length).toBeLessThan(jpeg.length);
  });

  it('picks the smallest variant at least as wide as asked, else the widest', () => {
    const variants: [string, number][] = [
      ['a', 480],
      ['b', 800],
      ['c', 1200],
    ];
    expect(variantFor(variants, 500)).toBe('b');
    expect(variantFor(variants, 480)).toBe('a');
    expect(variantFor(variants, 4000)).toBe('c');
  });
});
