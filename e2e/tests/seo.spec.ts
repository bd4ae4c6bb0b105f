import { expect, test } from '@playwright/test';
import { SITEMAP_PAGES } from './public-helpers';

test('sitemap.xml lists every public URL, absolute', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await response.text();
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(locs.sort()).toEqual(SITEMAP_PAGES.map((p) => `${baseURL}${p}`).sort());
  expect(xml).not.toContain('/admin');
  // Every listed page answers.
  for (const loc of locs) expect((await request.get(loc!)).status(), loc).toBe(200);
});

/**
 * Whether a crawler that takes the first rule matching a path (Python's urllib.robotparser: the
 * group for `*`, its Allow and Disallow lines in order, the first whose path starts the URL's
 * path decides; none: allowed) may fetch `path`.
 */
function firstMatchAllows(robots: string, path: string): boolean {
  for (const line of robots.split('\n')) {
    const [, rule, value] = /^(Allow|Disallow):\s*(\S*)/i.exec(line.trim()) ?? [];
    if (rule && value && path.startsWith(value)) return rule.toLowerCase() === 'allow';
  }
  return true;
}

test('robots.txt keeps every crawler out of the admin area and the API, lets it read the rest, and points to the sitemap', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const robots = await response.text();
  // The disallows before `Allow: /`, so crawlers that take the first matching rule read them too.
  expect(robots).toBe(
    ['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Allow: /', '', `Sitemap: ${baseURL}/sitemap.xml`, ''].join('\n'),
  );
  for (const path of ['/admin', '/admin/login', '/admin/dashboard?tab=offer', '/api/offers', '/api/docs'])
    expect(firstMatchAllows(robots, path), path).toBe(false);
  for (const path of [...SITEMAP_PAGES, '/sitemap.xml']) expect(firstMatchAllows(robots, path), path).toBe(true);
});

test('link previews name the picture: its address, its real size and what it shows; the firm says its price range', async ({
  page,
  baseURL,
}) => {
  for (const [path, alt] of [
    ['/', 'Shree Civil Engineering & Consultancy'],
    ['/services/details/101', null],
  ] as const) {
    await page.goto(path);
    const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
    const image = (await meta('og:image'))!;
    expect(image.startsWith(`${baseURL}/`), image).toBe(true);
    const size = await page.evaluate(async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      return [img.naturalWidth, img.naturalHeight];
    }, image);
    expect([Number(await meta('og:image:width')), Number(await meta('og:image:height'))], image).toEqual(size);
    // A detail page's picture shows the service: its alternative text is the page's heading.
    expect(await meta('og:image:alt')).toBe(alt ?? (await page.getByRole('heading', { level: 1 }).textContent()));
  }
  const firm = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) =>
      nodes.map((n) => JSON.parse(n.textContent ?? '{}') as Record<string, unknown>).find((d) => d['@type'] === 'ProfessionalService'),
    );
  expect(firm?.priceRange).toBe('₹₹');
});

test('manifest.webmanifest names the site and its icons, which exist', async ({ request }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest.name).toBe('Shree Civil Engineering & Consultancy');
  expect(manifest.short_name.length).toBeGreaterThan(0);
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
  expect(manifest.icons.map((i) => [i.src, i.sizes, i.purpose])).toEqual([
    ['/icon-192.png', '192x192', 'any'],
    ['/icon-512.png', '512x512', 'any'],
    ['/icon-maskable-512.png', '512x512', 'maskable'],
  ]);
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    expect((await file.body()).subarray(1, 4).toString('latin1')).toBe('PNG');
  }
});

test('my pages carry their own title, description and canonical link', async ({ page, baseURL }) => {
  for (const [path, title] of [
    ['/gallery', /^Gallery \| /],
    ['/download', /^Download \| /],
    ['/contact', /^Contact Us \| /],
    ['/offers', /^Offers \| /],
  ] as const) {
    await page.goto(path);
    await expect(page).toHaveTitle(title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  }
});
