/**
 * The inbox worked as a list of leads (LEADS-1 to LEADS-3): a lead's status, private note and follow-up,
 * the replies by WhatsApp and e-mail, the filters and the search kept in the address, overdue leads
 * first, and the CSV export of the selected messages.
 */
import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { API, CONTACT_HIDDEN, MESSAGES, type ContactSubject, type SiteResponse } from '@firm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openTab, storeToken, unique } from '../fixtures/admin';
import { storedMessage, visitorAddress } from '../fixtures/contact';
import { brokenWordFlaws, overflowFlaws } from './layout-checks';
import { expectNoAxeViolations } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const inbox = (page: Page) => page.getByRole('list', { name: 'Messages' });
const row = (page: Page, name: string) => inbox(page).getByRole('listitem').filter({ hasText: name });
const leadDialog = (page: Page, name: string) => page.getByRole('dialog', { name: `Message from ${name}` });
const loaded = (page: Page) => expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);

interface Lead {
  name: string;
  subject: ContactSubject;
  message: string;
  mobile?: string;
  page?: string;
  cameFrom?: string;
}

/** A message sent as a visitor's browser sends it (POST /api/contact, an address of its own); its id. */
async function sendLead(request: APIRequestContext, lead: Lead): Promise<string> {
  const form = new FormData();
  form.append('name', lead.name);
  form.append(
    'email',
    `${lead.name
      .replace(/[^A-Za-z0-9]+/g, '.')
      .replace(/^\.|\.$/g, '')
      .toLowerCase()}@example.com`,
  );
  form.append('mobile', lead.mobile ?? '9876543210');
  form.append('subject', lead.subject);
  form.append('message', lead.message);
  if (lead.page) form.append(CONTACT_HIDDEN.page, lead.page);
  if (lead.cameFrom) form.append(CONTACT_HIDDEN.cameFrom, lead.cameFrom);
  const response = await request.post(API.contact, { multipart: form, headers: { 'x-forwarded-for': visitorAddress() } });
  expect(response.status(), await response.text()).toBe(201);
  const stored = await storedMessage(request, lead.name);
  expect(stored?.spam).toBe(false);
  return stored!._id;
}

/** Opens a lead at its own address, as the link in the weekly summary does, logged in as the owner. */
async function openLead(page: Page, request: APIRequestContext, id: string): Promise<void> {
  await storeToken(page, await adminToken(request));
  await page.goto(`/admin/dashboard?tab=messages&message=${id}`);
}

async function patchLead(request: APIRequestContext, id: string, data: Record<string, unknown>): Promise<void> {
  const response = await request.patch(`${API.messages}/${id}`, {
    data,
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test(
  "a lead's status, note and follow-up are saved, said and kept after a reload; it is answered by WhatsApp or e-mail and says where it came from",
  ONCE,
  async ({ page, request }) => {
    const name = unique('Asha Lead');
    const id = await sendLead(request, {
      name,
      subject: 'Training',
      message: 'Please tell me about the next batch.',
      mobile: '9812345678',
      page: '/courses/details/101',
      cameFrom: 'https://www.google.co.in/',
    });
    const firm = ((await (await request.get(API.site)).json()) as SiteResponse).site.name;

    // The weekly summary's link opens the message itself.
    await openLead(page, request, id);
    const dialog = leadDialog(page, name);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('definition').filter({ hasText: '/courses/details/101' })).toBeVisible();
    await expect(dialog.getByRole('term').filter({ hasText: 'Came from' })).toBeVisible();
    await expect(dialog.getByRole('definition').filter({ hasText: /^Google$/ })).toBeVisible();

    const whatsapp = dialog.getByRole('link', { name: 'Reply by WhatsApp (opens in a new tab)' });
    await expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/919812345678?text=Hello%20${encodeURIComponent(name)}%2C%20thank%20you%20for%20your%20message%20to%20${encodeURIComponent(firm)}%20about%20Training.`,
    );
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    const email = dialog.getByRole('link', { name: 'Reply by e-mail' });
    await expect(email).toHaveAttribute('href', /^mailto:[^?]+@example\.com\?subject=Re%3A%20Training$/);

    // Replying happens in another app; one click records it, and the keyboard is left on the status that says so.
    const status = dialog.getByLabel('Status', { exact: true });
    await expect(status).toHaveValue('new');
    await dialog.getByRole('button', { name: 'Mark as Replied' }).click();
    await expect(toast(page, 'Status changed to Replied')).toBeVisible();
    await expect(status).toHaveValue('replied');
    await expect(status).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Mark as Replied' })).toHaveCount(0);
    await status.selectOption('won');
    await expect(toast(page, 'Status changed to Won')).toBeVisible();
    await expect(status).toBeFocused();

    const followUp = dialog.getByLabel('Follow up on');
    await followUp.fill('2031-03-15');
    await dialog.getByRole('button', { name: 'Save follow-up' }).click();
    await expect(toast(page, 'Follow-up set for 2031-03-15')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save follow-up' })).toBeFocused();

    // The note is the firm's: the dialog says so. What the server refuses is said beside it, and the text stays.
    const note = dialog.getByLabel('Private note');
    await expect(note).toHaveAccessibleDescription('Only the firm’s admins see it: never the visitor.');
    await note.fill('Wants a site visit\u0007 on Saturday');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(MESSAGES.controlCharacters);
    await expect(note).toHaveAccessibleDescription(`Only the firm’s admins see it: never the visitor. ${MESSAGES.controlCharacters}`);
    await expect(note).toHaveValue('Wants a site visit\u0007 on Saturday');
    await note.fill('Wants a site visit on Saturday. ફોન પછી કરવો.');
    await dialog.getByRole('button', { name: 'Save note' }).click();
    await expect(toast(page, 'Note saved')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Save note' })).toBeFocused();

    await page.reload();
    await expect(dialog).toBeVisible();
    await expect(status).toHaveValue('won');
    await expect(followUp).toHaveValue('2031-03-15');
    await expect(note).toHaveValue('Wants a site visit on Saturday. ફોન પછી કરવો.');

    // A note not saved is asked about once before the dialog closes; closed, the address no longer opens it.
    await note.fill('Not to be kept');
    await page.keyboard.press('Escape');
    const discard = page.getByRole('alertdialog', { name: 'Discard changes?' });
    await discard.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toBeHidden();
    await expect(discard).toHaveCount(0);
    await expect(page).toHaveURL(/\?tab=messages$/);
    await expect(row(page, name)).toContainText('Status: Won');
    await expect(row(page, name)).toContainText('Follow up on 15 Mar 2031');

    await row(page, name)
      .getByRole('button', { name: `Open message from ${name}: Training` })
      .click();
    await expect(note).toHaveValue('Wants a site visit on Saturday. ફોન પછી કરવો.');
    await dialog.getByRole('button', { name: 'Clear follow-up' }).click();
    await expect(toast(page, 'Follow-up removed')).toBeVisible();
    await expect(followUp).toHaveValue('');
    await expect(followUp).toBeFocused();
  },
);

test(
  'two status changes in a row: the lead shows the last one, even when the answer about the first comes back last',
  ONCE,
  async ({ page, request }) => {
    const name = unique('Ravi Lead');
    const id = await sendLead(request, { name, subject: 'Training', message: 'Please call me about the course.' });
    await openLead(page, request, id);
    const dialog = leadDialog(page, name);
    const status = dialog.getByLabel('Status', { exact: true });
    await expect(status).toHaveValue('new');

    // After each change the dialog reads the lead again; the read after the first change is held back, as a slow
    // network may, until the second change and its own read are done.
    const path = `${API.messages}/${id}`;
    let release = () => {};
    const releasing = new Promise<void>((resolve) => (release = resolve));
    const held: { finished?: Promise<unknown> } = {};
    await page.route(
      (url) => url.pathname === path,
      async (route) => {
        if (route.request().method() !== 'GET' || held.finished) return route.fallback();
        held.finished = page.waitForEvent('requestfinished', (finished) => finished === route.request());
        const response = await route.fetch();
        await releasing;
        await route.fulfill({ response });
      },
    );
    await dialog.getByRole('button', { name: 'Mark as Replied' }).click();
    await expect(toast(page, 'Status changed to Replied')).toBeVisible();
    await expect.poll(() => held.finished !== undefined).toBe(true);

    const secondRead = page.waitForResponse(
      (response) => new URL(response.url()).pathname === path && response.request().method() === 'GET',
    );
    await status.selectOption('won');
    await expect(toast(page, 'Status changed to Won')).toBeVisible();
    await secondRead;
    await expect(status).toHaveValue('won');

    release();
    await held.finished;
    // Two frames: the late answer, if taken, has been drawn by then.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(status).toHaveValue('won');
    await page.unrouteAll({ behavior: 'wait' });
  },
);

test(
  'the filters and the search narrow the list and stay in the address; an overdue follow-up comes first, marked',
  ONCE,
  async ({ page, request }) => {
    const tag = unique('Plinth').replace(' ', '');
    const older = unique('Bhavin Overdue');
    const newer = unique('Chirag Newer');
    const other = unique('Dhruv Other');
    const olderId = await sendLead(request, {
      name: older,
      subject: 'Training',
      message: `About ${tag}: the course.`,
      mobile: '9123456780',
    });
    await sendLead(request, { name: newer, subject: 'Business inquiry', message: `A ${tag} for a house.` });
    await sendLead(request, { name: other, subject: 'Training', message: 'Nothing in common.' });
    await patchLead(request, olderId, { followUp: '2020-01-02' });

    await openTab(page, request, 'messages');
    await loaded(page);
    await page.getByLabel('Search names, e-mails, mobiles and text').fill(tag);
    await expect(inbox(page).getByRole('listitem')).toHaveCount(2);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${tag}(&|$)`));
    // Older, yet first: its follow-up is overdue, and the row says so in words.
    await expect(inbox(page).getByRole('listitem').first()).toContainText(older);
    await expect(row(page, older)).toContainText('Follow-up overdue');
    await expect(row(page, older)).toContainText('Follow up on 2 Jan 2020');
    await expect(row(page, newer)).not.toContainText('Follow-up overdue');

    await page.getByLabel('Subject', { exact: true }).selectOption('Business inquiry');
    await expect(inbox(page).getByRole('listitem')).toHaveCount(1);
    await expect(row(page, newer)).toBeVisible();
    await expect(page).toHaveURL(/[?&]subject=Business\+inquiry(&|$)/);

    await page.reload();
    await expect(page.getByLabel('Search names, e-mails, mobiles and text')).toHaveValue(tag);
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('Business inquiry');
    await expect(inbox(page).getByRole('listitem')).toHaveCount(1);
    await expect(row(page, newer)).toBeVisible();

    await page.getByLabel('Status', { exact: true }).selectOption('replied');
    await expect(page.getByText('No messages match the filters')).toBeVisible();
    await expect(page).toHaveURL(/[?&]status=replied(&|$)/);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/\?tab=messages$/);
    await expect(page.getByLabel('Search names, e-mails, mobiles and text')).toBeFocused();
    await expect(row(page, other)).toBeVisible();

    // A mobile finds its sender; days received before any of these find none.
    await page.getByLabel('Search names, e-mails, mobiles and text').fill('9123456780');
    await expect(inbox(page).getByRole('listitem')).toHaveCount(1);
    await expect(row(page, older)).toBeVisible();
    await page.getByLabel('Received to').fill('2020-01-01');
    await expect(page.getByText('No messages match the filters')).toBeVisible();
    await expect(page).toHaveURL(/[?&]to=2020-01-01(&|$)/);
  },
);

test('Export CSV gives the two selected messages, Gujarati and emoji intact', ONCE, async ({ page, request }) => {
  const tag = unique('Export').replace(' ', '');
  const first = `${unique('રમેશ પટેલ')}`;
  const second = `${unique('Meera Shah')}`;
  const left = `${unique('Left Out')}`;
  await sendLead(request, { name: first, subject: 'Business inquiry', message: `${tag} ઘરનો નકશો જોઈએ છે 🏠` });
  await sendLead(request, { name: second, subject: 'Training', message: `${tag} =SUM(A1:A2) course fees` });
  await sendLead(request, { name: left, subject: 'Training', message: `${tag} not wanted in the file` });

  await openTab(page, request, 'messages');
  await loaded(page);
  await page.getByLabel('Search names, e-mails, mobiles and text').fill(tag);
  await expect(inbox(page).getByRole('listitem')).toHaveCount(3);
  const exportButton = page.getByRole('button', { name: 'Export CSV' });
  await expect(exportButton).toBeDisabled();
  await expect(exportButton).toHaveAccessibleDescription('Select messages to export them');

  await page.getByRole('checkbox', { name: 'Select all shown' }).check();
  await expect(exportButton).toHaveAccessibleDescription('3 selected');
  await page.getByRole('checkbox', { name: 'Select all shown' }).uncheck();
  await page.getByRole('checkbox', { name: `Select message from ${first}: Business inquiry` }).check();
  await page.getByRole('checkbox', { name: `Select message from ${second}: Training` }).check();
  await expect(exportButton).toHaveAccessibleDescription('2 selected');
  await expect(page.getByRole('checkbox', { name: 'Select all shown' })).toHaveJSProperty('indeterminate', true);

  const downloading = page.waitForEvent('download');
  await exportButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  // The byte order mark: Excel then reads the file as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows.map((r) => r['Name']).sort()).toEqual([first, second].sort());
  const byName = Object.fromEntries(rows.map((r) => [r['Name'], r]));
  expect(byName[first]?.['Message']).toBe(`${tag} ઘરનો નકશો જોઈએ છે 🏠`);
  expect(byName[first]?.['Subject']).toBe('Business inquiry');
  expect(byName[second]?.['Message']).toBe(`${tag} =SUM(A1:A2) course fees`);
  expect(byName[second]?.['Status']).toBe('New');
});

test('axe finds no violation on the inbox of leads nor in an open lead', async ({ page, request }) => {
  const name = unique('Axe Lead');
  await sendLead(request, { name, subject: 'Training', message: 'A lead for the accessibility check.' });
  await openTab(page, request, 'messages');
  await loaded(page);
  await expect(row(page, name)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  await row(page, name)
    .getByRole('button', { name: `Open message from ${name}: Training` })
    .click();
  await expect(leadDialog(page, name).getByLabel('Private note')).toBeVisible();
  await expectNoAxeViolations(page);
});

test(
  'on the narrowest phones an open lead breaks its address only after the @, its page only after a /: no word is cut',
  ONCE,
  async ({ page, request }) => {
    const name = unique('Nita Phone');
    const id = await sendLead(request, {
      name,
      subject: 'Business inquiry',
      message: 'A lead read on a small phone.',
      page: '/services/details/building-permission-and-approval-drawings',
    });
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 740 });
      await openLead(page, request, id);
      await expect(leadDialog(page, name).getByLabel('Private note')).toBeVisible();
      expect(await brokenWordFlaws(page), `at ${width} px`).toEqual([]);
      expect(await overflowFlaws(page), `at ${width} px`).toEqual([]);
    }
  },
);
