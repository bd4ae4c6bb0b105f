/**
 * The public lists are cached per process (content/list-cache.ts): a change made through another app
 * server on the same database must show at once on this one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OffersResponse, SlidersResponse } from '@firm/contract';
import { buildApp } from '../../src/app.js';
import type { App } from '../../src/context.js';
import { makeTestApp, type TestApp } from '../helpers.js';
import { multipart, samplePng, tokens } from './contact-helpers.js';

let t: TestApp;
/** A second app server on the same database. */
let other: App;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await makeTestApp();
  other = await buildApp(t.config);
  await other.ready();
  auth = { authorization: `Bearer ${(await tokens(t.app)).valid}` };
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const offers = async () => ((await t.app.inject({ method: 'GET', url: '/api/offers' })).json() as OffersResponse).offer;
const sliders = async () => ((await t.app.inject({ method: 'GET', url: '/api/sliders' })).json() as SlidersResponse).slider;

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
    await onOther('PUT', '/api/updateOffer', { offerid: added!._id, title: 'Site audit plus', description: 'Full structural audit', percentage: '20' }, false);
    expect(await offers()).toMatchObject([{ title: 'Site audit plus', percentage: 20 }]);
    const res = await other.inject({ method: 'DELETE', url: `/api/deleteOffer?offerid=${added!._id}`, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(await offers()).toEqual([]);
  });

  it('sliders: a move elsewhere reorders the list here at once', async () => {
    const before = await sliders();
    expect(before.length).toBeGreaterThanOrEqual(2);
    const res = await other.inject({ method: 'PUT', url: '/api/moveSlider', payload: { sliderid: before[1]!._id, direction: 'up' }, headers: auth });
    expect(res.statusCode).toBe(200);
    const after = await sliders();
    expect(after.map((s) => s._id).slice(0, 2)).toEqual([before[1]!._id, before[0]!._id]);
  });
});
