/**
 * An admin that explains itself (docs/decisions/060): row actions with words (ADMIN-8), a search on long lists
 * (ADMIN-9), Top and Bottom (ADMIN-10), notices that stay and cover no control (ADMIN-11), a failed save said where
 * the owner looks (ADMIN-12), and the Site tab's sections (ADMIN-13).
 */
import { CONTENT_MESSAGES, type ItemsResponse, type SiteResponse } from '@firm/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminToken, openTab } from '../fixtures/admin';
import { expectNoAxeViolations } from './public-helpers';
import { ONCE } from '../fixtures/projects';

type Listed = { _id: string; title: string };
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const galleryTable = (page: Page) => page.getByRole('region', { name: 'Pictures table' });
const rowTitles = (page: Page) => galleryTable(page).getByTestId('row-title').allTextContents();
const gallery = async (request: Parameters<typeof adminToken>[0]) =>
  ((await (await request.get('/api/gallery')).json()) as ItemsResponse<Listed>).items;

/**
 * The bottom of the sticky admin bar and of its notices row (decision 065) on the screen, 0 where neither sticks. What
 * has scrolled under them is hidden by the bar, as the page's rows are.
 */
const barBottom = () =>
  Math.max(
    0,
    ...Array.from(document.querySelectorAll<HTMLElement>('header, [data-notices-row]'))
      .filter((bar) => getComputedStyle(bar).position !== 'static')
      .map((bar) => bar.getBoundingClientRect().bottom),
  );

/**
 * The buttons and links on the screen (outside the notices) whose part not hidden by the sticky admin bar the notice's
 * box overlaps, by name.
 */
const controlsUnder = async (notice: Locator): Promise<string[]> =>
  notice.evaluate(
    (toast, chromeBottom) => {
      const box = toast.getBoundingClientRect();
      const header = document.querySelector('header');
      const covered: string[] = [];
      for (const control of Array.from(document.querySelectorAll<HTMLElement>('button, a[href]'))) {
        if (control.closest('[data-sonner-toaster]') || !control.checkVisibility()) continue;
        const r = control.getBoundingClientRect();
        const top = header?.contains(control) ? r.top : Math.max(r.top, chromeBottom);
        if (r.width === 0 || r.bottom <= top || top >= innerHeight) continue;
        if (r.left < box.right && box.left < r.right && top < box.bottom && box.top < r.bottom)
          covered.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.outerHTML.slice(0, 80));
      }
      return covered;
    },
    await notice.page().evaluate(barBottom),
  );

test('each row action shows its word from 768 px and its name everywhere; the icon alone at 375 px', async ({ page, request }) => {
  const [first] = await gallery(request);
  await openTab(page, request, 'gallery');
  const wide = page.viewportSize()!.width >= 768;
  for (const [word, name] of [
    ['Top', `Move picture ${first!.title} to the top`],
    ['Bottom', `Move picture ${first!.title} to the bottom`],
    ['View', `View picture ${first!.title}`],
    ['Edit', `Edit picture ${first!.title}`],
    ['Hide', `Hide picture ${first!.title}`],
    ['Delete', `Delete picture ${first!.title}`],
  ] as const) {
    const button = page.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    const shown = button.getByText(word, { exact: true });
    if (wide) await expect(shown).toBeVisible();
    else await expect(shown).toBeHidden();
  }
});

test('the gallery search narrows the list as the owner types, keeps it in the address, and stops the order changing', async ({
  page,
  request,
}) => {
  const items = await gallery(request);
  expect(items.length).toBeGreaterThan(10);
  const wanted = items[1]!.title.split(' ')[0]!;
  const expected = items.filter((item) => item.title.toLowerCase().includes(wanted.toLowerCase()));
  await openTab(page, request, 'gallery');
  const search = page.getByLabel('Search pictures');
  await search.pressSequentially(wanted);
  await expect.poll(() => rowTitles(page)).toEqual(expected.map((item) => item.title));
  await expect(page.getByRole('status').filter({ hasText: ' of ' })).toHaveText(`${expected.length} of ${items.length}`);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(wanted)}`));
  // A place among some rows is no place in the whole list: dragging and moving wait for the search to be cleared.
  await expect(page.getByRole('button', { name: `Move picture ${expected[0]!.title}`, exact: true })).toBeDisabled();
  await expect(page.getByRole('button', { name: `Move picture ${expected[0]!.title} to the bottom`, exact: true })).toBeDisabled();
  await expect(page.getByText('The order can be changed when the search is cleared')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Search pictures')).toHaveValue(wanted);
  await expect.poll(() => rowTitles(page)).toEqual(expected.map((item) => item.title));

  await page.getByLabel('Search pictures').fill('zzqx nothing like it');
  await expect(galleryTable(page).getByText('No items match “zzqx nothing like it”', { exact: true })).toBeVisible();
  await page.getByLabel('Search pictures').fill('');
  await expect.poll(async () => (await rowTitles(page)).length).toBe(items.length);
  await expect(page).not.toHaveURL(/[?&]q=/);
});

test(
  'Top and Bottom move a picture to either end of the public gallery, with the focus kept on the row',
  ONCE,
  async ({ page, request }) => {
    const before = await gallery(request);
    const moved = before.at(-1)!;
    await openTab(page, request, 'gallery');
    await page.getByRole('button', { name: `Move picture ${moved.title} to the top`, exact: true }).click();
    await expect(toast(page, CONTENT_MESSAGES.orderSaved)).toBeVisible();
    await expect.poll(async () => (await rowTitles(page))[0]).toBe(moved.title);
    // At the top, Top is disabled: the focus stays on the row, on its Bottom.
    const bottom = page.getByRole('button', { name: `Move picture ${moved.title} to the bottom`, exact: true });
    await expect(bottom).toBeFocused();
    await expect
      .poll(async () => (await gallery(request)).map((item) => item._id))
      .toEqual([moved._id, ...before.slice(0, -1).map((item) => item._id)]);
    const html = await (await request.get('/gallery')).text();
    expect(html.indexOf(moved.title)).toBeLessThan(html.indexOf(before[0]!.title));

    await page.keyboard.press('Enter');
    await expect.poll(async () => (await gallery(request)).map((item) => item._id)).toEqual(before.map((item) => item._id));
    await expect(page.getByRole('button', { name: `Move picture ${moved.title} to the top`, exact: true })).toBeFocused();
  },
);

test.describe('the Site tab', () => {
  let original: SiteResponse['site'] | null = null;
  test.afterEach(async ({ request }) => {
    if (!original) return;
    const response = await request.put('/api/site', {
      headers: { Authorization: `Bearer ${await adminToken(request)}` },
      data: { tagline: original.tagline, emails: original.emails },
    });
    expect(response.status(), await response.text()).toBe(200);
    original = null;
  });

  test('a link of the sections list scrolls to its section and focuses it', async ({ page, request }) => {
    await openTab(page, request, 'site');
    const sections = page.getByRole('navigation', { name: 'Sections of the site details' });
    await sections.getByRole('link', { name: 'Search descriptions' }).click();
    const section = page.getByRole('group', { name: 'Search descriptions' });
    await expect(section).toBeFocused();
    await expect(section).toBeInViewport();
    // Tab goes on from the section, to its first field.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Services page description')).toBeFocused();
  });

  test('a refused save says so beside Save and at the field, with the focus on the field', async ({ page, request }) => {
    original = ((await (await request.get('/api/site')).json()) as SiteResponse).site;
    await openTab(page, request, 'site');
    const emails = page.getByLabel('E-mail addresses');
    await emails.fill('not an address');
    const save = page.getByRole('button', { name: 'Save site details' });
    // Unsaved: Save stays at the bottom of the screen, wherever the owner is in the form.
    await page.getByLabel('Firm name').focus();
    await expect(save).toBeInViewport();
    await expect(page.getByText('Unsaved changes', { exact: true })).toBeInViewport();
    await save.click();

    await expect(emails).toBeFocused();
    await expect(emails).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await emails.getAttribute('aria-describedby'))!.split(' ');
    const message = page.locator(`[id="${describedBy.at(-1)}"]`);
    await expect(message).toBeVisible();
    const beside = page.getByRole('alert').filter({ hasText: 'Not saved: check E-mail addresses' });
    await expect(beside).toBeVisible();
    // Beside Save: on its line, on the screen with it.
    await save.scrollIntoViewIfNeeded();
    const [alertBox, saveBox] = [(await beside.boundingBox())!, (await save.boundingBox())!];
    expect(Math.abs(alertBox.y + alertBox.height / 2 - (saveBox.y + saveBox.height / 2))).toBeLessThan(48);
    await expectNoAxeViolations(page);
  });

  test('the saved notice stays at least 5 seconds and covers no control', async ({ page, request }) => {
    test.setTimeout(45_000);
    original = ((await (await request.get('/api/site')).json()) as SiteResponse).site;
    await openTab(page, request, 'site');
    await page.getByLabel('Tagline', { exact: true }).fill(`${original.tagline} Today.`);
    await page.getByRole('button', { name: 'Save site details' }).click();
    const notice = toast(page, CONTENT_MESSAGES.saved);
    await expect(notice).toBeVisible();
    const shownAt = Date.now();
    // Moved away from the notice, so no hover holds it.
    await page.mouse.move(0, page.viewportSize()!.height / 2);
    await page.waitForTimeout(400);
    expect(await controlsUnder(notice)).toEqual([]);
    await page.waitForTimeout(4_500 - (Date.now() - shownAt));
    await expect(notice).toBeVisible();
    expect(await controlsUnder(notice)).toEqual([]);
    await expect(notice).toBeHidden({ timeout: 5_000 });
  });
});

/** Scrolls the gallery so that the bottom of `control` is `fromBottom` px above the bottom of the screen. */
const scrollToBottomOfScreen = (control: Locator, fromBottom: number) =>
  control.evaluate((element, gap) => window.scrollBy(0, element.getBoundingClientRect().bottom - innerHeight + gap), fromBottom);

/**
 * Hides the gallery's `index`th picture with its row at the bottom of the screen: its notice covers none of the rows
 * there (ADMIN-11), and its Undo shows the picture again.
 */
async function hideAtTheBottom(page: Page, request: Parameters<typeof adminToken>[0], index: number) {
  const picture = (await gallery(request))[index]!;
  await openTab(page, request, 'gallery');
  const hide = page.getByRole('button', { name: `Hide picture ${picture.title}`, exact: true });
  await scrollToBottomOfScreen(hide, 8);
  await hide.click();
  const notice = toast(page, CONTENT_MESSAGES.saved);
  await expect(notice).toBeVisible();
  await page.mouse.move(0, page.viewportSize()!.height / 2);
  await page.waitForTimeout(400);
  expect(await controlsUnder(notice)).toEqual([]);
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await gallery(request)).find((item) => item._id === picture._id)).toBeTruthy();
}

test('the saved notice of a list covers no row action, with the rows at the bottom of the screen', async ({ page, request }) => {
  await hideAtTheBottom(page, request, 9);
});

test('a dialog opened while a notice shows lies below it, title and close button in sight', async ({ page, request }) => {
  const picture = (await gallery(request))[3]!;
  await openTab(page, request, 'gallery');
  await page.getByRole('button', { name: `Hide picture ${picture.title}`, exact: true }).click();
  const notice = toast(page, CONTENT_MESSAGES.saved);
  await expect(notice).toBeVisible();
  await page.getByRole('button', { name: `Edit picture ${picture.title}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 2 })).toBeVisible();
  // Once the notice has slid in (it stays at least 5 s), the dialog lies in the rest of the screen.
  const noticeBottom = async () => {
    const box = (await notice.boundingBox())!;
    return box.y + box.height;
  };
  await expect
    .poll(async () => (await dialog.boundingBox())!.y - (await noticeBottom()), { message: 'the dialog starts below the notice' })
    .toBeGreaterThanOrEqual(0);
  const dialogBox = (await dialog.boundingBox())!;
  expect(dialogBox.y + dialogBox.height, 'the dialog ends on the screen').toBeLessThanOrEqual(page.viewportSize()!.height);
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeInViewport({ ratio: 1 });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await notice.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(async () => (await gallery(request)).find((item) => item._id === picture._id)).toBeTruthy();
});

test('at 320 and 768 px too, the notice covers no row, and the rows make room for it', ONCE, async ({ page, request }) => {
  test.setTimeout(60_000);
  for (const width of [320, 768]) {
    await page.setViewportSize({ width, height: 700 });
    await hideAtTheBottom(page, request, 12);

    // With a row in the middle of the screen: the rows move down by the notices' room instead of going under them.
    const picture = (await gallery(request))[14]!;
    await openTab(page, request, 'gallery');
    const hide = page.getByRole('button', { name: `Hide picture ${picture.title}`, exact: true });
    await scrollToBottomOfScreen(hide, 350);
    const firstInSight = await page.evaluate(
      (chromeBottom) => {
        const actions = Array.from(document.querySelectorAll<HTMLElement>('main button[aria-label]'));
        return actions.find((action) => action.getBoundingClientRect().top >= chromeBottom)!.getAttribute('aria-label')!;
      },
      await page.evaluate(barBottom),
    );
    const above = page.getByRole('button', { name: firstInSight, exact: true });
    const before = (await above.boundingBox())!.y;
    await hide.click();
    const notice = toast(page, CONTENT_MESSAGES.saved);
    await expect(notice).toBeVisible();
    await page.mouse.move(0, page.viewportSize()!.height / 2);
    await page.waitForTimeout(400);
    const room = (await page.locator('[data-notices-row]').boundingBox())!.height;
    expect(room).toBeGreaterThan(40);
    const after = (await above.boundingBox())!.y;
    expect(after, `at ${width} px, ${firstInSight} moved down by the notices' room`).toBeGreaterThanOrEqual(before + room - 1);
    expect(after, `at ${width} px, ${firstInSight} is below the bar and its notices`).toBeGreaterThanOrEqual(
      await page.evaluate(barBottom),
    );
    expect(await controlsUnder(notice)).toEqual([]);
    await notice.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(async () => (await gallery(request)).find((item) => item._id === picture._id)).toBeTruthy();
  }
});

test("a row action shows its name as a tooltip on the keyboard's focus and on hover; Escape closes it", async ({ page, request }) => {
  const [first] = await gallery(request);
  await openTab(page, request, 'gallery');
  const name = `Edit picture ${first!.title}`;
  const edit = page.getByRole('button', { name, exact: true });
  await page.getByRole('button', { name: `View picture ${first!.title}`, exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(edit).toBeFocused();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toHaveText(name);
  // The name stays the button's own; the browser's tooltip is gone, so none shows twice.
  await expect(edit).toHaveAccessibleName(name);
  await expect(edit).not.toHaveAttribute('title');
  // The tooltip and the button it describes; the whole tab is checked in admin-content.spec.ts.
  await expectNoAxeViolations(page, { include: ['[role="tooltip"]', '[aria-describedby]'] });
  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(edit).toBeFocused();

  const hide = page.getByRole('button', { name: `Hide picture ${first!.title}`, exact: true });
  await hide.hover();
  await expect(tooltip).toHaveText(`Hide picture ${first!.title}`);
  await expect(tooltip).toBeVisible();
});

test('axe finds no violation on a searched list nor on the Site tab', ONCE, async ({ page, request }) => {
  // Two runs of all of axe's rules over admin tabs, as in admin-content.spec.ts.
  test.slow();
  await page.goto('/robots.txt');
  await openTab(page, request, 'gallery');
  await page.getByLabel('Search pictures').fill('zzqx');
  await expect(page.getByText('No items match “zzqx”', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await openTab(page, request, 'site');
  await expect(page.getByRole('navigation', { name: 'Sections of the site details' })).toBeVisible();
  await expectNoAxeViolations(page);
});
