/**
 * Page banners (the `banners` collection): an inner page, and its items' pages, show the picture the owner gave that
 * page, with its focus; a page without one, or with it hidden, keeps the site's banner. Rendered by the real web build.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { PageBannerItem } from '@firm/contract';
import { adminToken, freshApp } from '../helpers.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';
import { jpeg } from '../fixtures/images.js';
import { multipart } from './contact-helpers.js';

needsWebBuild();
const t = freshApp({ webBuildDir: WEB_BUILD });
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

/** The page banner's style: its background pictures and focus. */
async function bannerStyle(url: string): Promise<string> {
  const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
  expect(res.statusCode, url).toBe(200);
  const style = /<section class="page-banner[^"]*" style="([^"]*)"/.exec(res.body)?.[1];
  expect(style, url).toBeDefined();
  return style!;
}
const hashOf = (item: PageBannerItem) => item.picture.image!.slice('/media/'.length, '/media/'.length + 64);

describe('page banners', () => {
  it('give a page and its items’ pages a picture of their own, with its focus; other pages keep the site’s', async () => {
    const siteBanner = await bannerStyle('/services');
    expect(siteBanner).toContain('/img/banners/page');
    const form = await multipart({
      page: '/services',
      title: 'Services in the monsoon',
      pictureFocus: '0.5,0.8',
      picture: { bytes: await jpeg(1440, 250), filename: 'banner.jpg', type: 'image/jpeg' },
    });
    const added = await t.app.inject({ method: 'POST', url: '/api/banners', payload: form.payload, headers: { ...form.headers, ...auth } });
    expect(added.statusCode, added.body).toBe(201);
    const banner = added.json().item as PageBannerItem;
    for (const url of ['/services', '/services/details/101']) {
      const style = await bannerStyle(url);
      expect(style, url).toContain(hashOf(banner));
      expect(style, url).toContain('background-position:50% 80%');
    }
    expect(await bannerStyle('/about')).toBe(siteBanner);

    // Hidden, the page has the site's banner again.
    const hidden = await t.app.inject({ method: 'PUT', url: `/api/banners/${banner._id}`, payload: { hidden: true }, headers: auth });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await bannerStyle('/services')).toBe(siteBanner);
  });

  it('refuses a page that has no banner, with its message, and stores nothing', async () => {
    const form = await multipart({
      page: '/admin',
      title: 'Nowhere',
      picture: { bytes: await jpeg(1440, 251), filename: 'banner.jpg', type: 'image/jpeg' },
    });
    const res = await t.app.inject({ method: 'POST', url: '/api/banners', payload: form.payload, headers: { ...form.headers, ...auth } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Page must be one of \/about, \/services, /);
  });
});
