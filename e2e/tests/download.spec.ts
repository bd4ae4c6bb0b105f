import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { parse } from 'content-disposition';
import { adminToken } from '../fixtures/admin';
import { ONCE } from '../fixtures/projects';

/** The 17 files of DOWNLOAD-2 as a fresh site has them (seeded; the owner changes them in the admin). */
const SEEDED = [
  ['Building Permission', 'building-permission-checklist.jpg'],
  ['Building Permission Gujarati Require Document', 'building-permission-checklist-gujarati.jpg'],
  ['Document', 'documents-from-owner.jpg'],
  ['Gamtal Building Permission Require Document', 'gamtal-building-permission-checklist.jpg'],
  ['Form A', 'form-a.pdf'],
  ['Form B', 'form-b.pdf'],
  ['Form C', 'form-c.pdf'],
  ['Form D', 'form-d.pdf'],
  ['Form F', 'form-f.pdf'],
  ['Form G', 'form-g.pdf'],
  ['Form H', 'form-h.pdf'],
  ['Sizes', 'standard-sizes.dwg'],
  ['નવું ચેકલિસ્ટ', 'new-checklist-gujarati.pdf'],
  ['નવું ફોર્મ ૨-એ', 'new-form-2a-gujarati.pdf'],
  ['નવું એન્જિનિયર પ્રમાણપત્ર', 'new-engineer-certificate-gujarati.pdf'],
  ['નવું સ્વ-ઘોષણાપત્ર ૨', 'new-self-declaration-2-gujarati.pdf'],
  ['સ્વ-પ્રમાણિત નવું સોગંદનામું', 'self-certified-new-affidavit-gujarati.pdf'],
].map(([title, file]) => {
  const extension = file!.slice(file!.lastIndexOf('.') + 1) as 'jpg' | 'pdf' | 'dwg';
  const bytes = readFileSync(new URL(`../../apps/web/public/downloads/${file}`, import.meta.url));
  return { title: title!, file: file!, extension, bytes };
});

const TYPES = { pdf: 'application/pdf', jpg: 'image/jpeg', dwg: 'image/vnd.dwg' } as const;
const LABELS = { pdf: 'PDF', jpg: 'JPEG image', dwg: 'DWG drawing' } as const;
const GUJARATI = /[\u0A80-\u0AFF]/;

test.beforeEach(async ({ page }) => {
  await page.goto('/download');
});

test('every file of DOWNLOAD-2 is a card with its type, size and download link, 6 per row on large screens', async ({ page }, testInfo) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/download/i);
  const cards = page.getByTestId('downloads').locator('> li');
  await expect(cards).toHaveCount(17);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText(SEEDED.map((d) => d.title));
  expect(SEEDED.filter((d) => GUJARATI.test(d.title))).toHaveLength(5);

  const lefts = await cards.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left)));
  // Phones get a compact list, one file a row; large screens 6 cards a row (DOWNLOAD-1).
  expect(new Set(lefts).size).toBe(testInfo.project.name === 'phone' ? 1 : 6);

  for (const [i, item] of SEEDED.entries()) {
    const card = cards.nth(i);
    if (item.extension === 'jpg') {
      // The picture's own thumbnails (AVIF/WebP), the file itself where neither is taken.
      await expect(card.locator('img')).toHaveAttribute('src', `/downloads/${item.file}`);
      await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
    } else {
      await expect(card.locator('img')).toHaveCount(0);
      await expect(card.locator('svg.lucide')).toHaveCount(2); // the file icon and the link's icon
    }
    await expect(card.getByText(`${LABELS[item.extension]} · ${Math.round(item.bytes.length / 1024)} KB`, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: /^Download/ })).toHaveAttribute('href', `/api/downloads/${i + 1}/file`);
  }
});

test('each link serves the file byte for byte, with its type and a download name from its title', ONCE, async ({ page }) => {
  const links = page.getByTestId('downloads').getByRole('link');
  await expect(links).toHaveCount(SEEDED.length);
  for (const [i, item] of SEEDED.entries()) {
    const href = await links.nth(i).getAttribute('href');
    const response = await page.context().request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()['content-type']).toBe(TYPES[item.extension]);
    const disposition = response.headers()['content-disposition']!;
    const { type, parameters } = parse(disposition);
    expect(type).toBe('attachment');
    // The title as the file's name, Gujarati included (filename* of RFC 8187, decoded by the parser).
    expect(parameters['filename']).toBe(`${item.title}.${item.extension}`);
    expect(Buffer.compare(await response.body(), item.bytes), href!).toBe(0);
  }
});

test('Gujarati titles are marked lang="gu" and drawn with the Gujarati font', ONCE, async ({ page }) => {
  const titles = page.locator('[lang="gu"]').filter({ hasText: GUJARATI }).and(page.locator('h2'));
  await expect(titles).toHaveCount(5);
  for (const title of await titles.all()) {
    expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^["']?Noto Sans Gujarati Site["']?, ["']?Noto Sans Gujarati["']?,/,
    );
  }
  // The face of the weight the title is drawn in has loaded (not a fallback font).
  expect(
    await titles.first().evaluate(async (el) => {
      await document.fonts.ready;
      return document.fonts.check(`${getComputedStyle(el).fontWeight} 16px "Noto Sans Gujarati Site"`, el.textContent ?? '');
    }),
  ).toBe(true);
  // Only the face cut to the site's letters (apps/web/scripts/fonts.mjs) is fetched, not the complete one.
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.includes('noto-sans-gujarati')),
  );
  expect(fonts).toHaveLength(1);
  // The titles' semibold: the faces come in the weights the pages use (QUALITY-4).
  expect(fonts[0]).toMatch(/\/assets\/noto-sans-gujarati-site-600-[\w-]+\.woff2$/);

  // Set in the cut face, the titles take exactly the width they take in the complete font: a letter the
  // cut face lacked would come from the serif fallback, a lost conjunct would be drawn as its parts.
  const text = (await titles.allTextContents()).join(' ');
  const [cut, complete] = await page.evaluate(async (t) => {
    await document.fonts.load('600 24px "Noto Sans Gujarati"', t);
    return ['Noto Sans Gujarati Site', 'Noto Sans Gujarati'].map((family) => {
      const probe = document.createElement('span');
      probe.textContent = t;
      probe.style.cssText = `font: 600 24px '${family}', serif; position: absolute; white-space: nowrap`;
      document.body.appendChild(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    }) as [number, number];
  }, text);
  expect(cut).toBeGreaterThan(500);
  expect(cut).toBeCloseTo(complete, 1);
});

test(
  'a Gujarati title the owner adds with letters the cut face lacks is set whole in the complete face',
  ONCE,
  async ({ page, request }) => {
    // ઝ and ભ are in no seeded title, so the face cut at build time (apps/web/scripts/fonts.mjs) does not have them.
    const title = 'નવું ઝભ્ભો ફોર્મ';
    const headers = { Authorization: `Bearer ${await adminToken(request)}` };
    const form = new FormData();
    form.append('title', title);
    form.append('language', 'gu');
    form.append('file', new Blob([new Uint8Array(SEEDED[4]!.bytes)], { type: 'application/pdf' }), 'form.pdf');
    const added = await request.post('/api/downloads', { headers, multipart: form });
    expect(added.status(), await added.text()).toBe(201);
    const { item } = (await added.json()) as { item: { _id: string } };
    try {
      await page.goto('/download');
      const heading = page.getByRole('heading', { name: title, exact: true });
      await expect(heading).toHaveAttribute('lang', 'gu');
      expect(await heading.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^["']?Noto Sans Gujarati["']?,/);
      expect(
        await heading.evaluate(async (el) => {
          await document.fonts.load(`${getComputedStyle(el).fontWeight} 16px "Noto Sans Gujarati"`, el.textContent ?? '');
          return document.fonts.check(`${getComputedStyle(el).fontWeight} 16px "Noto Sans Gujarati"`, el.textContent ?? '');
        }),
      ).toBe(true);
      // The seeded titles keep the cut face.
      await expect(page.locator('h2.font-gujarati[lang="gu"]')).toHaveCount(5);
    } finally {
      expect((await request.delete(`/api/downloads/${item._id}`, { headers })).status()).toBe(200);
    }
  },
);
