/**
 * What clients say and the firm's people, as visitors see them: absent while the owner has added none; with one each
 * (added through the API, deleted after), the quote on the home page and About and the person's card on About, laid
 * out at a phone's, a tablet's and a desktop's width and clean for axe.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { A_PERSON, A_QUOTE, addWithPhoto } from '../fixtures/proof';
import { ONCE } from '../fixtures/projects';
import { expectNoAxeViolations, laidOut } from './public-helpers';
import { brokenWordFlaws, overflowFlaws } from './layout-checks';

const WIDTHS = [375, 768, 1280];

test('while the owner has added none, neither the home page nor About has a section for them', ONCE, async ({ page }) => {
  for (const path of ['/', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'What clients say' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Our people' })).toHaveCount(0);
    await expect(page.locator('figure')).toHaveCount(0);
  }
});

test.describe('with a testimonial and a person', () => {
  let takeAway: ((request: APIRequestContext) => Promise<void>)[] = [];
  test.beforeAll(async ({ request }) => {
    takeAway = [
      await addWithPhoto(request, 'testimonials', A_QUOTE),
      await addWithPhoto(request, 'people', { ...A_PERSON, photoAlt: 'Kiran Desai on a building site' }),
    ];
  });
  test.afterAll(async ({ request }) => {
    for (const step of takeAway.splice(0)) await step(request);
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
          await expect(figure.locator('blockquote')).toHaveText(A_QUOTE.quote);
          await expect(figure.locator('figcaption')).toHaveText(`${A_QUOTE.title}${A_QUOTE.place}`);
          await quotes.scrollIntoViewIfNeeded();
          expect(await overflowFlaws(page), path).toEqual([]);
          expect(await brokenWordFlaws(page), path).toEqual([]);
          await expectNoAxeViolations(page, { exclude: 'iframe' });
        }
        const people = page.getByRole('region', { name: 'Our people' });
        const card = people.getByRole('listitem');
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(A_PERSON.title);
        await expect(card.getByRole('img', { name: 'Kiran Desai on a building site' })).toBeVisible();
        await expect(card.locator('p')).toHaveText([A_PERSON.role, A_PERSON.qualification, `Registration no. ${A_PERSON.registration}`]);
      },
    );
  }
});
