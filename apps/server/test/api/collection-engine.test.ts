/**
 * A collection is its definition alone (docs/decisions/041-items-derived-from-the-definitions.md,
 * docs/adding-a-collection.md): "Works", with a slug no real collection uses, is defined in this test and nowhere
 * else, and the app given it serves its API (list, one, add, edit, hide, order, delete, with the checks of every
 * write), stores its items, seeds it from a file, documents it at /api/docs, links its page from the menu and the
 * footer of the pages and lists it in the sitemap, on both databases. Runs against the real web build
 * (apps/web/build, made by `npm run build`); its admin tab and screen are collection-screen.test.ts's.
 */
import { mkdtempSync, copyFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  COLLECTIONS,
  CONTENT_MESSAGES,
  MESSAGES,
  PICTURE_MESSAGES,
  TRASH_MESSAGES,
  defineCollection,
  field,
  menuLinks,
  type PictureRef,
} from '@firm/contract';
import { seedContent } from '../../src/content/seed.js';
import { CONTENT_SEED_DIR } from '../../src/content/seed-files.js';
import { adminToken, freshApp } from '../helpers.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';
import { jpeg, textFile } from '../fixtures/images.js';
import { multipart, type Part } from './contact-helpers.js';

/** A slug no real collection uses (checked below), so this test's collection stays its own when real ones are added. */
const SLUG = 'throwaway-works';
const WORKS = defineCollection({
  slug: SLUG,
  label: 'Works',
  noun: 'work',
  Noun: 'Work',
  tab: SLUG,
  fields: [
    field.text('title', { label: 'Title', max: 120 }),
    field.richText('description', { label: 'Description', max: 20_000 }),
    field.picture({ required: true }),
    // A second picture, by a name of its own (decision 094).
    field.picture({ name: 'plan', label: 'Plan', required: false }),
    field.number('year', { label: 'Year', min: 1950, max: 2100, help: 'The year the work was finished, e.g. 2024.' }),
  ],
  listColumns: ['year'],
  orderable: true,
  hideable: true,
  publicPath: (id: string) => `/${SLUG}/${id}`,
  page: { path: `/${SLUG}`, menu: 'Works' },
  example: { title: 'Tapi river bridge', description: '<p>A footbridge of 120 m.</p>', year: '2019' },
});

interface Work {
  _id: string;
  title: string;
  hidden: boolean;
  description: string;
  picture: PictureRef;
  plan: PictureRef | null;
  year: number;
}

/** A yes/no field, which Works has no use for. */
const NOTICES = defineCollection({
  slug: 'notices',
  label: 'Notices',
  noun: 'notice',
  Noun: 'Notice',
  tab: 'notices',
  fields: [field.text('title', { label: 'Title', max: 80 }), field.yesNo('pinned', { label: 'Pinned' })],
  listColumns: ['pinned'],
  orderable: false,
  hideable: false,
  example: { title: 'Office closed on Monday' },
});

needsWebBuild();
const t = freshApp({ webBuildDir: WEB_BUILD, publicUrl: 'http://site.test' }, undefined, {
  collections: { [SLUG]: WORKS, notices: NOTICES },
});
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

async function send(method: 'POST' | 'PUT', url: string, parts: Record<string, Part>, headers = auth) {
  const form = await multipart(parts);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...headers } });
}
const items = async (headers: Record<string, string> = {}) =>
  (await t.app.inject({ url: '/api/throwaway-works', headers })).json().items as Work[];
/** A valid add; pictures are stored once by their content, so `width` makes one no other item has. */
const bridge = async (year = '2019', width = 160) => ({
  title: 'Tapi river bridge',
  description: '<p>A footbridge of <strong>120 m</strong>.</p><ul><li><p>Designed and supervised by the firm.</p></li></ul>',
  year,
  picture: { bytes: await jpeg(width, 100), filename: 'bridge.jpg', type: 'image/jpeg' },
});

describe('a collection defined only in this test', () => {
  it('has a slug no real collection uses', () => {
    expect(Object.keys(COLLECTIONS)).not.toContain(SLUG);
  });

  it('is linked from the menu and the footer of every page, and its visible items are in the sitemap', async () => {
    expect((await send('POST', `/api/${SLUG}`, await bridge())).statusCode).toBe(201);
    const hidden = await send('POST', `/api/${SLUG}`, { ...(await bridge('2024', 170)), title: 'Sachin water tank', hidden: 'true' });
    expect(hidden.json().item).toMatchObject({ _id: '2', hidden: true });
    const page = (await t.app.inject({ url: '/about' })).body;
    const links = [...page.matchAll(/<a[^>]*href="([^"]+)"[^>]*>([^<]*)</g)].map(([, href, text]) => `${text} ${href}`);
    // The footer's Quick Links: every link of the menu but Home, as the definitions give them, the new page last before Contact Us.
    const menu = menuLinks({ ...COLLECTIONS, [SLUG]: WORKS, notices: NOTICES }).filter((l) => l.to !== '/');
    const quick = links.slice(links.lastIndexOf('About US /about'));
    expect(quick.slice(0, menu.length)).toEqual(menu.map((l) => `${l.label} ${l.to}`));
    expect(quick.slice(menu.length - 2, menu.length)).toEqual([`Works /${SLUG}`, 'Contact Us /contact']);
    // And the menu's.
    expect(links.filter((l) => l === `Works /${SLUG}`).length).toBeGreaterThanOrEqual(2);
    const sitemap = (await t.app.inject({ url: '/sitemap.xml' })).body;
    expect(sitemap).toContain(`<loc>http://site.test/${SLUG}</loc>`);
    expect(sitemap).toContain(`<loc>http://site.test/${SLUG}/1</loc>`);
    expect(sitemap).not.toContain(`<loc>http://site.test/${SLUG}/2</loc>`);
  });

  it('starts empty, and takes an add only with a token', async () => {
    expect(await items()).toEqual([]);
    const res = await send('POST', '/api/throwaway-works', await bridge(), {});
    expect(res.statusCode).toBe(401);
    expect(await items(auth)).toEqual([]);
  });

  it('adds an item from a form: numbered, every field as the definition says, its picture stored', async () => {
    const res = await send('POST', '/api/throwaway-works', await bridge());
    expect(res.statusCode, res.body).toBe(201);
    const { message, item } = res.json() as { message: string; item: Work };
    expect(message).toBe(CONTENT_MESSAGES.added);
    expect(Object.keys(item)).toEqual(['_id', 'title', 'hidden', 'description', 'picture', 'plan', 'year']);
    expect(item).toMatchObject({
      _id: '1',
      title: 'Tapi river bridge',
      hidden: false,
      description: '<p>A footbridge of <strong>120 m</strong>.</p><ul><li><p>Designed and supervised by the firm.</p></li></ul>',
      year: 2019,
      picture: { asset: null, width: 160, height: 100 },
      plan: null,
    });
    const picture = await t.app.inject({ url: item.picture.image! });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/jpeg');
    expect(await items()).toEqual([item]);
    expect((await t.app.inject({ url: '/api/throwaway-works/1' })).json()).toEqual({ item });
  });

  it('refuses what the definition refuses, with its message, and stores nothing', async () => {
    // One item already there, so "nothing" is told from an emptied collection.
    expect((await send('POST', '/api/throwaway-works', await bridge())).statusCode).toBe(201);
    const refusals: [Record<string, Part>, number, string][] = [
      [await bridge('1900'), 400, 'Year must be a whole number from 1950 to 2100'],
      [await bridge('twenty'), 400, 'Year must be a whole number from 1950 to 2100'],
      [await bridge('2019.5'), 400, 'Year must be a whole number from 1950 to 2100'],
      [await bridge(''), 400, 'Year is required'],
      [{ ...(await bridge()), title: '' }, 400, 'Title is required'],
      [{ ...(await bridge()), description: '' }, 400, 'Description is required'],
      [{ ...(await bridge()), description: '<p onclick="x()">Hi</p>' }, 400, 'Description may not contain event handlers'],
      [{ ...(await bridge()), picture: undefined as unknown as Part }, 400, MESSAGES.imageRequired],
      [
        { ...(await bridge()), picture: { bytes: textFile, filename: 'bridge.jpg', type: 'image/jpeg' } },
        415,
        CONTENT_MESSAGES.unsupportedFileFormat,
      ],
    ];
    for (const [parts, status, expected] of refusals) {
      const res = await send('POST', '/api/throwaway-works', Object.fromEntries(Object.entries(parts).filter(([, v]) => v !== undefined)));
      expect([res.statusCode, res.json().message], JSON.stringify(Object.keys(parts))).toEqual([status, expected]);
    }
    expect((await items(auth)).map((p) => p._id)).toEqual(['1']);
  });

  it('edits a field as JSON, hides an item from the public, orders and deletes', async () => {
    // Item 1, which the edits below work on.
    expect((await send('POST', '/api/throwaway-works', await bridge())).statusCode).toBe(201);
    const edited = await t.app.inject({ method: 'PUT', url: '/api/throwaway-works/1', payload: { year: 2020 }, headers: auth });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().item).toMatchObject({ year: 2020, title: 'Tapi river bridge' });
    const second = await send('POST', '/api/throwaway-works', { ...(await bridge('2024', 170)), title: 'Sachin water tank' });
    expect(second.json().item._id).toBe('2');

    const hidden = await t.app.inject({ method: 'PUT', url: '/api/throwaway-works/2', payload: { hidden: true }, headers: auth });
    expect(hidden.json().item.hidden).toBe(true);
    expect((await items()).map((p) => p._id)).toEqual(['1']);
    expect((await t.app.inject({ url: '/api/throwaway-works/2' })).statusCode).toBe(404);

    const order = await t.app.inject({ method: 'PUT', url: '/api/throwaway-works/order', payload: { ids: ['2', '1'] }, headers: auth });
    expect(order.json()).toEqual({ message: CONTENT_MESSAGES.orderSaved });
    expect((await items(auth)).map((p) => p._id)).toEqual(['2', '1']);

    const picture = (await items(auth))[0]!.picture.image!;
    const removed = await t.app.inject({ method: 'DELETE', url: '/api/throwaway-works/2', headers: auth });
    expect(removed.json()).toEqual({ message: CONTENT_MESSAGES.deleted });
    expect((await items(auth)).map((p) => p._id)).toEqual(['1']);

    // The trash is the engine's: a collection defined here gets it too (docs/decisions/044).
    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/trash/restore',
      payload: { collection: SLUG, id: '2' },
      headers: auth,
    });
    expect(restored.json()).toEqual({ message: TRASH_MESSAGES.restored });
    expect((await items(auth)).map((p) => [p._id, p.picture.image])).toEqual([
      ['2', picture],
      ['1', expect.any(String)],
    ]);
    await t.app.inject({ method: 'DELETE', url: '/api/throwaway-works/2', headers: auth });
    expect((await t.app.inject({ url: picture })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/trash/${SLUG}/2`, headers: auth });
    expect((await t.app.inject({ url: picture })).statusCode).toBe(404);
  });

  it('is seeded on a fresh site from a file of its slug, with no code: once, so items the owner deletes stay deleted', async () => {
    const dir = `${mkdtempSync(join(tmpdir(), 'seed-'))}/`;
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    copyFileSync(join(CONTENT_SEED_DIR, 'site.json'), join(dir, 'site.json'));
    const fields = { title: 'Tapi river bridge', description: '<p>A footbridge.</p>', year: 2019 };
    writeFileSync(join(dir, `${SLUG}.json`), JSON.stringify([{ id: '7', ...fields, picture: 'services/104' }]));
    await seedContent(t.app, dir);
    const [item, ...rest] = await items();
    expect(rest).toEqual([]);
    expect(item).toMatchObject({ ...fields, _id: '7', hidden: false, picture: { asset: 'services/104' } });

    const deleted = await t.app.inject({ method: 'DELETE', url: '/api/throwaway-works/7', headers: auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await seedContent(t.app, dir);
    expect(await items(auth)).toEqual([]);
  });

  it('is documented at /api/docs: its paths, operations, form and answer', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: unknown }> } }>>;
      components?: unknown;
    };
    const operations = Object.fromEntries(
      Object.entries(doc.paths)
        .filter(([path]) => path.startsWith('/api/throwaway-works'))
        .map(([path, methods]) => [path, Object.fromEntries(Object.entries(methods).map(([m, op]) => [m, op.operationId]))]),
    );
    expect(operations).toEqual({
      '/api/throwaway-works': { get: 'listWorks', post: 'addWork' },
      '/api/throwaway-works/order': { put: 'orderWorks' },
      '/api/throwaway-works/{id}': { get: 'getWork', put: 'updateWork', delete: 'deleteWork' },
    });
    const form = doc.paths['/api/throwaway-works']!['post']!.requestBody!.content['multipart/form-data']!.schema as {
      properties: Record<string, { type?: string }>;
      required: string[];
    };
    // Each picture's alt text, focal point and turn travel beside it, under its name (IMAGE-8, decision 094).
    expect(Object.keys(form.properties)).toEqual([
      'title',
      'description',
      'year',
      'hidden',
      'picture',
      'pictureAlt',
      'pictureFocus',
      'pictureRotate',
      'plan',
      'planAlt',
      'planFocus',
      'planRotate',
    ]);
    expect(form.required).toEqual(expect.arrayContaining(['title', 'description', 'picture']));
    expect(JSON.stringify(doc.paths['/api/throwaway-works']!['get'])).toContain('"year":{"type":"number"}');
  });

  it('keeps each of two pictures under its own name: its part, alt text, focus and turn (decision 094)', async () => {
    const plan = { bytes: await jpeg(90, 140), filename: 'plan.jpg', type: 'image/jpeg' };
    const added = await send('POST', '/api/throwaway-works', {
      ...(await bridge('2020', 170)),
      plan,
      pictureAlt: 'The bridge from the bank',
      planAlt: 'The bridge’s plan',
      planFocus: '0.2,0.8',
    });
    expect(added.statusCode, added.body).toBe(201);
    const work = added.json().item as Work;
    expect(work.picture).toMatchObject({ width: 170, height: 100, alt: 'The bridge from the bank', focus: { x: 0.5, y: 0.5 } });
    expect(work.plan).toMatchObject({ width: 90, height: 140, alt: 'The bridge’s plan', focus: { x: 0.2, y: 0.8 } });

    // One picture's settings as JSON leave the other as it was; a turn of the plan turns the plan alone.
    const url = `/api/throwaway-works/${work._id}`;
    const json = await t.app.inject({ method: 'PUT', url, payload: { planFocus: '0.6,0.4', pictureAlt: 'Its deck' }, headers: auth });
    expect(json.statusCode, json.body).toBe(200);
    const turned = await send('PUT', url, { planRotate: '90' });
    expect(turned.statusCode, turned.body).toBe(200);
    const after = turned.json().item as Work;
    expect(after.picture).toEqual({ ...work.picture, alt: 'Its deck' });
    expect(after.plan).toMatchObject({ width: 140, height: 90, alt: 'The bridge’s plan' });
    expect(after.plan!.image).not.toBe(work.plan!.image);

    // A bad focus of either is refused with its message, and nothing changes.
    const bad = await t.app.inject({ method: 'PUT', url, payload: { planFocus: '2,2' }, headers: auth });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: PICTURE_MESSAGES.focus }]);
    expect((await t.app.inject({ url, headers: auth })).json().item).toEqual(after);
  });
});

describe('a yes/no field', () => {
  it('is no when left out, takes yes or no from JSON and forms, and refuses anything else', async () => {
    const added = await t.app.inject({ method: 'POST', url: '/api/notices', payload: { title: 'Office closed on Diwali' }, headers: auth });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().item).toEqual({ _id: '1', title: 'Office closed on Diwali', hidden: false, pinned: false });
    const pinned = await t.app.inject({ method: 'PUT', url: '/api/notices/1', payload: { pinned: true }, headers: auth });
    expect(pinned.json().item.pinned).toBe(true);
    const fromForm = await send('PUT', '/api/notices/1', { pinned: 'false' });
    expect(fromForm.json().item.pinned).toBe(false);
    const refused = await t.app.inject({ method: 'PUT', url: '/api/notices/1', payload: { pinned: 'maybe' }, headers: auth });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Pinned must be yes or no']);
    expect((await t.app.inject({ url: '/api/notices/1' })).json().item.pinned).toBe(false);
  });
});
