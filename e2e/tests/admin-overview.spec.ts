/**
 * The Overview tab (VISITS-1): the visits and taps the beacon counted, shown as the API answers them
 * for 7, 30 or 90 days beside the period before; the chart by day, named, its figures in a table for
 * screen readers and a day's figures picked by keyboard, mouse or finger.
 */
import { API, ENQUIRY_KINDS, ENQUIRY_LABELS, type Beacon, type OverviewResponse } from '@firm/contract';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { adminToken, openTab } from '../fixtures/admin';
import { expectNoAxeViolations } from './public-helpers';

async function overview(request: APIRequestContext, days: number): Promise<OverviewResponse> {
  const response = await request.get(`${API.analyticsOverview}?days=${days}`, {
    headers: { Authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OverviewResponse;
}

/** A visitor of its own (address and browser), sending beacons as a page's script does: text/plain JSON. */
function visitor(request: APIRequestContext, userAgent: string) {
  const address = `203.0.113.${1 + Math.floor(Math.random() * 250)}`;
  return async (body: Beacon) => {
    const response = await request.post(API.beacon, {
      headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'User-Agent': userAgent, 'X-Forwarded-For': address },
      data: JSON.stringify(body),
    });
    expect(response.ok(), await response.text()).toBe(true);
  };
}

const version = () => `${120 + Math.floor(Math.random() * 20)}.0.${Math.floor(Math.random() * 9000)}.${Math.floor(Math.random() * 200)}`;
const DESKTOP_AGENT = () =>
  `Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version()} Safari/537.36`;
const PHONE_AGENT = () =>
  `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version()} Mobile Safari/537.36`;

const stat = (page: Page, label: string) => page.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const period = (page: Page, days: number) => page.getByRole('group', { name: 'Period' }).getByRole('button', { name: `Last ${days} days` });

/** The figures of a table's body, row by row, as shown. */
const rowsOf = (page: Page, name: string) => page.getByRole('table', { name, exact: true }).locator('tbody tr');

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

/** Every figure the tab shows matches the API's answer for the period. */
async function expectFigures(page: Page, answer: OverviewResponse) {
  const { days, totals } = answer;
  await expect(period(page, days)).toHaveAttribute('aria-pressed', 'true');
  await expect(stat(page, 'Visitors').locator('dd').first()).toHaveText(String(totals.visitors));
  await expect(stat(page, 'Page views').locator('dd').first()).toHaveText(String(totals.views));
  await expect(stat(page, 'Enquiries').locator('dd').first()).toHaveText(String(totals.enquiries));
  // A new database: nothing in the period before.
  expect(answer.previous).toEqual({ visitors: 0, views: 0, enquiries: 0, enquirers: 0 });
  await expect(stat(page, 'Visitors').locator('dd').nth(1)).toHaveText(`None in the ${days} days before`);
  await expect(stat(page, 'Share of visitors who enquired').locator('dd').nth(1)).toHaveText(`No visitors in the ${days} days before`);

  // The chart by day, and its table: one row a day, today last.
  const daily = rowsOf(page, 'Visitors and page views by day');
  await expect(daily).toHaveCount(days);
  const today = answer.daily.at(-1)!;
  expect(today.day).toBe(answer.to);
  expect(today.views).toBeGreaterThan(0);
  await expect(daily.last().locator('time')).toHaveAttribute('datetime', answer.to);
  await expect(daily.last().locator('td')).toHaveText([String(today.visitors), String(today.views)]);
  await expect(panel(page, 'Visitors and page views by day').getByRole('img', { name: 'Visitors and page views by day' })).toBeVisible();

  await expect(rowsOf(page, 'Top pages')).toHaveText(answer.pages.map(({ page: path, views }) => `${path}${views}`));
  await expect(rowsOf(page, 'Where visitors came from')).toHaveText(answer.sources.map(({ source, visitors }) => `${source}${visitors}`));
  const devices = Object.fromEntries(answer.devices.map(({ device, visitors }) => [device, visitors]));
  await expect(rowsOf(page, 'Phones and desktops').locator('td:first-of-type')).toHaveText([
    String(devices['phone'] ?? 0),
    String(devices['desktop'] ?? 0),
  ]);
  const whatsapp = answer.enquiries.find(({ kind }) => kind === 'whatsapp')!;
  await expect(rowsOf(page, 'Enquiries').filter({ hasText: ENQUIRY_LABELS.whatsapp }).locator('td')).toHaveText([
    String(whatsapp.count),
    String(whatsapp.previous),
  ]);
}

test('the Overview shows what the beacons counted, as the API answers it, for 7, 30 and 90 days', async ({ page, request }) => {
  test.setTimeout(60_000);
  const before = await overview(request, 7);
  const desktop = visitor(request, DESKTOP_AGENT());
  const phone = visitor(request, PHONE_AGENT());
  const other = visitor(request, DESKTOP_AGENT());
  await desktop({ page: '/about', referrer: 'https://www.google.com/' });
  await desktop({ page: '/services' });
  await phone({ page: '/about' });
  await phone({ page: '/contact', event: 'whatsapp' });
  await other({ page: '/' });
  // The server writes its counts every 2 s.
  await expect
    .poll(
      async () => {
        const { totals } = await overview(request, 7);
        return totals.views - before.totals.views >= 4 && totals.enquiries - before.totals.enquiries >= 1;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  const week = await overview(request, 7);
  expect(week.pages.find(({ page: path }) => path === '/about')!.views).toBeGreaterThanOrEqual(2);

  await openTab(page, request, 'overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await expect(
    page.getByText(
      'Counted without cookies, each visitor once a day. Logged-in admins, bots and browsers that ask not to be tracked are not counted.',
      { exact: true },
    ),
  ).toBeVisible();
  // 30 days unless asked; the tab is in the bar, marked as the current one.
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Overview' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expectFigures(page, await overview(request, 30));

  // By keyboard: the 7 days, kept in the address.
  await period(page, 7).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]days=7(&|$)/);
  await expectFigures(page, week);
  await noSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await period(page, 90).click();
  await expectFigures(page, await overview(request, 90));
  await expect(period(page, 7)).toHaveAttribute('aria-pressed', 'false');
  // A reload keeps the period.
  await page.reload();
  await expectFigures(page, await overview(request, 90));
});

/** An answer of the API for 7 days, every kind of figure in it, to check the words the tab says. */
function answerOf(days: OverviewResponse['daily']): OverviewResponse {
  return {
    days: 7,
    from: days[0]!.day,
    to: days.at(-1)!.day,
    daily: days,
    totals: { visitors: 300, views: 1234, enquiries: 40, enquirers: 12 },
    previous: { visitors: 200, views: 1600, enquiries: 40, enquirers: 5 },
    pages: [
      { page: '/', views: 700 },
      { page: '/services/details/101', views: 534 },
    ],
    sources: [
      { source: 'Google', visitors: 150 },
      { source: 'Direct', visitors: 150 },
    ],
    devices: [{ device: 'phone', visitors: 225 }],
    enquiries: ENQUIRY_KINDS.map((kind) =>
      kind === 'contact'
        ? { kind, count: 3, previous: 1, details: [{ detail: 'General enquiry', count: 3 }] }
        : kind === 'download'
          ? { kind, count: 37, previous: 39, details: [{ detail: 'Building permission form.pdf', count: 37 }] }
          : { kind, count: 0, previous: 0, details: [] },
    ),
  };
}

const WEEK = ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'];

test('the Overview says each figure beside the period before, in words; an empty week and a failure say so', async ({ page, request }) => {
  const answer = answerOf(WEEK.map((day, i) => ({ day, visitors: 40 + i, views: 170 + i })));
  let reply: { status: number; body: unknown } = { status: 200, body: answer };
  await page.route(
    (url) => url.pathname === API.analyticsOverview,
    (route) => route.fulfill({ status: reply.status, contentType: 'application/json', body: JSON.stringify(reply.body) }),
  );
  await openTab(page, request, 'overview');
  await page.goto('/admin/dashboard?tab=overview&days=7');
  await expect(page.getByText('20 Nov 2026 to 26 Nov 2026, beside the 7 days before.', { exact: true })).toBeVisible();
  await expect(stat(page, 'Visitors').locator('dd')).toHaveText(['300', '↑ 50% on the 7 days before (200)']);
  await expect(stat(page, 'Visitors').getByRole('img', { name: 'Up' })).toBeVisible();
  await expect(stat(page, 'Page views').locator('dd')).toHaveText(['1,234', '↓ 23% on the 7 days before (1,600)']);
  await expect(stat(page, 'Page views').getByRole('img', { name: 'Down' })).toBeVisible();
  await expect(stat(page, 'Enquiries').locator('dd')).toHaveText(['40', 'Same as the 7 days before']);
  await expect(stat(page, 'Share of visitors who enquired').locator('dd')).toHaveText(['4%', '2.5% in the 7 days before']);
  await expect(rowsOf(page, 'Visitors and page views by day').first()).toHaveText('Fri 20 Nov40170');
  await expect(rowsOf(page, 'Top pages')).toHaveText(['/700', '/services/details/101534']);
  await expect(rowsOf(page, 'Where visitors came from')).toHaveText(['Google150', 'Direct150']);
  // A device the answer leaves out had no visitor.
  await expect(rowsOf(page, 'Phones and desktops')).toHaveText(['Phones225100%', 'Desktops00%']);
  const enquiries = rowsOf(page, 'Enquiries');
  await expect(enquiries.locator('th')).toHaveText([
    'Contact messagesGeneral enquiry: 3',
    ENQUIRY_LABELS.whatsapp,
    ENQUIRY_LABELS.phone,
    ENQUIRY_LABELS.email,
    'DownloadsBuilding permission form.pdf: 37',
    ENQUIRY_LABELS.offer,
    ENQUIRY_LABELS.appointment,
  ]);
  await expect(enquiries.first().locator('td')).toHaveText(['3', '1']);
  await expect(page.getByRole('table', { name: 'Enquiries', exact: true }).locator('thead th')).toHaveText([
    'Kind',
    'Last 7 days',
    'The 7 days before',
  ]);
  await noSidewaysScroll(page);

  // A week without a visit nor an enquiry: words, not empty boxes.
  reply = {
    status: 200,
    body: {
      ...answerOf(WEEK.map((day) => ({ day, visitors: 0, views: 0 }))),
      totals: { visitors: 0, views: 0, enquiries: 0, enquirers: 0 },
      previous: { visitors: 0, views: 0, enquiries: 0, enquirers: 0 },
      pages: [],
      sources: [],
      devices: [],
      enquiries: ENQUIRY_KINDS.map((kind) => ({ kind, count: 0, previous: 0, details: [] })),
    },
  };
  await page.reload();
  await expect(page.getByText('No visits counted in these 7 days yet.', { exact: true })).toBeVisible();
  await expect(panel(page, 'Enquiries').getByText('No enquiries in these 7 days yet.', { exact: true })).toBeVisible();
  await expect(stat(page, 'Visitors').locator('dd')).toHaveText(['0', 'Same as the 7 days before']);
  await expect(stat(page, 'Share of visitors who enquired').locator('dd')).toHaveText(['0%', 'No visitors in the 7 days before']);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoAxeViolations(page);

  reply = { status: 400, body: { message: 'days must be 7, 30 or 90' } };
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('days must be 7, 30 or 90');
});

/** At each width of a phone, a tablet and a desktop: the chart within the page, the days' labels inside it and apart. */
async function expectLabelsApart(page: Page, chart: Locator) {
  for (const width of [320, 375, 768, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    // The chart draws at the width its box had when last measured: the resize reaches it in a ResizeObserver's callback.
    await expect
      .poll(() => chart.evaluate((svg) => Number(svg.getAttribute('width')) === Math.floor(svg.parentElement!.clientWidth)))
      .toBe(true);
    await noSidewaysScroll(page);
    const svg = (await chart.boundingBox())!;
    expect(svg.x + svg.width, `${width} px`).toBeLessThanOrEqual(width);
    // The days' labels: the figures' labels are the ones set off by `dy`.
    const labels = await chart.evaluate((element) =>
      [...element.querySelectorAll('text:not([dy])')]
        .map((text) => text.getBoundingClientRect())
        .map(({ left, right }) => ({ left, right }))
        .sort((a, b) => a.left - b.left),
    );
    expect(labels.length, `${width} px`).toBeGreaterThanOrEqual(3);
    for (const [index, label] of labels.entries()) {
      expect(label.left, `${width} px`).toBeGreaterThanOrEqual(svg.x);
      expect(label.right, `${width} px`).toBeLessThanOrEqual(svg.x + svg.width);
      const next = labels[index + 1];
      if (next) expect(label.right + 4, `${width} px: two labels meet`).toBeLessThanOrEqual(next.left);
    }
  }
}

test('the chart by day: named and described, a day picked by keyboard, mouse or finger, its labels apart at every width', async ({
  page,
  request,
}, info) => {
  let answer = answerOf(WEEK.map((day, i) => ({ day, visitors: 40 + i, views: 1700 + 100 * i })));
  await page.route(
    (url) => url.pathname === API.analyticsOverview,
    (route) => route.fulfill({ json: answer }),
  );
  await openTab(page, request, 'overview');
  await page.goto('/admin/dashboard?tab=overview&days=7');
  const daily = panel(page, 'Visitors and page views by day');
  const chart = daily.getByRole('img', { name: 'Visitors and page views by day' });
  await expect(chart).toHaveAccessibleDescription(
    "Fri 20 Nov to Thu 26 Nov. Visitors: 40 to 46 a day. Page views: 1,700 to 2,300 a day. Each day's figures are in the table that follows.",
  );
  // The last day's figures until another is picked, in the line above the plot and in the slider's words.
  const slider = daily.getByRole('slider', { name: 'Day' });
  const shown = daily.locator('[aria-hidden="true"]').first();
  await expect(slider).toHaveAttribute('aria-valuetext', 'Thu 26 Nov: Visitors 46, Page views 2,300');
  await expect(shown).toHaveText('Thu 26 NovVisitors46Page views2,300');

  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Wed 25 Nov: Visitors 45, Page views 2,200');
  await expect(shown).toHaveText('Wed 25 NovVisitors45Page views2,200');
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '1');

  // The third of seven days: a tap on a phone, a mouse over it on a desktop.
  const box = (await slider.boundingBox())!;
  const third = { x: box.width * (2.5 / 7), y: box.height / 2 };
  if (info.project.name === 'phone') await slider.tap({ position: third });
  else await slider.hover({ position: third });
  await expect(slider).toHaveAttribute('aria-valuetext', 'Sun 22 Nov: Visitors 42, Page views 1,900');
  await expect(shown).toHaveText('Sun 22 NovVisitors42Page views1,900');

  await expectLabelsApart(page, chart);

  // 90 days: a label a week at most, still apart.
  const quarter = Array.from({ length: 90 }, (_, i) => new Date(Date.UTC(2026, 10, 26 - 89 + i)).toISOString().slice(0, 10));
  answer = { ...answerOf(quarter.map((day, i) => ({ day, visitors: i % 50, views: 2 * (i % 70) }))), days: 90 };
  await page.goto('/admin/dashboard?tab=overview&days=90');
  await expect(slider).toHaveAttribute('aria-valuemax', '90');
  await expectLabelsApart(page, chart);
});
