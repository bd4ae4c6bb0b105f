/**
 * Slides that say what the owner typed (SLIDER-2 to SLIDER-4), offers between their dates with a
 * button (OFFER-3 to OFFER-6) and the preview of a hidden item's page (PREVIEW-1 to PREVIEW-4), on
 * the real web build (apps/web/build, made by `npm run build`) and a clock the test sets.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  API,
  PREVIEW_BANNER,
  trashPaths,
  SLIDES_OFFERS_MESSAGES as M,
  type Offer,
  type PreviewResponse,
  type Slider,
} from '@firm/contract';
import { adminToken, freshApp } from '../helpers.js';
import { imagePart, multipart } from '../fixtures/forms.js';
import { jpeg } from '../fixtures/images.js';
import { SetClock } from '../fixtures/set-clock.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';

needsWebBuild();

/** Midnight at the start of `day` in Asia/Kolkata (UTC+5:30, TIME_ZONE's default), as a UTC instant. */
const istMidnight = (day: string) => Date.parse(`${day}T00:00:00+05:30`);

const clock = new SetClock(istMidnight('2026-12-31'));
const t = freshApp({ webBuildDir: WEB_BUILD, publicUrl: 'http://site.test', timeZone: 'Asia/Kolkata' }, undefined, { clock });
let auth: Record<string, string>;
beforeEach(async () => {
  clock.time = istMidnight('2026-12-31');
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

const send = async (method: 'POST' | 'PUT', url: string, fields: Record<string, string>, withImage = method === 'POST') => {
  const body = multipart(fields, withImage ? imagePart(await jpeg()) : undefined);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
};
const publicOffers = async () => (await t.app.inject({ url: API.offers })).json<{ offer: Offer[] }>().offer;
const adminOffers = async () => (await t.app.inject({ url: API.offers, headers: auth })).json<{ offer: Offer[] }>().offer;
const page = async (url: string) => (await t.app.inject({ url })).body;

const OFFER = { title: 'New year structural audit', description: 'A full audit of an existing building', percentage: '20' };

describe('offers show from their first day to their last (OFFER-3 to OFFER-6)', () => {
  it('leaves an offer out of public reads and pages before and after its dates, exactly at midnight in TIME_ZONE', async () => {
    const added = await send('POST', API.addOffer, { ...OFFER, startsOn: '2027-01-01', endsOn: '2027-01-31' });
    expect(added.statusCode, added.body).toBe(201);
    const [offer] = await adminOffers();
    expect(offer).toMatchObject({ title: OFFER.title, startsOn: '2027-01-01', endsOn: '2027-01-31', schedule: 'scheduled' });

    const shown = async (expected: boolean) => {
      expect((await publicOffers()).some((o) => o._id === offer!._id)).toBe(expected);
      const single = await t.app.inject({ url: `${API.singleOffer}?offerId=${offer!._id}` });
      expect(single.statusCode).toBe(expected ? 200 : 404);
      for (const url of ['/', '/offers']) expect((await page(url)).includes(OFFER.title), url).toBe(expected);
    };

    // The last second of 31 December in Kolkata: not yet, though the content version does not move again.
    clock.time = istMidnight('2027-01-01') - 1000;
    await shown(false);
    clock.time = istMidnight('2027-01-01');
    await shown(true);
    expect(await page('/offers')).toContain('1 Jan 2027 to 31 Jan 2027');
    // The end day is included.
    clock.time = istMidnight('2027-02-01') - 1000;
    await shown(true);
    clock.time = istMidnight('2027-02-01');
    await shown(false);
    // The admin still has it, marked as ended; its single read too.
    expect((await adminOffers()).map((o) => o.schedule)).toEqual(['ended']);
    const single = await t.app.inject({ url: `${API.singleOffer}?offerId=${offer!._id}`, headers: auth });
    expect(single.json<{ offer: Offer }>().offer.schedule).toBe('ended');
  });

  it('refuses an end before the start, bad dates and half a button with the message, and changes nothing', async () => {
    const refused = async (method: 'POST' | 'PUT', fields: Record<string, string>, message: string) => {
      const res = await send(method, method === 'POST' ? API.addOffer : API.updateOffer, fields);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ message });
    };
    await refused('POST', { ...OFFER, startsOn: '2027-01-10', endsOn: '2027-01-09' }, M.endsBeforeStart);
    await refused('POST', { ...OFFER, endsOn: '2027-02-30' }, M.endsOn);
    await refused('POST', { ...OFFER, startsOn: '1/1/2027' }, M.startsOn);
    await refused('POST', { ...OFFER, buttonLabel: 'Book now' }, M.buttonLabelOnly);
    await refused('POST', { ...OFFER, buttonLabel: 'Book now', buttonLink: 'javascript:alert(1)' }, M.buttonLink);
    expect(await adminOffers()).toEqual([]);

    expect((await send('POST', API.addOffer, { ...OFFER, startsOn: '2027-01-10' })).statusCode).toBe(201);
    const [before] = await adminOffers();
    // An end sent alone is checked against the start already stored.
    await refused('PUT', { offerid: before!._id, ...OFFER, endsOn: '2027-01-05' }, M.endsBeforeStart);
    expect(await adminOffers()).toEqual([before]);
  });

  it('keeps dates and button not sent on an edit, clears them when sent empty, and shows the button on the card', async () => {
    const button = { buttonLabel: 'Book an audit', buttonLink: '/contact?subject=Business%20inquiry' };
    expect((await send('POST', API.addOffer, { ...OFFER, endsOn: '2027-01-31', ...button })).statusCode).toBe(201);
    const [offer] = await publicOffers();
    expect(offer).toMatchObject({ startsOn: null, endsOn: '2027-01-31', schedule: 'current', ...button });
    const home = await page('/');
    expect(home).toContain('Until 31 Jan 2027');
    expect(home).toContain('Book an audit');

    // A client of the original API sends only its own fields: the rest stays.
    expect((await send('PUT', API.updateOffer, { offerid: offer!._id, ...OFFER, title: 'Audit' }, false)).statusCode).toBe(200);
    expect((await publicOffers())[0]).toMatchObject({ title: 'Audit', endsOn: '2027-01-31', ...button });
    const cleared = { offerid: offer!._id, ...OFFER, endsOn: '', buttonLabel: '', buttonLink: '' };
    expect((await send('PUT', API.updateOffer, cleared, false)).statusCode).toBe(200);
    expect((await publicOffers())[0]).toMatchObject({ endsOn: null, buttonLabel: '', buttonLink: '' });
  });
});

describe('/offers while no offer shows', () => {
  const NONE = 'There are no offers at the moment.';

  it('names the soonest scheduled offer’s first day, and the contact page when none is scheduled', async () => {
    let body = await page('/offers');
    expect(body).toContain(NONE);
    expect(body).toContain('Ask us about the price of your project on the');
    expect(body).toMatch(/<a [^>]*href="\/contact\?subject=Business%20inquiry#contact-form"[^>]*>contact page<\/a>/);
    expect(body).not.toContain('The next offer starts');

    // An ended offer is never the next; of two scheduled ones, the sooner is, whichever was added first.
    for (const dates of <Record<string, string>[]>[
      { startsOn: '2026-12-01', endsOn: '2026-12-30' },
      { startsOn: '2027-01-20' },
      { startsOn: '2027-01-03', endsOn: '2027-01-10' },
    ]) {
      expect((await send('POST', API.addOffer, { ...OFFER, ...dates })).statusCode).toBe(201);
    }
    body = await page('/offers');
    expect(body).toContain(NONE);
    expect(body).toContain('The next offer starts on 3 Jan 2027.');
    expect(body).not.toContain('contact page');

    // On its first day it shows, and nothing is said of the next; the day after it ends, the next is the one after.
    clock.time = istMidnight('2027-01-03');
    body = await page('/offers');
    expect(body).not.toContain(NONE);
    expect(body).not.toContain('The next offer starts');
    clock.time = istMidnight('2027-01-11');
    expect(await page('/offers')).toContain('The next offer starts on 20 Jan 2027.');
  });
});

describe('the trash keeps the dates and buttons (decision 044)', () => {
  it('restores a deleted offer and slider with them', async () => {
    const offerFields = { startsOn: '2027-01-01', endsOn: '2027-01-31', buttonLabel: 'Book', buttonLink: '/contact' };
    const slideFields = { subtitle: 'A line', buttonLabel: 'Book', buttonLink: '/contact' };
    expect((await send('POST', API.addOffer, { ...OFFER, ...offerFields })).statusCode).toBe(201);
    expect((await send('POST', API.addSlider, { title: 'Trash me', ...slideFields })).statusCode).toBe(201);
    const [offer] = await adminOffers();
    const sliders = async () => (await t.app.inject({ url: API.sliders })).json<{ slider: Slider[] }>().slider;
    const slide = (await sliders()).find((s) => s.title === 'Trash me')!;
    for (const [collection, url] of [
      ['offers', `${API.deleteOffer}?offerid=${offer!._id}`],
      ['sliders', `${API.deleteSlider}?sliderid=${slide._id}`],
    ] as const) {
      expect((await t.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(200);
      const id = collection === 'offers' ? offer!._id : slide._id;
      const restored = await t.app.inject({ method: 'POST', url: trashPaths.restore, headers: auth, payload: { collection, id } });
      expect(restored.statusCode, restored.body).toBe(200);
    }
    expect((await adminOffers())[0]).toMatchObject(offerFields);
    expect((await sliders()).find((s) => s._id === slide._id)).toMatchObject(slideFields);
  });
});

describe('slides say what the owner typed (SLIDER-2, SLIDER-3)', () => {
  it('round-trips title, subtitle and button, and the home page shows them', async () => {
    const fields = {
      title: 'Bridges that carry a town',
      subtitle: 'Structural design and site supervision from one office',
      buttonLabel: 'See our work',
      buttonLink: 'https://example.com/work',
    };
    expect((await send('POST', API.addSlider, fields)).statusCode).toBe(201);
    const list = async () => (await t.app.inject({ url: API.sliders })).json<{ slider: Slider[] }>().slider;
    const slide = (await list()).find((s) => s.title === fields.title)!;
    expect(slide).toMatchObject(fields);
    const single = await t.app.inject({ url: `${API.singleSlider}?sliderId=${slide._id}` });
    expect(single.json<{ slider: Slider }>().slider).toMatchObject(fields);
    const home = await page('/');
    for (const text of [fields.title, fields.subtitle, fields.buttonLabel, 'href="https://example.com/work"']) expect(home).toContain(text);

    const res = await send('PUT', API.updateSlider, { sliderid: slide._id, title: 'Bridges', subtitle: '' }, false);
    expect(res.statusCode).toBe(200);
    expect((await list()).find((s) => s._id === slide._id)).toMatchObject({ title: 'Bridges', subtitle: '', buttonLabel: 'See our work' });
    const bad = await send('PUT', API.updateSlider, { sliderid: slide._id, title: 'Bridges', buttonLink: '//evil.example' }, false);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: M.buttonLink });
  });
});

describe('the preview of a hidden item (PREVIEW-1 to PREVIEW-4)', () => {
  const hide = async (id: string) => {
    const res = await t.app.inject({ method: 'PUT', url: `/api/services/${id}`, headers: auth, payload: { hidden: true } });
    expect(res.statusCode, res.body).toBe(200);
  };
  const previewLink = async (collection: string, id: string) => {
    const res = await t.app.inject({ method: 'POST', url: API.preview, headers: auth, payload: { collection, id } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<PreviewResponse>();
  };

  it('shows the hidden page to a signed link only, marked, never cached, and not after it expires', async () => {
    await hide('101');
    expect((await t.app.inject({ url: '/services/details/101' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: API.preview, payload: { collection: 'services', id: '101' } })).statusCode).toBe(401);
    const unknown = await t.app.inject({ method: 'POST', url: API.preview, headers: auth, payload: { collection: 'gallery', id: '1' } });
    expect(unknown.statusCode).toBe(404);

    const { url, expiresAt } = await previewLink('services', '101');
    expect(url).toMatch(/^\/services\/details\/101\?preview=[\w.-]+$/);
    expect(Date.parse(expiresAt)).toBe(clock.time + 10 * 60_000);
    const shown = await t.app.inject({ url });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Building permission/approval');
    expect(shown.body).toContain(PREVIEW_BANNER);
    expect(shown.body).toMatch(/<meta name="robots" content="noindex"/);
    expect(shown.headers['cache-control']).toBe('private, no-store');
    expect(shown.headers['x-robots-tag']).toBe('noindex, nofollow');
    // Its data request too, and nothing of it was kept for visitors.
    expect((await t.app.inject({ url: url.replace('/101?', '/101.data?') })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/services/details/101' })).statusCode).toBe(404);

    // A changed signature, or the link on another page, shows nothing hidden.
    const token = new URL(url, 'http://x').searchParams.get('preview')!;
    const forged = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await t.app.inject({ url: `/services/details/101?preview=${forged}` })).statusCode).toBe(404);
    const elsewhere = await t.app.inject({ url: `/services/details/102?preview=${token}` });
    expect(elsewhere.body).not.toContain(PREVIEW_BANNER);

    clock.time += 10 * 60_000 + 1000;
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });

  it('ends with the session that asked for it', async () => {
    await hide('102');
    const { url } = await previewLink('services', '102');
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: API.session, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url })).statusCode).toBe(404);
  });
});
