/**
 * Two-step sign-in: turned on in the Account tab with the key shown as text (the test computes the
 * app's codes from it), the recovery codes saved, then logins with a code and with a recovery code.
 * A separate admin (made with `npm run admin`) for each screen, so the shared test admin still logs
 * in with the password alone.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { TWO_STEP_MESSAGES } from '@firm/contract';
import { createAdmin, storedToken } from '../fixtures/admin';
import { expectNoAxeViolations } from './public-helpers';

/** The code the authenticator app shows for `key` (base32 in groups), `offsetMs` from now. */
const appCode = (key: string, offsetMs = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(key.replaceAll(' ', '')), timestamp: Date.now() + offsetMs });

async function logInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).click();
  await page.waitForURL(/\/admin\/login$/);
  // The notices (this one, and the Account tab's) would fade out 4 s later, and axe, checking the next step meanwhile,
  // would see them half transparent: closed as the owner closes them, with their buttons.
  const notices = page.locator('[data-sonner-toast]');
  await expect(notices.filter({ hasText: 'Logged out successfully' })).toBeVisible();
  const open = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  // Again while one is open: one may end by itself between the count and the click.
  await expect(async () => {
    if ((await open.count()) > 0) await open.first().getByRole('button', { name: 'Close toast' }).click({ timeout: 1_000 });
    expect(await open.count()).toBe(0);
  }).toPass();
  await expect(notices).toHaveCount(0);
}

test('two-step sign-in: turned on in the Account tab, then a login asks for a code or a recovery code', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(120_000);
  const email = `two-step-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const password = 'lantern harbour quietly 4 two-step';
  createAdmin(email, password);

  await logInWithPassword(page, email, password);
  await page.waitForURL(/\/admin\/dashboard\?tab=slider$/);
  await page.goto('/admin/dashboard?tab=account');
  const section = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(section).toContainText('Off.');

  // The password first (decision 084), then the QR code, the same key as text, and the first code.
  await section.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  const asked = page.getByRole('dialog', { name: 'Turn on two-step sign-in' });
  await asked.getByLabel('Password', { exact: true }).fill('not the password at all');
  await asked.getByRole('button', { name: 'Continue' }).click();
  await expect(asked.getByRole('alert')).toHaveText('The current password is not right');
  await asked.getByLabel('Password', { exact: true }).fill(password);
  await asked.getByRole('button', { name: 'Continue' }).click();
  await expect(asked).toHaveCount(0);
  const setupHeading = section.getByRole('heading', { name: 'Add this site to your authenticator app' });
  await expect(setupHeading).toBeFocused();
  const qr = section.getByRole('img', { name: /^QR code of the key for your authenticator app/ });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  const key = (await section.getByTestId('two-step-key').textContent())!.trim();
  expect(key).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  await expectNoAxeViolations(page);

  const codeField = section.getByLabel('Enter the 6-digit code the app now shows');
  await expect(codeField).toHaveAttribute('inputmode', 'numeric');
  await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');
  // A code of another time is refused, and the setup stays.
  await codeField.fill(appCode(key, 10 * 60_000));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(section.getByRole('alert')).toHaveText(TWO_STEP_MESSAGES.setupCodeWrong);
  await codeField.fill(appCode(key));
  await section.getByRole('button', { name: 'Turn on', exact: true }).click();

  // The ten recovery codes, shown this once: copied, downloaded, then kept.
  await expect(section.getByRole('heading', { name: 'Save your recovery codes' })).toBeFocused();
  await expect(section.getByText(TWO_STEP_MESSAGES.turnedOn)).toBeVisible();
  const list = section.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim());
  for (const code of codes) expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
  await expectNoAxeViolations(page);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Recovery codes copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  for (const code of codes) expect(copied).toContain(code);

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download (.txt)' }).click()]);
  expect(download.suggestedFilename()).toBe('recovery-codes.txt');
  const saved = readFileSync((await download.path())!, 'utf8');
  for (const code of codes) expect(saved).toContain(code);
  expect(saved).toContain(email);

  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section).toContainText('On.');
  await expect(section).toContainText('Recovery codes left: 10 of 10.');
  // The key is not shown again.
  await expect(section.getByTestId('two-step-key')).toHaveCount(0);
  expect(await page.content()).not.toContain(key);

  // A login: the password, then the code from the app, in the same card.
  await logOut(page);
  await logInWithPassword(page, email, password);
  const code = page.getByLabel('Authentication code', { exact: true });
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByText('Open your authenticator app and enter the 6-digit code it shows for this site.')).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  await expectNoAxeViolations(page);
  await code.fill('000000' === appCode(key, 30_000) ? '999999' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText(TWO_STEP_MESSAGES.codeWrong);
  // The code of the step after the setup's: the setup's own code is used up.
  await code.fill(appCode(key, 30_000));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/admin\/dashboard\?tab=slider$/);
  expect(await storedToken(page)).toEqual(expect.any(String));

  // Another login, with a recovery code.
  await logOut(page);
  await logInWithPassword(page, email, password);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  const recovery = page.getByLabel('Recovery code', { exact: true });
  await expect(recovery).toBeFocused();
  await expectNoAxeViolations(page);
  await recovery.fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.waitForURL(/\/admin\/dashboard\?tab=slider$/);
  await page.goto('/admin/dashboard?tab=account');
  await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText('Recovery codes left: 9 of 10.');
});
