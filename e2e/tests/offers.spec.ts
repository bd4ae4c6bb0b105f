/** The home page shows the newest offers with a link to /offers, which lists them all a page at a time. */
import { expect, test } from '@playwright/test';
import { OFFERS_PER_PAGE } from '@firm/contract';
import { createRecord, removeCreated, unique } from '../fixtures/admin';
import { pngImage } from '../fixtures/images';
import { expectNoAxeViolations, hydrated } from './public-helpers';
import { ONCE } from '../fixtures/projects';

// apps/web/app/components/home/offers.tsx
const HOME_OFFERS = 6;
const COUNT = OFFERS_PER_PAGE + 1;

test.afterEach(async ({ request }) => removeCreated(request));

test(`home shows the newest ${HOME_OFFERS} offers and links to /offers, ${OFFERS_PER_PAGE} to a page`, ONCE, async ({ page, request }) => {
  test.setTimeout(120_000);
  const label = unique('Bulk offer');
  const image = await pngImage('offer.png');
  for (let i = 1; i <= COUNT; i++) await createRecord(request, 'offer', `${label} ${String(i).padStart(2, '0')}`, image);

  await page.goto('/');
  const region = page.getByRole('region', { name: 'Current Offers' });
  const titles = region.getByRole('heading', { level: 3 });
  await expect(titles).toHaveText(Array.from({ length: HOME_OFFERS }, (_, i) => `${label} ${String(COUNT - i).padStart(2, '0')}`));
  await hydrated(page);
  await region.getByRole('link', { name: `See all ${COUNT} offers` }).click();

  await expect(page).toHaveURL(/\/offers$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${COUNT} current offers, page 1 of 2` })).toBeVisible();
  const list = page.getByRole('region', { name: /current offers/ }).getByRole('listitem');
  await expect(list).toHaveCount(OFFERS_PER_PAGE);
  await expect(list.first()).toContainText(`${label} ${COUNT}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await expectNoAxeViolations(page);

  const pages = page.getByRole('navigation', { name: 'Offer pages' });
  await pages.getByRole('link', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/\/offers\?page=2$/);
  await expect(page.getByRole('heading', { level: 2, name: `${COUNT} current offers, page 2 of 2` })).toBeVisible();
  await expect(list).toHaveCount(1);
  await expect(list.first()).toContainText(`${label} 01`);
  await expect(pages.getByRole('link', { name: 'Next page' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/\/offers$/);

  // A page that does not exist is the first, from the page cache's entry for /offers (decision 031).
  const first = (await request.get('/offers')).headers().etag;
  for (const missing of ['/offers?page=3', '/offers?page=0', '/offers?page=x']) {
    const res = await request.get(missing);
    expect(res.status(), missing).toBe(200);
    expect(res.headers().etag, missing).toBe(first);
  }
});
