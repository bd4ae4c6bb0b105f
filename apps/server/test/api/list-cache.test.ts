/**
 * The public lists and the site details are cached per process (content/list-cache.ts) for the content
 * version in the database (decision 037): a change made through another app server on the same
 * database must show at once on this one, and writes that change no content must not rebuild them.
 * Runs on SQLite and PostgreSQL (TEST_DB): both app servers open the one database of t.config.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OffersResponse, ServiceItem, SiteDetails, SlidersResponse } from '@firm/contract';
import { buildApp } from '../../src/app.js';
import { contentOf } from '../../src/content/content.js';
import type { App } from '../../src/context.js';
import { freshApp } from '../helpers.js';
import { multipart, postContact, samplePng, tokens, validContact } from './contact-helpers.js';

const t = freshApp();
/** A second app server on the same database. */
let other: App;
let auth: Record<string, string>;

beforeEach(async () => {
  other = await buildApp(t.config);
  await other.ready();
  auth = { authorization: `Bearer ${(await tokens(t.app)).valid}` };
});
afterEach(async () => other?.close());

const offers = async () => ((await t.app.inject({ method: 'GET', url: '/api/offers' })).json() as OffersResponse).offer;
const sliders = async () => ((await t.app.inject({ method: 'GET', url: '/api/sliders' })).json() as SlidersResponse).slider;
const services = async () => ((await t.app.inject({ method: 'GET', url: '/api/services' })).json() as { items: ServiceItem[] }).items;
const site = async () => ((await t.app.inject({ method: 'GET', url: '/api/site' })).json() as { site: SiteDetails }).site;

async function jsonOnOther(method: 'PUT' | 'DELETE', url: string, payload?: object) {
  const res = await other.inject({ method, url, payload, headers: payload ? { ...auth, 'content-type': 'application/json' } : auth });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

async function onOther(method: 'POST' | 'PUT', url: string, parts: Record<string, string>, withImage: boolean) {
  const form = await multipart(withImage ? { ...parts, image: { bytes: await samplePng(), filename: 'a.png' } } : parts);
  const res = await other.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('cached public lists follow changes made by another app server', () => {
  it('offers: add, edit and delete elsewhere show at once', async () => {
    expect(await offers()).toEqual([]);
    await onOther('POST', '/api/addOffer', { title: 'Site audit', description: 'Full structural audit', percentage: '15' }, true);
    const [added] = await offers();
    expect(added).toMatchObject({ title: 'Site audit', percentage: 15 });
    await onOther(
      'PUT',
      '/api/updateOffer',
      { offerid: added!._id, title: 'Site audit plus', description: 'Full structural audit', percentage: '20' },
      false,
    );
    expect(await offers()).toMatchObject([{ title: 'Site audit plus', percentage: 20 }]);
    const res = await other.inject({ method: 'DELETE', url: `/api/deleteOffer?offerid=${added!._id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(await offers()).toEqual([]);
  });

  it('sliders: a move elsewhere reorders the list here at once', async () => {
    const before = await sliders();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const res = await other.inject({
      method: 'PUT',
      url: '/api/moveSlider',
      payload: { sliderid: before[1]!._id, direction: 'up' },
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    const after = await sliders();
    expect(after.map((s) => s._id).slice(0, 2)).toEqual([before[1]!._id, before[0]!._id]);
  });

  it("a collection's items and the site details: an edit, a hide and a delete elsewhere show at once", async () => {
    const [first, second] = await services();
    await jsonOnOther('PUT', `/api/services/${first!._id}`, { title: 'Retaining walls, edited elsewhere' });
    expect((await services())[0]).toMatchObject({ _id: first!._id, title: 'Retaining walls, edited elsewhere' });
    await jsonOnOther('PUT', `/api/services/${first!._id}`, { hidden: true });
    expect((await services()).map((s) => s._id)).not.toContain(first!._id);
    await jsonOnOther('DELETE', `/api/services/${second!._id}`);
    expect((await services()).map((s) => s._id)).not.toContain(second!._id);

    expect((await site()).tagline).not.toBe('Edited on the other server');
    await jsonOnOther('PUT', '/api/site', { tagline: 'Edited on the other server' });
    expect((await site()).tagline).toBe('Edited on the other server');
  });

  it('the lists read by pages (the load context) follow an edit elsewhere too', async () => {
    const content = contentOf(t.app.ctx);
    const before = await content.sliders.visible.value();
    await jsonOnOther('PUT', '/api/site', { tagline: 'Second edit elsewhere' });
    expect((await content.siteDetails.cached.value()).tagline).toBe('Second edit elsewhere');
    // Any content write moves the one version: every list is built again, with the same items.
    const after = await content.sliders.visible.value();
    expect(after).not.toBe(before);
    expect(after).toEqual(before);
  });
});

describe('writes that change no content keep the cached lists', () => {
  it('contact messages and failed logins, here or elsewhere, rebuild nothing', async () => {
    const content = contentOf(t.app.ctx);
    const offersBefore = await content.offers.visible.value();
    const detailsBefore = await content.siteDetails.cached.value();
    for (const app of [t.app, other]) {
      for (let i = 0; i < 2; i++)
        await app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x@example.com', password: 'wrong-password' } });
      expect((await postContact(app, validContact)).statusCode).toBeLessThan(300);
    }
    expect(await content.offers.visible.value()).toBe(offersBefore);
    expect(await content.siteDetails.cached.value()).toBe(detailsBefore);
  });
});
