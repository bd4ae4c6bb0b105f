/**
 * Nothing the owner types in the admin area is lost (docs/decisions/045-no-typed-work-lost.md): a form
 * with changes asks "Discard changes?" before it is left, an untouched one closes at once, and a session
 * that ends keeps the text for after the login, which returns to the page the owner was on.
 */
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../env';
import { openTab, storedToken } from '../fixtures/admin';
import { jpegImage } from '../fixtures/images';
import { ONCE } from '../fixtures/projects';
import { expectNoAxeViolations } from './public-helpers';

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const discard = (page: Page) => page.getByRole('alertdialog', { name: 'Discard changes?' });
const KEPT = 'Your text was kept while you logged in again.';
const FORGED = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxfQ.forged-signature';

/** The question, as it opens: its line, and Keep editing focused. */
async function expectAsked(page: Page) {
  await expect(discard(page)).toBeVisible();
  await expect(discard(page)).toHaveAccessibleDescription('What you typed in this form will be lost.');
  await expect(discard(page).getByRole('button', { name: 'Keep editing' })).toBeFocused();
}

async function openAddOffer(page: Page) {
  await page.getByRole('button', { name: 'Add Offer' }).click();
  const add = dialog(page, 'Add Offer');
  await expect(add).toBeVisible();
  return add;
}

/** The login form, after which the page goes where the login page says (LOGIN-3's 2000 ms later). */
async function logIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('a dialog with changes asks before it closes', () => {
  test('Escape: Keep editing keeps the text, Discard closes; an untouched dialog closes at once', async ({ page, request }) => {
    await openTab(page, request, 'offer');
    const add = await openAddOffer(page);
    await add.getByLabel('Offer title').fill('Half price drawings');
    await page.keyboard.press('Escape');
    await expectAsked(page);
    await expectNoAxeViolations(page);
    await discard(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(discard(page)).toBeHidden();
    await expect(add.getByLabel('Offer title')).toHaveValue('Half price drawings');
    // Back where the owner was typing.
    await expect(add.getByLabel('Offer title')).toBeFocused();

    // Escape on the question keeps editing too.
    await page.keyboard.press('Escape');
    await expectAsked(page);
    await page.keyboard.press('Escape');
    await expect(discard(page)).toBeHidden();
    await expect(add).toBeVisible();

    // The keyboard alone: Tab reaches Discard inside the question.
    await page.keyboard.press('Escape');
    await expectAsked(page);
    await page.keyboard.press('Tab');
    await expect(discard(page).getByRole('button', { name: 'Discard' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(discard(page)).toBeHidden();
    await expect(add).toBeHidden();
    await expect(page.getByRole('button', { name: 'Add Offer' })).toBeFocused();

    // Opened again, it starts empty; untouched, it closes without a question.
    const again = await openAddOffer(page);
    await expect(again.getByLabel('Offer title')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(again).toBeHidden();
    await expect(discard(page)).toHaveCount(0);
  });

  test('the backdrop and the close button: a chosen picture is a change too', async ({ page, request }) => {
    await openTab(page, request, 'offer');
    const add = await openAddOffer(page);
    await add.getByLabel('Image', { exact: true }).setInputFiles(await jpegImage());
    await page.mouse.click(4, 4);
    await expectAsked(page);
    await discard(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(add.getByRole('img', { name: 'Preview of the picked image' })).toBeVisible();
    // The click beside the dialog left the focus where it was (the dialog's first control), where it returns.
    await expect(add.getByRole('button', { name: 'Close' })).toBeFocused();

    await add.getByRole('button', { name: 'Close' }).click();
    await expectAsked(page);
    // A click beside the question keeps editing, as Escape does.
    await page.mouse.click(4, 4);
    await expect(discard(page)).toBeHidden();
    await expect(add.getByRole('button', { name: 'Close' })).toBeFocused();

    await page.mouse.click(4, 4);
    await discard(page).getByRole('button', { name: 'Discard' }).click();
    await expect(add).toBeHidden();

    const again = await openAddOffer(page);
    await page.mouse.click(4, 4);
    await expect(again).toBeHidden();
    await expect(discard(page)).toHaveCount(0);
  });

  test('a finger: a tap beside asks or closes, a swipe that starts beside does neither', async ({ page, request, hasTouch }) => {
    test.skip(!hasTouch, 'a finger needs a touch screen: the phone project runs this');
    await openTab(page, request, 'offer');
    const add = await openAddOffer(page);
    await add.getByLabel('Offer title').fill('Diwali offer');
    await page.touchscreen.tap(4, 4);
    await expectAsked(page);
    await discard(page).getByRole('button', { name: 'Keep editing' }).click();
    await expect(add.getByLabel('Offer title')).toHaveValue('Diwali offer');

    // A finger that moves from the backdrop, as one scrolling a tall form on a phone: no tap, so nothing asks or closes.
    const touch = await page.context().newCDPSession(page);
    const at = (y: number) => [{ x: 4, y }];
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(4) });
    for (const y of [40, 80, 120]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(y) });
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(discard(page)).toHaveCount(0);
    await expect(add).toBeVisible();

    await page.touchscreen.tap(4, 4);
    await discard(page).getByRole('button', { name: 'Discard' }).click();
    await expect(add).toBeHidden();
    const again = await openAddOffer(page);
    await page.touchscreen.tap(4, 4);
    await expect(again).toBeHidden();
  });
});

test('the Site form with changes asks before another tab, Logout and a reload', async ({ page, request }) => {
  await openTab(page, request, 'site');
  const tagline = page.getByLabel('Tagline', { exact: true });
  const original = await tagline.inputValue();
  const offerTab = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Offer', exact: true });

  // Untouched, the tabs go at once.
  await offerTab.click();
  await expect(page).toHaveURL(/\?tab=offer$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Site', exact: true }).click();
  await expect(tagline).toHaveValue(original);

  await tagline.fill(`${original} and more`);
  await offerTab.click();
  await expectAsked(page);
  await discard(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\?tab=site$/);
  await expect(tagline).toHaveValue(`${original} and more`);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectAsked(page);
  await discard(page).getByRole('button', { name: 'Keep editing' }).click();
  await expect(page).toHaveURL(/\?tab=site$/);
  expect(await storedToken(page)).not.toBeNull();

  // A reload gets the browser's own question (its words cannot be set).
  const asked: string[] = [];
  page.once('dialog', (question) => {
    asked.push(question.type());
    void question.accept();
  });
  await page.reload();
  await expect(tagline).toHaveValue(original);
  expect(asked).toEqual(['beforeunload']);

  await tagline.fill(`${original} and more`);
  await offerTab.click();
  await discard(page).getByRole('button', { name: 'Discard' }).click();
  await expect(page).toHaveURL(/\?tab=offer$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offer management' })).toBeVisible();
});

test.describe('a session that ends while the owner types', () => {
  test('after the login the Offer tab opens with the Add Offer dialog and its text; the picture must be chosen again', async ({
    page,
    request,
  }) => {
    await openTab(page, request, 'offer');
    const add = await openAddOffer(page);
    await add.getByLabel('Offer title').fill('Monsoon survey offer');
    await add.getByLabel('Description').fill('Twenty percent off soil tests.');
    await add.getByLabel('Percentage').fill('20');
    await add.getByLabel('Image', { exact: true }).setInputFiles(await jpegImage());
    // The server no longer takes the token (it expired, or the password changed elsewhere).
    await page.evaluate((token) => localStorage.setItem('token', token), FORGED);
    await add.getByRole('button', { name: 'Add Offer' }).click();

    await expect(page).toHaveURL('/admin/login?next=/admin/dashboard%3Ftab%3Doffer');
    // Nothing asked on the way: the text is kept, and nothing was sent but the refused Save.
    await expect(discard(page)).toHaveCount(0);
    await logIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=offer$/);
    // Open again by itself, with the text.
    const again = page.getByRole('dialog', { name: 'Add Offer' });
    await expect(again).toBeVisible();
    await expect(again.getByRole('status').filter({ hasText: KEPT })).toHaveText(`${KEPT} Pictures and files must be chosen again.`);
    await expect(again.getByLabel('Offer title')).toHaveValue('Monsoon survey offer');
    await expect(again.getByLabel('Description')).toHaveValue('Twenty percent off soil tests.');
    await expect(again.getByLabel('Percentage')).toHaveValue('20');
    await expect(again.getByRole('img', { name: 'Preview of the picked image' })).toHaveCount(0);

    // Still a form with changes; Discard forgets it.
    await page.keyboard.press('Escape');
    await discard(page).getByRole('button', { name: 'Discard' }).click();
    await expect(again).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Offer management' })).toBeVisible();
    const fresh = await openAddOffer(page);
    await expect(fresh.getByLabel('Offer title')).toHaveValue('');
    await expect(fresh.getByRole('status').filter({ hasText: KEPT })).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
  });

  test('the Site form comes back with its text on arrival', async ({ page, request }) => {
    await openTab(page, request, 'site');
    const tagline = page.getByLabel('Tagline', { exact: true });
    const original = await tagline.inputValue();
    await tagline.fill(`${original} (draft)`);
    await page.evaluate((token) => localStorage.setItem('token', token), FORGED);
    await page.getByRole('button', { name: 'Save site details' }).click();

    await expect(page).toHaveURL('/admin/login?next=/admin/dashboard%3Ftab%3Dsite');
    await logIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=site$/);
    await expect(tagline).toHaveValue(`${original} (draft)`);
    // No picture or file was chosen: nothing else to say.
    await expect(page.getByRole('status').filter({ hasText: KEPT })).toHaveText(KEPT);
  });
});

test.describe('the page after a login', ONCE, () => {
  test('an admin page opened without a session is where the login returns', async ({ page }) => {
    await page.goto('/admin/dashboard?tab=account');
    await expect(page).toHaveURL('/admin/login?next=/admin/dashboard%3Ftab%3Daccount');
    await logIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
  });

  test('a next page on another site is refused: the login goes to the Slider tab', async ({ page }) => {
    await page.goto('/admin/login?next=https://evil.example/');
    await logIn(page);
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=slider$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slider management' })).toBeVisible();
  });
});
