import { API, MESSAGES } from '@firm/contract';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../env';
import { adminToken, apiLogin, openTab, storeToken, storedToken } from '../fixtures/admin';
import { expectNoAxeViolations, stopClock } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const email = (page: Page) => page.getByLabel('Email', { exact: true });
const password = (page: Page) => page.getByLabel('Password', { exact: true });
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login' });
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** LOGIN-3: the dashboard follows a successful login after 2000 ms. */
const LOGIN_REDIRECT_MS = 2000;

async function openLogin(page: Page, path = '/admin/login') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
}

/** WCAG contrast ratio of an element's text colour against its own (opaque) background colour. */
function contrastWithBackground(el: Element): number {
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const style = getComputedStyle(el);
  const [hi, lo] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a);
  return (hi! + 0.05) / (lo! + 0.05);
}

test.describe('guard', ONCE, () => {
  test('the dashboard without a token goes to the login page', async ({ page }) => {
    await page.goto('/admin/dashboard?tab=slider');
    await expect(page).toHaveURL(/\/admin\/login\?next=\/admin\/dashboard%3Ftab%3Dslider$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    await expect(page).toHaveTitle('Admin Login');
  });

  test('a forged or expired token is removed and the admin is sent to the login page', async ({ page }) => {
    await storeToken(page, 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjoxfQ.forged-signature');
    await page.goto('/admin/dashboard?tab=offer');
    await expect(page).toHaveURL(/\/admin\/login\?next=\/admin\/dashboard%3Ftab%3Doffer$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('a 401 later during admin work ends the session', async ({ page, request }) => {
    await openTab(page, request, 'slider');
    // The server stops accepting the token (e.g. it expired while the tab was open).
    await page.evaluate(() => localStorage.setItem('token', 'no-longer-valid'));
    await page.getByRole('link', { name: /^Messages/ }).click();
    await expect(page).toHaveURL(/\/admin\/login\?next=\/admin\/dashboard%3Ftab%3Dmessages$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('when the token check gets no answer, the login page still works and the token is kept', async ({ page, request }) => {
    const token = await adminToken(request);
    await storeToken(page, token);
    await page.route(`**${API.me}`, (route) => route.abort('connectionrefused'));
    await openLogin(page);
    expect(await storedToken(page)).toBe(token);
  });

  test('the admin pages are not indexed', async ({ page }) => {
    await openLogin(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('login', () => {
  test('has no top bar, no footer, and labelled fields', ONCE, async ({ page }) => {
    await openLogin(page);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(email(page)).toBeVisible();
    await expect(password(page)).toBeVisible();
  });

  test('works with a trailing slash too', ONCE, async ({ page }) => {
    await openLogin(page, '/admin/login/');
  });

  test('shows each error only after its field was touched', ONCE, async ({ page }) => {
    await openLogin(page);
    await expect(page.getByText(MESSAGES.emailRequired)).toHaveCount(0);
    await email(page).focus();
    await email(page).blur();
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordRequired)).toHaveCount(0);
    await email(page).fill('not-an-address');
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expect(email(page)).toHaveAttribute('aria-invalid', 'true');
    await email(page).fill(E2E_ADMIN.email);
    await expect(page.getByText(MESSAGES.invalidEmail)).toHaveCount(0);
    await password(page).focus();
    await password(page).blur();
    await expect(page.getByText(MESSAGES.passwordRequired)).toBeVisible();
    await password(page).fill('x');
    await expect(page.getByText(MESSAGES.passwordRequired)).toHaveCount(0);
  });

  test('submitting an empty form shows both required messages and sends nothing', ONCE, async ({ page }) => {
    await openLogin(page);
    let sent = false;
    await page.route(`**${API.login}`, (route) => {
      sent = true;
      return route.continue();
    });
    await loginButton(page).click();
    await expect(page.getByText(MESSAGES.emailRequired)).toBeVisible();
    await expect(page.getByText(MESSAGES.passwordRequired)).toBeVisible();
    expect(sent).toBe(false);
  });

  test('Show password shows and hides what was typed, by keyboard and by a press that leaves the caret', async ({ page }) => {
    await openLogin(page);
    await email(page).fill(E2E_ADMIN.email);
    await password(page).fill('quarry lantern');
    await expect(password(page)).toHaveAttribute('type', 'password');
    // By keyboard: the next stop after the password, a 44 px target on a phone as on a desktop.
    await page.keyboard.press('Tab');
    const show = page.getByRole('button', { name: 'Show password', exact: true });
    await expect(show).toBeFocused();
    const box = (await show.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    await page.keyboard.press('Enter');
    await expect(password(page)).toHaveAttribute('type', 'text');
    await expect(password(page)).toHaveValue('quarry lantern');
    const hide = page.getByRole('button', { name: 'Hide password', exact: true });
    await expect(hide).toBeFocused();
    // Enter on the button did not send the form.
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect(password(page)).toHaveAttribute('type', 'password');
    await expect(show).toBeFocused();

    // A press of the button leaves the focus and the caret in the input: typing goes on where it was.
    await password(page).focus();
    await password(page).evaluate((el: HTMLInputElement) => el.setSelectionRange(6, 6));
    await show.click();
    await expect(password(page)).toBeFocused();
    await page.keyboard.type('-x');
    await expect(password(page)).toHaveValue('quarry-x lantern');
    await expect(password(page)).toHaveAttribute('type', 'text');

    // Sent: hidden again (a password manager sees a password field; nobody reads it afterwards). Not to the
    // server, where a wrong password would count against the test admin's logins.
    await page.route(`**${API.login}`, (route) => route.abort('connectionrefused'));
    await loginButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginError })).toBeVisible();
    await expect(password(page)).toHaveAttribute('type', 'password');
    await expect(show).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('a wrong password shows the server message as a toast and in an alert', ONCE, async ({ page }) => {
    await openLogin(page);
    await email(page).fill(E2E_ADMIN.email);
    await password(page).fill('wrong-password-123');
    await loginButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginFailed })).toBeVisible();
    await expect(toast(page, MESSAGES.loginFailed)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(loginButton(page)).toBeEnabled();
  });

  test("a server that cannot be reached gives 'An error occurred'", ONCE, async ({ page }) => {
    await openLogin(page);
    await page.route(`**${API.login}`, (route) => route.abort('connectionrefused'));
    await email(page).fill(E2E_ADMIN.email);
    await password(page).fill(E2E_ADMIN.password);
    await loginButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: MESSAGES.loginError })).toBeVisible();
    await expect(toast(page, MESSAGES.loginError)).toBeVisible();
    expect(await storedToken(page)).toBeNull();
  });

  test('success: spinner while loading, the token stored, the notice, and the slider tab after 2 s', ONCE, async ({ page }) => {
    await stopClock(page);
    await openLogin(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${API.login}`, async (route) => {
      await held;
      await route.continue();
    });
    await email(page).fill(E2E_ADMIN.email);
    await password(page).fill(E2E_ADMIN.password);
    await loginButton(page).click();
    await expect(loginButton(page)).toBeDisabled();
    await expect(loginButton(page).locator('svg.animate-spin')).toBeVisible();
    release();
    await expect.poll(() => storedToken(page)).toBeTruthy();
    // The notice, then still on the login page until the redirect delay has passed, then the slider tab
    // (the first 100 ms may pass before the redirect's timer is set: it is checked to within 100 ms).
    await page.clock.runFor(100);
    await expect(toast(page, MESSAGES.loginSuccess)).toBeVisible();
    await page.clock.runFor(LOGIN_REDIRECT_MS - 200);
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.clock.runFor(300);
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=slider$/);
    await page.clock.resume();
    await expect(page.getByRole('heading', { level: 1, name: 'Slider management' })).toBeVisible();
  });

  test('a visitor with a valid token goes straight to the dashboard', ONCE, async ({ page, request }) => {
    await storeToken(page, await adminToken(request));
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=slider$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Slider management' })).toBeVisible();
  });

  test('axe finds no violation, with the field errors shown', async ({ page }) => {
    await openLogin(page);
    await expectNoAxeViolations(page);
    await email(page).fill('bad');
    await password(page).focus();
    await password(page).blur();
    await expect(page.getByText(MESSAGES.invalidEmail)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('top bar', () => {
  test('shows the tabs, marks the active one, hides the public footer', async ({ page, request }) => {
    await openTab(page, request, 'offer');
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await expect(nav.getByRole('link', { name: 'Slider' })).toHaveAttribute('href', '/admin/dashboard?tab=slider');
    await expect(nav.getByRole('link', { name: 'Offer' })).toHaveAttribute('href', '/admin/dashboard?tab=offer');
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/admin/dashboard?tab=messages');
    await expect(nav.getByRole('link', { name: 'Offer' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Slider' })).not.toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await nav.getByRole('link', { name: 'Slider' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Slider management' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Slider' })).toHaveAttribute('aria-current', 'page');
  });

  test('an unknown tab shows nothing but the bar', ONCE, async ({ page, request }) => {
    await openTab(page, request, 'slider');
    await page.goto('/admin/dashboard?tab=settings');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('main')).toBeEmpty();
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
    await expect(page.getByRole('main')).toBeEmpty();
  });

  test('Logout ends the session on the server, removes the token, says so, and goes to the login page', async ({ page, request }) => {
    // A session of its own: the one the other tests share must outlive this logout.
    const token = (await apiLogin(request, E2E_ADMIN.email, E2E_ADMIN.password)).body.token!;
    await storeToken(page, token);
    await page.goto('/admin/dashboard?tab=slider');
    const logout = page.getByRole('button', { name: 'Logout' });
    // Readable on the dark bar (it once drew white on white: two background utilities in one class list).
    expect(await logout.evaluate(contrastWithBackground)).toBeGreaterThanOrEqual(4.5);
    await logout.click();
    await expect(toast(page, MESSAGES.logout)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);
    expect(await storedToken(page)).toBeNull();
    // The token itself is refused from now on, not only forgotten (docs/decisions/048).
    await expect.poll(async () => (await request.get(API.me, { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
    expect((await request.get(API.me, { headers: { authorization: `Bearer ${await adminToken(request)}` } })).status()).toBe(200);
    await page.goto('/admin/dashboard?tab=slider');
    await expect(page).toHaveURL(/\/admin\/login\?next=\/admin\/dashboard%3Ftab%3Dslider$/);
  });
});
