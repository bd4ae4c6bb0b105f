/**
 * "Add many pictures" on the Gallery tab (UPLOAD-1 to UPLOAD-6, docs/decisions/061): ten pictures
 * chosen at once, captioned from their file names, sent three at a time with a progress bar each;
 * the one that is not a picture is named with its reason and the nine others are added, at the end
 * of the list in the order chosen, and shown on /gallery. Every test deletes what it added.
 */
import { type GalleryItem, type ItemsResponse, MESSAGES } from '@firm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { adminToken, hold, openTab, unique } from '../fixtures/admin';
import { ONCE } from '../fixtures/projects';
import { expectNoAxeViolations } from './public-helpers';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Add many pictures' });
const rowTitles = (page: Page) => page.getByRole('region', { name: 'Pictures table' }).getByTestId('row-title').allTextContents();

/** A small JPEG of its own colour (its own bytes, so its own stored picture). */
async function picture(name: string, shade: number) {
  const buffer = await sharp({
    create: { width: 120 + shade, height: 80, channels: 3, background: { r: shade * 20, g: 120, b: 200 - shade * 10 } },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

/** Plain text under a picture's name: the browser believes the name, the server reads the bytes (IMAGE-3). */
const notAPicture = async (name: string) => ({ name, mimeType: 'image/jpeg', buffer: Buffer.from('Not a picture at all.\n'.repeat(40)) });

async function galleryItems(request: APIRequestContext): Promise<GalleryItem[]> {
  const response = await request.get('/api/gallery', { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
  return ((await response.json()) as ItemsResponse<GalleryItem>).items;
}

/** Chooses the files as the owner does: the Choose pictures button opens the file chooser. */
async function choose(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await panel(page).getByRole('button', { name: 'Choose pictures' }).click();
  const fileChooser = await chooser;
  expect(fileChooser.isMultiple()).toBe(true);
  await fileChooser.setFiles(files);
}

let stamp = '';
test.beforeEach(() => {
  stamp = unique('Visit').replace(/\s+/g, '-');
});
test.afterEach(async ({ request }) => {
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  for (const item of (await galleryItems(request)).filter((i) => i.title.includes(stamp.slice(6))))
    await request.delete(`/api/gallery/${item._id}`, { headers });
});

test('ten pictures in one go: nine added in the order chosen and shown on /gallery, the tenth refused with its reason', async ({
  page,
  request,
}, testInfo) => {
  // Nine uploads and two runs of all of axe's rules.
  test.slow();
  const names = Array.from({ length: 10 }, (_, i) => (i === 6 ? `IMG_9-${stamp}.jpg` : `${stamp}_${i + 1}.jpg`));
  const files = await Promise.all(names.map((name, i) => (i === 6 ? notAPicture(name) : picture(name, i))));
  // "Visit-lx2k3_4.jpg" is captioned "Visit lx2k3 4" (UPLOAD-2).
  const captions = names.map((name) => name.replace(/\.jpg$/, '').replace(/[-_]+/g, ' '));

  await openTab(page, request, 'gallery');
  await page.getByRole('button', { name: 'Add many pictures' }).click();
  await expect(panel(page)).toBeVisible();
  await choose(page, files);
  const list = panel(page).getByRole('list', { name: 'Chosen pictures' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  for (const [i, name] of names.entries()) await expect(panel(page).getByLabel(`Caption of ${name}`)).toHaveValue(captions[i]!);
  await page.screenshot({ path: testInfo.outputPath(`chosen-${testInfo.project.name}.png`) });
  await expectNoAxeViolations(page);

  // Held at the server's door: three are being sent, the others wait in line (UPLOAD-3).
  const held = await hold(page, '/api/gallery', 'POST');
  await panel(page).getByRole('button', { name: 'Add 10 pictures' }).click();
  await expect(list.getByText('Waiting', { exact: true })).toHaveCount(7);
  // Each of the three has its own progress bar, named after its file, until all its bytes are sent.
  const bars = list.getByRole('progressbar', { name: /^Uploading .+\.jpg, \d+%$/ });
  expect((await bars.count()) + (await list.getByText('Saving', { exact: true }).count())).toBe(3);
  await expect(bars.first()).toHaveAccessibleName(new RegExp(`^Uploading ${stamp}_[1-3]\\.jpg, \\d+%$`));
  held.release();
  await held.done();

  await expect(panel(page).getByRole('status')).toHaveText('9 added, 1 refused', { timeout: 60_000 });
  await expect(list.getByText(`${names[6]}: ${MESSAGES.unsupportedFileFormat}`)).toBeVisible();
  await expect(list.getByText('Added', { exact: true })).toHaveCount(9);
  await page.screenshot({ path: testInfo.outputPath(`done-${testInfo.project.name}.png`) });
  await expectNoAxeViolations(page);

  const added = captions.filter((_, i) => i !== 6);
  await panel(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => (await rowTitles(page)).slice(-9)).toEqual(added);

  await page.goto('/gallery');
  const grid = page.getByTestId('gallery-grid');
  // Each button is named by its picture: its alt text, else its caption (IMAGE-7).
  for (const caption of added) await expect(grid.getByRole('button', { name: caption, exact: true })).toHaveCount(1);
  await expect(grid.getByRole('button', { name: new RegExp(captions[6]!) })).toHaveCount(0);
});

test(
  'pictures added as hidden are in the list and on no public page; a caption can be changed before they go',
  ONCE,
  async ({ page, request }) => {
    await openTab(page, request, 'gallery');
    await page.getByRole('button', { name: 'Add many pictures' }).click();
    await choose(page, [await picture(`${stamp}-a.jpg`, 1), await picture(`${stamp}-b.jpg`, 2)]);
    const first = panel(page).getByLabel(`Caption of ${stamp}-a.jpg`);
    await first.fill('');
    await panel(page).getByRole('checkbox', { name: 'Add as hidden' }).check();
    await panel(page).getByRole('button', { name: 'Add 2 pictures' }).click();
    // An empty caption is refused before anything is sent, and the focus goes to it.
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await first.fill(`Front gate ${stamp}`);
    await panel(page).getByRole('button', { name: 'Add 2 pictures' }).click();
    await expect(panel(page).getByRole('status')).toHaveText('2 added', { timeout: 30_000 });

    const items = (await galleryItems(request)).filter((i) => i.title.includes(stamp.slice(6)));
    expect(items.map((i) => [i.title, i.hidden])).toEqual([
      [`Front gate ${stamp}`, true],
      [`${stamp.replace(/-/g, ' ')} b`, true],
    ]);
    await page.goto('/gallery');
    await expect(page.getByTestId('gallery-grid').getByRole('button', { name: new RegExp(stamp.slice(6)) })).toHaveCount(0);
  },
);

test('a session that ends part way: the rest stop, each said not added, and the way to log in again', ONCE, async ({ page, request }) => {
  await openTab(page, request, 'gallery');
  await page.getByRole('button', { name: 'Add many pictures' }).click();
  const files = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => picture(`${stamp}-${n}.jpg`, n)));
  await choose(page, files);
  // The server refuses the token, as after a Log out everywhere elsewhere.
  let sent = 0;
  await page.route(
    (url) => url.pathname === '/api/gallery',
    async (route) => {
      // Its list too: a call that read it would end the session and leave the panel before it said what happened.
      if (route.request().method() === 'POST') sent++;
      await route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Please log in again' }) });
    },
  );
  await panel(page).getByRole('button', { name: 'Add 6 pictures' }).click();
  const alert = panel(page).getByRole('alert');
  await expect(alert).toContainText(MESSAGES.sessionExpired);
  await expect(panel(page).getByRole('status')).toHaveText('0 added, 6 not added', { timeout: 30_000 });
  await expect(panel(page).getByText('Not added: the session has expired')).toHaveCount(6);
  await expect(alert).toContainText('6 pictures not added');
  // Nothing was sent after the refusal: only the first three had gone.
  expect(sent).toBeLessThanOrEqual(3);
  await alert.getByRole('button', { name: 'Log in again' }).click();
  await expect(page).toHaveURL(/\/admin\/login\?next=/);
});
