/**
 * The site's own faces (QUALITY-4, decision 063): a page fetches the faces of the scripts and weights it shows and no
 * other, the files are served like the other built assets, and the swap from the metric-matched stand-in to the face
 * moves nothing.
 */
import { expect, test, type Page } from '@playwright/test';
import { ONCE } from '../fixtures/projects';
import { hydrated } from './public-helpers';

/** The font files a page fetches while it loads, by their names without the build's hash: 'noto-sans-400'. */
async function fontsFetched(page: Page, path: string): Promise<string[]> {
  const names: string[] = [];
  page.on('request', (request) => {
    const name = /\/assets\/([\w-]+)-[\w-]{8}\.woff2$/.exec(request.url())?.[1];
    if (name) names.push(name);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
  return names.sort();
}

test('a page in English fetches Noto Sans in the weights it shows, no Gujarati', ONCE, async ({ page }) => {
  expect(await fontsFetched(page, '/')).toEqual(['noto-sans-400', 'noto-sans-600', 'noto-sans-700']);
});

test('/download fetches the Gujarati face cut to the seeded titles, not the complete one', ONCE, async ({ page }) => {
  const fetched = await fontsFetched(page, '/download');
  expect(fetched).toContain('noto-sans-gujarati-site-600');
  expect(fetched.filter((name) => /^noto-sans-gujarati-\d/.test(name))).toEqual([]);
});

test('the regular face is preloaded, and served as a built asset: its type, cached for a year', ONCE, async ({ page, request }) => {
  await page.goto('/');
  const preload = page.locator('head link[rel="preload"][as="font"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute('type', 'font/woff2');
  await expect(preload).toHaveAttribute('crossorigin', 'anonymous');
  const href = (await preload.getAttribute('href'))!;
  expect(href).toMatch(/^\/assets\/noto-sans-400-[\w-]{8}\.woff2$/);
  const response = await request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('font/woff2');
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

// Not the home page: its banner text moves by itself once loaded, fonts or none.
for (const path of ['/about', '/services', '/download']) {
  test(`${path}: the faces arriving after the page is laid out move nothing (layout shift under 0.01)`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { shifts: typeof shifts }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The faces are held back until the page is laid out, hydrated and painted in the stand-ins, as on a slow line; only the
    // shift of the swap is counted.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.woff2$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    const frames = () => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await frames();
    await page.evaluate(() => ((window as unknown as { shifts: { total: number } }).shifts.total = 0));
    release();
    await page.evaluate(() => document.fonts.ready);
    await frames();
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Site"'))).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: { total: number } }).shifts.total)).toBeLessThan(0.01);
  });
}
