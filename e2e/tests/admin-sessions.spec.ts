/**
 * Sessions end on the server (docs/decisions/048-accounts-and-roles.md): "Log out everywhere" on the
 * Account tab ends every session of that person, on every device. An admin of its own, so the shared
 * test admin's sessions, which other specs use at the same time, go on.
 */
import { API, MESSAGES } from '@firm/contract';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiLogin, createAdmin, storeToken } from '../fixtures/admin';
import { expectNoAxeViolations } from './public-helpers';

const me = async (request: APIRequestContext, token: string) =>
  (await request.get(API.me, { headers: { Authorization: `Bearer ${token}` } })).status();

test('Log out everywhere ends this session and every other one of the same person', async ({ page, request }, testInfo) => {
  const email = `sessions-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const password = 'Lantern-Quarry-Meadow-73';
  createAdmin(email, password);
  // Another device, and this browser.
  const phone = (await apiLogin(request, email, password)).body.token!;
  const here = (await apiLogin(request, email, password)).body.token!;
  await storeToken(page, here);
  await page.goto('/admin/dashboard?tab=account');
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions).toBeVisible();
  await expect(sessions).toContainText('This ends every session of yours, on every device, this one too.');
  await expectNoAxeViolations(page);

  await sessions.getByRole('button', { name: 'Log out everywhere' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: MESSAGES.logout })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await me(request, phone)).toBe(401);
  expect(await me(request, here)).toBe(401);
  // The person logs in again as before.
  expect(await me(request, (await apiLogin(request, email, password)).body.token!)).toBe(200);
});
