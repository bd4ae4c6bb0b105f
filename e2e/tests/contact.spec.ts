import { CONTACT_SUBJECTS, LIMITS, MESSAGES, UPLOAD_SUBJECT, WEEK_DAYS, answerText, type WeekDay } from '@firm/contract';
import { expect, test, type Page } from '@playwright/test';
import { unique } from '../fixtures/admin';
import { storedMessage, visitor, visitorContext } from '../fixtures/contact';
import { ONCE } from '../fixtures/projects';
import { expectNoAxeViolations, hydrated } from './public-helpers';

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

/** The screens the form is checked at: a small phone's first screen, a tablet, a laptop. */
const SCREENS = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
];

/** Mobile numbers as people write them, each the ten digits 9825012345 (CONTACT-3). */
const WRITTEN_MOBILES = ['98250 12345', '+91 98250 12345', '+91-98250-12345', '(+91) 98250.12345', '91 98250 12345', '098250 12345'];

test(
  'the mobile number is taken as people write it, at 375, 768 and 1280 px; other numbers get the message of CONTACT-3',
  ONCE,
  async ({ page }) => {
    const mobile = field(page, 'Mobile');
    await expect(mobile).toHaveAttribute('type', 'tel');
    await expect(mobile).toHaveAttribute('autocomplete', 'tel');
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      for (const written of WRITTEN_MOBILES) {
        await touch(page, 'Mobile', written);
        await expect(mobile, `${written} at ${screen.width} px`).toHaveAttribute('aria-invalid', 'false');
        await expect(page.getByText(MESSAGES.mobileDigits)).toHaveCount(0);
      }
      for (const wrong of ['98250 1234', '+1 98250 12345', '98250 12345 6']) {
        await touch(page, 'Mobile', wrong);
        await expect(mobile, `${wrong} at ${screen.width} px`).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator(`[id="${await mobile.getAttribute('aria-describedby')}"]`)).toHaveText(MESSAGES.mobileDigits);
      }
    }
  },
);

/** The firm's day and time now (TIME_ZONE of the test server: the default, Asia/Kolkata). */
function firmNow(): { day: WeekDay; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Kolkata',
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(Date.now());
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: part('weekday') as WeekDay, time: `${part('hour')}:${part('minute')}` };
}
/** The seeded office hours (the office card shows them: Monday to Saturday 10:00 AM to 8:00 PM). */
const SEEDED_HOURS = { openingDays: WEEK_DAYS.slice(0, 6), opens: '10:00', closes: '20:00' };

test('sent with +91 98250-12345: stored as 9825012345, and the thank-you says when the firm answers and offers WhatsApp', async ({
  browser,
  baseURL,
  request,
}) => {
  const context = await visitorContext(browser, baseURL);
  const visitorPage = await context.newPage();
  await visitorPage.clock.install();
  await visitorPage.goto('/contact');
  await hydrated(visitorPage, 'form[aria-label="Contact form"]');
  const values = visitor(unique('Written Mobile'));
  await field(visitorPage, 'Name').fill(values.name);
  await field(visitorPage, 'Email').fill(values.email);
  await field(visitorPage, 'Mobile').fill('+91 98250-12345');
  await field(visitorPage, 'Subject').selectOption('Training');
  await field(visitorPage, 'Message').fill(values.message);
  // A person reads and types for a while before sending (a quicker form is kept as spam).
  await visitorPage.clock.fastForward(LIMITS.minContactFillMs + 1000);
  const before = answerText(SEEDED_HOURS, firmNow());
  await form(visitorPage).getByRole('button', { name: 'Send Message' }).click();
  const dialog = visitorPage.getByRole('dialog', { name: MESSAGES.contactSuccessTitle });
  await expect(dialog).toBeVisible();
  const after = answerText(SEEDED_HOURS, firmNow());
  const [body, answer, sooner] = await dialog.locator('p').allTextContents();
  // CONTACT-5's words first, then when the firm answers (the minute may have turned while it was sent).
  expect(body).toBe(MESSAGES.contactSuccess);
  expect([before, after]).toContain(answer);
  expect(answer).toMatch(
    /^We answer within working hours: Monday to Saturday 10:00 AM to 8:00 PM\.( We are closed now: we will answer (today|tomorrow|on Monday) from 10:00 AM\.)?$/,
  );
  expect(sooner).toBe('Need an answer sooner? Chat with us on WhatsApp (opens in a new tab)');
  const whatsapp = dialog.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
  // The site's WhatsApp number (the seed's first phone, +91 98765 43210) with the owner's chat text, as the chat button.
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/919876543210?text=${encodeURIComponent('Hello, I would like to inquire about your services.')}`,
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await expectNoAxeViolations(visitorPage, { include: ['dialog'] });
  await context.close();

  expect((await storedMessage(request, values.name))?.mobile).toBe('9825012345');
});

/** The first field in the first screen: below the fixed top bar and above the screen's bottom edge. */
async function expectInFirstScreen(page: Page, screen: { height: number }) {
  const name = field(page, 'Name');
  const box = (await name.boundingBox())!;
  const bar = (await page.locator('header').first().boundingBox())!;
  expect(box.y, 'the Name field starts below the top bar').toBeGreaterThanOrEqual(bar.y + bar.height);
  expect(box.y + box.height, 'the Name field ends within the first screen').toBeLessThanOrEqual(screen.height);
}

test(
  'CONTACT-12: Book Appointment in the top bar lands on the form: its first field in the first screen, focused, the subject chosen',
  ONCE,
  async ({ page }) => {
    for (const screen of SCREENS) {
      await page.setViewportSize(screen);
      await page.goto('/about');
      await hydrated(page);
      // The phone drawer below the desktop menu's width, the desktop menu above it.
      const hamburger = page.getByRole('button', { name: 'Open menu' });
      if (await hamburger.isVisible()) {
        await hamburger.click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Book Appointment' }).click();
      } else {
        await page.locator('header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Book Appointment' }).click();
      }
      await expect(page).toHaveURL(/\/contact\?subject=Business%20inquiry#contact-form$/);
      await expect(field(page, 'Name'), `at ${screen.width} px`).toBeFocused();
      await expect(field(page, 'Subject')).toHaveValue('Business inquiry');
      await expectInFirstScreen(page, screen);
    }
  },
);

test(
  'a link to the form opened in a new tab lands on it too, focused once the script runs; on /contact it chooses its subject',
  ONCE,
  async ({ page }) => {
    await page.setViewportSize(SCREENS[0]!);
    await page.goto('/contact?subject=Training#contact-form');
    await hydrated(page, 'form[aria-label="Contact form"]');
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Subject')).toHaveValue('Training');
    await expectInFirstScreen(page, SCREENS[0]!);

    // Already on the form, with something typed: the top bar's Book Appointment chooses its subject and keeps the rest.
    await field(page, 'Message').fill('Please call me about a plan.');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Book Appointment' }).click();
    await expect(page).toHaveURL(/\/contact\?subject=Business%20inquiry#contact-form$/);
    await expect(field(page, 'Subject')).toHaveValue('Business inquiry');
    await expect(field(page, 'Name')).toBeFocused();
    await expect(field(page, 'Message')).toHaveValue('Please call me about a plan.');
  },
);

test('without JavaScript, a link to the form lands on it with its subject chosen, at 375 x 667', ONCE, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: SCREENS[0] });
  try {
    const plain = await context.newPage();
    await plain.goto('/contact?subject=Business%20inquiry#contact-form');
    await expect(field(plain, 'Subject')).toHaveValue('Business inquiry');
    await expectInFirstScreen(plain, SCREENS[0]!);
  } finally {
    await context.close();
  }
});
