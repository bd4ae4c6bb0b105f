/**
 * Rich text (TEXT-1 to TEXT-4, decision 058): the owner writes a service's description with bold
 * (Ctrl+B and the toolbar) and a bulleted list, or pastes it from Google Docs, and the service's
 * page shows it as HTML; the editor's code is the admin's alone. Every test puts back what it
 * changed, so the other specs see the site as seeded.
 */
import { CONTENT_MESSAGES, type ItemsResponse, type ServiceItem } from '@firm/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminToken, openTab } from '../fixtures/admin';
import { ONCE } from '../fixtures/projects';

const auth = async (request: APIRequestContext) => ({ Authorization: `Bearer ${await adminToken(request)}` });
const services = async (request: APIRequestContext) =>
  ((await (await request.get('/api/services', { headers: await auth(request) })).json()) as ItemsResponse<ServiceItem>).items;
const putDescription = async (request: APIRequestContext, id: string, paragraphs: string) => {
  const response = await request.put(`/api/services/${id}`, { headers: await auth(request), data: { paragraphs } });
  expect(response.status(), await response.text()).toBe(200);
};

/** The edit form of a service, its description's editor emptied and focused. */
async function editDescription(page: Page, request: APIRequestContext, service: ServiceItem) {
  await openTab(page, request, 'services');
  await page.getByRole('button', { name: `Edit service ${service.title}`, exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit Service' });
  const text = form.getByRole('textbox', { name: 'Description (detail page)' });
  await expect(text).toHaveAttribute('aria-multiline', 'true');
  await text.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  return { form, text };
}

/** The description as the service's public page renders it. */
async function publicHtml(page: Page, id: string) {
  await page.goto(`/services/details/${id}`);
  return page
    .getByRole('article')
    .locator('.rich-text')
    .evaluate((el) => el.innerHTML);
}

test(
  'bold from Ctrl+B and the toolbar and a bulleted list reach the service page as <strong> and <ul><li>',
  ONCE,
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const service = (await services(request))[1]!;
    try {
      const { form, text } = await editDescription(page, request, service);
      const bold = form.getByRole('button', { name: 'Bold' });
      const list = form.getByRole('button', { name: 'Bulleted list' });

      await page.keyboard.type('We plan ');
      await page.keyboard.press('ControlOrMeta+b');
      await expect(bold).toHaveAttribute('aria-pressed', 'true');
      await page.keyboard.type('every room');
      await page.keyboard.press('ControlOrMeta+b');
      await page.keyboard.type(' with you.');
      await page.keyboard.press('Enter');
      await bold.click();
      await expect(text).toBeFocused();
      await page.keyboard.type('Drawings');
      await bold.click();
      await expect(bold).toHaveAttribute('aria-pressed', 'false');
      await page.keyboard.type(' included:');
      await page.keyboard.press('Enter');
      await list.click();
      await expect(list).toHaveAttribute('aria-pressed', 'true');
      await expect(text).toBeFocused();
      await page.keyboard.type('Site plan');
      await page.keyboard.press('Enter');
      await page.keyboard.type('Floor plans');

      // The toolbar is reached by the keyboard: Shift+Tab from the text is its last button.
      await text.press('Shift+Tab');
      await expect(form.getByRole('button', { name: 'Sub-heading' })).toBeFocused();

      await form.getByRole('button', { name: 'Update Service' }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: CONTENT_MESSAGES.saved })).toBeVisible();
      const stored =
        '<p>We plan <strong>every room</strong> with you.</p><p><strong>Drawings</strong> included:</p>' +
        '<ul><li><p>Site plan</p></li><li><p>Floor plans</p></li></ul>';
      await expect.poll(async () => (await services(request)).find((s) => s._id === service._id)?.paragraphs).toBe(stored);

      expect(await publicHtml(page, service._id)).toBe(stored);
      await expect(page.getByRole('article').getByRole('listitem')).toHaveText(['Site plan', 'Floor plans']);
      expect(
        await page
          .getByRole('article')
          .locator('ul')
          .evaluate((el) => getComputedStyle(el).listStyleType),
      ).toBe('disc');
    } finally {
      await putDescription(request, service._id, service.paragraphs);
    }
  },
);

test('a paste from Google Docs keeps its bold and its list and drops its styles', ONCE, async ({ page, request }) => {
  test.setTimeout(90_000);
  const service = (await services(request))[2]!;
  // What Google Docs puts on the clipboard: a <b> wrapper that is not bold, weights and fonts in style attributes.
  const docs =
    '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-5f0c"><p dir="ltr" style="line-height:1.38;margin-top:0pt">' +
    '<span style="font-size:11pt;font-family:Arial,sans-serif;color:#000000;font-weight:700;">Bold words</span>' +
    '<span style="font-size:11pt;font-family:Arial,sans-serif;font-weight:400;"> and plain ones</span></p>' +
    '<ul style="margin-top:0;margin-bottom:0;padding-inline-start:48px;"><li dir="ltr" style="list-style-type:disc;font-size:11pt;">' +
    '<p dir="ltr" role="presentation"><span style="font-weight:400;">First point</span></p></li>' +
    '<li dir="ltr" style="list-style-type:disc;"><p dir="ltr" role="presentation"><span style="font-weight:400;">Second point</span></p></li></ul></b>';
  try {
    const { form, text } = await editDescription(page, request, service);
    await text.evaluate((el, html) => {
      const data = new DataTransfer();
      data.setData('text/html', html);
      data.setData('text/plain', 'Bold words and plain ones\nFirst point\nSecond point');
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, docs);
    await expect(text.locator('strong')).toHaveText('Bold words');
    await expect(text.locator('ul > li')).toHaveText(['First point', 'Second point']);

    await form.getByRole('button', { name: 'Update Service' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: CONTENT_MESSAGES.saved })).toBeVisible();
    const stored = '<p><strong>Bold words</strong> and plain ones</p><ul><li><p>First point</p></li><li><p>Second point</p></li></ul>';
    await expect.poll(async () => (await services(request)).find((s) => s._id === service._id)?.paragraphs).toBe(stored);
    expect(await publicHtml(page, service._id)).toBe(stored);
  } finally {
    await putDescription(request, service._id, service.paragraphs);
  }
});

test('a link typed in the toolbar is stored with its address and shown underlined with rel="noopener"', ONCE, async ({ page, request }) => {
  test.setTimeout(90_000);
  const service = (await services(request))[3]!;
  try {
    const { form } = await editDescription(page, request, service);
    await page.keyboard.type('See ');
    await form.getByRole('button', { name: 'Link' }).click();
    const address = form.getByLabel('Link address');
    await expect(address).toBeFocused();
    await address.fill('javascript:alert(1)');
    await address.press('Enter');
    await expect(form.getByText('Enter a web address, an e-mail address or a phone number')).toBeVisible();
    await address.fill('example.com/plans');
    await address.press('Enter');
    await form.getByRole('button', { name: 'Update Service' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: CONTENT_MESSAGES.saved })).toBeVisible();
    const stored = '<p>See <a href="https://example.com/plans">example.com/plans</a></p>';
    await expect.poll(async () => (await services(request)).find((s) => s._id === service._id)?.paragraphs).toBe(stored);

    await page.goto(`/services/details/${service._id}`);
    const link = page.getByRole('article').getByRole('link', { name: 'example.com/plans' });
    await expect(link).toHaveAttribute('rel', 'noopener');
    expect(await link.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
  } finally {
    await putDescription(request, service._id, service.paragraphs);
  }
});

test('no public page fetches the editor; the admin does', ONCE, async ({ page, request }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  const editorChunk = (url: string) => /rich-text-editor/.test(url);
  for (const path of ['/', '/about', '/services', '/services/details/101', '/courses', '/courses/details/101', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.filter(editorChunk)).toEqual([]);

  await openTab(page, request, 'site');
  await expect(page.getByRole('textbox', { name: 'About page story' })).toBeVisible();
  expect(scripts.filter(editorChunk)).toHaveLength(1);
});
