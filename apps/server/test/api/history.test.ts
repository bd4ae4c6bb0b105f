/**
 * History (docs/decisions/046): every change to an item or the site details keeps a version; the
 * last 50 are listed, and any can be made current again as a new version.
 */
import { sql } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONTENT_MESSAGES,
  HISTORY_KEPT,
  HISTORY_MESSAGES,
  MESSAGES,
  type GalleryItem,
  type ServiceItem,
  type SiteDetails,
  type Version,
} from '@firm/contract';
import { TEST_ADMIN, adminToken, freshApp } from '../helpers.js';
import { jpeg } from '../fixtures/images.js';
import { multipart, type Part } from './contact-helpers.js';

const t = freshApp();
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

const get = (url: string, headers = auth) => t.app.inject({ url, headers });
const put = (url: string, payload: object) => t.app.inject({ method: 'PUT', url, payload, headers: auth });
const history = async (collection: string, id: string) => (await get(`/api/history/${collection}/${id}`)).json().versions as Version[];
const restore = (collection: string, id: string, version: number) =>
  t.app.inject({ method: 'POST', url: '/api/history/restore', payload: { collection, id, version }, headers: auth });
const service = async (id: string) => (await get(`/api/services/${id}`)).json().item as ServiceItem;
const picture = async (id: string) => (await get(`/api/gallery/${id}`)).json().item as GalleryItem;

async function send(method: 'POST' | 'PUT', url: string, parts: Record<string, Part>) {
  const form = await multipart(parts);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
}

describe('an item’s versions', () => {
  it('ten edits make ten versions, newest first, with who and what; restoring the third makes it current as an eleventh', async () => {
    const original = await service('101');
    for (let i = 1; i <= 10; i++) expect((await put('/api/services/101', { title: `Plan ${i}` })).statusCode).toBe(200);
    const versions = await history('services', '101');
    // The seeded service had no history: its first change keeps it as it was, by nobody, first.
    expect(versions).toHaveLength(11);
    const baseline = versions.at(-1)!;
    expect(baseline).toMatchObject({ by: '', created: true });
    expect(baseline.changes.find((c) => c.field === 'title')).toEqual({ field: 'title', old: null, new: original.title });
    const edits = versions.slice(0, -1);
    expect(edits[0]).toMatchObject({ by: TEST_ADMIN.email, created: false, changes: [{ field: 'title', old: 'Plan 9', new: 'Plan 10' }] });
    expect(edits.at(-1)!.changes).toEqual([{ field: 'title', old: original.title, new: 'Plan 1' }]);
    expect(versions.map((v) => v.id)).toEqual([...versions.map((v) => v.id)].sort((a, b) => b - a));

    const third = edits.at(-3)!;
    const res = await restore('services', '101', third.id);
    expect([res.statusCode, res.json()]).toEqual([200, { message: HISTORY_MESSAGES.restored }]);
    expect(await service('101')).toEqual({ ...original, title: 'Plan 3' });
    const after = await history('services', '101');
    expect(after).toHaveLength(12);
    expect(after[0]!.changes).toEqual([{ field: 'title', old: 'Plan 10', new: 'Plan 3' }]);
    // The restore is a version too: taking it back gives Plan 10 again.
    await restore('services', '101', after[1]!.id);
    expect((await service('101')).title).toBe('Plan 10');
    // And the service as it was before any of this.
    await restore('services', '101', baseline.id);
    expect(await service('101')).toEqual(original);
  });

  it('an edit that changes nothing keeps no version; an add keeps the item as it was added', async () => {
    const before = await service('101');
    await put('/api/services/101', { title: before.title });
    expect(await history('services', '101')).toEqual([]);
    const added = await send('POST', '/api/gallery', {
      title: 'A finished house',
      layout: 'wide',
      picture: { bytes: await jpeg(181, 97), filename: 'h.jpg', type: 'image/jpeg' },
    });
    const [created] = await history('gallery', added.json().item._id);
    expect(created).toMatchObject({ created: true, by: TEST_ADMIN.email });
    expect(created!.changes.find((c) => c.field === 'title')).toEqual({ field: 'title', old: null, new: 'A finished house' });
    expect(created!.changes.find((c) => c.field === 'picture')!.new).toBe(added.json().item.picture.image);
  });

  it('a replaced picture is kept by its version, shown by its address, and comes back byte for byte', async () => {
    const first = await send('POST', '/api/gallery', {
      title: 'Site visit',
      layout: 'normal',
      picture: { bytes: await jpeg(183, 97), filename: 'a.jpg', type: 'image/jpeg' },
    });
    const { _id: id, picture: old } = first.json().item as GalleryItem;
    const oldBytes = (await get(old.image!, {})).rawPayload;
    await send('PUT', `/api/gallery/${id}`, { picture: { bytes: await jpeg(184, 97), filename: 'b.jpg', type: 'image/jpeg' } });
    const replaced = (await picture(id)).picture.image;
    expect(replaced).not.toBe(old.image);
    const [change, created] = await history('gallery', id);
    expect(change!.changes).toEqual([{ field: 'picture', old: old.image, new: replaced }]);
    expect((await get(old.image!, {})).rawPayload.equals(oldBytes)).toBe(true);
    await restore('gallery', id, created!.id);
    expect((await picture(id)).picture.image).toBe(old.image);
    expect((await get(old.image!, {})).rawPayload.equals(oldBytes)).toBe(true);
  });

  it('hiding is a change of its own, and restoring the version before it shows the item again', async () => {
    await put('/api/courses/101', { summary: 'A new summary.' });
    await put('/api/courses/101', { hidden: true });
    const [hid, edited] = await history('courses', '101');
    expect(hid!.changes).toEqual([{ field: 'hidden', old: false, new: true }]);
    await restore('courses', '101', edited!.id);
    expect((await get('/api/courses/101', {})).statusCode).toBe(200);
    expect((await get('/api/courses/101', {})).json().item.summary).toBe('A new summary.');
  });

  it('offers and sliders keep versions too', async () => {
    const sliders = (await get('/api/sliders', {})).json().slider as { _id: string; title: string }[];
    const form = await multipart({ sliderid: sliders[0]!._id, title: 'Roads and bridges' });
    await t.app.inject({ method: 'PUT', url: '/api/updateSlider', payload: form.payload, headers: { ...form.headers, ...auth } });
    expect((await history('sliders', sliders[0]!._id))[0]!.changes).toEqual([
      { field: 'title', old: sliders[0]!.title, new: 'Roads and bridges' },
    ]);
  });

  it(`keeps the newest ${HISTORY_KEPT}`, async () => {
    for (let i = 1; i <= HISTORY_KEPT + 5; i++) await put('/api/services/102', { title: `Title ${i}` });
    const versions = await history('services', '102');
    expect(versions).toHaveLength(HISTORY_KEPT);
    expect(versions.at(-1)!.changes[0]!.new).toBe('Title 6');
    await restore('services', '102', versions.at(-1)!.id);
    expect((await service('102')).title).toBe('Title 6');
  });
});

describe('the site details’ versions', () => {
  it('a change of the details and of a picture each keep a version, and either can be taken back', async () => {
    const site = async () => (await get('/api/site', {})).json().site as SiteDetails;
    const before = await site();
    await put('/api/site', { tagline: 'Plans, permissions and site supervision' });
    const form = await multipart({ picture: { bytes: await jpeg(185, 97), filename: 'logo.jpg', type: 'image/jpeg' } });
    await t.app.inject({ method: 'PUT', url: '/api/site/pictures/logo', payload: form.payload, headers: { ...form.headers, ...auth } });
    const [logo, tagline] = await history('site', 'site');
    expect(tagline!.changes).toEqual([{ field: 'tagline', old: before.tagline, new: 'Plans, permissions and site supervision' }]);
    expect(logo!.changes).toEqual([{ field: 'pictures', old: null, new: { logo: (await site()).pictures.logo.image } }]);
    const uploaded = (await site()).pictures.logo.image!;

    const res = await restore('site', 'site', tagline!.id);
    expect(res.statusCode).toBe(200);
    expect((await site()).pictures.logo).toEqual(before.pictures.logo);
    expect((await site()).tagline).toBe('Plans, permissions and site supervision');
    // The uploaded logo is still kept by its version.
    expect((await get(uploaded, {})).statusCode).toBe(200);
  });
});

describe('a change and its version are one', () => {
  it('when the version cannot be written, the change is not made either', async () => {
    const before = await service('101');
    await sql`ALTER TABLE versions RENAME TO versions_away`.execute(t.app.ctx.db);
    const res = await put('/api/services/101', { title: 'Half a change' });
    await sql`ALTER TABLE versions_away RENAME TO versions`.execute(t.app.ctx.db);
    expect(res.statusCode).toBe(500);
    expect(await service('101')).toEqual(before);
    expect(await history('services', '101')).toEqual([]);
  });
});

describe('what the history refuses', () => {
  it('a version of another item, or of no item: 404 with a message, nothing changes', async () => {
    await put('/api/services/101', { title: 'Changed' });
    const [version] = await history('services', '101');
    const before = await service('102');
    for (const [collection, id, message] of [
      ['services', '102', HISTORY_MESSAGES.noSuchVersion],
      ['site', 'site', HISTORY_MESSAGES.noSuchVersion],
      ['services', '999', CONTENT_MESSAGES.itemNotFound],
      ['nothing', '1', CONTENT_MESSAGES.itemNotFound],
    ] as const) {
      const res = await restore(collection, id, version!.id);
      expect([res.statusCode, res.json()], `${collection} ${id}`).toEqual([404, { message }]);
    }
    expect(await service('102')).toEqual(before);
    expect((await get('/api/history/services/999')).json()).toEqual({ message: CONTENT_MESSAGES.itemNotFound });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/history/restore',
      payload: { collection: 'services', id: '101' },
      headers: auth,
    });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'Say which version' }]);
  });

  it('needs an admin token', async () => {
    expect((await get('/api/history/services/101', {})).json()).toEqual({ message: MESSAGES.unauthorized });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/history/restore',
      payload: { collection: 'services', id: '101', version: 1 },
    });
    expect([res.statusCode, res.json()]).toEqual([401, { message: MESSAGES.unauthorized }]);
  });

  it('an item deleted for good takes its history with it', async () => {
    await put('/api/services/103', { title: 'Soon gone' });
    await t.app.inject({ method: 'DELETE', url: '/api/services/103', headers: auth });
    expect(await history('services', '103')).toHaveLength(2);
    await t.app.inject({ method: 'DELETE', url: '/api/trash/services/103', headers: auth });
    expect((await get('/api/history/services/103')).statusCode).toBe(404);
  });
});
