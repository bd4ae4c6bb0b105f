import { expect, test, type Page } from '@playwright/test';
import { withoutJs } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const SERVICES = [
  [101, 'Building permission/approval'],
  [102, 'Planning'],
  [103, 'Building Design'],
  [104, 'Layout and Land development'],
  [105, 'Building modernization'],
  [106, 'Planning and Supervision'],
  [107, 'Architecture and Interior'],
  [108, 'Online Development'],
  [109, 'Business Training'],
  [110, '3D, Elevation and Walkthrough'],
] as const;

const cards = (page: Page) => page.getByRole('main').getByRole('article');

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  return page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => JSON.parse(n.textContent ?? '{}')));
}

test('services: the ten cards in order, each linking to its detail, 3 per row on large and 1 on phones', async ({ page }, info) => {
  const response = await page.goto('/services');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services');
  await expect(cards(page)).toHaveCount(10);
  await expect(cards(page).getByRole('heading', { level: 3 })).toHaveText(SERVICES.map(([, t]) => t));
  for (const [i, [id, title]] of SERVICES.entries()) {
    const link = cards(page).nth(i).getByRole('link', { name: title, exact: true });
    await expect(link).toHaveAttribute('href', `/services/details/${id}`);
    await expect(cards(page).nth(i).locator('img')).toHaveCount(1);
  }
  const title = cards(page).first().getByRole('heading');
  // LAYOUT-2 with decision 024: the title whole on up to 2 lines, the text clamped to 2.
  await expect(title).toHaveCSS('-webkit-line-clamp', '2');
  await expect(cards(page).first().locator('p')).toHaveCSS('-webkit-line-clamp', '2');
  const lefts = await cards(page).evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size);
  expect(lefts).toBe(info.project.name === 'phone' ? 1 : 3);
});

test('services grid: 3 per row from 1200 px, 2 on small screens', ONCE, async ({ page }) => {
  for (const [width, columns] of [
    [1200, 3],
    [1199, 2],
    [600, 2],
    [599, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/services');
    const lefts = await cards(page).evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().left))).size);
    expect(lefts, `${width} px`).toBe(columns);
  }
});

test('a service detail shows the title, its paragraphs and its picture', async ({ page }) => {
  await page.goto('/services');
  await cards(page).nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/\/services\/details\/103$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building Design');
  const article = page.getByRole('main').getByRole('article');
  expect(await article.locator('p').count()).toBeGreaterThanOrEqual(3);
  await expect(article.getByRole('img', { name: 'Building Design' })).toBeVisible();
  await expect(page.getByRole('complementary').getByRole('link', { name: 'Building Design' })).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveTitle('Building Design | Shree Civil Engineering & Consultancy');
});

test('an unknown service id says Service not found. with status 404', ONCE, async ({ page }) => {
  for (const path of ['/services/details/999', '/services/details/abc', '/services/details/100']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Service not found.', { exact: true })).toBeVisible();
  }
});

test(
  'services: own title, description, canonical, Open Graph, JSON-LD for the firm and the ten services',
  ONCE,
  async ({ page, baseURL }) => {
    await page.goto('/services');
    await expect(page).toHaveTitle('Services | Shree Civil Engineering & Consultancy');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Building permission/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/services`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Services | Shree Civil Engineering & Consultancy');
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}/services`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${baseURL}/`));
    const data = await jsonLd(page);
    const firm = data.find((d) => d['@type'] === 'ProfessionalService')!;
    expect(firm.name).toBe('Shree Civil Engineering & Consultancy');
    expect((firm.address as Record<string, string>).addressLocality).toBeTruthy();
    expect(firm.telephone).toMatch(/^\+91/);
    expect((firm.openingHoursSpecification as Record<string, unknown>).opens).toBe('10:00');
    const list = data.find((d) => d['@type'] === 'ItemList')!;
    const names = (list.itemListElement as { item: { '@type': string; name: string } }[]).map((e) => e.item.name);
    expect(names).toEqual(SERVICES.map(([, t]) => t));
  },
);

test('About US tells every claim of the firm', ONCE, async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About US');
  const main = page.getByRole('main');
  await expect(main).toContainText('5 May 2020');
  await expect(main).toContainText('more than 50,000 drawing works, consultancies and query solving');
  for (const claim of ['30+ layouts in Surat', '100+ layouts in Navsari', '20+ layouts in Valsad']) await expect(main).toContainText(claim);
  await expect(main).toContainText('almost seven years of experience');
  await expect(main).toContainText('Trust in work beyond image and imagination');
});

test('services and a detail read without JavaScript', ONCE, async ({ browser, baseURL }) => {
  await withoutJs(browser, baseURL, '/services', async (page) => {
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(10);
    await expect(page.getByRole('link', { name: '3D, Elevation and Walkthrough' }).first()).toBeVisible();
  });
  await withoutJs(browser, baseURL, '/services/details/110', async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('3D, Elevation and Walkthrough');
  });
});
