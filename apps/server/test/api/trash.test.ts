/**
 * The trash (docs/decisions/044): what the owner deletes is kept for TRASH_DAYS and comes back as it
 * was; what has been there longer is deleted for good by the server itself.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  MESSAGES,
  TRASH_MESSAGES,
  UPLOAD_SUBJECT,
  type ContactMessage,
  type GalleryItem,
  type ServiceItem,
  type TrashEntry,
} from '@firm/contract';
import type { Clock } from '../../src/lib/clock.js';
import { TEST_ADMIN, adminToken, freshApp } from '../helpers.js';
import { jpeg } from '../fixtures/images.js';
import { multipart, postContact, samplePdf, tokens, validContact, type Part } from './contact-helpers.js';

const WEB_BUILD = fileURLToPath(new URL('../../../web/build/', import.meta.url));
if (!existsSync(`${WEB_BUILD}server/index.js`)) throw new Error(`no web build in ${WEB_BUILD}: run npm run build`);

const DAY = 24 * 3600 * 1000;
/** The app's clock, moved by the tests: the trash's times and its emptying read it. */
let now = Date.parse('2026-03-01T09:00:00Z');
const clock: Clock = { now: () => now, after: () => () => {} };

const t = freshApp({ webBuildDir: WEB_BUILD, trashDays: 30 }, undefined, { clock });
let auth: Record<string, string>;
beforeEach(async () => {
  now = Date.parse('2026-03-01T09:00:00Z');
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
const del = (url: string) => t.app.inject({ method: 'DELETE', url, headers: auth });
const restore = (collection: string, id: string) =>
  t.app.inject({ method: 'POST', url: '/api/trash/restore', payload: { collection, id }, headers: auth });
const trash = async () => (await get('/api/trash', auth)).json().items as TrashEntry[];
const services = async (headers = auth) => (await get('/api/services', headers)).json().items as ServiceItem[];
const gallery = async () => (await get('/api/gallery', auth)).json().items as GalleryItem[];

async function addPicture(title: string, bytes: Buffer) {
  const form = await multipart({ title, layout: 'normal', picture: { bytes, filename: 'p.jpg', type: 'image/jpeg' } } as Record<
    string,
    Part
  >);
  const res = await t.app.inject({ method: 'POST', url: '/api/gallery', payload: form.payload, headers: { ...form.headers, ...auth } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item as GalleryItem;
}

describe('delete, then restore', () => {
  it('puts a service back as it was: same id, address, place, fields and picture bytes; gone meanwhile from every public read', async () => {
    const before = await services();
    const third = before[2]!;
    const pictureBytes = (await get(third.picture.image!)).rawPayload;
    expect((await get(`/services/details/${third._id}`)).statusCode).toBe(200);

    expect((await del(`/api/services/${third._id}`)).json()).toEqual({ message: CONTENT_MESSAGES.deleted });
    expect(await trash()).toEqual([
      {
        collection: 'services',
        kind: 'Service',
        id: third._id,
        title: third.title,
        picture: third.picture.image,
        deletedAt: new Date(now).toISOString(),
        deletedBy: TEST_ADMIN.email,
        purgeAt: new Date(now + 30 * DAY).toISOString(),
      },
    ]);
    expect((await get('/api/trash', auth)).json().days).toBe(30);
    expect((await services({})).map((s) => s._id)).not.toContain(third._id);
    expect((await services()).map((s) => s._id)).not.toContain(third._id);
    expect((await get(`/api/services/${third._id}`, auth)).statusCode).toBe(404);
    expect((await get(`/services/details/${third._id}`)).statusCode).toBe(404);
    expect((await get('/sitemap.xml')).body).not.toContain(`/services/details/${third._id}<`);
    expect((await get('/services')).body).not.toContain(`/services/details/${third._id}"`);

    const res = await restore('services', third._id);
    expect([res.statusCode, res.json()]).toEqual([200, { message: TRASH_MESSAGES.restored }]);
    expect(await services()).toEqual(before);
    expect((await get(third.picture.image!)).rawPayload.equals(pictureBytes)).toBe(true);
    expect((await get(`/services/details/${third._id}`)).statusCode).toBe(200);
    expect((await get('/sitemap.xml')).body).toContain(`/services/details/${third._id}<`);
    expect(await trash()).toEqual([]);
  });

  it('keeps a hidden item hidden, and its place after the others were reordered', async () => {
    const [first, second] = await services();
    await t.app.inject({ method: 'PUT', url: `/api/services/${second!._id}`, payload: { hidden: true }, headers: auth });
    await del(`/api/services/${second!._id}`);
    const order = (await services()).map((s) => s._id).reverse();
    await t.app.inject({ method: 'PUT', url: '/api/services/order', payload: { ids: order }, headers: auth });
    await restore('services', second!._id);
    const after = await services();
    expect(after[1]).toMatchObject({ _id: second!._id, hidden: true });
    expect(after.filter((s) => s._id !== second!._id).map((s) => s._id)).toEqual(order);
    expect((await services({})).map((s) => s._id)).not.toContain(second!._id);
    expect(first).toBeDefined();
  });

  it('keeps a trashed number: an item added meanwhile takes the next one', async () => {
    const last = (await services()).at(-1)!;
    await del(`/api/services/${last._id}`);
    const form = await multipart({
      title: 'Site survey',
      summary: 'Measured on site.',
      paragraphs: 'We measure.',
      picture: { bytes: await jpeg(173, 93), filename: 's.jpg', type: 'image/jpeg' },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(added.json().item._id).toBe(String(Number(last._id) + 1));
    expect((await restore('services', last._id)).statusCode).toBe(200);
    expect((await services()).map((s) => s._id).slice(-2)).toEqual([last._id, added.json().item._id]);
  });

  it('lists the newest first, each collection by its own name, offers, sliders and messages included', async () => {
    const form = await multipart({
      title: 'Monsoon offer',
      description: 'Plans at a lower price.',
      percentage: '25',
      image: { bytes: await jpeg(), filename: 'o.jpg', type: 'image/jpeg' },
    });
    await t.app.inject({ method: 'POST', url: '/api/addOffer', payload: form.payload, headers: { ...form.headers, ...auth } });
    const offer = (await get('/api/offers')).json().offer[0] as { _id: string; title: string };
    await del(`/api/deleteOffer?offerid=${offer._id}`);
    now += 60_000;
    const slidersBefore = (await get('/api/sliders')).json().slider as { _id: string; title: string }[];
    await del(`/api/deleteSlider?sliderid=${slidersBefore[1]!._id}`);
    now += 60_000;
    const picture = (await gallery())[0]!;
    await del(`/api/gallery/${picture._id}`);
    now += 60_000;
    await postContact(t.app, { ...validContact, name: 'Asha Patel' });
    const message = ((await get('/api/messages', auth)).json().messages as ContactMessage[])[0]!;
    await del(`/api/messages/${message._id}`);
    expect((await trash()).map((e) => [e.collection, e.kind, e.title])).toEqual([
      ['messages', 'Message', `Asha Patel: ${validContact.subject}`],
      ['gallery', 'Picture', picture.title],
      ['sliders', 'Slider', slidersBefore[1]!.title],
      ['offers', 'Offer', offer.title],
    ]);
    for (const e of await trash()) expect((await restore(e.collection, e.id)).statusCode).toBe(200);
    expect(((await get('/api/messages', auth)).json().messages as ContactMessage[])[0]).toEqual(message);
    expect((await get('/api/offers')).json().offer[0]._id).toBe(offer._id);
    expect((await gallery())[0]).toEqual(picture);
    expect((await get('/api/sliders')).json().slider).toEqual(slidersBefore);
  });

  it('a message comes back with its attachment', async () => {
    await postContact(t.app, { ...validContact, subject: UPLOAD_SUBJECT, attachment: { bytes: samplePdf(), filename: 'plan.pdf' } });
    const message = ((await get('/api/messages', auth)).json().messages as ContactMessage[])[0]!;
    await del(`/api/messages/${message._id}`);
    expect((await get(`/api/messages/${message._id}/attachment`, auth)).statusCode).toBe(404);
    await restore('messages', message._id);
    expect((await get(`/api/messages/${message._id}/attachment`, auth)).rawPayload.equals(samplePdf())).toBe(true);
  });
});

describe('a delete and its trash entry are one', () => {
  it('when the entry cannot be written, the item stays where it was, pictures and all', async () => {
    const before = await services();
    await sql`ALTER TABLE trash RENAME TO trash_away`.execute(t.app.ctx.db);
    const res = await del(`/api/services/${before[0]!._id}`);
    await sql`ALTER TABLE trash_away RENAME TO trash`.execute(t.app.ctx.db);
    expect(res.statusCode).toBe(500);
    expect(await services()).toEqual(before);
    expect((await get(before[0]!.picture.image!)).statusCode).toBe(200);
    expect(await trash()).toEqual([]);
  });
});

describe('what the trash refuses', () => {
  it('restoring or deleting forever what is not there: 404 with a message, nothing changes', async () => {
    const before = await services();
    for (const [collection, id] of [
      ['services', '999'],
      ['services', before[0]!._id],
      ['nothing', '1'],
      ['messages', 'no-such-message'],
    ] as const) {
      const res = await restore(collection, id);
      expect([res.statusCode, res.json()], `${collection} ${id}`).toEqual([404, { message: TRASH_MESSAGES.notInTrash }]);
      const gone = await del(`/api/trash/${collection}/${id}`);
      expect([gone.statusCode, gone.json()], `${collection} ${id}`).toEqual([404, { message: TRASH_MESSAGES.notInTrash }]);
    }
    expect(await services()).toEqual(before);
  });

  it('a restore without saying what: 400 with a message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/trash/restore', payload: { collection: 'services' }, headers: auth });
    expect([res.statusCode, res.json()]).toEqual([400, { message: 'Say which item' }]);
  });

  it('every call needs a valid admin token (401 otherwise), and a refused one changes nothing', async () => {
    const id = (await services())[0]!._id;
    await del(`/api/services/${id}`);
    const { forged, expired } = await tokens(t.app);
    for (const headers of [{}, { authorization: `Bearer ${forged}` }, { authorization: `Bearer ${expired}` }]) {
      for (const call of [
        { method: 'GET' as const, url: '/api/trash' },
        { method: 'POST' as const, url: '/api/trash/restore', payload: { collection: 'services', id } },
        { method: 'DELETE' as const, url: `/api/trash/services/${id}` },
      ]) {
        const res = await t.app.inject({ ...call, headers });
        expect([res.statusCode, res.json()], `${call.method} ${call.url}`).toEqual([401, { message: MESSAGES.unauthorized }]);
      }
    }
    expect((await trash()).map((e) => e.id)).toEqual([id]);
  });
});

describe('emptied by the server', () => {
  it(`after TRASH_DAYS an entry is deleted for good with the pictures nothing else uses; a shared picture stays`, async () => {
    const shared = await jpeg(171, 93);
    const a = await addPicture('Shared A', shared);
    const b = await addPicture('Shared B', shared);
    const own = await addPicture('Own', await jpeg(172, 93));
    expect(a.picture.image).toBe(b.picture.image);
    await del(`/api/gallery/${a._id}`);
    await del(`/api/gallery/${own._id}`);
    now += 30 * DAY - 1000;
    expect((await t.app.housekeeping.run()).trash).toBe(0);
    expect(await trash()).toHaveLength(2);

    now += 2000;
    expect((await t.app.housekeeping.run()).trash).toBe(2);
    expect(await trash()).toEqual([]);
    expect((await restore('gallery', a._id)).statusCode).toBe(404);
    expect((await get(own.picture.image!)).statusCode).toBe(404);
    expect((await get(b.picture.image!)).statusCode).toBe(200);
    // Its number is free again once it is gone for good.
    expect((await gallery()).map((p) => p._id)).not.toContain(a._id);
  });

  it('two purges at once (two app servers) delete each entry once', async () => {
    const ids = (await gallery()).slice(0, 3).map((p) => p._id);
    for (const id of ids) await del(`/api/gallery/${id}`);
    now += 31 * DAY;
    const [one, two] = await Promise.all([
      t.app.housekeeping.run().then((done) => done.trash),
      t.app.housekeeping.run().then((done) => done.trash),
    ]);
    expect(one + two).toBe(3);
    expect(await trash()).toEqual([]);
  });
});
