/**
 * The focal point of a picture (IMAGE-5): a wide picture with its subject at the left edge, the
 * point set on it in the admin by a click, keeps the subject in view on the service card and in the
 * home banner, where the centre crop cut it off, and in the link preview, which the admin shows moving
 * with the point (IMAGE-9).
 */
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { API, API1_PICTURE, type SlidersResponse } from '@firm/contract';
import { adminToken, openTab, unique } from '../fixtures/admin';

/** 2400 × 600: grey, with a red block over the left 15% (the subject), so a centre crop of a card or banner misses it. */
const SUBJECT = 0.15;
async function wideImage(): Promise<Buffer> {
  const [width, height] = [2400, 600];
  const block = await sharp({ create: { width: width * SUBJECT, height, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 200, b: 200 } } })
    .composite([{ input: block, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

const auth = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await adminToken(request)}` });

/** A write with a picture in `part`: a collection's field name (`picture`), API-1's `image`. */
function pictureForm(fields: Record<string, string>, image: Buffer, part: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append(part, new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'wide.jpg');
  return form;
}

/** The part of the picture's width an <img> with object-fit: cover shows, from its box, natural size and object-position. */
async function visibleAcross(img: Locator): Promise<[number, number]> {
  return img.evaluate((el: HTMLImageElement) => {
    const box = el.getBoundingClientRect();
    const scale = Math.max(box.width / el.naturalWidth, box.height / el.naturalHeight);
    const shown = box.width / (el.naturalWidth * scale);
    const x = parseFloat(getComputedStyle(el).objectPosition.split(' ')[0] ?? '50') / 100;
    const start = x * (1 - shown);
    return [start, start + shown] as [number, number];
  });
}

/** The computed object-position, in percent across and down. */
const positionOf = (img: Locator) =>
  img.evaluate((el) =>
    getComputedStyle(el)
      .objectPosition.split(' ')
      .map((p) => parseFloat(p)),
  );

/** How much of the left tenth of an element's screenshot is the subject's red. */
async function redOnTheLeft(target: Locator): Promise<number> {
  const { data, info } = await sharp(await target.screenshot())
    .raw()
    .toBuffer({ resolveWithObject: true });
  let red = 0;
  let all = 0;
  for (let y = 0; y < info.height; y += 2) {
    for (let x = 0; x < Math.floor(info.width / 10); x++) {
      const at = (y * info.width + x) * info.channels;
      all++;
      if (data[at]! > 170 && data[at + 1]! < 90 && data[at + 2]! < 90) red++;
    }
  }
  return red / all;
}

/** Clicks the middle of the subject on the focal point picker of an open form, and checks what it says. */
async function clickSubject(page: Page, form: Locator) {
  const picker = form.getByRole('button', { name: 'Focal point of the picture' });
  const image = picker.locator('img');
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const box = (await image.boundingBox())!;
  await picker.click({ position: { x: box.width * (SUBJECT / 2), y: box.height / 2 } });
  await expect(form.getByText(/^Focal point at [5-9]% across, 50% down$/)).toBeVisible();
  // The arrow keys move it too, and say so.
  await picker.press('ArrowDown');
  await expect(form.getByText(/^Focal point at [5-9]% across, 5[45]% down$/)).toBeVisible();
  await picker.press('ArrowUp');
  await expect(form.getByText(/^Focal point at [5-9]% across, 50% down$/)).toBeVisible();
}

test('a focal point set by a click keeps the subject of a wide picture on the service card, in the home banner and in the link preview', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const image = await wideImage();
  const headers = await auth(request);
  const title = unique('Riverside layout');
  const added = await request.post('/api/services', {
    headers,
    multipart: pictureForm(
      { title, summary: 'A layout beside the river.', paragraphs: '<p>A layout beside the river.</p>' },
      image,
      'picture',
    ),
  });
  expect(added.status(), await added.text()).toBe(201);
  const serviceId = ((await added.json()) as { item: { _id: string } }).item._id;
  const slideTitle = unique('Riverside slide');
  const slide = await request.post(API.addSlider, { headers, multipart: pictureForm({ title: slideTitle }, image, API1_PICTURE) });
  expect(slide.status(), await slide.text()).toBe(201);

  try {
    // Before: the card's centre crop shows none of the subject.
    await page.goto('/services');
    const card = page.getByRole('article').filter({ hasText: title });
    const cardImage = card.locator('img');
    await cardImage.scrollIntoViewIfNeeded();
    await expect.poll(() => cardImage.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect((await visibleAcross(cardImage))[0]).toBeGreaterThan(SUBJECT);

    await openTab(page, request, 'services');
    await page.getByRole('button', { name: `Edit service ${title}`, exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Service' });
    // Only the frames a service's picture is cut to: its card and its page's link preview.
    const crops = edit.getByRole('list', { name: 'How the pages crop it' }).getByRole('listitem');
    await expect(crops).toHaveText(['Card', 'Link preview']);
    // The admin's link preview (IMAGE-9): 1.91:1, at the centre until the point moves, then around it.
    const linkPreview = crops.filter({ hasText: 'Link preview' }).locator('img');
    await expect.poll(() => linkPreview.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    expect(await positionOf(linkPreview)).toEqual([50, 50]);
    const { width, height } = (await linkPreview.boundingBox())!;
    expect(width / height).toBeCloseTo(1200 / 630, 1);
    expect((await visibleAcross(linkPreview))[0]).toBeGreaterThan(SUBJECT);
    await clickSubject(page, edit);
    expect(await positionOf(linkPreview)).toEqual([expect.closeTo(7.5, -1), expect.closeTo(50, -1)]);
    expect((await visibleAcross(linkPreview))[0]).toBeLessThan(SUBJECT);
    // A 112 px box: its border and rounded corners are a fifth of its left tenth; the rest is the subject.
    expect(await redOnTheLeft(linkPreview)).toBeGreaterThan(0.75);
    await edit.getByLabel('Alt text of the picture').fill('A red block at the left of a grey field');
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/services/${serviceId}`));
    await edit.getByRole('button', { name: 'Update Service' }).click();
    const body = (await sent).postDataJSON() as { pictureFocus: string; pictureAlt: string };
    expect(body.pictureAlt).toBe('A red block at the left of a grey field');
    expect(body.pictureFocus).toMatch(/^0\.0[5-9]\d*,0\.(49|5)\d*$/);
    await expect(edit).toBeHidden({ timeout: 5000 });

    await openTab(page, request, 'slider');
    await page.getByRole('button', { name: `Edit slider ${slideTitle}`, exact: true }).click();
    const editSlide = page.getByRole('dialog', { name: 'Edit Slider' });
    await clickSubject(page, editSlide);
    await editSlide.getByRole('button', { name: 'Update Slider' }).click();
    await expect(editSlide).toBeHidden({ timeout: 5000 });

    // The card: its object-position keeps the subject in its crop, and its left edge is the subject's red.
    await page.goto('/services');
    await cardImage.scrollIntoViewIfNeeded();
    await expect.poll(() => cardImage.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(cardImage).toHaveAttribute('alt', 'A red block at the left of a grey field');
    expect(await positionOf(cardImage)).toEqual([expect.closeTo(7.5, -1), expect.closeTo(50, -1)]);
    const [start] = await visibleAcross(cardImage);
    expect(start).toBeLessThan(SUBJECT);
    expect(await redOnTheLeft(cardImage)).toBeGreaterThan(0.9);

    // The page's link preview, cut by the server around the point: its left is the subject's red.
    await page.goto(`/services/details/${serviceId}`);
    const og = await page.locator('meta[property="og:image"]').getAttribute('content');
    expect(og).toMatch(/\/media\/[0-9a-f]{64}-share-\d+-\d+\.jpg$/);
    const shared = await request.get(new URL(og!).pathname);
    expect(shared.status()).toBe(200);
    const { data, info } = await sharp(await shared.body())
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1143, 600]);
    const at = (Math.floor(info.height / 2) * info.width + 10) * info.channels;
    expect([data[at]! > 170, data[at + 1]! < 90, data[at + 2]! < 90]).toEqual([true, true, true]);

    // The home banner (under its shade, so measured, not sampled): the slide's picture crops around the point as well.
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Highlights' });
    const slideImage = banner.locator(`img[alt="${slideTitle}"]`);
    await expect(slideImage).toBeAttached({ timeout: 15_000 });
    await expect
      .poll(() => slideImage.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0), { timeout: 15_000 })
      .toBe(true);
    expect(await positionOf(slideImage)).toEqual([expect.closeTo(7.5, -1), expect.closeTo(50, -1)]);
    expect((await visibleAcross(slideImage))[0]).toBeLessThan(SUBJECT);
  } finally {
    await request.delete(`/api/services/${serviceId}`, { headers });
    await request.delete(`/api/trash/services/${serviceId}`, { headers });
    const sliders = ((await (await request.get(API.sliders)).json()) as SlidersResponse).slider;
    const made = sliders.find((s) => s.title === slideTitle);
    if (made) {
      await request.delete(`${API.deleteSlider}?sliderid=${made._id}`, { headers });
      await request.delete(`/api/trash/sliders/${made._id}`, { headers });
    }
  }
});
