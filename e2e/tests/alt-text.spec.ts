/**
 * IMAGE-7: what a screen reader hears in a picture's place on the public pages is the alt text the owner set through
 * the API: the gallery's buttons and its popup, the cards and the pages of services and courses, the downloads'
 * thumbnails, offers, the home banner's slides, the logo, the welcome picture and the page banner.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { GalleryItem, SitePictureSlot } from '@firm/contract';
import { createRecord, removeCreated, unique } from '../fixtures/admin';
import { API1_ALT, galleryItems, setItemAlt, setSiteAlt } from '../fixtures/alt-text';
import { pngImage } from '../fixtures/images';
import { ONCE } from '../fixtures/projects';
import { hydrated } from './public-helpers';

/** Puts back what a test changed, whatever its outcome. */
const undo: ((request: APIRequestContext) => Promise<void>)[] = [];
test.afterEach(async ({ request }) => {
  for (const step of undo.splice(0).reverse()) await step(request);
  await removeCreated(request);
});

/** The one picture on the page read out as `alt`. */
const pictureNamed = (page: Page, alt: string) => page.getByRole('img', { name: alt, exact: true });

test('each gallery button is named by its alt text, else its caption, and so is the popup picture', ONCE, async ({ page, request }) => {
  const [first, , third] = await galleryItems(request);
  const alts = { [first!._id]: unique('Gallery first alt'), [third!._id]: unique('Gallery third alt') };
  for (const [id, alt] of Object.entries(alts)) undo.push(await setItemAlt(request, 'gallery', id, alt));

  const items = await galleryItems(request);
  for (const [id, alt] of Object.entries(alts)) {
    const answer = (await (await request.get(`/api/gallery/${id}`)).json()) as { item: GalleryItem };
    expect(answer.item.picture.alt).toBe(alt);
  }
  await page.goto('/gallery');
  const grid = page.getByTestId('gallery-grid');
  const buttons = grid.getByRole('button');
  await expect(buttons).toHaveCount(items.length);
  for (const [i, item] of items.entries()) {
    await expect(buttons.nth(i)).toHaveAccessibleName(alts[item._id] ?? item.title);
  }

  const opener = grid.getByRole('button', { name: alts[third!._id], exact: true });
  await expect(opener).toHaveCount(1);
  await hydrated(page, '[data-testid="gallery-grid"] button');
  await opener.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: alts[third!._id], exact: true })).toBeVisible();
  // The next picture has no alt text of its own: its caption is read in its place.
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog.getByRole('img', { name: items[3]!.title, exact: true })).toBeVisible();
});

test('a service and a course read their alt text on their cards and their pages', ONCE, async ({ page, request }) => {
  const service = unique('A surveyor measuring a plot');
  const course = unique('Students at drawing desks');
  undo.push(await setItemAlt(request, 'services', '101', service));
  undo.push(await setItemAlt(request, 'courses', '101', course));

  await page.goto('/');
  await expect(pictureNamed(page, service)).toHaveCount(1);
  for (const path of ['/services', '/services/details/101']) {
    await page.goto(path);
    await expect(pictureNamed(page, service), path).toHaveCount(1);
  }
  for (const path of ['/courses', '/courses/details/101']) {
    await page.goto(path);
    await expect(pictureNamed(page, course), path).toHaveCount(1);
  }
});

test('a download reads its alt text on its thumbnail', ONCE, async ({ page, request }) => {
  const alt = unique('A checklist of building permission documents');
  undo.push(await setItemAlt(request, 'downloads', '1', alt));
  await page.goto('/download');
  await expect(pictureNamed(page, alt)).toHaveCount(1);
});

test('an offer and a slide read their alt text on the home page and the offers page', ONCE, async ({ page, request }) => {
  const image = await pngImage('alt.png');
  const offer = { title: unique('Alt offer'), alt: unique('A finished bungalow with a garden') };
  const slide = { title: unique('Alt slide'), alt: unique('A crane over a building site') };
  const plain = unique('Offer without alt');
  await createRecord(request, 'offer', plain, image);
  await createRecord(request, 'offer', offer.title, image, { [API1_ALT]: offer.alt });
  await createRecord(request, 'slider', slide.title, image, { [API1_ALT]: slide.alt });

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Current Offers' }).getByRole('img', { name: offer.alt, exact: true })).toHaveCount(1);
  // The slides after the first get their pictures once the page has loaded.
  await expect(page.getByRole('region', { name: 'Highlights' }).getByRole('img', { name: slide.alt, exact: true })).toHaveCount(1);
  await page.goto('/offers');
  await expect(pictureNamed(page, offer.alt)).toHaveCount(1);
  // Without alt text of its own, an offer's picture reads nothing: its title is the heading beside it.
  await expect(page.getByRole('listitem').filter({ hasText: plain }).locator('img')).toHaveAttribute('alt', '');
});

test('the logo, the welcome picture and the page banner read the alt text of the site’s pictures', ONCE, async ({ page, request }) => {
  // Without alt text of its own, the banner is a backdrop behind the page's title: nothing is read.
  await page.goto('/about');
  await expect(page.locator('section.page-banner').getByRole('img')).toHaveCount(0);

  const alts = { logo: unique('Shree Civil logo'), welcome: unique('Our office team'), banner: unique('Drawings on a desk') };
  for (const [slot, alt] of Object.entries(alts)) undo.push(await setSiteAlt(request, slot as SitePictureSlot, alt));

  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: alts.logo, exact: true })).toBeVisible();
  await expect(pictureNamed(page, alts.welcome)).toHaveCount(1);
  await page.goto('/about');
  await expect(page.locator('section.page-banner').getByRole('img', { name: alts.banner, exact: true })).toHaveCount(1);
});
