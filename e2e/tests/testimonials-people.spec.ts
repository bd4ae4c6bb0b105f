/**
 * What clients say and the firm's people, as visitors see them: absent while the owner has added none; with one each
 * (added through the API, deleted after), the quote on the home page and About and the person's card on About, laid
 * out at a phone's, a tablet's and a desktop's width and clean for axe.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from '../fixtures/admin';
import { jpegImage } from '../fixtures/images';
import { ONCE } from '../fixtures/projects';
import { expectNoAxeViolations, laidOut } from './public-helpers';
import { brokenWordFlaws, overflowFlaws } from './layout-checks';

const QUOTE = 'They got our bungalow’s plan passed in three weeks, and came to the site whenever we asked.';
const WIDTHS = [375, 768, 1280];

const auth = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await adminToken(request)}` });

/** Adds an item as the admin form does, with a photo; returns its id. */
async function add(request: APIRequestContext, slug: 'testimonials' | 'people', fields: Record<string, string>): Promise<string> {
  const photo = await jpegImage('photo.jpg');
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
  const response = await request.post(`/api/${slug}`, { headers: await auth(request), multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { item: { _id: string } }).item._id;
}

test('while the owner has added none, neither the home page nor About has a section for them', ONCE, async ({ page }) => {
  for (const path of ['/', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'What clients say' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Our people' })).toHaveCount(0);
    await expect(page.locator('figure')).toHaveCount(0);
  }
});

test.describe('with a testimonial and a person', () => {
  const added: [string, string][] = [];
  test.beforeAll(async ({ request }) => {
    added.push([
      'testimonials',
      await add(request, 'testimonials', { title: 'Ramesh Patel', place: 'Bungalow owner, Surat', quote: QUOTE }),
    ]);
    added.push([
      'people',
      await add(request, 'people', {
        title: 'Er. Kiran Desai',
        role: 'Structural engineer',
        qualification: 'B.E. Civil, M.E. Structures',
        registration: 'SMC/ENG/1234',
        photoAlt: 'Kiran Desai on a building site',
      }),
    ]);
  });
  test.afterAll(async ({ request }) => {
    for (const [slug, id] of added.splice(0)) {
      const headers = await auth(request);
      expect((await request.delete(`/api/${slug}/${id}`, { headers })).status()).toBe(200);
      // Emptied from the trash too, so later specs see the site as seeded.
      expect((await request.delete(`/api/trash/${slug}/${id}`, { headers })).status()).toBe(200);
    }
  });

  for (const width of WIDTHS) {
    test(
      `at ${width} px: the quote on the home page and About, the person's card on About; laid out and clean for axe`,
      ONCE,
      async ({ page }) => {
        test.slow();
        await page.setViewportSize({ width, height: 900 });
        for (const path of ['/', '/about']) {
          await page.goto(path);
          await laidOut(page);
          const quotes = page.getByRole('region', { name: 'What clients say' });
          await expect(quotes.getByRole('heading', { level: 2 })).toHaveText('What clients say');
          const figure = quotes.locator('figure');
          await expect(figure.locator('blockquote')).toHaveText(QUOTE);
          await expect(figure.locator('figcaption')).toHaveText('Ramesh PatelBungalow owner, Surat');
          await quotes.scrollIntoViewIfNeeded();
          expect(await overflowFlaws(page), path).toEqual([]);
          expect(await brokenWordFlaws(page), path).toEqual([]);
          await expectNoAxeViolations(page, { exclude: 'iframe' });
        }
        const people = page.getByRole('region', { name: 'Our people' });
        const card = people.getByRole('listitem');
        await expect(card.getByRole('heading', { level: 3 })).toHaveText('Er. Kiran Desai');
        await expect(card.getByRole('img', { name: 'Kiran Desai on a building site' })).toBeVisible();
        await expect(card.locator('p')).toHaveText(['Structural engineer', 'B.E. Civil, M.E. Structures', 'Registration no. SMC/ENG/1234']);
      },
    );
  }
});
