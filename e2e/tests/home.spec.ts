import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { DEFAULT_SLIDERS } from '@firm/contract';
import { E2E_ADMIN } from '../env';
import { hydrated, stopClock, withoutJs } from './public-helpers';
import { ONCE } from '../fixtures/projects';

const WHY_CHOOSE = [
  'World-Class Quality',
  'Timely Delivery',
  'Modern Technology',
  'Affordable Prices',
  'Customer Support',
  'Wide Network',
  'Lifetime Membership',
  'Reliable & Trusted Services',
];

const hero = (page: Page) => page.getByRole('region', { name: 'Highlights' });
const servicesCarousel = (page: Page) => page.locator('[aria-roledescription="carousel"][aria-label="Our Services"]');

/** Slides whose card lies entirely inside the carousel's viewport (the slide's gutter may stick out). */
async function slidesInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const viewport = root.querySelector('ul')!.parentElement!.getBoundingClientRect();
    return Array.from(root.querySelectorAll('li[aria-roledescription="slide"]')).filter((li) => {
      const r = li.querySelector('article')!.getBoundingClientRect();
      return r.width > 0 && r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
    }).length;
  });
}

const currentDot = (region: Locator) => region.locator('button[aria-current="true"]');

/** HOME-1: the banner moves on its own every 4000 ms. */
const BANNER_AUTOPLAY_MS = 4000;

async function adminAuth(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

test('home: slogan, welcome with Read More and the eight reasons, Why Choose with its 8 items', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building permission, planning and design you can trust');
  await expect(page.getByRole('heading', { name: 'Welcome to Shree Civil Engineering & Consultancy' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Read More about us' })).toHaveAttribute('href', '/about');
  const welcome = page.getByRole('region', { name: 'Welcome to Shree Civil Engineering & Consultancy' });
  await expect(welcome.getByRole('listitem')).toHaveText([
    'Sub work services',
    'Lifetime membership',
    'Training courses',
    'Construction related services',
    'Our video channel',
    'Informative ideology',
    'Digital and virtual services',
    'Third party work and consultancy',
  ]);
  await expect(welcome.locator('img')).toBeVisible();
  const why = page.getByRole('region', { name: /^Why Choose/ });
  await expect(why.getByRole('heading', { level: 3 })).toHaveText(WHY_CHOOSE);
  await expect(page).toHaveTitle('Shree Civil Engineering & Consultancy');
});

test('Why Choose: two to a row on a phone and a tablet, four from 1200 px, in two screens of a phone', async ({ page }) => {
  for (const [width, perRow] of [
    [375, 2],
    [768, 2],
    [1280, 4],
  ] as const) {
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/');
    const why = page.getByRole('region', { name: /^Why Choose/ });
    // Rendered once near the screen (below-fold: content-visibility auto).
    await why.scrollIntoViewIfNeeded();
    const tops = await why.getByRole('listitem').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops, `${width} px`).toHaveLength(8);
    expect(new Set(tops.slice(0, perRow)).size, `${width} px`).toBe(1);
    expect(tops[perRow], `${width} px`).toBeGreaterThan(tops[0]!);
    // One to a row, the eight took about 2,200 px of a phone.
    if (width === 375) expect((await why.boundingBox())!.height).toBeLessThanOrEqual(2 * 667);
  }
});

test(
  'the banner slider: the seeded slides, dots, first picture loaded first, autoplay every 4 s that pauses on hover and focus',
  ONCE,
  async ({ page }) => {
    await stopClock(page);
    await page.goto('/');
    await hydrated(page, '[aria-label="Highlights"]');
    const region = hero(page);
    const slides = region.locator('li[aria-roledescription="slide"]');
    await expect(slides).toHaveCount(3);
    const first = slides.first().locator('img');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    // The server's page holds the first picture only: the others come once the page has loaded.
    const html = await (await page.request.get('/')).text();
    const banner = html.slice(html.indexOf('aria-label="Highlights"'));
    const served = banner.slice(0, banner.indexOf('</section>')).split('aria-roledescription="slide"');
    expect(served).toHaveLength(4);
    expect(served[1]).toContain('<img');
    expect(served[2]).not.toContain('<img');
    const dots = region.getByRole('button', { name: /^Show slide \d of 3$/ });
    await expect(dots).toHaveCount(3);
    await expect(currentDot(region)).toHaveAccessibleName('Show slide 1 of 3');

    // Autoplay: the next slide after 4000 ms, not before.
    await page.mouse.move(5, 735);
    await page.clock.runFor(BANNER_AUTOPLAY_MS - 100);
    await expect(currentDot(region)).toHaveAccessibleName('Show slide 1 of 3');
    // Meanwhile the page went idle and the next pictures came, lazily.
    await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await page.clock.runFor(200);
    await expect(currentDot(region)).toHaveAccessibleName('Show slide 2 of 3');

    // A dot moves to its slide; the infinite loop goes from the last to the first.
    await dots.nth(2).click();
    await expect(currentDot(region)).toHaveAccessibleName('Show slide 3 of 3');
    // Focus inside the carousel pauses it.
    await page.clock.runFor(BANNER_AUTOPLAY_MS * 2);
    await expect(currentDot(region)).toHaveAccessibleName('Show slide 3 of 3');
    await dots.nth(2).blur();
    await page.mouse.move(5, 735);
    await page.clock.runFor(BANNER_AUTOPLAY_MS + 100);
    await expect(currentDot(region)).toHaveAccessibleName('Show slide 1 of 3');

    // Hover pauses it.
    await region.hover();
    await page.clock.runFor(BANNER_AUTOPLAY_MS * 2);
    await expect(currentDot(region)).toHaveAccessibleName('Show slide 1 of 3');
    // And leaving lets it move again.
    await page.mouse.move(5, 735);
    await page.clock.runFor(BANNER_AUTOPLAY_MS + 100);
    await expect(currentDot(region)).toHaveAccessibleName('Show slide 2 of 3');
  },
);

test('the banner grows with its text: buttons clear of the dots from 320 px up and with enlarged text', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [width, textZoom] of [
    [320, 1],
    [375, 1],
    [1280, 1],
    [375, 2],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await hydrated(page, '[aria-label="Highlights"]');
    if (textZoom !== 1) await page.addStyleTag({ content: `html { font-size: ${textZoom * 100}% }` });
    const region = hero(page);
    const dots = await region.getByRole('button', { name: 'Show slide 1 of 3' }).boundingBox();
    // The first seeded slide's own button (SLIDER-3) and Book Appointment.
    for (const name of [DEFAULT_SLIDERS[0].buttonLabel, 'Book Appointment']) {
      const button = await region.getByRole('link', { name }).boundingBox();
      expect(button!.y + button!.height, `${name} at ${width} px, text x${textZoom}`).toBeLessThan(dots!.y);
    }
    // Nothing lies over the button: a pointer reaches it.
    await region.getByRole('link', { name: 'Book Appointment' }).hover({ timeout: 2000 });
  }
});

test('the banner has a visible pause button that stops the autoplay until Play (WCAG 2.2.2)', async ({ page }) => {
  await stopClock(page);
  await page.goto('/');
  await hydrated(page, '[aria-label="Highlights"]');
  const region = hero(page);
  const pause = region.getByRole('button', { name: 'Pause slides' });
  await expect(pause).toBeVisible();
  // By keyboard: Tab reaches it and Enter presses it; its name then says what the next press does.
  for (let i = 0; i < 40 && !(await pause.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(pause).toBeFocused();
  await page.keyboard.press('Enter');
  const play = region.getByRole('button', { name: 'Play slides' });
  await expect(play).toBeFocused();
  // Paused, it stays paused once focus and the pointer have left (unlike the hover and focus pauses).
  await play.blur();
  await page.mouse.move(5, 735);
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 3 + 100);
  await expect(currentDot(region)).toHaveAccessibleName('Show slide 1 of 3');
  // Play starts it again, at HOME-1's pace.
  await play.click();
  await expect(region.getByRole('button', { name: 'Pause slides' })).toBeVisible();
  await region.getByRole('button', { name: 'Pause slides' }).blur();
  await page.mouse.move(5, 735);
  await page.clock.runFor(BANNER_AUTOPLAY_MS + 100);
  await expect(currentDot(region)).toHaveAccessibleName('Show slide 2 of 3');
});

test('no autoplay under prefers-reduced-motion', ONCE, async ({ page }) => {
  await stopClock(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await hydrated(page, '[aria-label="Highlights"]');
  await page.mouse.move(5, 735);
  // Three autoplay periods: without the preference the banner would have moved three times (test above).
  await page.clock.runFor(BANNER_AUTOPLAY_MS * 3 + 100);
  await expect(currentDot(hero(page))).toHaveAccessibleName('Show slide 1 of 3');
  // The visitor can still move it.
  await hero(page).getByRole('button', { name: 'Show slide 2 of 3' }).click();
  await expect(currentDot(hero(page))).toHaveAccessibleName('Show slide 2 of 3');
});

test('Our Services carousel: 1 card per view on phones, 4 on desktops, dots per page of cards', async ({ page }, info) => {
  await page.goto('/');
  await hydrated(page, '[aria-label="Our Services"]');
  const carousel = servicesCarousel(page);
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('li[aria-roledescription="slide"]')).toHaveCount(10);
  const perView = info.project.name === 'phone' ? 1 : 4;
  expect(await slidesInView(carousel)).toBe(perView);
  await expect(carousel.getByRole('button', { name: /^Show services page/ })).toHaveCount(Math.ceil(10 / perView));
  const firstLink = carousel.getByRole('link', { name: 'Building permission/approval' });
  await expect(firstLink).toHaveAttribute('href', '/services/details/101');
});

test('Our Services carousel: 3 per view below 1024 px, 2 below 600 px, 1 below 480 px', async ({ page }) => {
  for (const [width, perView] of [
    [1024, 4],
    [1023, 3],
    [600, 3],
    [599, 2],
    [480, 2],
    [479, 1],
  ] as const) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    await hydrated(page, '[aria-label="Our Services"]');
    const carousel = servicesCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    expect(await slidesInView(carousel), `${width} px`).toBe(perView);
    await expect(carousel.getByRole('button', { name: /^Show services page/ })).toHaveCount(Math.ceil(10 / perView));
  }
});

test('a turned tablet under prefers-reduced-motion: Our Services starts at its first card, whole', ONCE, async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const [from, to] of [
    [768, 1280],
    [375, 1440],
  ] as const) {
    await page.setViewportSize({ width: from, height: 800 });
    await page.goto('/');
    await hydrated(page, '[aria-label="Our Services"]');
    await page.setViewportSize({ width: to, height: 800 });
    const carousel = servicesCarousel(page);
    // The carousel measures itself again when its size changes (a ResizeObserver, the next frames).
    await page.waitForTimeout(1_000);
    // The first card's left edge is the carousel's: none cut on the left, none pushed off the right.
    const offset = await carousel.evaluate((root) => {
      const viewport = root.querySelector('ul')!.parentElement!.getBoundingClientRect();
      return Math.round(root.querySelector('li[aria-roledescription="slide"] article')!.getBoundingClientRect().left - viewport.left);
    });
    expect(offset, `${from} to ${to} px`).toBe(0);
    expect(await slidesInView(carousel), `${to} px`).toBe(4);
  }
});

test('Our Services carousel scrolls by a whole page of cards', async ({ page }, info) => {
  test.skip(info.project.name === 'phone', 'one card per page on phones');
  await page.goto('/');
  await hydrated(page, '[aria-label="Our Services"]');
  const carousel = servicesCarousel(page);
  await carousel.scrollIntoViewIfNeeded();
  await carousel.getByRole('button', { name: 'Show services page 2 of 3' }).click();
  await expect
    .poll(
      () =>
        carousel.evaluate((root) => {
          const viewport = root.querySelector('ul')!.parentElement!.getBoundingClientRect();
          const inView = Array.from(root.querySelectorAll('li[aria-roledescription="slide"]')).filter((li) => {
            const r = li.querySelector('article')!.getBoundingClientRect();
            return r.left >= viewport.left - 1 && r.right <= viewport.right + 1;
          });
          return inView.map((li) => li.getAttribute('aria-label')).join(',');
        }),
      { timeout: 8000 },
    )
    .toBe('5 of 10,6 of 10,7 of 10,8 of 10');
});

test('current offers appear on the home page when there are any', ONCE, async ({ page, request }) => {
  const auth = await adminAuth(request);
  // A real 1x1 PNG: the server checks the picture by its bytes.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
  const added = await request.post('/api/addOffer', {
    headers: auth,
    multipart: {
      title: 'Monsoon permission offer',
      description: 'Building permission files at a reduced fee this season.',
      percentage: '15',
      image: { name: 'offer.png', mimeType: 'image/png', buffer: png },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const list = (await (await request.get('/api/offers')).json()) as { offer: { _id: string; title: string }[] };
  const offer = list.offer.find((o) => o.title === 'Monsoon permission offer')!;
  try {
    await page.goto('/');
    const offers = page.getByRole('region', { name: 'Current Offers' });
    await expect(offers.getByRole('heading', { name: 'Monsoon permission offer' })).toBeVisible();
    await expect(offers).toContainText('Building permission files at a reduced fee this season.');
    await expect(offers).toContainText('15% off');
  } finally {
    await request.delete(`/api/deleteOffer?offerid=${offer._id}`, { headers: auth });
  }
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Current Offers' })).toHaveCount(0);
});

test('without sliders the banner shows the three default pictures with the slogan', ONCE, async ({ page, request }) => {
  const auth = await adminAuth(request);
  const { slider: seeded } = (await (await request.get('/api/sliders')).json()) as { slider: { _id: string; title: string }[] };
  try {
    for (const s of seeded) expect((await request.delete(`/api/deleteSlider?sliderid=${s._id}`, { headers: auth })).ok()).toBe(true);
    await page.goto('/');
    const region = hero(page);
    await expect(region.locator('li[aria-roledescription="slide"]')).toHaveCount(3);
    await expect(region.locator('li[aria-roledescription="slide"] img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building permission, planning and design you can trust');
  } finally {
    // Put the seeded sliders back, in their order, for the other tests.
    for (const [i, s] of seeded.entries()) {
      const { service, subtitle, buttonLabel, buttonLink } = DEFAULT_SLIDERS[i]!;
      const buffer = readFileSync(new URL(`../../apps/web/assets/services/${service}.jpg`, import.meta.url));
      const added = await request.post('/api/addSlider', {
        headers: auth,
        multipart: { title: s.title, subtitle, buttonLabel, buttonLink, image: { name: `${service}.jpg`, mimeType: 'image/jpeg', buffer } },
      });
      expect(added.status()).toBe(201);
    }
  }
});

test('home reads without JavaScript', ONCE, async ({ browser, baseURL }) => {
  await withoutJs(browser, baseURL, '/', async (page) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building permission, planning and design you can trust');
    await expect(page.getByRole('heading', { name: 'Reliable & Trusted Services' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Read More about us' })).toBeVisible();
    await expect(page.locator('[aria-label="Highlights"] img').first()).toBeVisible();
  });
});
