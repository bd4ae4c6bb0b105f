/**
 * Every change keeps a version (docs/decisions/046): History on an item's view and on the Site tab
 * lists them, old → new, and "Restore this version" makes one current again; the Activity tab
 * (docs/decisions/047) says who did what. Each test puts back what it changed.
 */
import { ACTIVITY_ACTIONS, HISTORY_MESSAGES, trashPaths, type GalleryItem, type ItemsResponse, type SiteDetails } from '@firm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openTab, unique } from '../fixtures/admin';
import { jpegImage } from '../fixtures/images';
import { E2E_ADMIN } from '../env';
import { expectNoAxeViolations } from './public-helpers';

const auth = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await adminToken(request)}` });
const history = (page: Page, name: string) => page.getByRole('dialog', { name: `History of ${name}` });

async function galleryPicture(request: APIRequestContext, title: string): Promise<GalleryItem> {
  const items = ((await (await request.get('/api/gallery', { headers: await auth(request) })).json()) as ItemsResponse<GalleryItem>).items;
  return items.find((item) => item.title === title)!;
}

const added: string[] = [];
/** A gallery picture of the test's own, deleted for good after it. */
async function addPicture(request: APIRequestContext, title: string): Promise<GalleryItem> {
  const image = await jpegImage();
  const form = new FormData();
  form.append('title', title);
  form.append('picture', new Blob([new Uint8Array(image.buffer)], { type: image.mimeType }), image.name);
  const response = await request.post('/api/gallery', { headers: await auth(request), multipart: form });
  expect(response.status(), await response.text()).toBe(201);
  const item = ((await response.json()) as { item: GalleryItem }).item;
  added.push(item._id);
  return item;
}

test.afterEach(async ({ request }) => {
  const headers = await auth(request);
  for (const id of added.splice(0)) {
    await request.delete(`/api/gallery/${id}`, { headers });
    await request.delete(trashPaths.forever({ collection: 'gallery', id }), { headers });
  }
});

test('History on a picture’s view shows the change old → new, and Restore this version puts the old title back', async ({
  page,
  request,
}) => {
  const title = unique('Site visit');
  const picture = await addPicture(request, title);
  const changed = `${title}, Surat`;
  expect((await request.put(`/api/gallery/${picture._id}`, { headers: await auth(request), data: { title: changed } })).status()).toBe(200);

  await openTab(page, request, 'gallery');
  await page.getByRole('button', { name: `View picture ${changed}`, exact: true }).click();
  await page.getByRole('button', { name: 'History', exact: true }).click();
  // Named by the title it has when it opens; after the restore that is the old one again.
  const dialog = page.getByRole('dialog', { name: /^History of picture “Site visit/ });
  await expect(history(page, `picture “${changed}”`)).toBeVisible();
  const versions = dialog.getByRole('list', { name: 'Versions, newest first' }).locator(':scope > li');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(`by ${E2E_ADMIN.email}`);
  await expect(versions.first()).toContainText('Current');
  await expect(versions.first()).toContainText(`Captionfrom ${title}to ${changed}`);
  await expect(versions.nth(1)).toContainText('(added)');
  await expectNoAxeViolations(page);

  await versions
    .nth(1)
    .getByRole('button', { name: /^Restore this version/ })
    .click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: HISTORY_MESSAGES.restored })).toBeVisible();
  await expect(versions).toHaveCount(3);
  expect((await galleryPicture(request, title))._id).toBe(picture._id);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'View Picture' }).getByText(title, { exact: true })).toBeVisible();
});

test('Restore this version on the Site tab puts the earlier tagline back in the form', async ({ page, request }) => {
  const site = async () => ((await (await request.get('/api/site')).json()) as { site: SiteDetails }).site;
  const before = (await site()).tagline;
  const changed = unique('Plans and permissions');
  expect((await request.put('/api/site', { headers: await auth(request), data: { tagline: changed } })).status()).toBe(200);
  try {
    await openTab(page, request, 'site');
    await expect(page.getByLabel('Tagline', { exact: true })).toHaveValue(changed);
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const versions = history(page, 'the site details').getByRole('list', { name: 'Versions, newest first' }).locator(':scope > li');
    await expect(versions.first()).toContainText(`TaglineBefore${before}After${changed}`);
    await versions
      .nth(1)
      .getByRole('button', { name: /^Restore this version/ })
      .click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: HISTORY_MESSAGES.restored })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByLabel('Tagline', { exact: true })).toHaveValue(before);
  } finally {
    await request.put('/api/site', { headers: await auth(request), data: { tagline: before } });
  }
});

test('the Activity tab lists who did what, of one part of the site when asked', async ({ page, request }) => {
  const title = unique('Activity picture');
  await addPicture(request, title);
  await openTab(page, request, 'activity');
  const list = page.getByRole('list', { name: 'Activity, newest first' });
  await expect(
    list
      .getByRole('listitem')
      .filter({ hasText: `${ACTIVITY_ACTIONS.add} “${title}”` })
      .first(),
  ).toContainText(E2E_ADMIN.email);
  await page.getByLabel('Part of the site').selectOption({ label: 'Gallery' });
  await expect(list.getByRole('listitem').first()).toContainText('(Gallery)');
  await expect(list.getByRole('listitem').filter({ hasText: ACTIVITY_ACTIONS.login })).toHaveCount(0);
  await list
    .getByRole('link', { name: `“${title}”` })
    .first()
    .click();
  // The entry opens the picture's own view on its tab; closed, the address is the tab's.
  const view = page.getByRole('dialog', { name: 'View picture' });
  await expect(view).toContainText(title);
  await expect(page).toHaveURL(/tab=gallery$/);
  await page.keyboard.press('Escape');
  await expect(view).toBeHidden();
  await openTab(page, request, 'activity');
  await expect(list).toBeVisible();
  await expectNoAxeViolations(page);
});
