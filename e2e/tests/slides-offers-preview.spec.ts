import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, COLLECTIONS, PREVIEW_BANNER, type OffersResponse, type SlidersResponse } from '@firm/contract';
import { adminToken, openTab, unique } from '../fixtures/admin';
import { jpegImage } from '../fixtures/images';
import { ONCE } from '../fixtures/projects';
import { expectNoAxeViolations, hydrated } from './public-helpers';

const auth = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await adminToken(request)}` });
const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });

test.describe('slides, offers and preview', ONCE, () => {
  test('a slide typed in the admin shows its title, line and button on the home page, long titles wrapping clear of the dots (SLIDER-2 to SLIDER-4)', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = unique('Bridges, culverts and retaining walls designed and checked by one office for the whole district');
    const line = 'Structural design and site supervision from the first drawing to the last inspection';
    await openTab(page, request, 'slider');
    await page.getByRole('button', { name: 'Add Slider' }).click();
    const add = page.getByRole('dialog', { name: 'Add Slider' });
    await add.getByLabel('Title', { exact: true }).fill(title);
    await add.getByLabel('Second line').fill(line);
    await add.getByLabel('Button label').fill('See our services');
    await add.getByLabel('Button link').fill('/services');
    await add.getByLabel('Image', { exact: true }).setInputFiles(await jpegImage());
    await add.getByRole('button', { name: 'Add Slider' }).click();
    await expect(add).toBeHidden({ timeout: 15_000 });
    try {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const width of [320, 375, 768, 1280, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/');
        await hydrated(page, '[aria-label="Highlights"]');
        const region = hero(page);
        const count = await region.locator('li[aria-roledescription="slide"]').count();
        await region.getByRole('button', { name: `Show slide ${count} of ${count}` }).click();
        const words = region.getByText(title);
        await expect(words).toBeVisible();
        await expect(region.getByText(line)).toBeVisible();
        const button = region.getByRole('link', { name: 'See our services' });
        await expect(button).toHaveAttribute('href', '/services');
        // Wrapped within the page, and the buttons above the dots.
        const box = (await words.boundingBox())!;
        expect(box.x, `${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, `${width} px`).toBeLessThanOrEqual(width);
        const dots = (await region.getByRole('button', { name: `Show slide 1 of ${count}` }).boundingBox())!;
        const buttonBox = (await button.boundingBox())!;
        expect(buttonBox.y + buttonBox.height, `${width} px`).toBeLessThan(dots.y);
        await button.hover({ timeout: 2000 });
      }
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    } finally {
      const { slider } = (await (await request.get(API.sliders)).json()) as SlidersResponse;
      for (const s of slider.filter((s) => s.title === title)) {
        await request.delete(`${API.deleteSlider}?sliderid=${s._id}`, { headers: await auth(request) });
      }
    }
  });

  test("an offer's dates show on its card; one not started yet is only in the admin's list, marked Scheduled (OFFER-3 to OFFER-6)", async ({
    page,
    request,
  }) => {
    const current = unique('Monsoon audit');
    const later = unique('Next year audit');
    const add = async (title: string, fields: Record<string, string>) => {
      const image = await jpegImage();
      const response = await request.post(API.addOffer, {
        headers: await auth(request),
        multipart: {
          title,
          description: 'A structural audit of an existing building',
          percentage: '10',
          ...fields,
          image: { name: image.name, mimeType: image.mimeType, buffer: image.buffer },
        },
      });
      expect(response.status(), await response.text()).toBe(201);
    };
    await add(current, { endsOn: '2099-12-31', buttonLabel: 'Book an audit', buttonLink: '/contact?subject=Business%20inquiry' });
    await add(later, { startsOn: '2099-01-01' });
    try {
      await page.goto('/offers');
      const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: current }) });
      await expect(card.getByText('Until 31 Dec 2099')).toBeVisible();
      await expect(card.getByRole('link', { name: /^Book an audit\b/ })).toHaveAttribute('href', '/contact?subject=Business%20inquiry');
      await expect(page.getByRole('heading', { name: later })).toHaveCount(0);

      await openTab(page, request, 'offer');
      const table = page.getByRole('region', { name: 'Offers table' });
      await expect(table.getByRole('row').filter({ hasText: later })).toContainText('Scheduled: From 1 Jan 2099');
      await expect(table.getByRole('row').filter({ hasText: current })).toContainText('Showing: Until 31 Dec 2099');
    } finally {
      const { offer } = (await (await request.get(API.offers, { headers: await auth(request) })).json()) as OffersResponse;
      for (const o of offer.filter((o) => o.title === current || o.title === later)) {
        await request.delete(`${API.deleteOffer}?offerid=${o._id}`, { headers: await auth(request) });
      }
    }
  });

  test('Preview of a hidden course opens its page marked as a preview, for the admin alone (PREVIEW-1 to PREVIEW-4)', async ({
    page,
    request,
  }) => {
    const course = '106';
    const path = COLLECTIONS.courses.publicPath(course);
    const setHidden = async (hidden: boolean) => {
      const response = await request.put(`/api/courses/${course}`, { headers: await auth(request), data: { hidden } });
      expect(response.status(), await response.text()).toBe(200);
    };
    await setHidden(true);
    try {
      expect((await request.get(path)).status()).toBe(404);
      await openTab(page, request, COLLECTIONS.courses.tab);
      await page.getByRole('button', { name: 'View course RESIDENTIAL LAYOUT' }).click();
      const view = page.getByRole('dialog', { name: 'View Course' });
      const [preview] = await Promise.all([
        page.waitForEvent('popup'),
        view.getByRole('button', { name: 'Preview RESIDENTIAL LAYOUT' }).click(),
      ]);
      await preview.waitForURL(/\/courses\/details\/106\?preview=/);
      await expect(preview.getByText(PREVIEW_BANNER)).toBeVisible();
      await expect(preview.getByRole('heading', { level: 1, name: 'RESIDENTIAL LAYOUT' })).toBeVisible();
      await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await hydrated(preview);
      await expectNoAxeViolations(preview);
      // Everyone else still gets the 404 page: nothing of the preview was kept.
      expect((await request.get(path)).status()).toBe(404);
      await preview.close();
    } finally {
      await setHidden(false);
    }
  });
});
