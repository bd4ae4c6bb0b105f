import { existsSync, readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { COLLECTIONS, itemPages, menuLinks, sitemapPages } from '@firm/contract';
import { expect, type Browser, type Page } from '@playwright/test';

/** The items of a collection's seed file (apps/web/app/content/seed/<slug>.json), none when it has none. */
function seeded(slug: string): { id: string; hidden?: boolean }[] {
  const file = new URL(`../../apps/web/app/content/seed/${slug}.json`, import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { id: string; hidden?: boolean }[]) : [];
}

/** Every page of the sitemap as seeded: the main pages, then each visible seeded item that has a page, in the collections' order. */
export const SITEMAP_PAGES = [
  ...sitemapPages(COLLECTIONS),
  ...itemPages(COLLECTIONS).flatMap(({ slug, path }) => seeded(slug).flatMap((item) => (item.hidden ? [] : [path(item.id)]))),
];

/** The main menu's entries as a visitor reads them (NAV-1): the collections' pages among the fixed ones, Training Courses marked New. */
export const MENU_ENTRIES = [...menuLinks(COLLECTIONS).map((l) => (l.to === '/courses' ? `${l.label}New` : l.label)), 'Book Appointment'];
/** The main menu's links (NAV-1 and the collections' pages), as every public page's menu holds them. */
export const MENU_LINKS = menuLinks(COLLECTIONS);
/** The footer's Quick Links: the menu's links but Home. */
export const QUICK_LINKS = MENU_LINKS.filter((l) => l.to !== '/');

/** Waits until React has hydrated the element (its fiber is attached), so clicks reach handlers. */
export async function hydrated(page: Page, selector = 'header'): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
}

/**
 * The page hydrated and laid out as a visitor sees it: its fonts (the widths of the text) and the pictures on the
 * screen; rather than the network idle half a second, which waits about 0.5 s a page longer on what moves nothing.
 */
export async function laidOut(page: Page): Promise<void> {
  await hydrated(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const onScreen = Array.from(document.images).filter((img) => {
      const r = img.getBoundingClientRect();
      return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
    });
    await Promise.all(onScreen.map((img) => img.decode().catch(() => undefined)));
  });
}

/**
 * Stops the page's clock before it loads: its timers (setTimeout, animation frames, idle callbacks)
 * then move only by page.clock.runFor, so a test of a delay does not depend on the machine's load.
 */
export async function stopClock(page: Page): Promise<void> {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/**
 * axe-core finds nothing on the page with every rule it runs, not only the WCAG 2.2 AA ones: its best
 * practices too (one name per landmark, everything inside a landmark) (QUALITY-1, QUALITY-3).
 * `exclude` leaves out a third party's frame, whose markup is not ours. `include` checks only the parts a test is
 * about, where another test checks the whole screen.
 */
export async function expectNoAxeViolations(page: Page, scope: { include?: string[]; exclude?: string } = {}): Promise<void> {
  // One axe.run in the page (legacy mode), asked for its violations alone: the default runs axe in each frame, then
  // again in a blank page over every node's results, 2 to 3 times as long (4.1 s against 1.6 s on the gallery tab). It
  // leaves out frames of another origin, which are not ours; with those excluded both give the same results, rule by rule.
  let axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  for (const part of scope.include ?? []) axe = axe.include(part);
  if (scope.exclude) axe = axe.exclude(scope.exclude);
  const results = await axe.analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/** The page's HTML as a visitor without JavaScript gets it. */
export async function withoutJs(browser: Browser, baseURL: string | undefined, path: string, check: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  try {
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await check(page);
  } finally {
    await context.close();
  }
}
