import { readFile } from 'node:fs/promises';
import { API, LIMITS, MESSAGES, UPLOAD_SUBJECT, type MessagesResponse } from '@firm/contract';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, openTab, unique } from '../fixtures/admin';
import { pngImage } from '../fixtures/images';
import { expectNoAxeViolations } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Sends a message the way a visitor does: the public contact form at /contact. */
async function sendThroughContactForm(page: Page, name: string, attachment: { name: string; mimeType: string; buffer: Buffer }) {
  // The page's clock, so the form can be sent as late as a person would (not marked spam as too fast).
  await page.clock.install();
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('form[aria-label="Contact form"]') ?? {}).some((k) => k.startsWith('__reactFiber')),
  );
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field('Name').fill(name);
  await field('Email').fill('visitor@example.com');
  await field('Mobile').fill('9876543210');
  await field('Subject').selectOption(UPLOAD_SUBJECT);
  await field('Message').fill(`Plans for the new house, from ${name}.\nSecond line of the message.`);
  await field('Attachment (PDF or image)').setInputFiles(attachment);
  await page.clock.fastForward(LIMITS.minContactFillMs + 1000);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('dialog', { name: MESSAGES.contactSuccessTitle })).toBeVisible();
}

async function unreadCount(page: Page): Promise<number> {
  const token = await adminToken(page.request);
  const body = (await (await page.request.get(API.messages, { headers: { Authorization: `Bearer ${token}` } })).json()) as MessagesResponse;
  return body.unread;
}

test(
  'a message from the contact form: listed first and unread, read in full, its attachment downloaded byte for byte, deleted',
  ONCE,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = unique('Visitor');
    const inbox = () => page.getByRole('list', { name: 'Messages' });
    const subjectRow = () => inbox().getByRole('listitem').filter({ hasText: name });
    const attachment = await pngImage('site-plan.png');
    await sendThroughContactForm(page, name, attachment);

    await openTab(page, request, 'messages');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const unread = await unreadCount(page);
    expect(unread).toBeGreaterThan(0);
    const messagesLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Messages/ });
    await expect(messagesLink).toHaveAccessibleName(`Messages ${unread} unread`);
    await expect(messagesLink).toHaveAttribute('aria-current', 'page');

    // Newest first, marked unread (bold, and said in words).
    const first = inbox().getByRole('listitem').first();
    await expect(first).toContainText(name);
    await expect(first).toContainText('Unread');
    await expect(first.locator('.font-bold')).toHaveCount(1);
    // Nothing in a row (the attachment mark included) widens the page: a phone must not zoom out.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    await page.getByRole('button', { name: `Open message from ${name}: ${UPLOAD_SUBJECT}` }).click();
    const dialog = page.getByRole('dialog', { name: `Message from ${name}` });
    await expect(dialog).toContainText('visitor@example.com');
    await expect(dialog).toContainText('9876543210');
    await expect(dialog).toContainText('Second line of the message.');
    await expect(dialog).toContainText('site-plan.png');
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download site-plan.png' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('site-plan.png');
    const saved = await download.path();
    expect(Buffer.compare(await readFile(saved), attachment.buffer)).toBe(0);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(subjectRow()).not.toContainText('Unread');
    // Opening it marked it read: one fewer in the bar.
    await expect(messagesLink).toHaveAccessibleName(unread - 1 > 0 ? `Messages ${unread - 1} unread` : 'Messages');

    await page.getByRole('button', { name: `Delete message from ${name}: ${UPLOAD_SUBJECT}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete message' });
    await expect(confirm).toContainText(name);
    await expectNoAxeViolations(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Message deleted successfully')).toBeVisible();
    await expect(subjectRow()).toHaveCount(0);
    await expect(confirm).toBeHidden();
  },
);

test('axe finds no violation on the inbox', async ({ page, request }) => {
  await openTab(page, request, 'messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  // Loaded: no spinner (the owners' backup warning keeps an empty live region of its own).
  await expect(page.getByRole('status').filter({ hasText: /^Loading/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
