import { API, MESSAGES, TIMINGS, type SlidersResponse } from '@firm/contract';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminToken, createRecord, hold, openTab, removeCreated, unique } from '../fixtures/admin';
import { fakePng, gifImage, jpegImage, oversizedJpeg, pngImage, tiffImage, webpImage } from '../fixtures/images';
import { expectNoAxeViolations } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });

async function rowTitles(table: Locator): Promise<string[]> {
  return table.getByTestId('row-title').allTextContents();
}

interface Kind {
  tab: 'offer' | 'slider';
  noun: string;
  Noun: string;
  heading: string;
  list: string;
  single: string;
  empty: string;
  titleLabel: string;
  titleRequired: string;
  added: string;
  updated: string;
  deleted: string;
  /** Fills the add form's fields except the image. */
  fillAdd: (form: Locator, title: string) => Promise<void>;
}

const KINDS: Kind[] = [
  {
    tab: 'offer',
    noun: 'offer',
    Noun: 'Offer',
    heading: 'Offer management',
    list: API.offers,
    single: API.singleOffer,
    empty: MESSAGES.noOffers,
    titleLabel: 'Offer title',
    titleRequired: MESSAGES.offerTitleRequired,
    added: MESSAGES.offerAdded,
    updated: MESSAGES.offerUpdated,
    deleted: MESSAGES.offerDeleted,
    fillAdd: async (form, title) => {
      await form.getByLabel('Offer title').fill(title);
      await form.getByLabel('Description').fill('Ten percent off structural audits this season.');
      await form.getByLabel('Percentage').fill('10');
    },
  },
  {
    tab: 'slider',
    noun: 'slider',
    Noun: 'Slider',
    heading: 'Slider management',
    list: API.sliders,
    single: API.singleSlider,
    empty: MESSAGES.noSliders,
    titleLabel: 'Title',
    titleRequired: MESSAGES.titleRequired,
    added: MESSAGES.sliderAdded,
    updated: MESSAGES.sliderUpdated,
    deleted: MESSAGES.sliderDeleted,
    fillAdd: async (form, title) => {
      await form.getByLabel('Title').fill(title);
    },
  },
];

test.afterAll(async ({ request }) => removeCreated(request));

for (const kind of KINDS) {
  test.describe(kind.heading, () => {
    const table = (page: Page) => page.getByRole('region', { name: `${kind.Noun}s table` });
    const row = (page: Page, title: string) => table(page).getByRole('row').filter({ hasText: title });

    test('add, view, edit text and image, delete: the whole round trip with real files', async ({ page, request }) => {
      test.setTimeout(90_000);
      const title = unique(`E2E ${kind.noun}`);
      await openTab(page, request, kind.tab);
      await expect(page.getByRole('heading', { level: 1, name: kind.heading })).toBeVisible();

      // ---- Add ----
      await page.getByRole('button', { name: `Add ${kind.Noun}` }).click();
      const add = dialog(page, `Add ${kind.Noun}`);
      await expect(add).toBeVisible();
      const picker = add.getByLabel('Image', { exact: true });
      await expect(picker).toHaveAttribute('accept', 'image/*');
      await kind.fillAdd(add, title);
      await picker.setInputFiles(await jpegImage());
      await expect(add.getByRole('img', { name: 'Preview of the picked image' })).toBeVisible();
      const upload = await hold(page, kind.tab === 'offer' ? API.addOffer : API.addSlider);
      await add.getByRole('button', { name: `Add ${kind.Noun}` }).click();
      await expect(add.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
      // The toast waits for the server's answer.
      await expect(toast(page, kind.added)).toHaveCount(0);
      upload.release();
      await expect(toast(page, kind.added)).toBeVisible();
      const addedAt = Date.now();
      await expect(row(page, title)).toBeVisible();
      await expect(add).toBeHidden({ timeout: TIMINGS.modalCloseMs + 3000 });
      expect(Date.now() - addedAt).toBeGreaterThanOrEqual(TIMINGS.modalCloseMs - 800);
      await upload.done();

      // Numbered from 1, one number per row.
      const numbers = await table(page).getByTestId('row-number').allTextContents();
      expect(numbers).toEqual(numbers.map((_, i) => String(i + 1)));
      const thumb = row(page, title).locator('img');
      await expect(thumb).toHaveJSProperty('complete', true);
      expect(await thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

      // ---- View: a spinner while the single record loads ----
      const single = await hold(page, kind.single);
      await page.getByRole('button', { name: `View ${kind.noun} ${title}` }).click();
      const view = dialog(page, `View ${kind.Noun}`);
      await expect(view.getByRole('status')).toBeVisible();
      single.release();
      await expect(view.getByText(title, { exact: true })).toBeVisible();
      if (kind.tab === 'offer') {
        await expect(view.getByText('Ten percent off structural audits this season.')).toBeVisible();
        await expect(view.getByText('10%')).toBeVisible();
      }
      const viewImage = view.getByRole('img', { name: title });
      await expect(viewImage).toBeVisible();
      await expect.poll(() => viewImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(view).toBeHidden();
      // Focus goes back to the button that opened the modal.
      await expect(page.getByRole('button', { name: `View ${kind.noun} ${title}` })).toBeFocused();
      await single.done();

      // ---- Edit: prefilled; bad files refused before upload; a server refusal in an alert ----
      const oldSrc = await thumb.getAttribute('src');
      await page.getByRole('button', { name: `Edit ${kind.noun} ${title}` }).click();
      const edit = dialog(page, `Edit ${kind.Noun}`);
      await expect(edit.getByLabel('Title')).toHaveValue(title);
      if (kind.tab === 'offer') {
        await expect(edit.getByLabel('Description')).toHaveValue('Ten percent off structural audits this season.');
        await expect(edit.getByLabel('Percentage')).toHaveValue('10');
      }
      const newTitle = `${title} edited`;
      await edit.getByLabel('Title').fill(newTitle);
      const editPicker = edit.getByLabel('Image (optional)');
      await editPicker.setInputFiles(await webpImage());
      await expect(edit.getByText(MESSAGES.unsupportedFileFormat)).toBeVisible();
      await editPicker.setInputFiles(await oversizedJpeg());
      await expect(edit.getByText(MESSAGES.fileTooLarge)).toBeVisible();
      // Passes the browser's check (it trusts the name), refused by the server, which reads the bytes.
      await editPicker.setInputFiles(fakePng());
      await expect(edit.getByText(MESSAGES.fileTooLarge)).toHaveCount(0);
      await edit.getByRole('button', { name: `Update ${kind.Noun}` }).click();
      const refusal = edit.getByRole('alert');
      await expect(refusal).toBeVisible();
      expect((await refusal.textContent())?.length).toBeGreaterThan(0);
      await expect(edit).toBeVisible();
      await expect(edit.getByLabel('Title')).toHaveValue(newTitle);
      await editPicker.setInputFiles(kind.tab === 'offer' ? await pngImage() : await gifImage());
      await expect(edit.getByRole('img', { name: 'Preview of the picked image' })).toBeVisible();
      await edit.getByRole('button', { name: `Update ${kind.Noun}` }).click();
      await expect(toast(page, kind.updated)).toBeVisible();
      await expect(row(page, newTitle)).toBeVisible();
      await expect(edit).toBeHidden({ timeout: TIMINGS.modalCloseMs + 3000 });
      await expect.poll(() => row(page, newTitle).locator('img').getAttribute('src')).not.toBe(oldSrc);

      // ---- Delete: confirmation, then closes about 1 s after ----
      await page.getByRole('button', { name: `Delete ${kind.noun} ${newTitle}` }).click();
      const confirm = dialog(page, `Delete ${kind.Noun}`);
      await expect(confirm).toContainText(newTitle);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(row(page, newTitle)).toBeVisible();
      await page.getByRole('button', { name: `Delete ${kind.noun} ${newTitle}` }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toast(page, kind.deleted)).toBeVisible();
      const deletedAt = Date.now();
      await expect(row(page, newTitle)).toHaveCount(0);
      await expect(confirm).toBeHidden({ timeout: TIMINGS.deleteModalCloseMs + 3000 });
      expect(Date.now() - deletedAt).toBeGreaterThanOrEqual(TIMINGS.deleteModalCloseMs - 600);
    });

    test('the add form shows every validation message and refuses bad files before upload', ONCE, async ({ page, request }) => {
      await openTab(page, request, kind.tab);
      await page.getByRole('button', { name: `Add ${kind.Noun}` }).click();
      const add = dialog(page, `Add ${kind.Noun}`);
      let sent = false;
      await page.route(
        (url) => url.pathname === (kind.tab === 'offer' ? API.addOffer : API.addSlider),
        (route) => {
          sent = true;
          return route.fallback();
        },
      );
      await add.getByRole('button', { name: `Add ${kind.Noun}` }).click();
      await expect(add.getByText(kind.titleRequired)).toBeVisible();
      await expect(add.getByText(MESSAGES.imageRequired)).toBeVisible();
      if (kind.tab === 'offer') {
        await expect(add.getByText(MESSAGES.descriptionRequired)).toBeVisible();
        await expect(add.getByText(MESSAGES.percentageRequired)).toBeVisible();
        await add.getByLabel('Percentage').fill('abc');
        await expect(add.getByText(MESSAGES.percentageNumber)).toBeVisible();
        await add.getByLabel('Percentage').fill('150');
        await expect(add.getByText(MESSAGES.percentageRange)).toBeVisible();
        await add.getByLabel('Percentage').fill('-1');
        await expect(add.getByText(MESSAGES.percentageRange)).toBeVisible();
        await add.getByLabel('Percentage').fill('100');
        await expect(add.getByText(MESSAGES.percentageRange)).toHaveCount(0);
      }
      const picker = add.getByLabel('Image', { exact: true });
      await picker.setInputFiles(await tiffImage());
      await expect(add.getByText(MESSAGES.unsupportedFileFormat)).toBeVisible();
      await picker.setInputFiles(await oversizedJpeg());
      await expect(add.getByText(MESSAGES.fileTooLarge)).toBeVisible();
      await add.getByRole('button', { name: `Add ${kind.Noun}` }).click();
      await expect(add.getByText(MESSAGES.fileTooLarge)).toBeVisible();
      expect(sent).toBe(false);
      // Escape closes; a modal always fits the screen.
      const box = await add.boundingBox();
      const viewport = page.viewportSize();
      expect(box && viewport && box.height <= viewport.height && box.width <= viewport.width).toBeTruthy();
      await page.keyboard.press('Escape');
      await expect(add).toBeHidden();
    });

    test('an empty list says so', ONCE, async ({ page, request }) => {
      await page.route(
        (url) => url.pathname === kind.list,
        (route) => route.fulfill({ json: kind.tab === 'offer' ? { offer: [] } : { slider: [] } }),
      );
      await openTab(page, request, kind.tab);
      await expect(table(page).getByText(kind.empty)).toBeVisible();
    });

    test("a failed list fetch shows 'Error: {message}' under the table", ONCE, async ({ page, request }) => {
      // The connection fails (the server down, the network gone): a real failure, not an answer the API never gives.
      await page.route(
        (url) => url.pathname === kind.list,
        (route) => route.abort('connectionrefused'),
      );
      await openTab(page, request, kind.tab);
      await expect(page.getByText('Error: The server could not be reached')).toBeVisible();
      // ADMIN-2: only the error, never the empty list's text beside it (it would read as if all were deleted).
      await expect(page.getByText(kind.empty)).toHaveCount(0);
    });

    test('nothing scrolls sideways: on a phone each row is a card, from 600 px a table in a labelled region', async ({ page, request }) => {
      // A row of its own: a fresh site has no offers, and an empty list's only row is its notice.
      const title = unique(`Wide ${kind.noun}`);
      await createRecord(request, kind.tab, title, await jpegImage());
      await openTab(page, request, kind.tab);
      const region = table(page);
      await expect(row(page, title)).toBeVisible();
      await expect(region).toHaveAttribute('tabindex', '0');
      const size = await region.evaluate((el) => ({
        right: el.getBoundingClientRect().right,
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(size.right).toBeLessThanOrEqual((page.viewportSize()?.width ?? 0) + 1);
      expect(size.scroll).toBeLessThanOrEqual(size.client);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await expect(row(page, title)).toHaveCSS('display', test.info().project.name === 'phone' ? 'grid' : 'table-row');
    });

    test('axe finds no violation on the tab and in each modal', async ({ page, request }) => {
      test.setTimeout(90_000);
      const title = unique(`Axe ${kind.noun}`);
      await createRecord(request, kind.tab, title, await jpegImage());

      await openTab(page, request, kind.tab);
      await expect(row(page, title)).toBeVisible();
      await expectNoAxeViolations(page);
      for (const [button, name] of [
        [`Add ${kind.Noun}`, `Add ${kind.Noun}`],
        [`View ${kind.noun} ${title}`, `View ${kind.Noun}`],
        [`Edit ${kind.noun} ${title}`, `Edit ${kind.Noun}`],
        [`Delete ${kind.noun} ${title}`, `Delete ${kind.Noun}`],
      ] as const) {
        await page.getByRole('button', { name: button, exact: true }).click();
        const open = dialog(page, name);
        await expect(open).toBeVisible();
        if (name.startsWith('View')) await expect(open.getByText(title, { exact: true })).toBeVisible();
        if (name.startsWith('Add')) await open.getByRole('button', { name: `Add ${kind.Noun}` }).click();
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(open).toBeHidden();
      }
      await page.getByRole('button', { name: `Delete ${kind.noun} ${title}` }).click();
      await dialog(page, `Delete ${kind.Noun}`).getByRole('button', { name: 'Delete' }).click();
      await expect(row(page, title)).toHaveCount(0);
    });
  });
}

test.describe('slider order', ONCE, () => {
  test('moving a slider changes the table and the home banner follows', async ({ page, request }) => {
    test.setTimeout(90_000);
    const first = unique('Order A');
    const second = unique('Order B');
    await createRecord(request, 'slider', first, await pngImage());
    await createRecord(request, 'slider', second, await jpegImage());
    await openTab(page, request, 'slider');
    const table = page.getByRole('region', { name: 'Sliders table' });
    await expect(table.getByRole('row').filter({ hasText: second })).toBeVisible();
    const before = await rowTitles(table);
    expect(before.indexOf(first)).toBeLessThan(before.indexOf(second));
    // The first row cannot go up, the last cannot go down.
    await expect(page.getByRole('button', { name: `Move slider ${before[0]} up` })).toBeDisabled();
    await expect(page.getByRole('button', { name: `Move slider ${before.at(-1)} down` })).toBeDisabled();

    await page.getByRole('button', { name: `Move slider ${second} up` }).click();
    await expect(toast(page, MESSAGES.sliderMoved)).toBeVisible();
    await expect
      .poll(async () => {
        const titles = await rowTitles(table);
        return titles.indexOf(second) < titles.indexOf(first);
      })
      .toBe(true);

    // The server's order is the table's order, and the home banner shows the same order.
    const listed = ((await (await request.get(API.sliders)).json()) as SlidersResponse).slider.map((s) => s.title);
    expect(listed.indexOf(second)).toBeLessThan(listed.indexOf(first));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Highlights' });
    // The slides after the first get their pictures once the page has loaded.
    const slides = banner.locator('li[aria-roledescription="slide"]');
    await expect(slides.locator('img')).toHaveCount(await slides.count());
    const alts = await banner.locator('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
    expect(alts.indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(alts.indexOf(second)).toBeLessThan(alts.indexOf(first));

    // Move it back down, and the order returns.
    await openTab(page, request, 'slider');
    await page.getByRole('button', { name: `Move slider ${second} down` }).click();
    await expect
      .poll(async () => {
        const titles = await rowTitles(table);
        return titles.indexOf(first) < titles.indexOf(second);
      })
      .toBe(true);
  });

  test('a failed slider list after a change empties the list', async ({ page, request }) => {
    const title = unique('Refetch');
    await createRecord(request, 'slider', title, await pngImage());
    await openTab(page, request, 'slider');
    const table = page.getByRole('region', { name: 'Sliders table' });
    await expect(table.getByRole('row').filter({ hasText: title })).toBeVisible();
    await page.route(
      (url) => url.pathname === API.sliders,
      (route) => route.abort('connectionrefused'),
    );
    // The move succeeds on the server; the connection fails for the list fetched after it.
    await page.getByRole('button', { name: `Move slider ${title} up` }).click();
    await expect(page.getByText('Error: The server could not be reached')).toBeVisible();
    await expect(table.getByRole('row').filter({ hasText: title })).toHaveCount(0);
    await expect(page.getByText(MESSAGES.noSliders)).toHaveCount(0);
  });
});

// ADMIN-2: an item without a picture reads 'No Image Available'. Offers and sliders always have one
// (the API requires it); a drawing uploaded as a download has none (no thumbnail is drawn from a DXF).
test("a download without a picture shows 'No Image Available'", ONCE, async ({ page, request }) => {
  const title = unique('Site drawing');
  const headers = { Authorization: `Bearer ${await adminToken(request)}` };
  const drawing = { name: 'site.dxf', mimeType: 'image/vnd.dxf', buffer: Buffer.from('0\nSECTION\n2\nHEADER\n0\nENDSEC\n0\nEOF\n') };
  const added = await request.post('/api/downloads', { headers, multipart: { title, file: drawing } });
  expect(added.status(), await added.text()).toBe(201);
  const { item } = (await added.json()) as { item: { _id: string; thumbnail: unknown } };
  try {
    expect(item.thumbnail).toBeNull();
    await openTab(page, request, 'downloads');
    const row = page.getByRole('region', { name: 'Downloads table' }).getByRole('row').filter({ hasText: title });
    await expect(row).toContainText(MESSAGES.noImage);
    await expect(row.locator('img')).toHaveCount(0);
  } finally {
    await request.delete(`/api/downloads/${item._id}`, { headers });
  }
});
