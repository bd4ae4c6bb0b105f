/**
 * The Team tab: an owner invites an editor and copies the link; the editor accepts it in a browser of
 * their own and sees the admin an editor has (no Team, no Activity; the firm's name, contact
 * details and logo read-only and Delete forever absent, each told why); removed by the owner, the
 * editor's next action leads to the login page.
 */
import { MESSAGES, OWNERS_SITE_DETAILS_NOTE, TEAM_MESSAGES, TRASH_MESSAGES } from '@firm/contract';
import { expect, test } from '@playwright/test';
import { openTab } from '../fixtures/admin';
import { expectNoAxeViolations } from './public-helpers';

const PASSWORD = 'Quarry-Lantern-Velvet-42';

test('an owner invites an editor, who accepts and logs in; removed, the editor is sent to the login page', async ({
  page,
  browser,
  request,
  baseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `editor-${testInfo.project.name}-${Date.now().toString(36)}@example.com`;
  const width = page.viewportSize()!.width;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);

  // The owner's Team tab.
  await openTab(page, request, 'team');
  const bar = page.getByRole('navigation', { name: 'Admin' });
  await expect(bar.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'People with access' })).toBeVisible();
  // A table on the desktop, a card a person on the phone: only one of them shows.
  const person = (text: string) => page.getByText(text, { exact: true }).filter({ visible: true }).first();
  await expect(person('owner@example.com')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(width < 768 ? 0 : 1);

  // The invitation: e-mail and role; the link is shown once, with a Copy button.
  const invite = page.getByRole('region', { name: 'Invite someone' });
  await invite.getByLabel('Email', { exact: true }).fill(email);
  await invite.getByLabel('Role', { exact: true }).selectOption({ label: 'Editor' });
  await invite.getByRole('button', { name: 'Invite' }).click();
  await expect(invite.getByRole('status')).toHaveText(`${email}: ${TEAM_MESSAGES.invitedAndMailed}`);
  const shown = invite.getByLabel('Invitation link', { exact: true });
  await expect(shown).toHaveValue(/\/admin\/accept-invitation#[\w-]{40,}$/);
  // Before Copy: its notice, while it fades in, would be measured half transparent.
  await expectNoAxeViolations(page);
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('button', { name: 'Copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(await shown.inputValue());
  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending.getByText(email, { exact: true })).toBeVisible();
  await expect(pending.getByRole('button', { name: `Withdraw the invitation of ${email}` })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  // The editor, in a browser of their own.
  const editorContext = await browser.newContext({ baseURL, viewport: page.viewportSize() });
  try {
    const editor = await editorContext.newPage();
    await editor.goto(link);
    await expect(editor.getByRole('heading', { level: 1, name: 'Accept the invitation' })).toBeVisible();
    await expect(editor.getByText(email, { exact: true })).toBeVisible();
    await expect(editor.getByText('Editor', { exact: true })).toBeVisible();
    await expectNoAxeViolations(editor);
    await editor.getByLabel('Your name', { exact: true }).fill('Asha Patel');
    await editor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await editor.getByLabel('Password again', { exact: true }).fill(PASSWORD);
    await editor.getByRole('button', { name: 'Accept and log in' }).click();
    await editor.waitForURL(/\/admin\/dashboard\?tab=slider$/);
    const editorBar = editor.getByRole('navigation', { name: 'Admin' });
    await expect(editorBar.getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(editorBar.getByRole('link', { name: 'Slider' })).toBeVisible();
    await expect(editorBar.getByRole('link', { name: 'Team' })).toHaveCount(0);
    await expect(editorBar.getByRole('link', { name: 'Activity' })).toHaveCount(0);
    // An owner's tab by its address: a short note, not a broken screen.
    await editor.goto('/admin/dashboard?tab=team');
    await expect(editor.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(editor.getByText(TEAM_MESSAGES.ownersOnlyScreen, { exact: true })).toBeVisible();
    // What is the owner's on the tabs an editor has (decision 087): read-only or absent, and said why.
    await editor.goto('/admin/dashboard?tab=site');
    const firm = editor.getByRole('group', { name: 'The firm' });
    await expect(firm.getByText(OWNERS_SITE_DETAILS_NOTE, { exact: true })).toBeVisible();
    await expect(firm.getByLabel('Firm name', { exact: true })).not.toBeEditable();
    await expect(firm.getByLabel('Firm name', { exact: true })).toHaveAccessibleDescription(OWNERS_SITE_DETAILS_NOTE);
    await expect(firm.getByLabel('Motto', { exact: true })).toBeEditable();
    await expect(editor.getByLabel('Replace the logo')).toHaveCount(0);
    await expect(editor.getByLabel('Replace the welcome picture')).toHaveCount(1);
    await editor.goto('/admin/dashboard?tab=trash');
    await expect(editor.getByText(TRASH_MESSAGES.foreverOwnersNote, { exact: true })).toBeVisible();
    await expect(editor.getByRole('button', { name: /^Delete forever/ })).toHaveCount(0);

    // The owner sees the editor, then removes them.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Pending invitations' })).toHaveCount(0);
    const remove = page.getByRole('button', { name: `Remove ${email}` });
    await expect(person('Asha Patel')).toBeVisible();
    await expect(person(email)).toBeVisible();
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Remove a person' });
    await expect(dialog.getByText(`Remove ${email}? They can no longer log in, and their sessions end now.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByText(TEAM_MESSAGES.removed).first()).toBeVisible();
    await expect(remove).toHaveCount(0);

    // The editor's next action: the session has ended.
    await editor.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click();
    await editor.waitForURL(/\/admin\/login/);
    await expect(editor.getByText(MESSAGES.sessionExpired, { exact: true })).toBeVisible();
    // The link worked once.
    await editor.goto(link);
    await expect(editor.getByRole('alert')).toHaveText(TEAM_MESSAGES.invitationDead);

    // The owner's Activity tab says it in words.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Activity' }).click();
    const activity = page.getByRole('list', { name: 'Activity, newest first' });
    await expect(activity.getByText(`owner@example.com Removed the access of “${email}”`)).toBeVisible();
    await expect(activity.getByText(`${email} Accepted the invitation`)).toBeVisible();
    await expect(activity.getByText(`owner@example.com Invited “${email}”`)).toBeVisible();
  } finally {
    await editorContext.close();
  }
});
