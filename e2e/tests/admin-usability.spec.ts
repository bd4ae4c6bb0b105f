/**
 * The admin area on the owner's phone and at the keyboard (ADMIN-2, ADMIN-6, QUALITY-1): every row's actions on the
 * screen, an expired session said on the login page, no broken preview after a refused picture,
 * focus kept on a moved row, one notice for repeated moves, clear of Logout and Add (ADMIN-11), drag for
 * sliders too, and axe on the tabs no other spec checks.
 */
import { API, ITEMS_API_SLUGS, COLLECTIONS, MESSAGES, type SlidersResponse } from '@firm/contract';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_TABS, adminToken, apiLogin, createAdmin, createRecord, openTab, removeCreated, storeToken, unique } from '../fixtures/admin';
import { sendMessage } from '../fixtures/contact';
import { jpegImage, oversizedJpeg, pngImage, tiffImage } from '../fixtures/images';
import { brokenWordFlaws, overflowFlaws } from './layout-checks';
import { expectNoAxeViolations } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const toasts = (page: Page) => page.locator('[data-sonner-toast]');
const slidersTable = (page: Page) => page.getByRole('region', { name: 'Sliders table' });
const sliderTitles = (page: Page) => slidersTable(page).getByTestId('row-title').allTextContents();
/** The sliders' ids in the server's order. */
const sliderOrder = async (request: APIRequestContext) =>
  ((await (await request.get(API.sliders)).json()) as SlidersResponse).slider.toSorted((a, b) => a.position - b.position).map((s) => s._id);

test.afterAll(async ({ request }) => removeCreated(request));

/**
 * Each control is inside the viewport sideways and, once scrolled to (centred if it was out of view), up and
 * down, and nothing lies over its centre. One call in the page for all of them: a round trip per control
 * made this the slowest test of the suite.
 */
async function expectReachable(controls: Locator, viewportWidth: number) {
  const problems = await controls.evaluateAll(
    (elements, width) =>
      elements.flatMap((el) => {
        const name = el.getAttribute('aria-label') ?? el.textContent ?? '';
        const before = el.getBoundingClientRect();
        if (before.top < 0 || before.bottom > window.innerHeight)
          el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) return [`${name} has no box`];
        if (r.x < 0 || r.right > width) return [`${name} runs out of the viewport sideways (${r.x} to ${r.right})`];
        const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
        return hit === el || el.contains(hit) ? [] : [`${name} is covered by ${hit?.outerHTML.slice(0, 120) ?? 'nothing'}`];
      }),
    viewportWidth,
  );
  expect(problems).toEqual([]);
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("every admin tab shows each row's actions inside the viewport, uncovered; nothing scrolls sideways, no text is cut or broken inside a word", async ({
    page,
    request,
  }, info) => {
    // The phone project is this width, with touch: the desktop one at 375 px would repeat it.
    test.skip(info.project.name !== 'phone', 'the phone project is 375 px wide');
    test.setTimeout(120_000);
    await createRecord(request, 'offer', unique('Phone offer with a long title that must be read whole'), await jpegImage());
    await sendMessage(request, unique('Phone Visitor'));
    for (const tab of ADMIN_TABS) {
      await openTab(page, request, tab);
      const rows =
        tab === 'messages'
          ? page.getByRole('list', { name: 'Messages' }).getByRole('listitem')
          : tab === 'activity'
            ? page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem')
            : page.getByRole('region').locator('tbody tr');
      if (tab === 'overview' || tab === 'site' || tab === 'account') {
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      } else {
        await expect(rows.first()).toBeVisible();
        await expectReachable(rows.getByRole('button').or(rows.getByRole('link')), 375);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), tab).toBeLessThanOrEqual(375);
      expect(await brokenWordFlaws(page), `${tab}: words broken inside`).toEqual([]);
      expect(await overflowFlaws(page), `${tab}: clipped or overflowing text`).toEqual([]);
    }
  });
});

/**
 * The tabs whose own spec runs all of axe's rules on them on both screens, with rows and dialogs open: checked there,
 * not twice. Any other tab, a new one too, is checked by the test below.
 */
const AXE_IN_OWN_SPEC = new Set([
  'overview', // admin-overview.spec.ts
  'slider', // admin-records.spec.ts
  'offer', // admin-records.spec.ts
  ...ITEMS_API_SLUGS.map((slug) => COLLECTIONS[slug].tab), // admin-content.spec.ts
  'site', // admin-content.spec.ts
  'messages', // admin-inbox.spec.ts
  'trash', // admin-trash.spec.ts
  'activity', // admin-history.spec.ts
]);

test('axe finds no violation on the other admin tabs, nor on the login page saying the session expired', async ({ page, request }) => {
  // Each with all of axe's rules.
  test.setTimeout(120_000);
  for (const tab of ADMIN_TABS.filter((t) => !AXE_IN_OWN_SPEC.has(t))) {
    await openTab(page, request, tab);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  }
  await page.evaluate(() => localStorage.setItem('token', 'not-a-token-the-server-made'));
  await page.goto('/admin/dashboard?tab=slider');
  await expect(page.getByText(MESSAGES.sessionExpired, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('a session the server ends', ONCE, () => {
  test('a refused call and a refused token on load both reach the login page, which says the session expired (once)', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(60_000);
    const email = `expiry-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    const passwords = ['first expiry pass phrase', 'second expiry pass phrase', 'third expiry pass phrase'];
    createAdmin(email, passwords[0]!);
    /** Another device changes the password: every other session ends (docs/decisions/048). */
    const changePasswordElsewhere = async (from: string, to: string) => {
      const other = await apiLogin(request, email, from);
      const response = await request.post(API.accountPassword, {
        headers: { Authorization: `Bearer ${other.body.token}` },
        data: { currentPassword: from, newPassword: to },
      });
      expect(response.status(), await response.text()).toBe(200);
    };

    // A call answering 401: the owner is on the Slider tab and moves a slider.
    await storeToken(page, (await apiLogin(request, email, passwords[0]!)).body.token!);
    await page.goto('/admin/dashboard?tab=slider');
    await expect(slidersTable(page).locator('tbody tr').nth(1)).toBeVisible();
    await changePasswordElsewhere(passwords[0]!, passwords[1]!);
    const title = (await sliderTitles(page))[1]!;
    await page.getByRole('button', { name: `Move slider ${title} up` }).click();
    await expect(page).toHaveURL(/\/admin\/login\?next=\/admin\/dashboard%3Ftab%3Dslider$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(MESSAGES.sessionExpired, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // Said once: a reload of the login page does not say it again.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText(MESSAGES.sessionExpired, { exact: true })).toHaveCount(0);

    // GET /api/me refusing the stored token when the dashboard is opened.
    await storeToken(page, (await apiLogin(request, email, passwords[1]!)).body.token!);
    await changePasswordElsewhere(passwords[1]!, passwords[2]!);
    await page.goto('/admin/dashboard?tab=offer');
    await expect(page).toHaveURL(/\/admin\/login\?next=\/admin\/dashboard%3Ftab%3Doffer$/);
    await expect(page.getByText(MESSAGES.sessionExpired, { exact: true })).toBeVisible();

    // Logging out by choice is not an expired session.
    await storeToken(page, (await apiLogin(request, email, passwords[2]!)).body.token!);
    await page.goto('/admin/dashboard?tab=offer');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(toasts(page).filter({ hasText: MESSAGES.logout })).toBeVisible();
    await expect(page.getByText(MESSAGES.sessionExpired, { exact: true })).toHaveCount(0);
  });
});

test('a refused picture leaves no preview, broken or not; an accepted one shows', ONCE, async ({ page, request }) => {
  await openTab(page, request, 'slider');
  await page.getByRole('button', { name: 'Add Slider', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Slider' });
  const picker = add.getByLabel('Image', { exact: true });
  const preview = add.getByRole('img', { name: 'Preview of the picked image' });
  const drawn = () => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

  await picker.setInputFiles(await pngImage());
  await expect(preview).toBeVisible();
  await expect.poll(drawn).toBe(true);

  await picker.setInputFiles(await tiffImage());
  await expect(add.getByText(MESSAGES.unsupportedFileFormat)).toBeVisible();
  await expect(add.locator('img')).toHaveCount(0);

  await picker.setInputFiles(await jpegImage());
  await expect(add.getByText(MESSAGES.unsupportedFileFormat)).toHaveCount(0);
  await expect.poll(drawn).toBe(true);

  await picker.setInputFiles(await oversizedJpeg());
  await expect(add.getByText(MESSAGES.fileTooLarge)).toBeVisible();
  await expect(add.locator('img')).toHaveCount(0);
});

test.describe('slider order', () => {
  test('moved three times with the keyboard: focus stays on the moved row, one notice, clear of Logout and Add', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const title = unique('Keyboard mover');
    await createRecord(request, 'slider', title, await pngImage());
    await openTab(page, request, 'slider');
    await expect(slidersTable(page).getByText(title)).toBeVisible();
    const up = page.getByRole('button', { name: `Move slider ${title} up`, exact: true });
    const down = page.getByRole('button', { name: `Move slider ${title} down`, exact: true });
    const start = (await sliderTitles(page)).indexOf(title);
    expect(start).toBeGreaterThanOrEqual(3);

    await up.focus();
    for (let move = 1; move <= 3; move++) {
      const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === API.sliders);
      await page.keyboard.press('Enter');
      await reloaded;
      await expect.poll(async () => (await sliderTitles(page)).indexOf(title)).toBe(start - move);
      // At the top the up button is disabled: the row's down button has the focus then.
      await expect(start - move === 0 ? down : up).toBeFocused();
      // Counted at once, not awaited: a stack of notices would shrink to one as the older ones time out.
      await expect(toasts(page).first()).toHaveText(MESSAGES.sliderMoved);
      expect(await toasts(page).count()).toBe(1);
    }

    const toastBox = (await toasts(page).boundingBox())!;
    for (const name of ['Logout', 'Add Slider']) {
      const box = (await page.getByRole('button', { name, exact: true }).boundingBox())!;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps, `the notice covers ${name}`).toBe(false);
    }
  });

  test('a slider dragged by its handle one place up is saved in that order', ONCE, async ({ page, request }) => {
    test.setTimeout(60_000);
    const title = unique('Dragged');
    await createRecord(request, 'slider', title, await pngImage());
    const before = await sliderOrder(request);
    await openTab(page, request, 'slider');
    const titles = await sliderTitles(page);
    expect(titles.at(-1)).toBe(title);
    const handle = page.getByRole('button', { name: `Move slider ${title}`, exact: true });
    await handle.scrollIntoViewIfNeeded();
    const from = (await handle.boundingBox())!;
    const to = (await page.getByRole('button', { name: `Move slider ${titles.at(-2)}`, exact: true }).boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++)
      await page.mouse.move(from.x + from.width / 2, from.y + ((to.y - from.y) * step) / 10 + from.height / 2 - 4);
    await page.mouse.up();
    await expect(toasts(page).filter({ hasText: MESSAGES.sliderMoved })).toBeVisible();
    await expect.poll(async () => (await sliderTitles(page)).indexOf(title)).toBe(titles.length - 2);
    expect(await sliderOrder(request)).toEqual([...before.slice(0, -2), before.at(-1), before.at(-2)]);
    // The token of the shared admin still works (no test here ends its session).
    expect((await request.get(API.me, { headers: { Authorization: `Bearer ${await adminToken(request)}` } })).status()).toBe(200);
  });
});
