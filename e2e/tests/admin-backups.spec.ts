/**
 * The owner's backups: the card at the top of the Activity tab (the daily backup, its folder, how
 * many are kept) with "Download a backup"; the warning above every tab when the daily backup failed;
 * neither for an editor.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  API,
  BACKUP_MESSAGES,
  BACKUP_PASSPHRASE_MESSAGE,
  MESSAGES,
  TEAM_MESSAGES,
  type InviteResponse,
  type LoginResponse,
  type TeamResponse,
} from '@firm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openTab, storeToken } from '../fixtures/admin';
import { E2E_BACKUP_DIR, E2E_BACKUP_TIME, E2E_DB } from '../env';
import { expectNoAxeViolations } from './public-helpers';

const serverFolder = fileURLToPath(new URL('../../apps/server/', import.meta.url));

/**
 * The daily backups' record in the test server's database (the settings row every app server reads),
 * read, or replaced by `value`: how a test gives the server a backup that failed during the night.
 */
function backupRecord(value?: string): string {
  const script = `
    const db = new (require('better-sqlite3'))(process.argv[1]);
    db.pragma('busy_timeout = 5000');
    if (process.argv[2] !== undefined) db.prepare("UPDATE settings SET value = ? WHERE key = 'backup_status'").run(process.argv[2]);
    process.stdout.write(db.prepare("SELECT value FROM settings WHERE key = 'backup_status'").get().value);`;
  // Run from the server's folder, whose SQLite driver it uses.
  const result = spawnSync(process.execPath, ['-e', script, E2E_DB, ...(value === undefined ? [] : [value])], {
    cwd: serverFolder,
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}

/** A daily backup that failed on a full disk last night, as the server records one. */
function failedLastNight(record: string): string {
  const at = new Date(Date.now() - 6 * 3600_000).toISOString();
  const last = {
    at,
    file: null,
    bytes: null,
    checked: false,
    error: BACKUP_MESSAGES.diskFull,
    host: 'web-1',
    folder: E2E_BACKUP_DIR,
    count: null,
  };
  return JSON.stringify({ ...(JSON.parse(record) as object), last });
}

const backupsCard = (page: Page) => page.getByRole('region', { name: 'Backups' });
const warning = (page: Page) => page.getByRole('status').filter({ hasText: BACKUP_MESSAGES.lastFailed(BACKUP_MESSAGES.diskFull) });

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

test('an owner sees the daily backups on the Activity tab and downloads a fresh backup', async ({ page, request }) => {
  test.setTimeout(60_000);
  await openTab(page, request, 'activity');
  const card = backupsCard(page);
  await expect(card.getByRole('heading', { level: 2, name: 'Backups' })).toBeVisible();
  // The test server has made no daily backup yet: when the first comes, where, and how many are kept.
  await expect(card.getByText('None yet', { exact: true })).toBeVisible();
  await expect(card.getByText(`(every day at ${E2E_BACKUP_TIME}, Asia/Kolkata)`)).toBeVisible();
  await expect(card.getByText(E2E_BACKUP_DIR, { exact: true })).toBeVisible();
  await expect(card.getByText('The newest 14 backups', { exact: true })).toBeVisible();
  // The card comes first, above the activity.
  const cardTop = (await card.boundingBox())!.y;
  const listTop = (await page.getByRole('heading', { level: 2, name: 'Who did what' }).boundingBox())!.y;
  expect(cardTop).toBeLessThan(listTop);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download a backup' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^site-\d{4}-\d{2}-\d{2}T\d{4}\.firmbackup$/);
  const bytes = readFileSync(await download.path());
  // A plain backup's first bytes (decision 085); the seed's pictures alone are several hundred KB.
  expect(bytes.subarray(0, 16).toString()).toBe('FIRMSITE-BACKUP\n');
  expect(bytes.length).toBeGreaterThan(100_000);
  await expect(card.getByRole('button', { name: 'Download a backup' })).toBeEnabled();

  // With a passphrase, the file is sealed with it; a short one is refused before anything is sent.
  const passphrase = card.getByLabel('Passphrase (optional)', { exact: true });
  await passphrase.fill('too short');
  await card.getByRole('button', { name: 'Download a backup' }).click();
  await expect(card.getByText(BACKUP_PASSPHRASE_MESSAGE)).toBeVisible();
  await passphrase.fill('Lantern quarry meadow velvet');
  const [sealed] = await Promise.all([page.waitForEvent('download'), card.getByRole('button', { name: 'Download a backup' }).click()]);
  expect(
    readFileSync(await sealed.path())
      .subarray(0, 16)
      .toString(),
  ).toBe('FIRMSITE-SEALED\n');

  // The download is in the activity.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Activity, newest first' }).getByText('Downloaded a backup').first()).toBeVisible();
});

test('a failed daily backup is a warning above every tab, which leads to the backups', async ({ page, request }) => {
  const record = backupRecord();
  backupRecord(failedLastNight(record));
  try {
    await openTab(page, request, 'slider');
    await expect(warning(page)).toBeVisible();
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
    // Another tab: the warning stays.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Messages' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(warning(page)).toBeVisible();
    await warning(page).getByRole('link', { name: 'See the backups' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard\?tab=activity$/);
    // There the Backups card says it, once.
    await expect(backupsCard(page).getByText(BACKUP_MESSAGES.lastFailed(BACKUP_MESSAGES.diskFull), { exact: true })).toBeVisible();
    await expect(page.getByText(BACKUP_MESSAGES.lastFailed(BACKUP_MESSAGES.diskFull), { exact: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
  } finally {
    backupRecord(record);
  }
});

/** An editor of the test's own, by an invitation the owner makes and the editor accepts; removed by `remove`. */
async function newEditor(request: APIRequestContext, email: string) {
  const owner = { Authorization: `Bearer ${await adminToken(request)}` };
  const invited = (await (
    await request.post(API.teamInvitations, { headers: owner, data: { email, role: 'editor' } })
  ).json()) as InviteResponse;
  expect(invited.message).toBe(TEAM_MESSAGES.invitedAndMailed);
  const secret = invited.link.split('#')[1]!;
  const accepted = await request.post(API.invitationAccept, {
    data: { token: secret, name: 'Backup Editor', password: 'Quarry-Lantern-Velvet-42' },
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return {
    token: ((await accepted.json()) as LoginResponse).token!,
    async remove() {
      const team = (await (await request.get(API.team, { headers: owner })).json()) as TeamResponse;
      const id = team.people.find((person) => person.email === email)!.id;
      expect((await request.delete(`${API.team}/${id}`, { headers: owner })).status()).toBe(200);
    },
  };
}

test('an editor sees neither the backups nor their warning, and the API refuses them', async ({ page, request }, testInfo) => {
  const editor = await newEditor(request, `backups-editor-${testInfo.project.name}-${Date.now().toString(36)}@example.com`);
  const record = backupRecord();
  backupRecord(failedLastNight(record));
  try {
    await storeToken(page, editor.token);
    await page.goto('/admin/dashboard?tab=slider');
    await expect(page.getByRole('heading', { level: 1, name: 'Slider' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' })).toBeVisible();
    await expect(page.getByText(BACKUP_MESSAGES.diskFull, { exact: false })).toHaveCount(0);
    await page.goto('/admin/dashboard?tab=activity');
    await expect(page.getByText(TEAM_MESSAGES.ownersOnlyScreen, { exact: true })).toBeVisible();
    await expect(backupsCard(page)).toHaveCount(0);
    const headers = { Authorization: `Bearer ${editor.token}` };
    for (const refused of [await request.get(API.backups, { headers }), await request.post(API.backupDownload, { headers, data: {} })]) {
      expect(refused.status(), refused.url()).toBe(403);
      expect(await refused.json()).toEqual({ message: MESSAGES.ownersOnly });
    }
  } finally {
    backupRecord(record);
    await editor.remove();
  }
});
