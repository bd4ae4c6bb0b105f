/**
 * Nothing the owner deletes is final: a delete's notice offers Undo, and so does a hide's; the Trash
 * tab lists what was deleted, to restore or to delete for good. Every test puts back what it deleted,
 * so the other specs see the site as seeded.
 */
import {
  API,
  COLLECTIONS,
  CONTENT_MESSAGES,
  DEFAULT_TRASH_DAYS,
  TRASH_MESSAGES,
  trashPaths,
  type CollectionItems,
  type CollectionSlug,
  type ItemsResponse,
  type OffersResponse,
  type TrashKey,
} from '@firm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, createRecord, openTab, removeCreated, unique } from '../fixtures/admin';
import { sendMessage } from '../fixtures/contact';
import { jpegImage } from '../fixtures/images';
import { E2E_ADMIN } from '../env';
import { ONCE } from '../fixtures/projects';
import { expectNoAxeViolations } from './public-helpers';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const titled = (page: Page, title: string) => ({ has: page.getByTestId('row-title').getByText(title, { exact: true }) });
const row = (page: Page, Noun: string, title: string) =>
  page
    .getByRole('region', { name: `${Noun}s table` })
    .getByRole('row')
    .filter(titled(page, title));
const rowTitles = (page: Page, Noun: string) =>
  page
    .getByRole('region', { name: `${Noun}s table` })
    .getByTestId('row-title')
    .allTextContents();
const trash = (page: Page) => page.getByRole('region', { name: 'Items in the trash' });
const entry = (page: Page, title: string) => trash(page).getByRole('row').filter(titled(page, title));

async function authHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}
async function items<S extends CollectionSlug>(request: APIRequestContext, slug: S): Promise<CollectionItems[S][]> {
  const response = await request.get(`/api/${slug}`, { headers: await authHeaders(request) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ItemsResponse<CollectionItems[S]>).items;
}
async function restore(request: APIRequestContext, key: TrashKey) {
  return (await request.post(trashPaths.restore, { headers: await authHeaders(request), data: key })).status();
}

/** An offer of its own, deleted through the API: an entry of the trash that no other test needs. */
async function trashedOffer(request: APIRequestContext) {
  const title = unique('Trashed offer');
  await createRecord(request, 'offer', title, await jpegImage());
  const offer = ((await (await request.get(API.offers)).json()) as OffersResponse).offer.find((o) => o.title === title)!;
  const deleted = await request.delete(`${API.deleteOffer}?offerid=${offer._id}`, { headers: await authHeaders(request) });
  expect(deleted.status(), await deleted.text()).toBe(200);
  return { title, key: { collection: 'offers', id: offer._id } };
}

const cleanups: (() => Promise<unknown>)[] = [];
test.afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
test.afterAll(async ({ request }) => removeCreated(request));

test('Undo in the notice of a delete brings the service back at its place, and its page answers again', async ({ page, request }) => {
  const service = (await items(request, 'services'))[1]!;
  const detailStatus = async () => (await request.get(`/services/details/${service._id}`)).status();
  // Put back whatever happens below: the other test files expect the seeded services.
  cleanups.push(() => restore(request, { collection: 'services', id: service._id }));
  await openTab(page, request, 'services');
  await expect(row(page, 'Service', service.title)).toBeVisible();
  const before = await rowTitles(page, 'Service');

  await page.getByRole('button', { name: `Delete service ${service.title}`, exact: true }).click();
  const confirm = dialog(page, 'Delete Service');
  await expect(confirm).toContainText(`Delete the service "${service.title}"? It stays in the trash for ${DEFAULT_TRASH_DAYS} days.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  const notice = toast(page, CONTENT_MESSAGES.deleted);
  await expect(notice).toBeVisible();
  await expect(row(page, 'Service', service.title)).toHaveCount(0);
  expect(await detailStatus()).toBe(404);

  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, TRASH_MESSAGES.restored)).toBeVisible();
  await expect.poll(() => rowTitles(page, 'Service')).toEqual(before);
  expect(await detailStatus()).toBe(200);
});

test('Undo in the notice of a hide shows the course again', async ({ page, request }) => {
  const course = (await items(request, 'courses'))[0]!;
  cleanups.push(async () => {
    const response = await request.put(`/api/courses/${course._id}`, { headers: await authHeaders(request), data: { hidden: false } });
    expect(response.status()).toBe(200);
  });
  await openTab(page, request, 'courses');
  await page.getByRole('button', { name: `Hide course ${course.title}`, exact: true }).click();
  await expect(row(page, 'Course', course.title)).toContainText('Hidden');
  const notice = toast(page, CONTENT_MESSAGES.saved);
  await expect(notice).toBeVisible();
  // The notice covers no row: scrolled to the end, the last row's buttons are clear of it (docs/decisions/025, ADMIN-11).
  await notice.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)));
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const lastDelete = page
    .getByRole('region', { name: 'Courses table' })
    .getByRole('button', { name: /^Delete course / })
    .last();
  const [button, over] = [await lastDelete.boundingBox(), await notice.boundingBox()];
  const covered =
    button!.x < over!.x + over!.width &&
    over!.x < button!.x + button!.width &&
    button!.y < over!.y + over!.height &&
    over!.y < button!.y + button!.height;
  expect(covered, 'the notice covers the last Delete button').toBe(false);
  // With the keyboard: the notice's button is reachable and named.
  const undo = notice.getByRole('button', { name: 'Undo' });
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(row(page, 'Course', course.title)).not.toContainText('Hidden');
  await expect(page.getByRole('button', { name: `Hide course ${course.title}`, exact: true })).toBeVisible();
  expect((await items(request, 'courses')).find((c) => c._id === course._id)?.hidden).toBe(false);
});

test('the Undo notice lasts 10 seconds, held while the focus is in it', ONCE, async ({ page, request }) => {
  const course = (await items(request, 'courses'))[1]!;
  cleanups.push(async () => {
    const response = await request.put(`/api/courses/${course._id}`, { headers: await authHeaders(request), data: { hidden: false } });
    expect(response.status()).toBe(200);
  });
  // The page's clock, moved on by the test: no real waiting.
  await page.clock.install();
  await openTab(page, request, 'courses');
  await page.getByRole('button', { name: `Hide course ${course.title}`, exact: true }).click();
  const notice = toast(page, CONTENT_MESSAGES.saved);
  await expect(notice).toBeVisible();
  await page.clock.runFor(9_000);
  await expect(notice).toBeVisible();
  // Sonner holds it for the pointer only; the keyboard's focus holds it too.
  await notice.getByRole('button', { name: 'Undo' }).focus();
  await page.clock.runFor(30_000);
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: `Show course ${course.title}`, exact: true }).focus();
  await page.clock.runFor(11_000);
  await expect(notice).toHaveCount(0);
});

test('Undo in the notice of a deleted message puts it back in the inbox', async ({ page, request }) => {
  const name = unique('Undo Visitor');
  await sendMessage(request, name);
  await openTab(page, request, 'messages');
  const inbox = page.getByRole('list', { name: 'Messages' });
  await expect(inbox.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  await page.getByRole('button', { name: `Delete message from ${name}: Training` }).click();
  const confirm = dialog(page, 'Delete message');
  await expect(confirm).toContainText(`It stays in the trash for ${DEFAULT_TRASH_DAYS} days.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(inbox.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await page.locator('[data-sonner-toast]').getByRole('button', { name: 'Undo' }).click();
  await expect(toast(page, TRASH_MESSAGES.restored)).toBeVisible();
  await expect(inbox.getByRole('listitem').filter({ hasText: name })).toBeVisible();
});

test('a deleted gallery picture is in the Trash tab, with what it was and who deleted it, and Restore puts it back', async ({
  page,
  request,
}) => {
  const picture = (await items(request, 'gallery'))[0]!;
  const { Noun } = COLLECTIONS.gallery;
  cleanups.push(() => restore(request, { collection: 'gallery', id: picture._id }));
  await openTab(page, request, 'gallery');
  await page.getByRole('button', { name: `Delete picture ${picture.title}`, exact: true }).click();
  await dialog(page, 'Delete Picture').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, CONTENT_MESSAGES.deleted)).toBeVisible();
  await expect(row(page, Noun, picture.title)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Trash', exact: true }).click();
  await expect(page).toHaveURL(/tab=trash$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Trash' })).toBeVisible();
  await expect(page.getByText(`Deleted items stay here for ${DEFAULT_TRASH_DAYS} days, then they are deleted for good.`)).toBeVisible();
  const listed = entry(page, picture.title);
  await expect(listed).toContainText(Noun);
  await expect(listed).toContainText(`by ${E2E_ADMIN.email}`);
  await expect(listed.locator('img')).toHaveCount(1);
  // Newest first.
  expect((await trash(page).getByTestId('row-title').allTextContents())[0]).toBe(picture.title);

  await page.getByRole('button', { name: `Restore ${Noun} ${picture.title}`, exact: true }).click();
  await expect(toast(page, TRASH_MESSAGES.restored)).toBeVisible();
  await expect(listed).toHaveCount(0);
  // The row left with the focused button: the focus stays in the list.
  await expect(trash(page)).toBeFocused();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: COLLECTIONS.gallery.label, exact: true }).click();
  await expect(row(page, Noun, picture.title)).toBeVisible();
});

test('Delete forever asks first, then the entry leaves the trash for good', async ({ page, request }) => {
  const { title, key } = await trashedOffer(request);
  await openTab(page, request, 'trash');
  const button = page.getByRole('button', { name: `Delete forever Offer ${title}`, exact: true });
  await button.click();
  const ask = dialog(page, 'Delete forever');
  await expect(ask).toContainText(`Delete the offer "${title}" forever? This cannot be undone.`);
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  await expect(button).toBeFocused();
  await expect(entry(page, title)).toBeVisible();

  await button.click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, TRASH_MESSAGES.deletedForever)).toBeVisible();
  await expect(entry(page, title)).toHaveCount(0);
  await expect(ask).toBeHidden({ timeout: 3000 });
  await expect(trash(page)).toBeFocused();
  expect(await restore(request, key)).toBe(404);
});

test('axe finds no violation on the Trash tab with entries, nor in its question; nothing scrolls sideways', async ({ page, request }) => {
  // Two runs of all of axe's rules.
  test.slow();
  const { title, key } = await trashedOffer(request);
  cleanups.push(async () => request.delete(trashPaths.forever(key), { headers: await authHeaders(request) }));
  await openTab(page, request, 'trash');
  const listed = entry(page, title);
  await expect(listed).toBeVisible();
  await expect(listed).toHaveCSS('display', test.info().project.name === 'phone' ? 'grid' : 'table-row');
  for (const action of ['Restore', 'Delete forever']) {
    await expect(page.getByRole('button', { name: `${action} Offer ${title}`, exact: true })).toBeInViewport();
  }
  const size = await trash(page).evaluate((el) => ({
    right: el.getBoundingClientRect().right,
    scroll: el.scrollWidth,
    client: el.clientWidth,
  }));
  expect(size.right).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
  expect(size.scroll).toBeLessThanOrEqual(size.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: `Delete forever Offer ${title}`, exact: true }).click();
  await expect(dialog(page, 'Delete forever')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page, 'Delete forever')).toBeHidden();
});
