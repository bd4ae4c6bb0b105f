/**
 * The sketch of a day's visitors (analytics/sketch.ts, decision 086): exact while small, bounded,
 * mergeable in any order, and within its standard error once it is registers.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Sketch } from '../../src/analytics/sketch.js';

/** `n` random 32-bit values, as the visitors' hashes are. */
const values = (n: number) => {
  const bytes = randomBytes(4 * n);
  return Array.from({ length: n }, (_, i) => bytes.readUInt32BE(4 * i));
};
const sketchOf = (precision: number, of: number[]) => {
  const sketch = new Sketch(precision);
  for (const value of of) sketch.add(value);
  return sketch;
};

describe('a sketch of visitors', () => {
  it('counts exactly while it keeps the values, up to a quarter of its registers; a value seen again counts nothing', () => {
    const some = values(4096);
    const sketch = sketchOf(14, [...some, ...some]);
    expect(sketch.estimate()).toBe(4096);
    expect(sketch.toBytes().length).toBe(2 + 4 * 4096);
  });

  it('past that is its registers: 2^precision bytes however many it counts', () => {
    for (const n of [4097, 100_000]) expect(sketchOf(14, values(n)).toBytes().length).toBe(2 + 2 ** 14);
    expect(sketchOf(12, values(50_000)).toBytes().length).toBe(2 + 2 ** 12);
  });

  it.each([5_000, 10_000, 50_000, 200_000])('estimates %i visitors within four standard errors (1.04 / sqrt(2^14))', (n) => {
    const estimate = sketchOf(14, values(n)).estimate();
    expect(Math.abs(estimate - n) / n).toBeLessThanOrEqual((4 * 1.04) / 128);
  });

  it('reads back what it wrote, in either form', () => {
    for (const n of [0, 10, 5_000]) {
      const sketch = sketchOf(14, values(n));
      const back = Sketch.fromBytes(sketch.toBytes());
      expect(back.toBytes()).toEqual(sketch.toBytes());
      expect(back.estimate()).toBe(sketch.estimate());
    }
  });

  it('merged, is the sketch of the union, in any order and form', () => {
    const shared = values(3000);
    const [a, b] = [values(2000), values(50)];
    const union = sketchOf(14, [...shared, ...a, ...b]);
    for (const [first, second] of [
      [sketchOf(14, [...shared, ...a]), sketchOf(14, [...shared, ...b])],
      [sketchOf(14, [...shared, ...b]), sketchOf(14, [...shared, ...a])],
    ]) {
      first!.merge(second!);
      expect(first!.toBytes()).toEqual(union.toBytes());
    }
    // Two sketches that keep their values merge into one that does, while it is small.
    const small = sketchOf(14, b);
    small.merge(sketchOf(14, [...b, ...values(10)]));
    expect(small.estimate()).toBe(60);
  });

  it('refuses to merge sketches of different precisions', () => {
    expect(() => new Sketch(14).merge(new Sketch(12))).toThrow('sketches of precision 12 and 14');
  });
});
