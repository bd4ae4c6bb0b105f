/**
 * Finished at every width: on every public page, at 320 and 375 px (the phone project) and
 * at 768, 1280 and 1440 px (the desktop project), no text is cut or runs out of its box, the page does
 * not scroll sideways, no word is broken inside (except after '@', '/' or '-'), and nothing covers a
 * focusable control, the floating chat and scroll-to-top buttons included. The checks measure classes of
 * flaw (layout-checks.ts), not single known instances.
 */
import { expect, test, type Page } from '@playwright/test';
import { pngImage } from '../fixtures/images';
import { createRecord, removeCreated } from '../fixtures/admin';
import { brokenWordFlaws, coveredControlFlaws, overflowFlaws } from './layout-checks';
import { ONCE } from '../fixtures/projects';
import { laidOut } from './public-helpers';

const WIDTHS: Record<string, number[]> = { phone: [320, 375], desktop: [768, 1280, 1440] };
const PAGES = ['/', '/about', '/services', '/courses', '/gallery', '/download', '/contact', '/offers', '/no-such-page'];
/** An offer with a long title, so the home page's Current Offers and /offers have a card to lay out. */
const OFFER_TITLE = 'Monsoon discount on building permission and approval drawings';

async function expectNoFlaws(page: Page, path: string, widths: number[]): Promise<void> {
  // Nothing moves while it is measured (the banners' autoplay, the carousels' scrolling).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of widths) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto(path);
    await laidOut(page);
    const where = `${path} at ${width} px`;
    expect(await overflowFlaws(page), `${where}: clipped or overflowing text`).toEqual([]);
    expect(await brokenWordFlaws(page), `${where}: words broken inside`).toEqual([]);
    expect(await coveredControlFlaws(page), `${where}: covered controls`).toEqual([]);
  }
}

/** The detail pages the list page links to, whatever the owner has added or hidden. */
async function detailPaths(page: Page, listPath: string, prefix: string): Promise<string[]> {
  await page.goto(listPath);
  const hrefs = await page.locator(`main a[href^="${prefix}"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return [...new Set(hrefs)];
}

test.beforeAll(async ({ request }) => {
  await createRecord(request, 'offer', OFFER_TITLE, await pngImage('offer.png'));
});

test.afterAll(async ({ request }) => {
  await removeCreated(request);
});

for (const path of PAGES) {
  test(`${path}: nothing cut, overflowing, broken inside a word or covered`, async ({ page }, info) => {
    await expectNoFlaws(page, path, WIDTHS[info.project.name]!);
  });
}

/** The top bar's widths: the phone's, and from 768 px to 1920 px across the breakpoints of the menu and the name (NAV-9). */
const BAR_WIDTHS: Record<string, number[]> = { phone: [320, 375], desktop: [768, 900, 1280, 1360, 1440, 1536, 1920] };

/** The firm's name in the top bar, whole or short, as the visitor sees it (the logo link's name is the picture's alt text). */
async function shownName(page: Page): Promise<string> {
  const logo = page.getByRole('banner').getByRole('link', { name: 'Shree Civil Engineering & Consultancy', exact: true });
  return (
    await logo
      .locator('span[aria-hidden="true"]')
      .evaluateAll((spans) => spans.filter((s) => s.checkVisibility()).map((s) => s.textContent))
  ).join(' ');
}

for (const owner of [false, true]) {
  test(`the top bar ${owner ? 'with the owner logged in (Dashboard and Logout beside the menu)' : 'of a visitor'}: the firm's name from 900 px, nothing cut, overflowing or covered`, async ({
    page,
  }, info) => {
    test.setTimeout(60_000);
    // NAV-5, NAV-8: Logout and Dashboard show to whoever has a token stored, and take room from the name and the menu.
    if (owner) await page.addInitScript(() => localStorage.setItem('token', 'a-stored-token'));
    for (const width of BAR_WIDTHS[info.project.name]!) {
      await expectNoFlaws(page, '/', [width]);
      if (width >= 900) expect(await shownName(page), `the name at ${width} px`).toMatch(/^Shree Civil/);
      if (owner) {
        const dashboard = page.getByRole('banner').getByRole('link', { name: 'Dashboard' });
        await expect(dashboard, `Dashboard at ${width} px`).toBeInViewport({ ratio: 1 });
        await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeInViewport({ ratio: 1 });
      }
    }
  });
}

test('every service detail page: nothing cut, overflowing, broken inside a word or covered', async ({ page }, info) => {
  test.setTimeout(120_000);
  const paths = await detailPaths(page, '/services', '/services/details/');
  expect(paths.length).toBeGreaterThanOrEqual(10);
  for (const path of paths) await expectNoFlaws(page, path, WIDTHS[info.project.name]!);
});

test('every course detail page: nothing cut, overflowing, broken inside a word or covered', async ({ page }, info) => {
  test.setTimeout(120_000);
  const paths = await detailPaths(page, '/courses', '/courses/details/');
  expect(paths.length).toBeGreaterThanOrEqual(6);
  for (const path of paths) await expectNoFlaws(page, path, WIDTHS[info.project.name]!);
});

test('the home banner text, the gallery and download grids and the contact page start at the logo: one content column', async ({
  page,
}, info) => {
  for (const width of WIDTHS[info.project.name]!) {
    await page.setViewportSize({ width, height: 740 });
    for (const [path, selector] of [
      ['/', 'main h1'],
      ['/gallery', '[data-testid="gallery-grid"]'],
      ['/download', '[data-testid="downloads"]'],
      ['/contact', 'main h2 >> nth=0'],
    ] as const) {
      await page.goto(path);
      const logo = await page
        .getByRole('banner')
        .getByRole('link', { name: 'Shree Civil Engineering & Consultancy', exact: true })
        .boundingBox();
      const content = await page.locator(selector).boundingBox();
      expect(Math.round(content!.x), `${path} at ${width} px`).toBe(Math.round(logo!.x));
    }
  }
});

/**
 * NAV-9 at the laptop widths: the firm's full name on its two lines ('Shree Civil' over 'Engineering & Consultancy'),
 * every menu label on one line (its text no taller than one line), and the name, the entries, their badge and the
 * strip's phone number apart from one another and whole in the window.
 */
test(
  'the top bar at 1024, 1280 and 1440 px: the full name on two lines, every menu label on one, nothing overlapping',
  ONCE,
  async ({ page }) => {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/');
      await laidOut(page);
      const where = `at ${width} px`;
      const measured = await page.getByRole('banner').evaluate((header) => {
        type Box = { what: string; box: DOMRect };
        const flaws: string[] = [];
        /** The text's height against its line height: one line, or how many. */
        const lines = (el: Element, what: string) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          const height = range.getBoundingClientRect().height;
          const lineHeight = parseFloat(getComputedStyle(el).lineHeight);
          if (height > lineHeight * 1.5)
            flaws.push(`${what} takes ${Math.round(height / lineHeight)} lines (${height} px at ${lineHeight} px a line)`);
        };
        const visible = (el: Element) => el.checkVisibility() && el.getBoundingClientRect().width > 0;
        const boxes: Box[] = [];
        const logo = header.querySelector('a[href="/"]')!;
        const nameLines = Array.from(logo.querySelectorAll('span[aria-hidden="true"] > span')).filter(visible);
        for (const line of nameLines) {
          lines(line, `the name's "${line.textContent}"`);
          boxes.push({ what: `the name's "${line.textContent}"`, box: line.getBoundingClientRect() });
        }
        boxes.push({ what: 'the logo', box: logo.querySelector('img')!.getBoundingClientRect() });
        const entries = [...header.querySelectorAll('nav[aria-label="Main"] > div > ul > li, nav[aria-label="Main"] > ul > li')].filter(
          visible,
        );
        if (entries.length < 8) flaws.push(`${entries.length} menu entries, not NAV-1's 8 and more`);
        for (const li of entries) {
          const link = li.querySelector('a')!;
          const badge = Array.from(link.querySelectorAll('span')).find((s) => s.textContent === 'New');
          const label = link.textContent!.replace(/New$/, '');
          const words = link.firstElementChild && link.firstElementChild !== badge ? link.firstElementChild : link;
          lines(words, `"${label}"`);
          if (badge) {
            const box = badge.getBoundingClientRect();
            boxes.push({ what: `"${label}"'s badge`, box });
            // Beside the words or above their corner (below 1200 px), never wrapped under them.
            const range = document.createRange();
            range.selectNodeContents(words.firstChild!);
            if (box.top >= range.getBoundingClientRect().bottom) flaws.push(`"${label}"'s badge wraps under its words`);
          }
          boxes.push({ what: `"${label}"`, box: li.getBoundingClientRect() });
        }
        const call = header.querySelector('a[href^="tel:"]')!;
        boxes.push({ what: 'the phone number', box: call.getBoundingClientRect() });
        for (const [i, a] of boxes.entries()) {
          if (a.box.left < 0 || a.box.right > innerWidth) flaws.push(`${a.what} runs off the window`);
          for (const b of boxes.slice(i + 1)) {
            const apart =
              Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) <= 0.5 ||
              Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) <= 0.5;
            // A badge sits on its own entry's corner.
            if (!apart && !b.what.startsWith(`${a.what}'s`) && !a.what.startsWith(`${b.what}'s`))
              flaws.push(`${a.what} overlaps ${b.what}`);
          }
        }
        return { name: nameLines.map((line) => line.textContent), flaws };
      });
      expect(measured.name, where).toEqual(['Shree Civil', 'Engineering & Consultancy']);
      expect(measured.flaws, where).toEqual([]);
    }
  },
);
