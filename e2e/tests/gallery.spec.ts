import { expect, test, type Page } from '@playwright/test';
import { galleryItems } from '../fixtures/alt-text';
import { ONCE } from '../fixtures/projects';

const TOTAL = 38;
const grid = (page: Page) => page.getByTestId('gallery-grid');
const openers = (page: Page) => grid(page).getByRole('button');

/** How many CSS columns the masonry grid shows: the distinct left edges of its items. */
async function columnCount(page: Page): Promise<number> {
  const lefts = await grid(page)
    .locator('li')
    .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/gallery');
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('[data-testid="gallery-grid"] button') ?? {}).some((k) => k.startsWith('__reactFiber')),
  );
});

test('the gallery shows 38 pictures, lazy and sized, each a button named by its alt text, else its caption', async ({ page, request }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/gallery/i);
  await expect(openers(page)).toHaveCount(TOTAL);
  const images = grid(page).locator('img');
  await expect(images).toHaveCount(TOTAL);
  for (const img of await images.all()) {
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', /^\d+$/);
  }
  // IMAGE-7: the owner's alt text, else the caption (alt-text.spec.ts sets alt texts of its own).
  const items = await galleryItems(request);
  for (const [i, button] of (await openers(page).all()).entries()) {
    await expect(button).toHaveAccessibleName(items[i]!.picture.alt || items[i]!.title);
  }
});

test('the grid has 1 column on a phone, 3 on a desktop', async ({ page }, testInfo) => {
  expect(await columnCount(page)).toBe(testInfo.project.name === 'phone' ? 1 : 3);
});

test('the grid has 1 column below 600 px, 2 on sm and md, 3 on lg', ONCE, async ({ page }) => {
  // At the phone's device pixel ratio each wide step costs seconds of drawing on a loaded machine (one run hit 30 s).
  for (const [width, columns] of [
    [599, 1],
    [600, 2],
    [899, 2],
    [1199, 2],
    [1200, 3],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await expect.poll(() => columnCount(page), { message: `${width}px` }).toBe(columns);
  }
});

test('the popup opens at the picture, wraps at both ends, follows the arrow keys and Escape', async ({ page }) => {
  const dialog = page.getByRole('dialog');
  await openers(page).first().click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName(`Image 1 of ${TOTAL}`);
  await expect(dialog.locator('img')).toBeVisible();

  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await expect(dialog).toHaveAccessibleName(`Image ${TOTAL} of ${TOTAL}`);
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog).toHaveAccessibleName(`Image 1 of ${TOTAL}`);
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog).toHaveAccessibleName(`Image 2 of ${TOTAL}`);

  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(`Image 3 of ${TOTAL}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toHaveAccessibleName(`Image ${TOTAL} of ${TOTAL}`);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName(`Image 1 of ${TOTAL}`);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(openers(page).first()).toBeFocused();
});

test('the popup is a modal dialog: focus stays inside, Close returns focus to the picture that opened it', async ({ page }) => {
  const opener = openers(page).nth(TOTAL - 1);
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toHaveAccessibleName(`Image ${TOTAL} of ${TOTAL}`);
  // Modal: the page behind is hidden from assistive technology while the popup is open.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog).toHaveAccessibleName(`Image 1 of ${TOTAL}`);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});
