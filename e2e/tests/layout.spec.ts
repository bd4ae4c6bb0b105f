import { expect, test, type Page } from '@playwright/test';
import { MENU_ENTRIES, QUICK_LINKS, expectNoAxeViolations, hydrated, withoutJs } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const SERVICE_TITLES = [
  'Building permission/approval',
  'Planning',
  'Building Design',
  'Layout and Land development',
  'Building modernization',
  'Planning and Supervision',
  'Architecture and Interior',
  'Online Development',
  'Business Training',
  '3D, Elevation and Walkthrough',
];
/** The public menu of NAV-1, word for word: every entry the menu must hold, in this order, among any a new collection adds. */
const NAV_1 = ['Home', 'About US', 'Services', 'Training CoursesNew', 'Gallery', 'Download', 'Contact Us', 'Book Appointment'];
const CHAT_TEXT = 'Hello, I would like to inquire about your services.';

const isPhone = (name: string) => name === 'phone';
const header = (page: Page) => page.getByRole('banner');
const footer = (page: Page) => page.getByRole('contentinfo');

test('the top bar is fixed, with the logo to / and the video channel in a new tab', async ({ page }) => {
  await page.goto('/about');
  await expect(header(page)).toHaveCSS('position', 'fixed');
  const logo = header(page).getByRole('link', { name: 'Shree Civil Engineering & Consultancy', exact: true });
  await expect(logo).toHaveAttribute('href', '/');
  await expect(logo.locator('img')).toBeVisible();
  const channel = header(page).getByRole('link', { name: /YouTube channel/ });
  await expect(channel).toBeVisible();
  await expect(channel).toHaveAttribute('target', '_blank');
  await expect(channel).toHaveAttribute('rel', /noopener/);
  await expect(channel).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
});

test('desktop menu: the links in order, the active one marked, New badge, Book Appointment as a button', async ({ page }, info) => {
  test.skip(isPhone(info.project.name), 'the desktop menu shows from 900 px');
  await page.goto('/courses');
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  const entries = nav.locator(':scope > div > ul > li');
  await expect(entries).toHaveText(MENU_ENTRIES);
  expect(MENU_ENTRIES.filter((entry) => NAV_1.includes(entry))).toEqual(NAV_1);
  await expect(nav.getByRole('link', { name: /Training Courses/ })).toHaveAttribute('aria-current', 'page');
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  await expect(nav.getByText('New', { exact: true })).toBeVisible();
  const book = nav.getByRole('link', { name: 'Book Appointment' });
  // It opens the contact form with the subject Business inquiry chosen.
  await expect(book).toHaveAttribute('href', '/contact?subject=Business%20inquiry#contact-form');
  await expect(book).toHaveCSS('background-color', 'rgb(247, 178, 59)');
  await expect(nav.getByRole('link', { name: 'About US' })).toHaveAttribute('href', '/about');
  await expect(nav.getByRole('link', { name: 'Gallery' })).toHaveAttribute('href', '/gallery');
  await expect(nav.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/download');
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');

  // One entry marked: Services' sub menu leads to /contact too (Our Products), but /contact is Contact Us's page.
  await page.goto('/contact');
  await expect(nav.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
  await expect(nav.locator('[aria-current="page"], [data-active]')).toHaveCount(1);
});

test('desktop menu: Services is a link to /services; hovering it or its chevron opens the sub menu, as do a click on the chevron and the keyboard; Organic Fertilizers opens a third level with Back to Products', async ({
  page,
}, info) => {
  test.skip(isPhone(info.project.name), 'the desktop menu shows from 900 px');
  await page.goto('/');
  await hydrated(page);
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  // NAV-1: Services goes to /services; the chevron beside it is the sub menu's button.
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
  const trigger = nav.getByRole('button', { name: 'Services menu' });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // NAV-10: a mouse resting on the word opens the sub menu as on the chevron; leaving the entry closes it.
  await nav.getByRole('link', { name: 'Services', exact: true }).hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('heading', { level: 1 }).hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  // The chevron toggles by click.
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('heading', { level: 1 }).hover();
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  for (const title of SERVICE_TITLES) await expect(nav.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Planning', exact: true })).toHaveAttribute('href', '/services/details/102');
  await expect(nav.getByText('Our Products')).toBeVisible();
  await nav.getByRole('button', { name: 'Organic Fertilizers' }).click();
  const back = nav.getByRole('button', { name: 'Back to Products' });
  await expect(back).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Vermicompost' })).toBeVisible();
  await back.click();
  await expect(nav.getByRole('button', { name: 'Organic Fertilizers' })).toBeVisible();
  await expect(back).toBeHidden();

  // Keyboard alone, on a fresh page: Enter opens, Escape closes back to the trigger.
  await page.reload();
  await hydrated(page);
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Planning', exact: true })).toBeHidden();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'All Services' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/services$/);
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('aria-current', 'page');

  // The Services link itself navigates, by click.
  await page.goto('/about');
  await hydrated(page);
  await nav.getByRole('link', { name: 'Services', exact: true }).click();
  await expect(page).toHaveURL(/\/services$/);
});

test("the desktop menu's code (Radix) loads only where the menu shows, the phone drawer's only where the hamburger does", async ({
  page,
}, info) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(r.url())));
  await page.goto('/');
  await hydrated(page);
  const wanted = isPhone(info.project.name) ? /mobile-drawer-panel-/ : /desktop-menu-interactive-/;
  const unwanted = isPhone(info.project.name) ? /desktop-menu-interactive-/ : /mobile-drawer-panel-/;
  // Both are fetched when the browser is idle after the page has loaded; the one that shows comes.
  await expect.poll(() => scripts.some((url) => wanted.test(url)), { timeout: 15_000 }).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => unwanted.test(url))).toEqual([]);
});

test("desktop menu: a chevron used before the menu's code has come opens its sub menu when it comes, and keeps the focus", async ({
  page,
}, info) => {
  test.skip(isPhone(info.project.name), 'the desktop menu shows from 900 px');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/desktop-menu-interactive-.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/about');
  await hydrated(page);
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  const trigger = nav.getByRole('button', { name: 'Services menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  // The plain links work meanwhile; the sub menu waits for its code.
  await expect(nav.getByRole('link', { name: 'Services', exact: true })).toHaveAttribute('href', '/services');
  await expect(nav.getByRole('link', { name: 'All Services' })).toHaveCount(0);
  release();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'All Services' })).toBeVisible();
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'All Services' })).toBeHidden();
});

test('desktop menu: the Services sub menu is filled by its entries, with no large empty part', async ({ page }, info) => {
  test.skip(isPhone(info.project.name), 'the desktop menu shows from 900 px');
  await page.goto('/');
  await hydrated(page);
  const nav = header(page).getByRole('navigation', { name: 'Main' });
  // Hover, not click: a click toggles, so one landing just after a hover had opened the sub menu (before
  // or after the menu's code came) closes it again, as Radix's own trigger does.
  const trigger = nav.getByRole('button', { name: 'Services menu' });
  await trigger.hover();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const panel = nav
    .locator('[data-state="open"]')
    .filter({ has: page.getByRole('link', { name: 'All Services' }) })
    .last();
  await expect(panel).toBeVisible();
  // The entries (list items and group titles) cover most of the panel: a short column beside a tall
  // one (the products beside eleven links) left about half of it empty.
  const filled = await panel.evaluate((el) => {
    const area = (r: DOMRect) => r.width * r.height;
    const entries = Array.from(el.querySelectorAll('li, p')).reduce((sum, c) => sum + area(c.getBoundingClientRect()), 0);
    return entries / area(el.getBoundingClientRect());
  });
  expect(filled).toBeGreaterThan(0.7);
});

test('phone drawer: hamburger, logo, close button, three-level accordion, focus trap, Escape, closes on navigation', async ({
  page,
}, info) => {
  test.skip(!isPhone(info.project.name), 'the drawer replaces the menu below 900 px');
  await page.goto('/');
  await hydrated(page);
  await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  const box = await drawer.boundingBox();
  expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(375);
  await expect(drawer.getByRole('img', { name: 'Shree Civil Engineering & Consultancy' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeVisible();
  for (const name of ['Home', 'About US', 'Gallery', 'Download', 'Contact Us', 'Book Appointment']) {
    await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(drawer.getByRole('link', { name: /Training Courses/ })).toContainText('New');

  // Level 1: Services; level 2: Our Products; level 3: Organic Fertilizers.
  await drawer.getByRole('button', { name: 'Services' }).click();
  for (const title of SERVICE_TITLES) await expect(drawer.getByRole('link', { name: title, exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Our Products' }).click();
  const fertilizers = drawer.getByRole('button', { name: 'Organic Fertilizers' });
  await fertilizers.click();
  await expect(fertilizers).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: 'Vermicompost' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Back to Products' }).click();
  await expect(fertilizers).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByRole('link', { name: 'Vermicompost' })).toBeHidden();

  // Focus stays inside the drawer.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(hamburger).toBeFocused();

  await hamburger.click();
  await drawer.getByRole('link', { name: 'About US' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About US');
});

test('the top bar shrinks and gains its shadow once scrolled more than 50 px', async ({ page }) => {
  await page.goto('/services');
  await hydrated(page);
  const bar = header(page);
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  const tall = (await bar.boundingBox())!.height;
  // At 50 px exactly it stays tall: the scroll event is handled before the second frame after it.
  await page.evaluate(async () => {
    window.scrollTo(0, 50);
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 51));
  await expect(bar).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(async () => (await bar.boundingBox())!.height).toBeLessThan(tall);
  await expect(bar).toHaveClass(/shadow-lg/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveAttribute('data-scrolled', 'false');
});

test('scroll-to-top appears after scrolling and takes the visitor to the top', async ({ page }) => {
  await page.goto('/services');
  await hydrated(page);
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await expect(button).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toHaveCount(0);
});

test('every navigation starts at the top of the new page', ONCE, async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  await footer(page).getByRole('link', { name: 'Training Courses' }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Courses');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('back returns to where the visitor was, and nothing is kept on the device for it', ONCE, async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 600));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  // A click as the page gets it, without Playwright first scrolling the link into view: that would move where the visitor was.
  await footer(page).getByRole('link', { name: 'Training Courses' }).dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Training Courses');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About US');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
  await page.goto('/services');
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBe(0);
});

test('the chat button opens WhatsApp to the firm in a new tab with the inquiry text', async ({ page }) => {
  await page.goto('/');
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
  // LAYOUT-3: floating at the bottom left from the first view on (floating-buttons.spec.ts).
  await expect(chat).toBeVisible();
  const href = await chat.getAttribute('href');
  const url = new URL(href!);
  expect(url.origin).toBe('https://wa.me');
  // CONTACT-10: the seed sets no WhatsApp number of its own: the first phone's, +91 98765 43210.
  expect(url.pathname).toBe('/919876543210');
  expect(url.searchParams.get('text')).toBe(CHAT_TEXT);
  expect(href).toContain(`?text=${encodeURIComponent(CHAT_TEXT)}`);
  await expect(chat).toHaveAttribute('target', '_blank');
  await expect(chat).toHaveAttribute('rel', /noopener/);
  const box = (await chat.boundingBox())!;
  expect(box.x).toBeLessThan(40);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
  // Fixed on the screen: where it was once the page has scrolled.
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }));
  expect(await chat.boundingBox()).toEqual(box);
});

test('the footer: about text, Quick Links without Home, Our Services 101 to 110, 2020 and 50000+, copyright', ONCE, async ({ page }) => {
  await page.goto('/contact');
  const foot = footer(page);
  await expect(foot.getByText(/Shree Civil Engineering & Consultancy prepares building permission drawings/)).toBeVisible();
  const quick = foot.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  await expect(quick).toHaveText(QUICK_LINKS.map((l) => l.label));
  for (const [i, { to }] of QUICK_LINKS.entries()) await expect(quick.nth(i)).toHaveAttribute('href', to);
  const nav1Pages = NAV_1.slice(1, -1).map((entry) => entry.replace(/New$/, ''));
  expect(QUICK_LINKS.map((l) => l.label).filter((label) => nav1Pages.includes(label))).toEqual(nav1Pages);
  const services = foot.getByRole('navigation', { name: 'Our Services' }).getByRole('link');
  await expect(services).toHaveText(SERVICE_TITLES);
  for (let i = 0; i < 10; i++) await expect(services.nth(i)).toHaveAttribute('href', `/services/details/${101 + i}`);
  await expect(foot).toContainText('Started in 2020');
  await expect(foot).toContainText('50000+ works');
  await expect(foot).toContainText(`© ${new Date().getFullYear()}`);
  await expect(foot.getByRole('link', { name: 'Shree Civil Engineering & Consultancy' })).toHaveAttribute('href', /^https:\/\//);
});

test('no public footer on admin paths', ONCE, async ({ page }) => {
  await page.goto('/admin/login');
  await expect(page.getByText('Quick Links')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
});

test('Logout and Dashboard show when a token is stored; Logout removes the token, says so and goes to the login page', async ({ page }) => {
  await page.goto('/about');
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  await expect(header(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
  await page.evaluate(() => localStorage.setItem('token', 'a-stored-token'));
  await page.reload();
  await hydrated(page);
  // NAV-8: the way back to the admin area, beside Logout.
  const dashboard = header(page).getByRole('link', { name: 'Dashboard' });
  await expect(dashboard).toBeVisible();
  await expect(dashboard).toHaveAttribute('href', '/admin/dashboard?tab=overview');
  const logout = page.getByRole('button', { name: 'Logout' });
  await expect(logout).toBeVisible();
  await logout.click();
  await expect(page.getByText('Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('an unknown path is a real 404 page with the layout', ONCE, async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(footer(page)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page);
});

test('the page banner: uppercase title of at most 2 lines, 250 px high, background picture', async ({ page }) => {
  await page.goto('/about');
  const banner = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .first();
  expect((await banner.boundingBox())!.height).toBe(250);
  const h1 = page.getByRole('heading', { level: 1 });
  await expect(h1).toHaveCSS('text-transform', 'uppercase');
  await expect(h1).toHaveCSS('-webkit-line-clamp', '2');
  expect(await banner.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('/img/banners/page');
});

test('the public pages hydrate without script errors, hydration warnings or missing files', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    // The 404 page's own status is expected.
    if ((m.type() === 'error' || m.type() === 'warning') && !m.location().url.includes('/no/such/page'))
      problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400 && !r.url().includes('/no/such/page')) problems.push(`${r.status()} ${r.url()}`);
  });
  for (const path of ['/', '/about', '/services', '/services/details/101', '/courses', '/courses/details/101', '/no/such/page']) {
    await page.goto(path);
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('the layout reads without JavaScript', ONCE, async ({ browser, baseURL }) => {
  await withoutJs(browser, baseURL, '/about', async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About US');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' })).toBeVisible();
    // Decision 025: below 1280 px the chat button comes in once the page scrolls, by CSS alone.
    await page.mouse.wheel(0, 200);
    await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toBeVisible();
  });
});
