/**
 * The pages' Content-Security-Policy allows exactly their own inline scripts (hashes on cached
 * pages, a nonce on the admin pages, apps/server/src/pages/routes.ts): the site runs with no
 * violation, and an inline script anyone else puts in a page is refused.
 */
import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const PAGES = [
  '/',
  '/about',
  '/services',
  '/courses',
  '/gallery',
  '/download',
  '/contact',
  '/contact?subject=Training&course=101',
  '/admin/login',
  '/admin/forgot-password',
  // With a link's secret, as the mail opens it: the page then shows its form.
  '/admin/reset-password#a-link-secret',
];

/** CSP violations the page reports (recorded before any of its scripts run), and console errors. */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
  return {
    violations,
    async expectNone() {
      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    },
  };
}

for (const path of PAGES) {
  // The home page on both screens (the phone loads the drawer's code, the desktop the menu's); the rest once.
  test(`${path} loads and hydrates with no CSP violation and no console error`, path === '/' ? {} : ONCE, async ({ page }) => {
    const report = await watch(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const scriptSrc = (await response!.headerValue('content-security-policy'))!.split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc).not.toContain('unsafe-inline');
    await hydrated(page, path.startsWith('/admin') ? 'form' : 'header');
    await page.waitForLoadState('networkidle');
    await report.expectNone();
  });
}

test('navigating between pages in the browser (data payloads from the cache) raises no violation', ONCE, async ({ page }) => {
  const report = await watch(page);
  await page.goto('/about');
  await hydrated(page);
  // The home page has a server loader: going there in the browser fetches its data payload.
  const dataRequest = page.waitForResponse((r) => new URL(r.url()).pathname === '/_root.data');
  await page.getByRole('banner').getByRole('link', { name: 'Shree Civil Engineering & Consultancy', exact: true }).click();
  const data = await dataRequest;
  expect(data.status()).toBe(200);
  expect(data.headers().etag).toBeTruthy();
  expect(data.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60, must-revalidate');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('h1').first()).toBeVisible();
  await report.expectNone();
});

for (const path of ['/contact', '/admin/login']) {
  test(`${path}: checking the form as the visitor types raises no violation (zod runs without eval)`, ONCE, async ({ page }) => {
    const report = await watch(page);
    await page.goto(path);
    await hydrated(page, 'form');
    const field = page.locator('form').getByRole('textbox').first();
    await field.fill('x');
    await field.fill('');
    await field.press('Tab');
    await expect(page.locator('form [role="alert"], form [aria-invalid="true"]').first()).toBeVisible();
    await report.expectNone();
  });
}

test('an inline script added to the page by anyone else is refused', ONCE, async ({ page }) => {
  const report = await watch(page);
  await page.goto('/contact');
  await hydrated(page);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injectedRan = true;';
    document.body.append(script);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.handlerRan = true;');
    img.src = 'data:,not-an-image';
    document.body.append(img);
  });
  await expect
    .poll(() => report.violations())
    .toEqual(expect.arrayContaining([expect.stringMatching(/^script-src-elem inline/), expect.stringMatching(/^script-src-attr inline/)]));
  expect(await page.evaluate(() => (window as unknown as { injectedRan?: boolean }).injectedRan)).toBeUndefined();
  expect(await page.evaluate(() => (window as unknown as { handlerRan?: boolean }).handlerRan)).toBeUndefined();
});

test('an inline script in the served HTML itself (stored markup) is refused under the page policy', ONCE, async ({ page }) => {
  const report = await watch(page);
  // The page's own response and headers, with one script written into its markup on the way.
  await page.route('**/about', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('<body>', '<body><script>window.storedRan = true;</script>');
    await route.fulfill({ response, body: html });
  });
  await page.goto('/about');
  await hydrated(page);
  expect(await page.evaluate(() => (window as unknown as { storedRan?: boolean }).storedRan)).toBeUndefined();
  expect(await report.violations()).toEqual([expect.stringMatching(/^script-src-elem inline/)]);
});
