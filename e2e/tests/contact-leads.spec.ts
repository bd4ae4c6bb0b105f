/**
 * The contact form never loses a message: without JavaScript, before the page's script has loaded,
 * and with it; spam is kept apart, the flood limit says when to retry, and leads arrive with their subject.
 */
import { API, LIMITS, MESSAGES, UPLOAD_SUBJECT } from '@firm/contract';
import { expect, test, type Page } from '@playwright/test';
import { adminToken, openTab, unique } from '../fixtures/admin';
import { contactField as field, storedMessage, visitor, visitorContext } from '../fixtures/contact';
import { hydrated } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const samplePdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n' + 'x'.repeat(3000));
const send = (page: Page) => page.getByRole('form', { name: 'Contact form' }).getByRole('button', { name: 'Send Message' }).click();

async function fill(page: Page, values: { name: string; email: string; mobile: string; message: string }, subject: string) {
  await field(page, 'Name').fill(values.name);
  await field(page, 'Email').fill(values.email);
  await field(page, 'Mobile').fill(values.mobile);
  await field(page, 'Subject').selectOption(subject);
  await field(page, 'Message').fill(values.message);
}

/** The page's address after a POST: the path, never what was typed. */
async function expectCleanUrl(page: Page, values: Record<string, string>) {
  const url = new URL(page.url());
  expect(url.pathname).toBe('/contact');
  const decoded = decodeURIComponent(page.url());
  for (const value of Object.values(values)) expect(decoded).not.toContain(value);
}

/** A person takes at least this long to fill the form; a page's own stamp must be older than that. */
const takeTimeLikeAPerson = (page: Page) => page.waitForTimeout(LIMITS.minContactFillMs + 200);

test.describe('without JavaScript', ONCE, () => {
  test('a message with a PDF is stored as sent, shown in a real dialog, and its file downloads byte for byte', async ({
    browser,
    baseURL,
    request,
  }) => {
    const context = await visitorContext(browser, baseURL, { javaScriptEnabled: false });
    const page = await context.newPage();
    const values = visitor(unique('Nojs Sender'));
    const pdf = samplePdf();
    await page.goto('/contact');
    await fill(page, values, UPLOAD_SUBJECT);
    await field(page, 'Attachment (PDF or image)').setInputFiles({ name: 'site plan.pdf', mimeType: 'application/pdf', buffer: pdf });
    await takeTimeLikeAPerson(page);
    const answered = page.waitForResponse((r) => r.request().method() === 'POST');
    await send(page);
    // A page answering a POST can hold what was typed: no browser or proxy keeps it.
    expect((await answered).headers()['cache-control']).toBe('no-store');

    const dialog = page.getByRole('dialog', { name: MESSAGES.contactSuccessTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(MESSAGES.contactSuccess);
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expectCleanUrl(page, values);
    // The form is empty again, as after a submit with JavaScript.
    await expect(field(page, 'Name')).toHaveValue('');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    const stored = await storedMessage(request, values.name);
    expect(stored).toMatchObject({
      email: values.email,
      mobile: values.mobile,
      subject: UPLOAD_SUBJECT,
      message: values.message,
      spam: false,
      page: '/contact',
    });
    expect(stored?.attachment?.name).toBe('site plan.pdf');
    const file = await request.get(stored!.attachment!.url, { headers: { Authorization: `Bearer ${await adminToken(request)}` } });
    expect(file.status()).toBe(200);
    expect(Buffer.compare(await file.body(), pdf)).toBe(0);
    await context.close();
  });

  test('mistakes come back with the exact messages under each field and everything typed kept', async ({ browser, baseURL, request }) => {
    const context = await visitorContext(browser, baseURL, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    const underField = async (label: string, message: string) => {
      const input = field(page, label);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`)).toHaveText(message);
    };

    await send(page);
    await underField('Name', MESSAGES.nameRequired);
    await underField('Email', MESSAGES.contactEmailRequired);
    await underField('Mobile', MESSAGES.mobileRequired);
    await underField('Subject', MESSAGES.subjectRequired);
    await underField('Message', MESSAGES.messageRequired);

    const typed = { name: 'A', email: 'asha@', mobile: '98765', message: 'Too short' };
    await fill(page, typed, UPLOAD_SUBJECT);
    await field(page, 'Attachment (PDF or image)').setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await send(page);
    await underField('Name', MESSAGES.nameMin);
    await underField('Email', MESSAGES.contactEmailInvalid);
    await underField('Mobile', MESSAGES.mobileDigits);
    await underField('Message', MESSAGES.messageMin);
    await expect(field(page, 'Name')).toHaveValue(typed.name);
    await expect(field(page, 'Email')).toHaveValue(typed.email);
    await expect(field(page, 'Mobile')).toHaveValue(typed.mobile);
    await expect(field(page, 'Subject')).toHaveValue(UPLOAD_SUBJECT);
    await expect(field(page, 'Message')).toHaveValue(typed.message);
    // A browser cannot be handed a file back: the page says to choose it again.
    await expect(page.getByText('Please choose your file again')).toBeVisible();
    await expectCleanUrl(page, typed);

    // Too large a file: its own message, the rest kept.
    const values = visitor(unique('Nojs Big File'));
    await fill(page, values, UPLOAD_SUBJECT);
    await field(page, 'Attachment (PDF or image)').setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(LIMITS.maxAttachmentBytes + 1, 0x25),
    });
    await send(page);
    await underField('Attachment (PDF or image)', MESSAGES.attachmentTooLarge);
    await expect(field(page, 'Message')).toHaveValue(values.message);
    await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'false');
    expect(await storedMessage(request, values.name)).toBeUndefined();
    await context.close();
  });

  test('the preselected subjects are in the page itself', async ({ browser, baseURL }) => {
    const context = await visitorContext(browser, baseURL, { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact?subject=Training&course=101');
    await expect(field(page, 'Subject')).toHaveValue('Training');
    await expect(field(page, 'Message')).toHaveValue('I would like to enroll in the course BASIC (101).');
    await page.goto('/contact?subject=Business%20inquiry');
    await expect(field(page, 'Subject')).toHaveValue('Business inquiry');
    await expect(field(page, 'Message')).toHaveValue('');
    await context.close();
  });
});

test('a message sent while the page script is still loading is not lost', ONCE, async ({ browser, baseURL, request }) => {
  const context = await visitorContext(browser, baseURL);
  const page = await context.newPage();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // A slow phone: the scripts do not arrive until the test lets them (the styles do).
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue().catch(() => undefined);
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  const values = visitor(unique('Early Sender'));
  await fill(page, values, 'Business inquiry');
  expect(
    await page.evaluate(() =>
      Object.keys(document.querySelector('form[aria-label="Contact form"]') ?? {}).some((k) => k.startsWith('__reactFiber')),
    ),
  ).toBe(false);
  await takeTimeLikeAPerson(page);
  await send(page);
  await expect(page.getByRole('dialog', { name: MESSAGES.contactSuccessTitle })).toContainText(MESSAGES.contactSuccess);
  await expectCleanUrl(page, values);
  release();
  expect(await storedMessage(request, values.name)).toMatchObject({ email: values.email, message: values.message, spam: false });
  await context.close();
});

test(
  "what was typed before the script arrived is kept when it arrives, and sent as a person's message",
  ONCE,
  async ({ browser, baseURL, request }) => {
    const context = await visitorContext(browser, baseURL);
    const page = await context.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    const values = visitor(unique('Slow Phone'));
    await fill(page, values, 'Training');
    await takeTimeLikeAPerson(page);
    release();
    await hydrated(page, 'form[aria-label="Contact form"]');
    for (const [label, value] of [
      ['Name', values.name],
      ['Email', values.email],
      ['Mobile', values.mobile],
      ['Subject', 'Training'],
      ['Message', values.message],
    ]) {
      await expect(field(page, label!)).toHaveValue(value!);
    }
    // Sent at once after the script arrived: the form was open far longer than that.
    await send(page);
    await expect(page.getByRole('dialog', { name: MESSAGES.contactSuccessTitle })).toBeVisible();
    expect(await storedMessage(request, values.name)).toMatchObject({ email: values.email, subject: 'Training', spam: false });
    await context.close();
  },
);

test(
  'honeypot and too-fast messages are kept in Spam, not counted unread, and the owner can move one back',
  ONCE,
  async ({ browser, baseURL, page, request }) => {
    const context = await visitorContext(browser, baseURL);
    const visitorPage = await context.newPage();
    const bot = visitor(unique('Honey Bot'));
    const quick = visitor(unique('Quick Person'));
    for (const [values, honeypot] of [
      [bot, 'http://spam.example'],
      [quick, ''],
    ] as const) {
      await visitorPage.goto('/contact');
      await hydrated(visitorPage, 'form[aria-label="Contact form"]');
      await fill(visitorPage, values, 'Business inquiry');
      if (honeypot) await visitorPage.locator('input[name="website"]').fill(honeypot, { force: true });
      // No waiting: sent well within LIMITS.minContactFillMs of the form appearing. The visitor sees the same success.
      await send(visitorPage);
      const dialog = visitorPage.getByRole('dialog', { name: MESSAGES.contactSuccessTitle });
      await expect(dialog).toBeVisible();
      await visitorPage.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      expect(await storedMessage(request, values.name)).toMatchObject({ spam: true, read: false });
    }
    await context.close();

    await openTab(page, request, 'messages');
    const inbox = page.getByRole('list', { name: 'Messages' });
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(inbox.getByText(bot.name)).toHaveCount(0);
    await page.getByRole('button', { name: /^Spam/ }).click();
    const spam = page.getByRole('list', { name: 'Spam' });
    await expect(spam.getByRole('listitem').filter({ hasText: bot.name })).toBeVisible();
    await expect(spam.getByRole('listitem').filter({ hasText: quick.name })).not.toContainText('Unread');
    const messagesLink = page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: /^Messages/ });
    const unreadBefore = (await messagesLink.textContent()) ?? '';

    await page.getByRole('button', { name: `Not spam: move the message from ${quick.name} to the inbox` }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Message moved to the inbox' })).toBeVisible();
    await expect(spam.getByRole('listitem').filter({ hasText: quick.name })).toHaveCount(0);
    await page.getByRole('button', { name: 'Inbox', exact: true }).click();
    await expect(inbox.getByRole('listitem').filter({ hasText: quick.name })).toContainText('Unread');
    await expect(messagesLink).not.toHaveText(unreadBefore);
  },
);

test(
  'too many messages from one address: the form says when to try again, with and without JavaScript',
  ONCE,
  async ({ browser, baseURL }) => {
    const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
    const context = await visitorContext(browser, baseURL, { extraHTTPHeaders: { 'x-forwarded-for': address } });
    for (let i = 0; i < LIMITS.contactMaxPerWindow; i++) {
      const body = new FormData();
      for (const [key, value] of Object.entries({ ...visitor(unique('Flood')), subject: 'Training' })) body.append(key, value);
      expect((await context.request.post(API.contact, { multipart: body })).status()).toBe(201);
    }
    const retry = /^Too many messages were sent from your address\. Please try again in \d+ minutes?\.$/;

    const page = await context.newPage();
    await page.goto('/contact');
    await hydrated(page, 'form[aria-label="Contact form"]');
    const values = visitor(unique('Limited Sender'));
    await fill(page, values, 'Training');
    await send(page);
    const dialog = page.getByRole('dialog', { name: MESSAGES.contactFailureTitle });
    await expect(dialog.locator('p')).toHaveText(retry);
    await page.keyboard.press('Escape');
    await expect(field(page, 'Name')).toHaveValue(values.name);
    await context.close();

    const noJs = await visitorContext(browser, baseURL, { javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': address } });
    const plain = await noJs.newPage();
    await plain.goto('/contact');
    await fill(plain, values, 'Training');
    await send(plain);
    await expect(plain.getByRole('dialog', { name: MESSAGES.contactFailureTitle }).locator('p')).toHaveText(retry);
    await expect(field(plain, 'Message')).toHaveValue(values.message);
    await noJs.close();
  },
);

test('Enroll now and Book Appointment open the form with the subject chosen; the inbox answers with Reply and shows where it came from', async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  const context = await visitorContext(browser, baseURL);
  const visitorPage = await context.newPage();
  await visitorPage.clock.install();
  await visitorPage.goto('/services/details/101');
  await hydrated(visitorPage);
  await visitorPage.getByRole('main').getByRole('link', { name: 'Book Appointment' }).click();
  await expect(visitorPage).toHaveURL(/\/contact\?subject=Business%20inquiry#contact-form$/);
  await expect(field(visitorPage, 'Subject')).toHaveValue('Business inquiry');

  await visitorPage.goto('/courses/details/101');
  await hydrated(visitorPage);
  await visitorPage.getByRole('link', { name: 'Enroll now' }).click();
  await expect(visitorPage).toHaveURL(/\/contact\?subject=Training&course=101#contact-form$/);
  await expect(field(visitorPage, 'Subject')).toHaveValue('Training');
  await expect(field(visitorPage, 'Message')).toHaveValue('I would like to enroll in the course BASIC (101).');
  await hydrated(visitorPage, 'form[aria-label="Contact form"]');
  const values = visitor(unique('Course Lead'));
  await field(visitorPage, 'Name').fill(values.name);
  await field(visitorPage, 'Email').fill(values.email);
  await field(visitorPage, 'Mobile').fill(values.mobile);
  // A person reads and types for a while before sending.
  await visitorPage.clock.fastForward(LIMITS.minContactFillMs + 1000);
  await send(visitorPage);
  await expect(visitorPage.getByRole('dialog', { name: MESSAGES.contactSuccessTitle })).toBeVisible();
  await context.close();

  await openTab(page, request, 'messages');
  await page.getByRole('button', { name: `Open message from ${values.name}: Training` }).click();
  const dialog = page.getByRole('dialog', { name: `Message from ${values.name}` });
  await expect(dialog).toContainText('I would like to enroll in the course BASIC (101).');
  await expect(dialog).toContainText('/contact?subject=Training&course=101');
  await expect(dialog.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute(
    'href',
    `mailto:${values.email}?subject=Re%3A%20Training`,
  );
  await dialog.getByRole('button', { name: 'Mark as unread' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: values.name })).toContainText('Unread');
});
