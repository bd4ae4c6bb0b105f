/**
 * Forgot password, the whole way: the login page's link, the form, the mail as the SMTP server the
 * tests start received it (global-setup.ts), the link, a new password, the dashboard. A separate
 * admin (made with `npm run admin`) so the shared test admin's password stays as other specs expect it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { RESET_MESSAGES, passwordGuessable } from '@firm/contract';
import { expect, test } from '@playwright/test';
import { E2E_MAIL_DIR } from '../env';
import { apiLogin, createAdmin } from '../fixtures/admin';
import { expectNoAxeViolations } from './public-helpers';

/** The text of every mail received for `to` so far, oldest first. */
async function mailsTo(to: string): Promise<string[]> {
  const texts: string[] = [];
  for (const file of readdirSync(E2E_MAIL_DIR).sort()) {
    const mail = await simpleParser(readFileSync(join(E2E_MAIL_DIR, file)));
    const recipients = [mail.to ?? []].flat().flatMap((address) => address.value.map((box) => box.address));
    if (recipients.includes(to)) texts.push(mail.text ?? '');
  }
  return texts;
}

test('forgot password: from the login page to the dashboard through the mailed link', async ({ page, request, baseURL }, testInfo) => {
  // Four axe checks and a mail: on a busy phone run it takes most of a minute.
  test.setTimeout(90_000);
  const email = `reset-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const old = 'old pass phrase for the reset';
  const chosen = 'a new pass phrase from the mail';
  createAdmin(email, old);

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot password' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(RESET_MESSAGES.sent);
  await expectNoAxeViolations(page);

  const mails = await expect
    .poll(() => mailsTo(email).then((m) => m.length))
    .toBe(1)
    .then(() => mailsTo(email));
  const link = new RegExp(`${baseURL}/admin/reset-password#[\\w-]+`).exec(mails[0]!)?.[0];
  expect(link, mails[0]).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectNoAxeViolations(page);
  const password = page.getByLabel('New password', { exact: true });
  const again = page.getByLabel('New password again', { exact: true });
  // Two passwords that differ are stopped before anything is sent.
  await password.fill(chosen);
  await again.fill(`${chosen}!`);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('The two passwords are not the same')).toBeVisible();
  // The server's rule says why, under the field; the link still works after it.
  await password.fill('aaaaaaaaaaaa');
  await again.fill('aaaaaaaaaaaa');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(passwordGuessable('repeat'))).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toBeFocused();
  await password.fill(chosen);
  await again.fill(chosen);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await page.waitForURL(/\/admin\/dashboard/);
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await expect(page.getByText(RESET_MESSAGES.changed)).toBeVisible();

  expect((await apiLogin(request, email, old)).status).toBe(401);
  expect((await apiLogin(request, email, chosen)).status).toBe(200);

  // The link worked once: opened again, it says so and offers a new one.
  await page.goto(link!);
  await page.getByLabel('New password', { exact: true }).fill('yet another pass phrase here');
  await page.getByLabel('New password again', { exact: true }).fill('yet another pass phrase here');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(RESET_MESSAGES.linkDead);
  await page.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expectNoAxeViolations(page);
});
