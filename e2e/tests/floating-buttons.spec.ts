/**
 * LAYOUT-3 (decision 095): Call (below 900 px), WhatsApp and scroll-to-top float in the window's bottom corners with
 * no band behind them and never over one another; the page passes under them while it scrolls (a control brought
 * into view by focus is clear of them: layout-widths.spec.ts), and nothing is under them at the end of a long page
 * (the copyright line) nor around the contact form's Send and errors brought into view, at 320 and 375 px (the
 * phone project) and 768 to 1920 px (the desktop project). Call and its tel: link are one tap away on every page
 * of the menu, in the floating buttons, the top bar's strip or the phone menu.
 */
import { expect, test, type Page } from '@playwright/test';
import { floatingButtonFlaws, floatingFlaws } from './layout-checks';
import { ONCE } from '../fixtures/projects';
import { MENU_LINKS, hydrated, laidOut } from './public-helpers';

/** The seed's first phone as the owner wrote it, and the international number its tel: link dials. */
const PHONE = '+91 98765 43210';
const TEL = 'tel:+919876543210';
const CHAT = 'Chat with us on WhatsApp (opens in a new tab)';

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

test('the home page, scrolled: the floating buttons whole in the window, apart, with no band behind them', async ({ page }, info) => {
  for (const width of WIDTHS[info.project.name]!) {
    await open(page, '/', width);
    for (const depth of [400, 1000, 1800]) {
      await scrollTo(page, depth);
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
      expect(await floatingButtonFlaws(page), `/ at ${width} px, scrolled ${depth} px`).toEqual([]);
    }
  }
});

test('long pages scrolled to their end: the copyright line and the rest of the footer clear of the floating buttons', async ({
  page,
}, info) => {
  test.setTimeout(60_000);
  for (const width of WIDTHS[info.project.name]!) {
    for (const path of ['/', '/services', '/about', '/contact']) {
      await open(page, path, width);
      await scrollTo(page, 'end');
      await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
      await expect(page.getByRole('contentinfo').getByText(/All rights reserved/)).toBeInViewport({ ratio: 1 });
      expect(await floatingFlaws(page), `${path} at ${width} px, at its end`).toEqual([]);
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
    expect(await floatingFlaws(page, { only: 'form[aria-label="Contact form"] button[type=submit], [id$="-error"]' }), where).toEqual([]);
    expect(await floatingButtonFlaws(page), where).toEqual([]);
  }
});

/** The phone number's link a visitor sees: the floating Call below 900 px, the top bar's strip from there. */
const CALL_WIDTHS: Record<string, number[]> = { phone: [375], desktop: [768, 1280] };

test('every page of the menu: Call and WhatsApp one tap away, Call to the international number', async ({ page }, info) => {
  test.setTimeout(60_000);
  for (const width of CALL_WIDTHS[info.project.name]!) {
    for (const { to } of MENU_LINKS) {
      await open(page, to, width);
      const where = `${to} at ${width} px`;
      // Below 900 px beside WhatsApp at the bottom; from there in the top bar, where the menu has room. (The closing
      // band at the page's end has one more, page-end.spec.ts.)
      const named = page.getByRole('link', { name: `Call ${PHONE}`, exact: true });
      const call =
        width < 900
          ? named.and(page.locator('[data-floating]'))
          : page.getByRole('banner').getByRole('link', { name: `Call ${PHONE}`, exact: true });
      await expect(call, where).toHaveCount(1);
      await expect(call, where).toBeInViewport({ ratio: 1 });
      await expect(call, where).toHaveAttribute('href', TEL);
      await expect(page.getByRole('link', { name: CHAT }), where).toBeInViewport({ ratio: 1 });
    }
  }
});

test('the phone menu: Call and WhatsApp at its end', ONCE, async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('link', { name: `Call ${PHONE}`, exact: true })).toHaveAttribute('href', TEL);
  await expect(menu.getByRole('link', { name: `Call ${PHONE}`, exact: true })).toHaveText(PHONE);
  await expect(menu.getByRole('link', { name: CHAT })).toHaveAttribute('href', /^https:\/\/wa\.me\/919876543210\?text=/);
});
