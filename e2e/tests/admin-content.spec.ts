/**
 * The owner edits the site's content in the admin area and the public pages show it on the next
 * load: the Site tab and the collections (services, courses, gallery, downloads). Every test puts
 * back what it changed, so the other specs see the site as seeded.
 */
import { readFile } from 'node:fs/promises';
import {
  COLLECTIONS,
  CONTENT_MESSAGES,
  DEFAULT_TRASH_DAYS,
  firstParagraph,
  richTextPlain,
  type CollectionItems,
  ITEMS_API_SLUGS,
  type ItemsApiSlug,
  type ItemsResponse,
  type SiteResponse,
} from '@firm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, hold, openTab, unique } from '../fixtures/admin';
import { expectNoAxeViolations, hydrated } from './public-helpers';
import { ONCE } from '../fixtures/projects';
import { jpegImage, type FilePayload } from '../fixtures/images';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const table = (page: Page, Noun: string) => page.getByRole('region', { name: `${Noun}s table` });
const row = (page: Page, Noun: string, title: string) =>
  table(page, Noun)
    .getByRole('row')
    .filter({ has: page.getByTestId('row-title').getByText(title, { exact: true }) });
const rowTitles = (page: Page, Noun: string) => table(page, Noun).getByTestId('row-title').allTextContents();

async function authHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}
async function items<S extends ItemsApiSlug>(request: APIRequestContext, slug: S): Promise<CollectionItems[S][]> {
  const response = await request.get(`/api/${slug}`, { headers: await authHeaders(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ItemsResponse<CollectionItems[S]>).items;
}
async function putJson(request: APIRequestContext, path: string, data: unknown) {
  const response = await request.put(path, { headers: await authHeaders(request), data });
  expect(response.status(), await response.text()).toBe(200);
}

/** A photograph-like JPEG (smooth light, fine grain, 2400 x 1600): what a phone camera sends, not a flat fill. */
async function photoJpeg(name: string) {
  const width = 2400;
  const height = 1600;
  const sky = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb2e5"/><stop offset="0.55" stop-color="#e8d8b0"/><stop offset="1" stop-color="#6b5a3e"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><rect x="700" y="500" width="900" height="800" fill="#9a9a92"/><rect x="780" y="600" width="160" height="200" fill="#3b4a5a"/><rect x="1360" y="600" width="160" height="200" fill="#3b4a5a"/></svg>`;
  const grain = Buffer.alloc(width * height);
  for (let i = 0; i < grain.length; i++) grain[i] = 128 + Math.round((Math.random() - 0.5) * 40);
  const buffer = await sharp(Buffer.from(sky))
    .composite([
      {
        input: await sharp(grain, { raw: { width, height, channels: 1 } })
          .png()
          .toBuffer(),
        blend: 'overlay',
      },
    ])
    .jpeg({ quality: 88 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** A real one-page PDF with a line of text, offsets computed so readers accept it. */
function pdfFile(name: string, text: string) {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = `BT /F1 24 Tf 72 760 Td (${text}) Tj ET`;
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  // A comment line makes it more than a kilobyte, as real files are.
  let pdf = `%PDF-1.4\n%${'x'.repeat(1500)}\n`;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(pdf, 'latin1') };
}

const NEW_TABS = [
  ...ITEMS_API_SLUGS.map((slug) => ({ slug, tab: COLLECTIONS[slug].tab, heading: COLLECTIONS[slug].label })),
  { slug: null, tab: 'site', heading: 'Site details' },
];

/** The deletes (to the trash, then from it) of the example a tab's test added, done after it. */
let takeAway: string[] = [];
test.afterEach(async ({ request }) => {
  for (const path of takeAway.splice(0))
    expect((await request.delete(path, { headers: await authHeaders(request) })).status(), path).toBe(200);
});

/**
 * A collection that starts empty (nothing seeded: testimonials, people, banners) gets its definition's example, with a
 * picture in each required picture field's part, so that its table has a row.
 */
async function exampleIfEmpty(request: APIRequestContext, slug: ItemsApiSlug): Promise<void> {
  if ((await items(request, slug)).length) return;
  const example = Object.entries(COLLECTIONS[slug].example).map(([name, value]) => [name, String(value)]);
  const pictures = await Promise.all(
    COLLECTIONS[slug].files.filter((rule) => rule.required && rule.kind === 'picture').map(async (rule) => [rule.name, await jpegImage()]),
  );
  const multipart = Object.fromEntries([...example, ...pictures]) as Record<string, string | FilePayload>;
  const response = await request.post(`/api/${slug}`, { headers: await authHeaders(request), multipart });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { item: { _id: string } }).item._id;
  takeAway = [`/api/${slug}/${id}`, `/api/trash/${slug}/${id}`];
}

for (const { slug, tab, heading } of NEW_TABS) {
  test(`the ${tab} tab: linked from the bar, no axe violation, nothing clipped, row actions in sight`, async ({
    page,
    request,
  }, testInfo) => {
    // Two runs of all of axe's rules (QUALITY-3) over a table of records.
    test.slow();
    if (slug) await exampleIfEmpty(request, slug);
    await openTab(page, request, 'slider');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('link', { name: tab === 'site' ? 'Site' : heading, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    if (tab === 'site') {
      await expect(page.getByLabel('Firm name')).not.toHaveValue('');
    } else {
      const rows = page.getByRole('region').getByTestId('row-title');
      await expect(rows.first()).toBeVisible();
      const { noun, orderable, hideable } = COLLECTIONS[tab as ItemsApiSlug];
      const first = (await rows.first().textContent()) ?? '';
      // On a phone the table scrolls sideways, but every action of a row stays on the screen; a seed's first item
      // may be hidden, an example for the owner (docs/adding-a-collection.md), and shows then "Show".
      const actions = [...(orderable ? ['Move'] : []), 'View', 'Edit', ...(hideable ? ['(Hide|Show)'] : []), 'Delete'];
      const title = first.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      for (const action of actions) {
        await expect(page.getByRole('button', { name: new RegExp(`^${action} ${noun} ${title}$`) })).toBeInViewport();
      }
      // The row's number, after the drag handle where rows can be moved.
      const numbers = await page
        .getByRole('region')
        .locator(`tbody tr td:nth-child(${orderable ? 2 : 1})`)
        .allTextContents();
      expect(numbers).toEqual(numbers.map((_, i) => String(i + 1)));
    }
    await page.waitForLoadState('networkidle');
    // Nothing wider than the screen but the table's own scroller.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`${tab}-${testInfo.project.name}.png`), fullPage: true });
    await expectNoAxeViolations(page);
    if (tab !== 'site') {
      // The add form, with every field's error shown.
      const { Noun } = COLLECTIONS[tab as ItemsApiSlug];
      await page.getByRole('button', { name: `Add ${Noun}` }).click();
      const add = dialog(page, `Add ${Noun}`);
      await add.getByRole('button', { name: `Add ${Noun}` }).click();
      await expect(add.locator('[aria-invalid="true"]').first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`${tab}-add-${testInfo.project.name}.png`) });
      await expectNoAxeViolations(page);
    }
  });
}

test.describe('the Site tab', () => {
  let original: SiteResponse['site'] | null = null;
  test.afterEach(async ({ request }) => {
    if (original) await putJson(request, '/api/site', { phones: original.phones, whatsapp: original.whatsapp });
    original = null;
  });

  test(
    'the owner changes the phone number: the footer, the contact card and the chat button, which follows the first phone (CONTACT-10), show it',
    ONCE,
    async ({ page, request }) => {
      original = ((await (await request.get('/api/site')).json()) as SiteResponse).site;
      await openTab(page, request, 'site');
      const phones = page.getByLabel('Phone numbers');
      await expect(phones).toHaveValue(original.phones.join('\n'));

      // A bad number: the zod rule's message under the field, nothing sent.
      await phones.fill('call us');
      await page.getByRole('button', { name: 'Save site details' }).click();
      await expect(page.getByText('Enter a phone number of digits, spaces and an optional leading +')).toBeVisible();
      await expect(phones).toHaveAttribute('aria-invalid', 'true');
      await expect(phones).toBeFocused();

      await phones.fill(['+91 99887 76655', ...original.phones.slice(1)].join('\n'));
      await expect(page.getByLabel('WhatsApp number')).toHaveValue('');
      await page.getByRole('button', { name: 'Save site details' }).click();
      await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();

      await page.goto('/contact');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: '+91 99887 76655' })).toHaveAttribute('href', 'tel:+919988776655');
      const card = page.getByRole('region', { name: 'Office information' });
      await expect(card.getByRole('link', { name: '+91 99887 76655' })).toBeVisible();
      // NAV-11: Call, in the top bar, follows the first phone.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Call +91 99887 76655', exact: true })).toHaveAttribute(
        'href',
        'tel:+919988776655',
      );
      await expect(page.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/919988776655\?text=/,
      );
      await expect(page.getByText(original.phones[0]!, { exact: true })).toHaveCount(0);
    },
  );

  test('the owner rewrites the closing band’s words in the Site tab: every public page ends with them', ONCE, async ({ page, request }) => {
    const site = ((await (await request.get('/api/site')).json()) as SiteResponse).site;
    try {
      await openTab(page, request, 'site');
      await expect(page.getByLabel('Closing title')).toHaveValue(site.closingTitle);
      await page.getByLabel('Closing title').fill('Plans approved the first time');
      await page.getByLabel('Closing text').fill('Call or write before you buy the plot.');
      await page.getByRole('button', { name: 'Save site details' }).click();
      await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();
      for (const path of ['/', '/services/details/101']) {
        await page.goto(path);
        const band = page.getByRole('region', { name: 'Plans approved the first time' });
        await expect(band, path).toContainText('Call or write before you buy the plot.');
        await expect(band.getByRole('link'), path).toHaveCount(3);
      }
    } finally {
      await putJson(request, '/api/site', { closingTitle: site.closingTitle, closingText: site.closingText });
    }
  });

  test(
    'the owner rewrites the About story and replaces the page banner with its alt text: /about shows both, then the original comes back',
    ONCE,
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const site = ((await (await request.get('/api/site')).json()) as SiteResponse).site;
      try {
        await openTab(page, request, 'site');
        const story = page.getByRole('textbox', { name: 'About page story' });
        await expect(story).toContainText(richTextPlain(firstParagraph(site.story)));
        await story.click();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('We draw plans that pass the first time.');
        await page.keyboard.press('Enter');
        await page.keyboard.type('And we stay until the building stands.');
        await page.getByRole('button', { name: 'Save site details' }).click();
        await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();

        // A file that is not a picture is refused with the rule's message; the banner stays as it was.
        await page
          .getByLabel('Replace the page banner')
          .setInputFiles({ name: 'notes.jpg', mimeType: 'text/plain', buffer: Buffer.from('not a picture') });
        await expect(page.getByText('Unsupported File Format')).toBeVisible();
        await page.getByLabel('Replace the page banner').setInputFiles(await photoJpeg('banner.jpg'));
        // The server makes the photograph's sizes before it answers, as for the gallery's photographs below.
        await expect(page.getByRole('button', { name: 'Use the original page banner' })).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('img', { name: 'Page banner now' })).toHaveAttribute('src', /^\/media\//);
        // IMAGE-7: its alt text is read in its place, before the page's title.
        await page.getByLabel('Alt text of the page banner').fill('Drawings spread on a desk');
        const saved = page.waitForResponse((r) => r.url().endsWith('/api/site/pictures/banner') && r.request().method() === 'PUT');
        await page.getByRole('button', { name: 'Save alt text and focus of the page banner' }).click();
        expect((await saved).status()).toBe(200);

        await page.goto('/about');
        await expect(page.getByRole('region', { name: 'Our story' }).getByRole('paragraph')).toHaveText([
          'We draw plans that pass the first time.',
          'And we stay until the building stands.',
          /^Our motto:/,
        ]);
        const banner = page.locator('section', { has: page.getByRole('heading', { level: 1, name: 'About US' }) });
        expect(await banner.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('/media/');
        await expect(banner.getByRole('img', { name: 'Drawings spread on a desk', exact: true })).toHaveCount(1);

        await openTab(page, request, 'site');
        await page.getByRole('button', { name: 'Use the original page banner' }).click();
        await expect(page.getByRole('button', { name: 'Use the original page banner' })).toHaveCount(0);
        await page.goto('/about');
        expect(await banner.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('/img/banners/page');
        await expect(banner.getByRole('img')).toHaveCount(0);
      } finally {
        await putJson(request, '/api/site', { story: site.story });
        await request.delete('/api/site/pictures/banner', { headers: await authHeaders(request) });
      }
    },
  );

  test('the owner replaces the logo: the public header, its link-preview data and the admin bar show it', async ({ page, request }) => {
    test.setTimeout(90_000);
    const site = ((await (await request.get('/api/site')).json()) as SiteResponse).site;
    const headerMark = page.getByRole('banner').getByRole('link').getByRole('img', { name: site.name });
    try {
      await openTab(page, request, 'site');
      await expect(page.getByRole('img', { name: 'Logo now' })).toHaveAttribute('src', '/img/brand/mark.svg');
      await page.getByLabel('Replace the logo').setInputFiles(await photoJpeg('logo.jpg'));
      await expect(page.getByRole('button', { name: 'Use the original logo' })).toBeVisible();
      await expect(page.getByRole('img', { name: 'Logo now' })).toHaveAttribute('src', /^\/media\//);
      // The admin bar follows on its next load.
      await page.reload();
      await expect(page.getByRole('banner').getByRole('link', { name: site.name }).getByRole('img')).toHaveAttribute('src', /^\/media\//);

      await page.goto('/');
      await expect(headerMark).toHaveAttribute('src', /^\/media\//);
      await expect.poll(() => headerMark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
      expect(JSON.parse(ld!).logo).toMatch(/\/media\//);
    } finally {
      await request.delete('/api/site/pictures/logo', { headers: await authHeaders(request) });
    }
    await page.goto('/');
    await expect(headerMark).toHaveAttribute('src', '/img/brand/mark.svg');
  });

  test(
    'the owner places the office on the map and sets the price range: the pages tell search engines both',
    ONCE,
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const site = ((await (await request.get('/api/site')).json()) as SiteResponse).site;
      const firm = async () =>
        page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((nodes) =>
            nodes
              .map((n) => JSON.parse(n.textContent ?? '{}') as Record<string, unknown>)
              .find((d) => d['@type'] === 'ProfessionalService'),
          );
      try {
        await openTab(page, request, 'site');
        const latitude = page.getByLabel('Latitude');
        const longitude = page.getByLabel('Longitude');
        await expect(latitude).toHaveValue('');
        await expect(longitude).toHaveValue('');
        await expect(page.getByLabel('Price range')).toHaveValue(site.priceRange);

        // One coordinate without the other, or out of range: the rule's message under the field, nothing sent.
        await latitude.fill('21.1959');
        await page.getByRole('button', { name: 'Save site details' }).click();
        await expect(page.getByText('Enter the longitude as a number from -180 to 180, e.g. 72.8311')).toBeVisible();
        await expect(longitude).toHaveAttribute('aria-invalid', 'true');
        await longitude.fill('272.83');
        await page.getByRole('button', { name: 'Save site details' }).click();
        await expect(page.getByText('Enter the longitude as a number from -180 to 180, e.g. 72.8311')).toBeVisible();

        await longitude.fill('72.8302');
        await page.getByLabel('Price range').fill('₹5,000 - ₹50,000');
        await page.getByRole('button', { name: 'Save site details' }).click();
        await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();

        await page.goto('/contact');
        expect(await firm()).toMatchObject({
          geo: { '@type': 'GeoCoordinates', latitude: 21.1959, longitude: 72.8302 },
          priceRange: '₹5,000 - ₹50,000',
        });

        // Both emptied: no place said.
        await openTab(page, request, 'site');
        await expect(latitude).toHaveValue('21.1959');
        await latitude.fill('');
        await longitude.fill('');
        await page.getByRole('button', { name: 'Save site details' }).click();
        await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();
        await page.goto('/contact');
        expect(await firm()).not.toHaveProperty('geo');
      } finally {
        await putJson(request, '/api/site', { geo: site.geo, priceRange: site.priceRange });
      }
    },
  );

  test('Why Choose rows are added and removed, and each field keeps its own error', ONCE, async ({ page, request }) => {
    await openTab(page, request, 'site');
    await expect(page.getByLabel('Firm name')).not.toHaveValue('');
    const rows = page.getByRole('group', { name: 'Why Choose items' }).getByRole('listitem');
    const before = await rows.count();
    await page.getByRole('button', { name: 'Add a Why Choose item' }).click();
    await expect(rows).toHaveCount(before + 1);
    await expect(page.getByLabel(`Title ${before + 1}`)).toBeFocused();
    await page.getByRole('button', { name: 'Save site details' }).click();
    await expect(page.getByText('Why Choose title is required')).toBeVisible();
    await expect(page.getByText('Why Choose text is required')).toBeVisible();
    await page.getByRole('button', { name: `Remove Why Choose item ${before + 1}` }).click();
    await expect(rows).toHaveCount(before);
    await expect(page.getByText('Why Choose title is required')).toHaveCount(0);
  });
});

test.describe('collections', () => {
  const cleanups: (() => Promise<void>)[] = [];
  test.afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  test('the owner adds a gallery picture from the phone camera: /gallery shows it with its caption', async ({ page, request }) => {
    test.setTimeout(90_000);
    const caption = unique('Site visit at the new school');
    await openTab(page, request, 'gallery');
    await page.getByRole('button', { name: 'Add Picture' }).click();
    const add = dialog(page, 'Add Picture');
    await add.getByLabel('Picture', { exact: true }).setInputFiles(await photoJpeg('IMG_2041.jpg'));
    await expect(add.getByRole('img', { name: 'Preview of the picked image' })).toBeVisible();
    await add.getByLabel('Caption').fill(caption);
    await add.getByLabel('Layout').selectOption('wide');
    const upload = await hold(page, '/api/gallery', 'POST');
    await add.getByRole('button', { name: 'Add Picture' }).click();
    await expect(add.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    // The toast waits for the server's answer.
    await expect(toast(page, CONTENT_MESSAGES.added)).toHaveCount(0);
    upload.release();
    await expect(toast(page, CONTENT_MESSAGES.added)).toBeVisible({ timeout: 30_000 });
    await upload.done();
    cleanups.push(async () => {
      const added = (await items(request, 'gallery')).find((item) => item.title === caption);
      if (added) await request.delete(`/api/gallery/${added._id}`, { headers: await authHeaders(request) });
    });
    await expect(row(page, 'Picture', caption)).toBeVisible();
    const titles = await rowTitles(page, 'Picture');
    expect(titles.at(-1)).toBe(caption);
    await expect(add).toBeHidden({ timeout: 5000 });

    await page.goto('/gallery');
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('[data-testid="gallery-grid"] button') ?? {}).some((k) => k.startsWith('__reactFiber')),
    );
    const opener = page.getByTestId('gallery-grid').getByRole('button', { name: new RegExp(caption) });
    await expect(opener).toBeVisible();
    // The button is named with the caption; its picture is a real, loaded image.
    const img = opener.locator('img');
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty('complete', true);
    expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    await opener.click();
    await expect(page.getByRole('dialog')).toContainText(caption);

    // Deleted after a confirmation: the toast, the dialog gone after a second, and gone from /gallery.
    await openTab(page, request, 'gallery');
    await page.getByRole('button', { name: `Delete picture ${caption}`, exact: true }).click();
    const confirm = dialog(page, 'Delete Picture');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, CONTENT_MESSAGES.deleted)).toBeVisible();
    await expect(confirm).toBeHidden({ timeout: 3000 });
    await expect(row(page, 'Picture', caption)).toHaveCount(0);
    await page.goto('/gallery');
    await expect(page.getByTestId('gallery-grid').getByRole('button', { name: new RegExp(caption) })).toHaveCount(0);
  });

  test(
    'the owner uploads a PDF: /download lists it with its type and size, and it downloads byte for byte',
    ONCE,
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const title = unique('Site safety checklist');
      const pdf = pdfFile('safety-checklist.pdf', 'Site safety checklist');
      await openTab(page, request, 'downloads');
      await page.getByRole('button', { name: 'Add Download' }).click();
      const add = dialog(page, 'Add Download');
      await add.getByLabel('Title').fill(title);
      await add.getByLabel(/^File/).setInputFiles(pdf);
      await expect(add.getByTestId('picked-file')).toHaveText(
        `Picked: safety-checklist.pdf (application/pdf, ${Math.round(pdf.buffer.length / 1024)} KB)`,
      );
      await add.getByRole('button', { name: 'Add Download' }).click();
      await expect(toast(page, CONTENT_MESSAGES.added)).toBeVisible({ timeout: 30_000 });
      cleanups.push(async () => {
        const added = (await items(request, 'downloads')).find((item) => item.title === title);
        if (added) await request.delete(`/api/downloads/${added._id}`, { headers: await authHeaders(request) });
      });
      const listed = row(page, 'Download', title);
      await expect(listed).toContainText('PDF');
      await expect(listed).toContainText(`${Math.round(pdf.buffer.length / 1024)} KB`);

      await page.goto('/download');
      const card = page
        .getByTestId('downloads')
        .locator('> li')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
      await expect(card).toBeVisible();
      await expect(card).toContainText('PDF');
      await expect(card).toContainText(/\d\sKB/);
      const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('link', { name: /^Download/ }).click()]);
      const saved = await readFile(await download.path());
      expect(Buffer.compare(saved, pdf.buffer)).toBe(0);
    },
  );

  test(
    'the owner hides a service: it leaves /services, the menu, the footer and the sitemap, and comes back when shown',
    ONCE,
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const service = (await items(request, 'services')).at(-1)!;
      const link = `/services/details/${service._id}`;
      /** Opens the Services menu: the drawer's on a phone, the bar's on a desktop. */
      const servicesMenu = async () => {
        const hamburger = page.getByRole('button', { name: 'Open menu' });
        if (await hamburger.isVisible()) {
          await hamburger.click();
          const drawer = page.getByRole('dialog', { name: 'Menu' });
          await drawer.getByRole('button', { name: 'Services', exact: true }).click();
          await expect(drawer.getByRole('link', { name: 'All Services' })).toBeVisible();
          return drawer;
        }
        const bar = page.getByRole('navigation', { name: 'Main' });
        await bar.getByRole('button', { name: 'Services menu', exact: true }).click();
        await expect(bar.getByRole('link', { name: 'All Services' })).toBeVisible();
        return bar;
      };
      const everywhere = async () => {
        await page.goto('/services');
        await hydrated(page);
        const onPage = await page.getByRole('main').locator(`a[href="${link}"]`).count();
        // The footer first: the open drawer hides the rest of the page from the accessibility tree.
        const inFooter = await page.getByRole('contentinfo').locator(`a[href="${link}"]`).count();
        const inMenu = await (await servicesMenu()).locator(`a[href="${link}"]`).count();
        const sitemap = await (await request.get('/sitemap.xml')).text();
        return { onPage: onPage > 0, inMenu: inMenu > 0, inFooter: inFooter > 0, inSitemap: sitemap.includes(link) };
      };
      expect(await everywhere()).toEqual({ onPage: true, inMenu: true, inFooter: true, inSitemap: true });
      cleanups.push(() => putJson(request, `/api/services/${service._id}`, { hidden: false }));

      await openTab(page, request, 'services');
      // With the keyboard: the focus stays on the button, which now offers to show the service again.
      await page.getByRole('button', { name: `Hide service ${service.title}`, exact: true }).focus();
      await page.keyboard.press('Enter');
      await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();
      await expect(row(page, 'Service', service.title)).toContainText('Hidden');
      await expect(page.getByRole('button', { name: `Show service ${service.title}`, exact: true })).toBeFocused();
      expect(await everywhere()).toEqual({ onPage: false, inMenu: false, inFooter: false, inSitemap: false });
      expect((await request.get(`/api/services/${service._id}`)).status()).toBe(404);

      await openTab(page, request, 'services');
      await page.getByRole('button', { name: `Show service ${service.title}`, exact: true }).click();
      await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();
      await expect(row(page, 'Service', service.title)).not.toContainText('Hidden');
      expect(await everywhere()).toEqual({ onPage: true, inMenu: true, inFooter: true, inSitemap: true });
    },
  );

  test(
    'the owner reorders courses with the keyboard (and the focus stays on the moved row): /courses follows',
    ONCE,
    async ({ page, request }) => {
      test.setTimeout(90_000);
      const seeded = await items(request, 'courses');
      cleanups.push(() => putJson(request, '/api/courses/order', { ids: seeded.map((c) => c._id) }));
      const [first, second] = [seeded[0]!, seeded[1]!];

      await openTab(page, request, 'courses');
      const handle = page.getByRole('button', { name: `Move course ${second.title}`, exact: true });
      await handle.focus();
      // Each step is announced to screen readers; the next key waits for it, as a person would.
      const said = (text: string, timeout?: number) =>
        expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1, { timeout });
      await page.keyboard.press('Space');
      await said(`Picked up course ${second.title}, position 2 of ${seeded.length}.`);
      await expect(handle).toHaveAttribute('aria-pressed', 'true');
      // dnd-kit listens for the arrows from the next turn of the event loop after the pick-up; a key
      // pressed sooner than any person could is lost, so press again until it is heard. Position 1
      // is the top: a second press there changes nothing.
      await expect(async () => {
        await page.keyboard.press('ArrowUp');
        await said(`Course ${second.title} is over position 1 of ${seeded.length}.`, 1000);
      }).toPass();
      await page.keyboard.press('Space');
      await said(`Course ${second.title} dropped at position 1 of ${seeded.length}.`);
      await expect(toast(page, CONTENT_MESSAGES.orderSaved)).toBeVisible();
      await expect(handle).toBeFocused();
      expect((await rowTitles(page, 'Course')).slice(0, 2)).toEqual([second.title, first.title]);
      expect((await items(request, 'courses')).map((c) => c._id)).toEqual([second._id, first._id, ...seeded.slice(2).map((c) => c._id)]);

      await page.goto('/courses');
      const headings = page.getByRole('main').getByRole('article').getByRole('heading', { level: 3 });
      await expect(headings).toHaveText([second.title, first.title, ...seeded.slice(2).map((c) => c.title)]);
    },
  );

  test('the owner drags a download to the top with the mouse', ONCE, async ({ page, request }) => {
    const seeded = await items(request, 'downloads');
    cleanups.push(() => putJson(request, '/api/downloads/order', { ids: seeded.map((c) => c._id) }));
    await openTab(page, request, 'downloads');
    const third = page.getByRole('button', { name: `Move download ${seeded[2]!.title}`, exact: true });
    const top = page.getByRole('button', { name: `Move download ${seeded[0]!.title}`, exact: true });
    const from = (await third.boundingBox())!;
    const to = (await top.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y) * step) / 10 + from.height / 2 - 4);
    await page.mouse.up();
    await expect(toast(page, CONTENT_MESSAGES.orderSaved)).toBeVisible();
    expect((await items(request, 'downloads')).map((c) => c._id).slice(0, 3)).toEqual([seeded[2]!._id, seeded[0]!._id, seeded[1]!._id]);
  });

  test('edit sends only what changed, view shows the description, delete asks first', ONCE, async ({ page, request }) => {
    test.setTimeout(90_000);
    const service = (await items(request, 'services'))[0]!;
    cleanups.push(() => putJson(request, `/api/services/${service._id}`, { summary: service.summary }));
    await openTab(page, request, 'services');

    await page.getByRole('button', { name: `View service ${service.title}`, exact: true }).click();
    const view = dialog(page, 'View Service');
    const firstWords = richTextPlain(firstParagraph(service.paragraphs));
    await expect(view.getByText(firstWords)).toBeVisible();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: `Edit service ${service.title}`, exact: true }).click();
    const edit = dialog(page, 'Edit Service');
    await expect(edit.getByRole('textbox', { name: 'Description (detail page)' })).toContainText(firstWords);
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith(`/api/services/${service._id}`));
    await edit.getByLabel('Summary (cards)').fill('A shorter summary for the card.');
    await edit.getByRole('button', { name: 'Update Service' }).click();
    expect((await sent).postDataJSON()).toEqual({ summary: 'A shorter summary for the card.' });
    await expect(toast(page, CONTENT_MESSAGES.saved)).toBeVisible();
    await expect(row(page, 'Service', service.title)).toContainText('A shorter summary for the card.');
    await expect(edit).toBeHidden({ timeout: 5000 });

    await page.getByRole('button', { name: `Delete service ${service.title}`, exact: true }).click();
    const confirm = dialog(page, 'Delete Service');
    await expect(confirm).toContainText(`Delete the service "${service.title}"? It stays in the trash for ${DEFAULT_TRASH_DAYS} days.`);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row(page, 'Service', service.title)).toBeVisible();
  });
});
