/**
 * How every public page ends: the closing band with its three ways to act, and a footer that fits one phone
 * screen, its lists folded behind their headings there and open from 600 px (docs/decisions/097-pages-that-end-with-a-way-to-act.md).
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ONCE } from '../fixtures/projects';
import { QUICK_LINKS, SITEMAP_PAGES, expectNoAxeViolations, hydrated, laidOut } from './public-helpers';

const CHAT_TEXT = 'Hello, I would like to inquire about your services.';
const PAGES = [...SITEMAP_PAGES, '/no-such-page'];
const FOLDED = ['Quick Links', 'Our Services', 'Get in Touch'];

const band = (page: Page) => page.getByRole('region', { name: 'Ready to start your project?' });
const footer = (page: Page) => page.getByRole('contentinfo');
const quickLinks = (page: Page) => footer(page).getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
/** A folded list of the footer, by its heading, and the heading's <summary>, the control that opens it. */
const detailsOf = (page: Page, name: string) =>
  footer(page)
    .locator('details')
    .filter({ has: page.locator('h2').getByText(name, { exact: true }) });
const summaryOf = (page: Page, name: string) => detailsOf(page, name).locator('summary');
const heightOf = async (locator: Locator) => (await locator.boundingBox())!.height;

/** The band of the page as seeded: the owner's words, Call, WhatsApp and Send a message, above the footer. */
async function expectClosingBand(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(path === '/no-such-page' ? 404 : 200);
  const closing = band(page);
  await expect(closing.getByRole('heading', { level: 2 }), path).toHaveText('Ready to start your project?');
  await expect(closing).toContainText('Tell us about your plot, your building or the course you want: we will tell you the next step.');
  const links = closing.getByRole('link');
  await expect(links, path).toHaveText(['Call +91 98765 43210', 'WhatsApp (opens in a new tab)', 'Send a message']);
  await expect(links.nth(0)).toHaveAttribute('href', 'tel:+919876543210');
  await expect(links.nth(1)).toHaveAttribute('href', `https://wa.me/919876543210?text=${encodeURIComponent(CHAT_TEXT)}`);
  await expect(links.nth(1)).toHaveAttribute('target', '_blank');
  await expect(links.nth(2)).toHaveAttribute('href', '/contact');
  for (const link of await links.all()) {
    await expect(link, path).toBeVisible();
    // A thumb's target (QUALITY-1's 44 px).
    expect(await heightOf(link), path).toBeGreaterThanOrEqual(44);
  }
  // After the page's content, above the footer.
  const [bandBox, footerBox] = [await closing.boundingBox(), await footer(page).boundingBox()];
  expect(bandBox!.y + bandBox!.height, path).toBeLessThanOrEqual(footerBox!.y + 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('every public page ends with the closing band: Call, WhatsApp and Send a message', async ({ page }) => {
  test.slow();
  for (const path of PAGES) await expectClosingBand(page, path);
});

test('the closing band on a tablet (768 px)', ONCE, async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 768, height: 1024 });
  for (const path of PAGES) await expectClosingBand(page, path);
});

test('on a phone (375 × 667) the footer fits one screen, its lists folded, each opening and closing on a tap', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'a phone’s screen and touch');
  await page.setViewportSize({ width: 375, height: 667 });
  for (const path of ['/', '/about', '/contact']) {
    await page.goto(path);
    await laidOut(page);
    expect(await heightOf(footer(page)), path).toBeLessThanOrEqual(667);
    await expect(quickLinks(page).first()).toBeHidden();
  }
  for (const name of FOLDED) {
    // Still a heading inside its <summary>, for those who move by headings.
    await expect(footer(page).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    const summary = summaryOf(page, name);
    const details = detailsOf(page, name);
    await expect(details).not.toHaveAttribute('open');
    await summary.tap();
    await expect(details).toHaveAttribute('open', '');
    await expect(details.getByRole('link').first()).toBeVisible();
    await summary.tap();
    await expect(details).not.toHaveAttribute('open');
  }
  await summaryOf(page, 'Quick Links').tap();
  await expect(quickLinks(page)).toHaveText(QUICK_LINKS.map((l) => l.label));
  await expectNoAxeViolations(page, { include: ['footer'] });
});

test('from 600 px the footer’s lists are open, and stay open on a click', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'a desktop’s screen');
  for (const width of [600, 768, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/contact');
    await hydrated(page);
    for (const name of FOLDED) {
      const details = detailsOf(page, name);
      await expect(details, `${width} px`).toHaveAttribute('open', '');
      await summaryOf(page, name).click();
      await expect(details, `${width} px`).toHaveAttribute('open', '');
    }
    await expect(quickLinks(page)).toHaveText(QUICK_LINKS.map((l) => l.label));
    for (const link of await quickLinks(page).all()) await expect(link).toBeVisible();
  }
});

test('without JavaScript the lists are folded on a phone and open on a tap, and open on a desktop', ONCE, async ({ browser, baseURL }) => {
  for (const [width, folded] of [
    [375, true],
    [1280, false],
  ] as const) {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width, height: 667 } });
    try {
      const page = await context.newPage();
      await page.goto('/about');
      const first = quickLinks(page).first();
      if (folded) {
        await expect(first).toBeHidden();
        await summaryOf(page, 'Quick Links').click();
      }
      await expect(first).toBeVisible();
      await expect(footer(page).getByRole('navigation', { name: 'Quick Links' }).getByRole('link')).toHaveCount(QUICK_LINKS.length);
    } finally {
      await context.close();
    }
  }
});
