/**
 * LAYOUT-3 (decision 062): the floating chat and scroll-to-top buttons never lie over text or a control. They are
 * shown (the page scrolled) on the home page at several depths, at the end of long pages (the copyright line),
 * and on the contact page with the form's errors shown and Send brought into view, at 320 and 375 px (the phone
 * project) and 768 to 1920 px (the desktop project).
 */
import { expect, test, type Page } from '@playwright/test';
import { floatingFlaws } from './layout-checks';
import { laidOut } from './public-helpers';

const WIDTHS: Record<string, number[]> = { phone: [320, 375], desktop: [768, 1280, 1440, 1536, 1920] };

async function open(page: Page, path: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 740 });
  await page.goto(path);
  await laidOut(page);
}

const scrollTo = (page: Page, top: number | 'end') =>
  page.evaluate((y) => window.scrollTo({ top: y === 'end' ? document.documentElement.scrollHeight : y, behavior: 'instant' }), top);

test.beforeEach(async ({ page }) => {
  // Nothing moves while it is measured (the banners' autoplay, the carousels' scrolling).
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

test('the home page, scrolled: the floating buttons lie over no text and no control', async ({ page }, info) => {
  for (const width of WIDTHS[info.project.name]!) {
    await open(page, '/', width);
    for (const depth of [400, 1000, 1800]) {
      await scrollTo(page, depth);
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
      expect(await floatingFlaws(page), `/ at ${width} px, scrolled ${depth} px`).toEqual([]);
    }
  }
});

test('long pages scrolled to their end: the copyright line and the rest of the footer clear of the floating buttons and their bar', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  for (const width of WIDTHS[info.project.name]!) {
    for (const path of ['/', '/services', '/about', '/contact']) {
      await open(page, path, width);
      await scrollTo(page, 'end');
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(/All rights reserved/)).toBeInViewport({ ratio: 1 });
      expect(await floatingFlaws(page, { strict: true }), `${path} at ${width} px, at its end`).toEqual([]);
    }
  }
});

test('the contact form with its errors shown: Send and the errors clear of the floating buttons', async ({ page }, info) => {
  for (const width of WIDTHS[info.project.name]!) {
    await open(page, '/contact', width);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByText('Message is required')).toBeVisible();
    // Send brought into view the way the keyboard's focus brings it (the page's scroll padding honoured).
    await form.getByRole('button', { name: 'Send Message' }).evaluate((el) => el.scrollIntoView({ block: 'nearest', behavior: 'instant' }));
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    const where = `/contact at ${width} px`;
    expect(
      await floatingFlaws(page, { strict: true, only: 'form[aria-label="Contact form"] button[type=submit], [id$="-error"]' }),
      where,
    ).toEqual([]);
    expect(await floatingFlaws(page), where).toEqual([]);
  }
});
