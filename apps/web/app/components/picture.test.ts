// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FOCUS_CENTRE } from '@firm/contract';
import { builtPicture } from '~/lib/picture-manifest';
import { Picture, assetPicture, uploadedPicture } from './picture';

const render = (picture: Parameters<typeof Picture>[0]['picture'], priority = false) =>
  new DOMParser().parseFromString(
    renderToStaticMarkup(createElement(Picture, { picture, alt: 'A', sizes: '100vw', priority })),
    'text/html',
  );

describe('<Picture>', () => {
  it('renders a seeded picture from the build manifest: AVIF, WebP and JPEG variants, its size and colour', () => {
    const doc = render(assetPicture('services/101'), true);
    const site = builtPicture('services/101');
    const img = doc.querySelector('img')!;
    expect(doc.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toContain(site.avif[0]![0]);
    expect(doc.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toContain(site.webp[0]![0]);
    expect(img.getAttribute('src')).toBe(site.jpeg.at(-1)![0]);
    expect(img.getAttribute('width')).toBe(String(site.width));
    expect(img.getAttribute('height')).toBe(String(site.height));
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('style')).toContain('background-color');
  });

  it('renders an uploaded picture from its media variants, with its stored size when known', () => {
    const picture = {
      ...uploadedPicture({
        image: '/media/abc.jpg',
        variants: [
          { width: 480, type: 'image/avif' as const, url: '/media/abc-480.avif' },
          { width: 480, type: 'image/webp' as const, url: '/media/abc-480.webp' },
          { width: 1200, type: 'image/webp' as const, url: '/media/abc-1200.webp' },
        ],
        alt: '',
        focus: FOCUS_CENTRE,
      }),
      width: 2560,
      height: 1920,
    };
    const doc = render(picture);
    const img = doc.querySelector('img')!;
    expect(doc.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe('/media/abc-480.avif 480w');
    expect(doc.querySelector('source[type="image/webp"]')!.getAttribute('srcset')).toBe(
      '/media/abc-480.webp 480w, /media/abc-1200.webp 1200w',
    );
    expect(img.getAttribute('src')).toBe('/media/abc.jpg');
    expect(img.getAttribute('width')).toBe('2560');
    expect(img.getAttribute('height')).toBe('1920');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('leaves out the sources an upload has no variants of', () => {
    const doc = render(uploadedPicture({ image: '/media/x.gif', variants: [], alt: '', focus: FOCUS_CENTRE }));
    expect(doc.querySelectorAll('source')).toHaveLength(0);
    expect(doc.querySelector('img')!.hasAttribute('width')).toBe(false);
  });
});
