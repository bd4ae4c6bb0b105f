import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('keeps the later of two utilities for one property, at the same breakpoint', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('sm:px-6', 'sm:px-3', 'px-1')).toBe('sm:px-3 px-1');
  });

  it("knows the site's colours and container widths (app.css)", () => {
    expect(cn('bg-navy-700 text-white', 'bg-white')).toBe('text-white bg-white');
    expect(cn('text-navy-700', 'text-slate-700')).toBe('text-slate-700');
    // The top bar's Container: the wide header overrides the page width at xl (LAYOUT-1).
    expect(cn('lg:max-w-site-sm xl:max-w-site-xl', 'xl:max-w-site-full')).toBe('lg:max-w-site-sm xl:max-w-site-full');
  });

  it('drops what is false or empty', () => {
    expect(cn('a', false, null, undefined, '', ['b', { c: true, d: false }])).toBe('a b c');
  });
});
