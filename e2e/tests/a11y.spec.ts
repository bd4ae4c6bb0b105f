import { expect, test } from '@playwright/test';
import { EXAMPLE_PROJECT_PAGE, everyKindOfPicture } from '../fixtures/alt-text';
import { expectNoAxeViolations, hydrated, SITEMAP_PAGES } from './public-helpers';

/** The detail pages after the first of their kind: the same page with other words. */
const laterDetail = (path: string) => path !== EXAMPLE_PROJECT_PAGE && /\/details\/(?!101$|999$)/.test(path);

// The pictures' markup the seeded site lacks: offers, an uploaded slide, alt text on the banner and a gallery picture.
let takeAway: Awaited<ReturnType<typeof everyKindOfPicture>> | undefined;
test.beforeAll(async ({ request }) => {
  takeAway = await everyKindOfPicture(request);
});
test.afterAll(async ({ request }) => {
  await takeAway?.(request);
});

// QUALITY-1, QUALITY-3: every public page, the not-found ones included, with all of axe's rules, on the phone, where
// most visitors are; on the desktop, every page but the later details (decision 043).
for (const path of [...SITEMAP_PAGES, EXAMPLE_PROJECT_PAGE, '/no-such-page', '/services/details/999', '/courses/details/999']) {
  test(`axe with all its rules finds no violation on ${path}`, async ({ page }, info) => {
    test.skip(info.project.name === 'desktop' && laterDetail(path), 'the same page as the first detail of its kind, with other words');
    // All of axe's rules over a whole page take seconds on a busy machine.
    test.slow();
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // At the bottom, where both floating buttons show (the scroll-to-top button from 300 px down, which a short page on a tall screen never reaches).
    const scrolled = await page.evaluate(() => (window.scrollTo(0, document.documentElement.scrollHeight), window.scrollY));
    if (scrolled > 300) await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    // The third-party map is outside our control (and offline in CI): check our own markup.
    await expectNoAxeViolations(page, { exclude: 'iframe' });
  });
}

test('axe with all its rules finds no violation in the gallery’s popup', async ({ page }) => {
  await page.goto('/gallery');
  await hydrated(page, '[data-testid="gallery-grid"] button');
  await page.getByTestId('gallery-grid').getByRole('button').first().click();
  await expect(page.getByRole('dialog').locator('img')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the keyboard alone reaches the skip link and the menu, then the page', async ({ page }) => {
  await page.goto('/');
  const reached: { inHeader: boolean; text: string; tag: string }[] = [];
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    reached.push(
      await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return {
          inHeader: !!el?.closest('header'),
          text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
          tag: el?.tagName ?? '',
        };
      }),
    );
  }
  expect(
    reached.some((r) => r.inHeader && (r.tag === 'A' || r.tag === 'BUTTON')),
    JSON.stringify(reached),
  ).toBe(true);
  // QUALITY-1: the first Tab stop is the skip link, and it leads into the page's content.
  expect(reached[0]).toMatchObject({ tag: 'A', text: 'Skip to content' });
  await page.goto('/');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.locator('main')).toBeFocused();
  // The next Tab stop is inside the content, past the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
});

test('the gallery, the download links and the contact form work with the keyboard alone', async ({ page }) => {
  await page.goto('/gallery');
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('[data-testid="gallery-grid"] button') ?? {}).some((k) => k.startsWith('__reactFiber')),
  );
  // Tab from the top until the first picture button has focus, open it with Enter, close with Escape.
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => !!document.activeElement?.closest('[data-testid="gallery-grid"]'))) break;
  }
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.goto('/download');
  let onDownload = false;
  for (let i = 0; i < 60 && !onDownload; i++) {
    await page.keyboard.press('Tab');
    onDownload = await page.evaluate(() => (document.activeElement?.getAttribute('href') ?? '').startsWith('/api/downloads/'));
  }
  expect(onDownload).toBe(true);

  await page.goto('/contact');
  let onName = false;
  for (let i = 0; i < 60 && !onName; i++) {
    await page.keyboard.press('Tab');
    onName = await page.evaluate(() => document.activeElement?.getAttribute('name') === 'name');
  }
  expect(onName).toBe(true);
  await page.keyboard.type('Asha Patel');
  for (const value of ['asha@example.com', '9876543210']) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('subject');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('message');
  await page.keyboard.press('Tab');
  // The honeypot is skipped: the next stop is the submit button.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
});
