import { describe, expect, it } from 'vitest';
import { bannerTitleChars } from './banner-title';

describe('the width a page banner title needs on two lines', () => {
  it('is the longer line of the best split at a space or after a slash', () => {
    // 'BUILDING' / 'PERMISSION/APPROVAL' (19) beats 'BUILDING PERMISSION/' / 'APPROVAL' (20).
    expect(bannerTitleChars('Building permission/approval')).toBe(19);
    expect(bannerTitleChars('Layout and Land development')).toBe(15);
    // '3D, ELEVATION' / 'AND WALKTHROUGH'.
    expect(bannerTitleChars('3D, Elevation and Walkthrough')).toBe(15);
  });

  it('is the whole title when it cannot break', () => {
    expect(bannerTitleChars('Gallery')).toBe(7);
    expect(bannerTitleChars('PERMISSION/APPROVAL')).toBe(11);
    expect(bannerTitleChars('')).toBe(1);
  });
});
