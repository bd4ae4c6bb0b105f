import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';

export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Waits until React has hydrated the element (its fiber is attached), so clicks reach handlers. */
export async function hydrated(page: Page, selector = 'header'): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((k) => k.startsWith('__reactFiber'));
  }, selector);
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

/** axe-core with the WCAG 2.2 AA tags finds nothing on the page. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
