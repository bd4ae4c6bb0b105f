import { expect, test, type Page } from '@playwright/test';
import { withoutJs } from './public-helpers';
import { ONCE } from '../fixtures/projects';
import { adminToken } from '../fixtures/admin';

const COURSES = [
  [101, 'BASIC'],
  [102, 'BASIC COMBO'],
  [103, 'ALL COMBO'],
  [104, 'COMMERICAL COMBO'],
  [105, 'COMMERICAL LAYOUT'],
  [106, 'RESIDENTIAL LAYOUT'],
] as const;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

test('courses: the intro text and the six cards with an outlined More button each', async ({ page }) => {
  const response = await page.goto('/courses');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Courses');
  const intro = page.getByRole('region', { name: 'Learn online, practise for life' });
  await expect(intro).toContainText('online');
  await expect(intro).toContainText('a computer and an internet connection');
  await expect(intro).toContainText('free lifetime membership');
  await expect(intro).toContainText('almost seven years of experience');
  await expect(cards(page)).toHaveCount(6);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(COURSES.map(([, t]) => t));
  for (const [i, [id, title]] of COURSES.entries()) {
    const more = cards(page)
      .nth(i)
      .getByRole('link', { name: `More about ${title}`, exact: true });
    await expect(more).toHaveText('More');
    await expect(more).toHaveAttribute('href', `/courses/details/${id}`);
    await expect(more).toHaveCSS('border-top-style', 'solid');
    await expect(more).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  }
});

test('a course detail shows the course', async ({ page }) => {
  await page.goto('/courses');
  await page.getByRole('link', { name: 'More about COMMERICAL LAYOUT' }).click();
  await expect(page).toHaveURL(/\/courses\/details\/105$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('COMMERICAL LAYOUT');
  await expect(page.getByRole('img', { name: 'COMMERICAL LAYOUT' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What you learn' })).toBeVisible();
});

test('a course’s price and duration, set through the API, show on its card and its page; unset, neither shows', async ({
  page,
  request,
}) => {
  const setFacts = async (facts: { price: string; duration: string }) => {
    const response = await request.put('/api/courses/102', {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: facts,
    });
    expect(response.status(), await response.text()).toBe(200);
    expect((await response.json()) as unknown).toMatchObject({ item: { _id: '102', ...facts } });
  };
  const card = cards(page).filter({ has: page.getByRole('heading', { name: 'BASIC COMBO', exact: true }) });
  await setFacts({ price: '₹ 15,000', duration: '3 months' });
  try {
    expect(((await (await request.get('/api/courses/102')).json()) as { item: object }).item).toMatchObject({
      price: '₹ 15,000',
      duration: '3 months',
    });
    await page.goto('/courses');
    await expect(card.getByText('₹ 15,000 · 3 months', { exact: true })).toBeVisible();
    await page.goto('/courses/details/102');
    const facts = page.getByRole('main').locator('dl');
    await expect(facts.locator('dt')).toHaveText(['Price', 'Duration']);
    await expect(facts.locator('dd')).toHaveText(['₹ 15,000', '3 months']);
  } finally {
    await setFacts({ price: '', duration: '' });
  }
  await page.goto('/courses');
  await expect(card.getByText(/·|₹/)).toHaveCount(0);
  await page.goto('/courses/details/102');
  await expect(page.getByRole('main').locator('dl')).toHaveCount(0);
});

test('an unknown course id says Service not found. with status 404', ONCE, async ({ page }) => {
  for (const path of ['/courses/details/107', '/courses/details/xyz']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Service not found.', { exact: true })).toBeVisible();
  }
});

test('courses: JSON-LD for the firm and the six courses, canonical link', ONCE, async ({ page, baseURL }) => {
  await page.goto('/courses');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/courses`);
  const data = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
  expect(data.some((d) => d['@type'] === 'ProfessionalService')).toBe(true);
  const list = data.find((d) => d['@type'] === 'ItemList');
  expect(list.itemListElement.map((e: { item: { '@type': string; name: string } }) => [e.item['@type'], e.item.name])).toEqual(
    COURSES.map(([, t]) => ['Course', t]),
  );
});

test('courses read without JavaScript', ONCE, async ({ browser, baseURL }) => {
  await withoutJs(browser, baseURL, '/courses', async (page) => {
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expect(page.getByText('free lifetime membership').first()).toBeVisible();
  });
});
