import { CONTACT_SUBJECTS, LIMITS, MESSAGES, UPLOAD_SUBJECT } from '@firm/contract';
import { expect, test, type Page } from '@playwright/test';
import { ONCE } from '../fixtures/projects';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** Where the form posts once the page's script runs: the contact route's action, through React Router. */
const ACTION = '**/contact.data*';
const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });

/** Type a value (maybe empty) into a field and leave it, so it counts as touched. */
async function touch(page: Page, label: string, value: string) {
  const input = field(page, label);
  await input.fill(value);
  await input.blur();
}

async function fillValid(page: Page, subject: string = CONTACT_SUBJECTS[0]) {
  await field(page, 'Name').fill('Asha Patel');
  await field(page, 'Email').fill('asha@example.com');
  await field(page, 'Mobile').fill('9876543210');
  await field(page, 'Subject').selectOption(subject);
  await field(page, 'Message').fill('Please tell me about the BASIC course fees.');
}

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  // The form works once React has hydrated (React marks the elements it owns).
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('form[aria-label="Contact form"]') ?? {}).some((k) => k.startsWith('__reactFiber')),
  );
});

test("the form's checks (zod) load when the visitor first focuses the form, not with the page", ONCE, async ({ page }) => {
  // zod's classes keep their names in the built script ($constructor('$ZodObject', ...)).
  const withZod: string[] = [];
  // Scripts the first load fetches late (when idle) must have arrived: a reload that navigates away
  // from one still in flight leaves its body unreadable.
  await page.waitForLoadState('networkidle');
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script' && (await response.text()).includes('$ZodObject')) withZod.push(response.url());
  });
  await page.reload();
  await page.waitForLoadState('networkidle');
  expect(withZod).toEqual([]);
  await field(page, 'Name').focus();
  await expect.poll(() => withZod.length).toBe(1);
});

test('the page shows the heading, the office card and the map', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/contact us/i);
  await expect(page.getByRole('heading', { name: 'Feel free to contact us' })).toBeVisible();
  const card = page.getByRole('region', { name: 'Office information' });
  // The seeded site details (the owner changes them in the admin: admin-content.spec.ts).
  await expect(card.getByRole('heading', { name: 'Registered Office' })).toBeVisible();
  await expect(card).toContainText('2nd Floor, Shree Complex, Near Collector Office, Ring Road, Surat, Gujarat 395001, India');
  await expect(card.getByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
  for (const email of ['info@shreecivilengineering.com', 'support@shreecivilengineering.com']) {
    await expect(card.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
  }
  await expect(card).toContainText('Monday to Saturday 10:00 AM to 8:00 PM');
  const map = page.locator('iframe');
  await expect(map).toHaveAttribute('height', '450');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('title', /Map/);
  // The map shows the owner's map location.
  const src = new URL((await map.getAttribute('src'))!);
  expect(`${src.origin}${src.pathname}`).toBe('https://www.google.com/maps');
  expect(src.searchParams.get('q')).toBe('Collector Office, Ring Road, Surat, Gujarat');
  expect(src.searchParams.get('output')).toBe('embed');
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(field(page, 'Message')).toHaveAttribute('rows', '4');
  await expect(field(page, 'Subject').locator('option:not([disabled])')).toHaveText([...CONTACT_SUBJECTS]);
});

test('the map carries the address and an Open in Google Maps link, also when the map is blocked', ONCE, async ({ page }) => {
  // A consent or ad blocker: the embedded map never loads, and its 450 px must not stay blank (decision 025).
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) => route.abort('blockedbyclient'));
  await page.reload();
  const map = page.getByRole('region', { name: 'Map' });
  await map.scrollIntoViewIfNeeded();
  expect((await map.boundingBox())!.height).toBe(450);
  await expect(map).toContainText('2nd Floor, Shree Complex, Near Collector Office, Ring Road, Surat, Gujarat 395001, India');
  const link = map.getByRole('link', { name: 'Open in Google Maps (opens in a new tab)' });
  await expect(link).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Collector+Office%2C+Ring+Road%2C+Surat%2C+Gujarat',
  );
  await expect(link).toHaveAttribute('target', '_blank');
  // Nothing lies over it, the embedded frame included: a pointer reaches it.
  await link.hover({ timeout: 2000 });
});

test('each rule shows its exact message under the field once touched', ONCE, async ({ page }) => {
  await expect(page.getByText(MESSAGES.nameRequired)).toHaveCount(0);
  const cases: [string, string, string][] = [
    ['Name', '', MESSAGES.nameRequired],
    ['Name', 'A', MESSAGES.nameMin],
    ['Email', '', MESSAGES.contactEmailRequired],
    ['Email', 'asha@', MESSAGES.contactEmailInvalid],
    ['Mobile', '', MESSAGES.mobileRequired],
    ['Mobile', '98765', MESSAGES.mobileDigits],
    ['Mobile', '98765abcde', MESSAGES.mobileDigits],
    ['Message', '', MESSAGES.messageRequired],
    ['Message', 'Too short', MESSAGES.messageMin],
  ];
  for (const [label, value, message] of cases) {
    await touch(page, label, value);
    const input = field(page, label);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await input.getAttribute('aria-describedby');
    expect(describedBy).toBeTruthy();
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(message);
  }
  await field(page, 'Subject').focus();
  await field(page, 'Subject').blur();
  await expect(page.getByText(MESSAGES.subjectRequired)).toBeVisible();

  // Correct values clear the messages.
  await fillValid(page);
  await field(page, 'Message').blur();
  for (const label of ['Name', 'Email', 'Mobile', 'Subject', 'Message'])
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'false');
});

test('the attachment field is only there for Upload your documents, and refuses a file over 2 MB', ONCE, async ({ page }) => {
  const attachment = field(page, 'Attachment (PDF or image)');
  await expect(attachment).toHaveCount(0);
  for (const subject of CONTACT_SUBJECTS.filter((s) => s !== UPLOAD_SUBJECT)) {
    await field(page, 'Subject').selectOption(subject);
    await expect(attachment).toHaveCount(0);
  }
  await field(page, 'Subject').selectOption(UPLOAD_SUBJECT);
  await expect(attachment).toBeVisible();
  await expect(attachment).toHaveAttribute('accept', /application\/pdf/);
  await expect(attachment).toHaveAttribute('accept', /image\//);
  await attachment.setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(LIMITS.maxAttachmentBytes + 1, 0x20),
  });
  await expect(page.getByText(MESSAGES.attachmentTooLarge)).toBeVisible();
  await attachment.setInputFiles({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(page.getByText(MESSAGES.attachmentTooLarge)).toHaveCount(0);
  await field(page, 'Subject').selectOption(CONTACT_SUBJECTS[0]);
  await expect(attachment).toHaveCount(0);
});

test('the honeypot is hidden from people and from the tab order', ONCE, async ({ page }) => {
  const honeypot = page.locator('input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
  const box = await honeypot.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
});

test('a real submit says Sending..., then Thank You, and empties the form', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // Hold the real request a moment so the sending state can be seen; it then goes to the real server.
  await page.route(ACTION, async (route) => {
    await held;
    await route.continue();
  });
  await fillValid(page);
  const responded = page.waitForResponse((r) => new URL(r.url()).pathname === '/contact.data' && r.request().method() === 'POST');
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const sending = form(page).getByRole('button', { name: 'Sending...' });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  release();
  expect((await responded).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: MESSAGES.contactSuccessTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MESSAGES.contactSuccess);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  for (const label of ['Name', 'Email', 'Mobile', 'Message']) await expect(field(page, label)).toHaveValue('');
  await expect(field(page, 'Subject')).toHaveValue('');
  await expect(form(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
});

test('a failing API shows the Error dialog and keeps what was typed', ONCE, async ({ page }) => {
  await page.route(ACTION, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }),
  );
  await fillValid(page, UPLOAD_SUBJECT);
  await field(page, 'Attachment (PDF or image)').setInputFiles({
    name: 'plan.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  const dialog = page.getByRole('dialog', { name: MESSAGES.contactFailureTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(MESSAGES.contactFailure);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Name')).toHaveValue('Asha Patel');
  await expect(field(page, 'Email')).toHaveValue('asha@example.com');
  await expect(field(page, 'Mobile')).toHaveValue('9876543210');
  await expect(field(page, 'Subject')).toHaveValue(UPLOAD_SUBJECT);
  await expect(field(page, 'Message')).toHaveValue('Please tell me about the BASIC course fees.');
  expect(await field(page, 'Attachment (PDF or image)').evaluate((el) => (el as HTMLInputElement).files?.[0]?.name)).toBe('plan.pdf');

  // A network failure is an error too, with the same dialog and a Close button.
  await page.unroute(ACTION);
  await page.route(ACTION, (route) => route.abort('connectionrefused'));
  await form(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(dialog).toContainText(MESSAGES.contactFailure);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'Name')).toHaveValue('Asha Patel');
});
