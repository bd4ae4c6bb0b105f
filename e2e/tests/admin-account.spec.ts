/**
 * The Account tab: the latest logins, and a password change that ends the other sessions.
 * A separate admin (made with `npm run admin`, as the owner would) so the shared test admin's
 * password and token stay as every other spec expects them.
 */
import { API, MESSAGES } from '@firm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiLogin, createAdmin } from '../fixtures/admin';
import { expectNoAxeViolations } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const me = async (request: APIRequestContext, token: string) =>
  (await request.get(API.me, { headers: { Authorization: `Bearer ${token}` } })).status();

async function logInThroughTheForm(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/dashboard\?tab=slider$/, { timeout: 7000 });
}

test(
  'the owner changes the password on the Account tab: the other sessions end, this one goes on',
  ONCE,
  async ({ page, request }, testInfo) => {
    test.setTimeout(60_000);
    const email = `account-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
    const first = 'first pass phrase 4 account';
    const second = 'second pass phrase 4 account';
    createAdmin(email, first);
    // Another session of the same admin (another device).
    const other = await apiLogin(request, email, first);
    expect(other.status).toBe(200);

    await logInThroughTheForm(page, email, first);
    const bar = page.getByRole('navigation', { name: 'Admin' });
    await bar.getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByText(`Logged in as ${email}`)).toBeVisible();

    // Both logins, newest first, with the address they came from.
    const logins = page.getByRole('table');
    await expect(logins.getByRole('columnheader')).toHaveText(['When', 'From address']);
    await expect(logins.getByRole('row')).toHaveCount(3);
    await expect(logins.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText('127.0.0.1');

    const current = page.getByLabel('Current password', { exact: true });
    const fresh = page.getByLabel('New password', { exact: true });
    const again = page.getByLabel('New password again', { exact: true });
    const change = page.getByRole('button', { name: 'Change password' });

    // The rule, before anything is sent.
    await fresh.fill('too short');
    await fresh.blur();
    await expect(page.getByText(MESSAGES.passwordTooShort)).toBeVisible();
    await expect(fresh).toHaveAttribute('aria-invalid', 'true');
    await fresh.fill(second);
    await again.fill('something else entirely');
    await again.blur();
    await expect(page.getByText(MESSAGES.passwordsDiffer)).toBeVisible();

    // A wrong current password: the server says so, and what was typed stays.
    await current.fill('not my password at all');
    await again.fill(second);
    await change.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.passwordWrong);
    await expect(fresh).toHaveValue(second);
    expect(await me(request, other.body.token!)).toBe(200);

    // A common password: the server's list.
    await current.fill(first);
    await fresh.fill('qwerty123456');
    await again.fill('qwerty123456');
    await change.click();
    await expect(page.getByRole('alert')).toHaveText(MESSAGES.passwordCommon);

    await fresh.fill(second);
    await again.fill(second);
    await change.click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: MESSAGES.passwordChanged })).toBeVisible();
    await expect(current).toHaveValue('');
    expect(await me(request, other.body.token!)).toBe(401);
    // This session goes on with the new token.
    const stored = await page.evaluate(() => localStorage.getItem('token'));
    expect(await me(request, stored!)).toBe(200);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Account' })).toBeVisible();
    expect((await apiLogin(request, email, first)).status).toBe(401);
    expect((await apiLogin(request, email, second)).status).toBe(200);

    // Nothing widens the page on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
    await current.fill('x');
    await current.blur();
    await fresh.fill('short');
    await fresh.blur();
    await expectNoAxeViolations(page);
  },
);
