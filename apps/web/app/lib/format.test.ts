import { expect, it } from 'vitest';
import { formatSize } from './format';

it('gives a size in B below a kilobyte, whole KB below a megabyte, else MB with one decimal, never split from its unit', () => {
  expect(formatSize(100)).toBe('100\u00a0B');
  expect(formatSize(68_796)).toBe('67\u00a0KB');
  expect(formatSize(2_500_000)).toBe('2.4\u00a0MB');
  expect(formatSize(20 * 1024 * 1024)).toBe('20.0\u00a0MB');
});
