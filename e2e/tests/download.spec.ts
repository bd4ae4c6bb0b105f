import { expect, test } from '@playwright/test';
import { parse } from 'content-disposition';
import { DOWNLOADS } from '../../apps/web/app/content/downloads';

const TYPES = { pdf: 'application/pdf', image: 'image/jpeg', dwg: 'image/vnd.dwg' } as const;
const MAGIC = { pdf: '%PDF', image: '\xff\xd8\xff', dwg: 'AC10' } as const;
const GUJARATI = /[\u0A80-\u0AFF]/;

test.beforeEach(async ({ page }) => {
  await page.goto('/download');
});

test('every file of DOWNLOAD-2 is a card with a download link, 6 per row on large screens', async ({ page }, testInfo) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/download/i);
  const cards = page.getByTestId('downloads').locator('> li');
  await expect(cards).toHaveCount(DOWNLOADS.length);
  expect(DOWNLOADS.length).toBe(17);
  for (const title of ['Building Permission', 'Building Permission Gujarati Require Document', 'Document', 'Gamtal Building Permission Require Document', 'Sizes']) {
    await expect(cards.getByRole('heading', { name: title, exact: true })).toHaveCount(1);
  }
  for (const letter of ['A', 'B', 'C', 'D', 'F', 'G', 'H']) await expect(cards.getByRole('heading', { name: new RegExp(`Form.* ${letter}$`) })).toHaveCount(1);
  expect(DOWNLOADS.filter((d) => GUJARATI.test(d.title))).toHaveLength(5);

  const lefts = await cards.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(testInfo.project.name === 'phone' ? 2 : 6);

  for (const item of DOWNLOADS) {
    const card = cards.filter({ has: page.getByRole('heading', { name: item.title, exact: true }) });
    if (item.kind === 'image') {
      await expect(card.locator('img')).toHaveAttribute('src', `/downloads/${item.file}`);
      await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
    } else {
      await expect(card.locator('img')).toHaveCount(0);
      await expect(card.locator('svg.lucide')).toHaveCount(2); // the file icon and the link's icon
    }
    await expect(card.getByRole('link', { name: new RegExp(`^Download`) })).toHaveAttribute('href', `/download/file/${encodeURIComponent(item.file)}`);
  }
});

test('each link serves the real file with its type and a download name from its title', async ({ page }) => {
  const links = page.getByTestId('downloads').getByRole('link');
  await expect(links).toHaveCount(DOWNLOADS.length);
  for (const [i, item] of DOWNLOADS.entries()) {
    const href = await links.nth(i).getAttribute('href');
    const response = await page.context().request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()['content-type']).toBe(TYPES[item.kind]);
    const extension = item.file.slice(item.file.lastIndexOf('.'));
    const disposition = response.headers()['content-disposition']!;
    const { type, parameters } = parse(disposition);
    expect(type).toBe('attachment');
    // The title as the file's name, Gujarati included (filename* of RFC 8187, decoded by the parser).
    expect(parameters['filename']).toBe(`${item.title}${extension}`);
    const body = await response.body();
    expect(body.length).toBeGreaterThan(100);
    expect(body.subarray(0, MAGIC[item.kind].length).toString('latin1')).toBe(MAGIC[item.kind]);
  }
});

test('unknown names and path tricks answer 404', async ({ request }) => {
  for (const name of ['nothing.pdf', '..%2F..%2F..%2Fpackage.json', '%2Fetc%2Fpasswd', '..%5C..%5Cpackage.json', encodeURIComponent(`../downloads/${DOWNLOADS[0]!.file}`)]) {
    const response = await request.get(`/download/file/${name}`);
    expect(response.status(), name).toBe(404);
  }
});

test('Gujarati titles are marked lang="gu" and drawn with the Gujarati font', async ({ page }) => {
  const titles = page.locator('[lang="gu"]').filter({ hasText: GUJARATI }).and(page.locator('h2'));
  await expect(titles).toHaveCount(5);
  for (const title of await titles.all()) {
    expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^["']?Noto Sans Gujarati Site["']?, ["']?Noto Sans Gujarati["']?,/);
  }
  // The face of the weight the title is drawn in has loaded (not a fallback font).
  expect(await titles.first().evaluate(async (el) => {
    await document.fonts.ready;
    return document.fonts.check(`${getComputedStyle(el).fontWeight} 16px "Noto Sans Gujarati Site"`, el.textContent ?? '');
  })).toBe(true);
  // Only the face cut to the site's letters (scripts/fonts.mjs) is fetched, not the complete one.
  const fonts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.includes('noto-sans-gujarati')));
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/\/assets\/noto-sans-gujarati-site-700-[\w-]+\.woff2$/);

  // Set in the cut face, the titles take exactly the width they take in the complete font: a letter the
  // cut face lacked would come from the serif fallback, a lost conjunct would be drawn as its parts.
  const text = (await titles.allTextContents()).join(' ');
  const [cut, complete] = await page.evaluate(async (t) => {
    await document.fonts.load('700 24px "Noto Sans Gujarati"', t);
    return ['Noto Sans Gujarati Site', 'Noto Sans Gujarati'].map((family) => {
      const probe = document.createElement('span');
      probe.textContent = t;
      probe.style.cssText = `font: 700 24px '${family}', serif; position: absolute; white-space: nowrap`;
      document.body.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    }) as [number, number];
  }, text);
  expect(cut).toBeGreaterThan(500);
  expect(cut).toBeCloseTo(complete, 1);
});
