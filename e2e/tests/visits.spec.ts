/**
 * Visits and taps counted by the page (VISITS-2, VISITS-3; docs/decisions/055-visits-without-cookies.md):
 * page views and taps reach the Overview's figures, nothing is written on the visitor's device, bots and
 * logged-in admins are not counted, and a tap still opens what it opens. On a server of its own with a
 * new database, so the figures are exact: the suite's server also counts the visits of every other test file.
 * The tests run in order, each adding to the figures of the one before.
 */
import { API, CONTACT_HIDDEN, type LoginResponse, type OverviewResponse } from '@firm/contract';
import {
  devices,
  expect,
  request as apiRequest,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { E2E_ADMIN } from '../env';
import { startProductionServer, type ProductionServer } from '../production-server';
import { storeToken } from '../fixtures/admin';
import { ONCE } from '../fixtures/projects';
import { hydrated } from './public-helpers';

const GOOGLE = 'https://www.google.com/';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const CHAT = 'Chat with us on WhatsApp (opens in a new tab)';
/** The Call link's name: the seed's first phone as the owner wrote it. */
const CALL = 'Call +91 98765 43210';
/** A seeded download (DOWNLOAD-2) and its link's name. */
const FILE = { title: 'Form A', link: 'Download : Form A (PDF)', name: 'Form A.pdf' };

let server: ProductionServer;
let baseURL: string;
let api: APIRequestContext;
let token: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  // A first start migrates and seeds a new database: far longer than a test's 30 s on a busy machine.
  test.setTimeout(200_000);
  server = await startProductionServer();
  baseURL = server.origin;
  api = await apiRequest.newContext({ baseURL });
  const login = await api.post(API.login, { data: E2E_ADMIN });
  token = ((await login.json()) as LoginResponse).token!;
  expect(token).toBeTruthy();
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

async function overview(): Promise<OverviewResponse> {
  const response = await api.get(`${API.analyticsOverview}?days=7`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as OverviewResponse;
}

/** A visitor's browser on the test's server; every beacon it sends is kept, as the page sent it. */
async function visitor(browser: Browser, device: (typeof devices)[string] | { userAgent: string }) {
  const context = await browser.newContext({ ...device, baseURL });
  const beacons: unknown[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).pathname === API.beacon) beacons.push(JSON.parse(r.postData() ?? 'null'));
  });
  // WhatsApp's site, as the tests have no Internet: what matters is that the tap opened it.
  await context.route('https://wa.me/**', (route) => route.fulfill({ contentType: 'text/plain', body: 'WhatsApp' }));
  return { context, page: await context.newPage(), beacons };
}

/** Does `act` and waits for the beacon it makes the page send, answered. */
async function beaconOf(page: Page, act: () => Promise<unknown>): Promise<void> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === API.beacon);
  await act();
  expect((await answered).status()).toBe(204);
}

/** A client-side navigation by the main menu: the same document, a new page view. */
async function follow(page: Page, link: string): Promise<void> {
  await hydrated(page);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
  await beaconOf(page, () => page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click());
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
}

/** What the site has left on the device: cookies, both storages' entries, IndexedDB's databases. */
async function leftOnDevice(context: BrowserContext, page: Page) {
  return {
    cookies: await context.cookies(),
    ...(await page.evaluate(async () => ({
      localStorage: { ...localStorage },
      sessionStorage: { ...sessionStorage },
      indexedDB: (await indexedDB.databases()).map((d) => d.name),
    }))),
  };
}
const NOTHING = { cookies: [], localStorage: {}, sessionStorage: {}, indexedDB: [] };
/** Rows of the Overview as name → count. */
const tally = <T>(rows: T[], name: keyof T, count: keyof T) => Object.fromEntries(rows.map((r) => [r[name], r[count]]));

test('5 views in one browser and 3 in another: 8 page views, 2 visitors; no cookie, no storage of ours', ONCE, async ({ browser }) => {
  const desktop = await visitor(browser, devices['Desktop Chrome']);
  const phone = await visitor(browser, devices['Pixel 5']);
  try {
    // Arriving from a search: the first view says so, and the contact form keeps it for the message's source.
    await beaconOf(desktop.page, () => desktop.page.goto('/contact', { referer: GOOGLE }));
    await hydrated(desktop.page);
    await expect(desktop.page.locator(`input[name="${CONTACT_HIDDEN.cameFrom}"]`)).toHaveValue(GOOGLE);
    await beaconOf(desktop.page, () => desktop.page.goto('/about'));
    await follow(desktop.page, 'Services');
    await follow(desktop.page, 'Download');
    await beaconOf(desktop.page, () => desktop.page.goto('/gallery?from=newsletter'));
    expect(desktop.beacons).toEqual([
      { page: '/contact', referrer: GOOGLE },
      { page: '/about' },
      { page: '/services' },
      { page: '/download' },
      { page: '/gallery' },
    ]);

    for (const path of ['/', '/courses', '/services']) await beaconOf(phone.page, () => phone.page.goto(path));
    expect(phone.beacons).toEqual([{ page: '/' }, { page: '/courses' }, { page: '/services' }]);

    expect(await leftOnDevice(desktop.context, desktop.page)).toEqual(NOTHING);
    expect(await leftOnDevice(phone.context, phone.page)).toEqual(NOTHING);

    await expect.poll(async () => (await overview()).totals).toEqual({ visitors: 2, views: 8, enquiries: 0, enquirers: 0 });
    const counted = await overview();
    expect(tally(counted.pages, 'page', 'views')).toEqual({
      '/contact': 1,
      '/about': 1,
      '/services': 2,
      '/download': 1,
      '/gallery': 1,
      '/': 1,
      '/courses': 1,
    });
    expect(tally(counted.sources, 'source', 'visitors')).toEqual({ Google: 1, Direct: 1 });
    expect(tally(counted.devices, 'device', 'visitors')).toEqual({ phone: 1, desktop: 1 });
  } finally {
    await desktop.context.close();
    await phone.context.close();
  }
});

test('a bot and a browser where an admin is logged in are not counted', ONCE, async ({ browser }) => {
  const bot = await visitor(browser, { userAgent: GOOGLEBOT });
  const admin = await visitor(browser, devices['Desktop Chrome']);
  const person = await visitor(browser, devices['Desktop Chrome']);
  try {
    // The bot's page sends its beacon; the server, answering it, leaves it out.
    await beaconOf(bot.page, () => bot.page.goto('/'));

    // The admin's pages send nothing: not the view once loaded, not a client-side navigation, not a tap.
    await storeToken(admin.page, token);
    await admin.page.goto('/');
    await admin.page.evaluate(() => new Promise((idle) => requestIdleCallback(idle, { timeout: 3000 })));
    await hydrated(admin.page);
    await admin.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About US', exact: true }).click();
    await expect(admin.page).toHaveURL(/\/about$/);
    const chat = admin.page.waitForEvent('popup');
    await admin.page.getByRole('link', { name: CHAT }).click();
    await (await chat).waitForURL(/^https:\/\/wa\.me\//);
    expect(admin.beacons).toEqual([]);

    // A person's view after the bot's was answered: the write that counts it has the bot's too, had it been counted.
    await beaconOf(person.page, () => person.page.goto('/'));
    await expect.poll(async () => (await overview()).totals.views).toBeGreaterThan(8);
    // The same browser and address as the first test's desktop on the same day: the same visitor.
    expect((await overview()).totals).toEqual({ visitors: 2, views: 9, enquiries: 0, enquirers: 0 });
  } finally {
    await bot.context.close();
    await admin.context.close();
    await person.context.close();
  }
});

test('one WhatsApp tap and one download are counted once each, and each still opens its target', ONCE, async ({ browser }) => {
  const { context, page, beacons } = await visitor(browser, devices['Desktop Chrome']);
  try {
    await beaconOf(page, () => page.goto('/download'));
    await hydrated(page);

    const download = page.waitForEvent('download');
    await beaconOf(page, () => page.getByRole('link', { name: FILE.link, exact: true }).click());
    expect((await download).suggestedFilename()).toBe(FILE.name);

    const chat = page.waitForEvent('popup');
    await beaconOf(page, () => page.getByRole('link', { name: CHAT }).click());
    const whatsapp = await chat;
    await whatsapp.waitForURL(/^https:\/\/wa\.me\/\d+\?text=/);
    await expect(whatsapp.locator('body')).toHaveText('WhatsApp');

    expect(beacons).toEqual([
      { page: '/download' },
      { page: '/download', event: 'download', detail: FILE.title },
      { page: '/download', event: 'whatsapp' },
    ]);
    expect(await leftOnDevice(context, page)).toEqual(NOTHING);

    await expect.poll(async () => (await overview()).totals).toEqual({ visitors: 2, views: 10, enquiries: 2, enquirers: 1 });
    const { enquiries } = await overview();
    expect(tally(enquiries, 'kind', 'count')).toEqual({
      contact: 0,
      whatsapp: 1,
      phone: 0,
      email: 0,
      download: 1,
      offer: 0,
      appointment: 0,
    });
    expect(enquiries.find((e) => e.kind === 'download')!.details).toEqual([{ detail: FILE.title, count: 1 }]);
  } finally {
    await context.close();
  }
});

test("a tap on Call, the phone's floating button or the desktop's top bar, is counted as a phone tap", ONCE, async ({ browser }) => {
  const phone = await visitor(browser, devices['Pixel 5']);
  const desktop = await visitor(browser, devices['Desktop Chrome']);
  try {
    for (const { page } of [phone, desktop]) {
      await beaconOf(page, () => page.goto('/services'));
      await hydrated(page);
      // The one in the first screen: floating below 900 px, in the top bar's strip from there (the closing band at the
      // page's end has one more).
      const call = page.getByRole('link', { name: CALL, exact: true }).and(page.locator('[data-floating], header a'));
      await beaconOf(page, () => call.filter({ visible: true }).click());
    }
    for (const { beacons } of [phone, desktop]) expect(beacons).toEqual([{ page: '/services' }, { page: '/services', event: 'phone' }]);

    // Both browsers are the first test's visitors; the phone's makes its first enquiry.
    await expect.poll(async () => (await overview()).totals).toEqual({ visitors: 2, views: 12, enquiries: 4, enquirers: 2 });
    expect(tally((await overview()).enquiries, 'kind', 'count')).toMatchObject({ whatsapp: 1, phone: 2 });
  } finally {
    await phone.context.close();
    await desktop.context.close();
  }
});
