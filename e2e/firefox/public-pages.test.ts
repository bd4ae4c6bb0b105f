/**
 * Firefox as a second browser (QUALITY-5): every public page of the sitemap, at 375 and 1280 px, loads in Debian's
 * firefox-esr without a console error, a script error, a failed request of the site's own or a Content-Security-Policy
 * violation, with no text clipped or overflowing and no word broken inside (the checks of the Chromium tests,
 * layout-checks.ts), in the site's own faces (QUALITY-4); and /download's file icons are whole, their band as tall as in
 * Chromium (LAYOUT-10). Puppeteer drives both browsers (WebDriver BiDi for Firefox); `npm test` runs it after the build.
 */
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { brokenWordFlaws, overflowFlaws } from '../tests/layout-checks';

const origin = inject('siteOrigin');
const WIDTHS = [375, 1280];
const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
const PATHS = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

let firefox: Browser;

beforeAll(async () => {
  firefox = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
    // Nothing moves while it is measured (the banners' autoplay, the carousels' scrolling), as in the Chromium tests.
    extraPrefsFirefox: { 'ui.prefersReducedMotion': 1 },
  });
});

afterAll(async () => {
  await firefox?.close();
});

/** Opens a page at a width, hydrated, its requests done and its faces loaded; `problems` gathers what went wrong meanwhile. */
async function open(browser: Browser, path: string, width: number): Promise<{ page: Page; problems: string[] }> {
  const page = await browser.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`script error: ${error instanceof Error ? error.message : String(error)}`));
  // The site's own requests: the map on the contact page is Google's, and this machine may have no way out.
  page.on('response', (response) => {
    if (response.url().startsWith(origin) && response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    if (request.url().startsWith(origin)) problems.push(`failed: ${request.url()} (${request.failure()?.errorText})`);
  });
  await page.evaluateOnNewDocument(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`Content-Security-Policy: ${event.violatedDirective} refused ${event.blockedURI}`);
    });
  });
  await page.setViewport({ width, height: 740 });
  await page.goto(origin + path, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return !!header && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
  await page.evaluate(() => document.fonts.ready);
  return { page, problems };
}

/** The faces a page has fetched, with the weights they draw: 'Noto Sans Site 400', 'Noto Sans Gujarati Site 500 600'. */
const loadedFaces = (page: Page) =>
  page.evaluate(() => {
    const faces: string[] = [];
    document.fonts.forEach((f) => {
      if (f.status === 'loaded') faces.push(`${f.family.replaceAll('"', '')} ${f.weight}`);
    });
    return faces;
  });

describe.each(WIDTHS)('at %i px', (width) => {
  test.each(PATHS)(`%s: no error, nothing clipped, overflowing or broken inside a word, in the site's face`, async (path) => {
    const { page, problems } = await open(firefox, path, width);
    try {
      const where = `${path} at ${width} px`;
      expect(problems, `${where}: errors`).toEqual([]);
      expect(await overflowFlaws(page), `${where}: clipped or overflowing text`).toEqual([]);
      expect(await brokenWordFlaws(page), `${where}: words broken inside`).toEqual([]);
      expect(await loadedFaces(page), `${where}: faces`).toContain('Noto Sans Site 400');
    } finally {
      await page.close();
    }
  });
});

describe('/download in Firefox and Chromium', () => {
  let chromium: Browser;

  beforeAll(async () => {
    chromium = await puppeteer.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  });

  afterAll(async () => {
    await chromium?.close();
  });

  /** Each icon card's band (a file without a thumbnail), in the order of the grid: its height, and that over its card's width. */
  async function iconBands(browser: Browser, width: number): Promise<{ height: number; ratio: number }[]> {
    const { page } = await open(browser, '/download', width);
    try {
      return await page.evaluate(() =>
        Array.from(document.querySelectorAll('[data-testid="downloads"] > li:not(:has(img)) > :first-child')).map((band) => {
          const { height } = band.getBoundingClientRect();
          return { height, ratio: height / band.parentElement!.getBoundingClientRect().width };
        }),
      );
    } finally {
      await page.close();
    }
  }

  // From sm (600 px) a card of the grid; in Firefox a row of icon cards alone once had a 48 px band that cut the icon.
  test.each([640, 1280])('at %i px the file icons are whole: each band at least 100 px, as tall as in Chromium', async (width) => {
    const inFirefox = await iconBands(firefox, width);
    const inChromium = await iconBands(chromium, width);
    expect(inFirefox.length).toBeGreaterThan(0);
    expect(inFirefox).toHaveLength(inChromium.length);
    for (const [i, band] of inFirefox.entries()) {
      const other = inChromium[i]!;
      expect(band.height, `band ${i + 1}`).toBeGreaterThanOrEqual(100);
      // Against the card's width: the two browsers' scroll bars differ a little in width, and the cards with them.
      expect(
        Math.abs(band.ratio - other.ratio),
        `band ${i + 1}: ${band.height.toFixed(1)} px in Firefox, ${other.height.toFixed(1)} in Chromium`,
      ).toBeLessThan(0.03);
    }
  });

  test('the Gujarati titles come in the face cut to their letters, the complete Gujarati face is not fetched', async () => {
    const { page } = await open(firefox, '/download', 1280);
    try {
      const faces = await loadedFaces(page);
      // The titles are semibold: the face that draws 500 and 600.
      expect(faces).toContain('Noto Sans Gujarati Site 500 600');
      expect(faces.filter((face) => /^Noto Sans Gujarati \d/.test(face))).toEqual([]);
    } finally {
      await page.close();
    }
  });
});
