/**
 * Rich text (TEXT-1 to TEXT-5, decision 058), on both databases: the services' and courses'
 * descriptions and the site details' texts take a sanitised HTML subset; scripts, event handlers,
 * styles, links of other schemes and any other element or attribute (decision 087) are refused with
 * a 400 that names the field and what it may not contain, and nothing changes. Migration
 * 021_rich_text turns the stored paragraphs, their versions and the trashed items into <p> HTML.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { SITE_HISTORY, SITE_RICH_TEXTS, historyPaths, trashPaths, type ServiceItem, type SiteDetails } from '@firm/contract';
import { openDb } from '../../src/db/index.js';
import { CONTENT_SEED_DIR } from '../../src/content/seed-files.js';
import { startUp } from '../../src/start-up.js';
import { adminToken, freshApp, makeDatabase, testConfig } from '../helpers.js';
import { jpeg } from '../fixtures/images.js';
import { migrateOnly } from '../fixtures/migrations.js';
import { multipart } from './contact-helpers.js';

const t = freshApp();
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

const put = (url: string, payload: Record<string, unknown>) => t.app.inject({ method: 'PUT', url, payload, headers: auth });
const service = async (id = '101') => (await t.app.inject({ url: `/api/services/${id}`, headers: auth })).json().item as ServiceItem;
const site = async () => (await t.app.inject({ url: '/api/site' })).json().site as SiteDetails;

/** Every kind the editor writes: paragraphs, marks, a line break, both lists, links of each scheme, both sub-headings. */
const ALLOWED =
  '<h3>What we do</h3><p>We <strong>plan</strong> and <em>draw</em>,<br>then file.</p>' +
  '<ul><li><p>Plans</p></li><li><p>Sections</p></li></ul><ol><li><p>First</p></li><li><p>Second</p></li></ol>' +
  '<h4>Contact</h4><p><a href="https://example.com/a?b=1&amp;c=2">our site</a>, <a href="mailto:office@example.com">e-mail</a> ' +
  'or <a href="tel:+919876543210">call</a>.</p>';

const REFUSED: [what: string, html: string, message: string][] = [
  ['a script', '<p>Hi</p><script>alert(1)</script>', 'may not contain scripts'],
  ['a script inside a picture', '<svg><script>alert(1)</script></svg>', 'may not contain scripts'],
  ['an event handler', '<p onclick="alert(1)">Hi</p>', 'may not contain event handlers'],
  [
    'an event handler on an unknown tag',
    '<p>Hi</p><img src="https://example.com/x.png" onerror="alert(1)">',
    'may not contain event handlers',
  ],
  [
    'a javascript: link',
    '<p><a href="javascript:alert(1)">Hi</a></p>',
    'may not contain links other than http, https, mailto and tel addresses',
  ],
  [
    'a hidden javascript: link',
    '<p><a href=" java&#x09;script:alert(1)">Hi</a></p>',
    'may not contain links other than http, https, mailto and tel addresses',
  ],
  ['a data: link', '<p><a href="data:text/html,hi">Hi</a></p>', 'may not contain links other than http, https, mailto and tel addresses'],
  ['a style attribute', '<p style="color:red">Hi</p>', 'may not contain styles'],
  ['a style element', '<style>p{color:red}</style><p>Hi</p>', 'may not contain styles'],
  // Decision 087: every attribute of every element is checked, not only the first that holds an address.
  [
    'a form address after a link',
    '<p><a href="https://example.com" formaction="javascript:alert(1)">Hi</a></p>',
    'may not contain the attribute formaction',
  ],
  ['a picture set', '<p srcset="javascript:alert(1) 1x">Hi</p>', 'may not contain the attribute srcset'],
  ['a picture', '<p>Hi</p><img srcset="https://example.com/x.png 1x">', 'may not contain the element img'],
  ['a refresh', '<meta http-equiv="refresh" content="0;url=https://example.com"><p>Hi</p>', 'may not contain the element meta'],
  ['a linked style sheet', '<link rel="stylesheet" href="https://example.com/x.css"><p>Hi</p>', 'may not contain the element link'],
  // As a browser does, the parser reads an xmp's inside as text: the img after its end is an element with an event handler.
  ['an xmp', '<xmp><p title="</xmp><img src=x onerror=alert(1)>">Hi</p></xmp>', 'may not contain event handlers'],
  ['an xmp without a script', '<xmp><p>Hi</p></xmp>', 'may not contain the element xmp'],
  ['a link without an address', '<p><a>Hi</a> there</p>', 'may not contain links other than http, https, mailto and tel addresses'],
  ['a data attribute', '<p data-x="1">Hi</p>', 'may not contain the attribute data-x'],
  ['a class', '<p class="lead">Hi</p>', 'may not contain the attribute class'],
  ['a class on a tag taken as another', '<p><b class="lead">Hi</b></p>', 'may not contain the attribute class'],
  ['a link opening a window', '<p><a href="https://example.com" target="_blank">Hi</a></p>', 'may not contain the attribute target'],
  ['a list starting at 3', '<ol start="3"><li><p>Hi</p></li></ol>', 'may not contain the attribute start'],
  ['an unknown element', '<p>Hi <span>there</span></p>', 'may not contain the element span'],
  ['an element outside HTML', '<p>Hi</p><blink>there</blink>', 'may not contain the element blink'],
  ['a frame', '<iframe src="https://example.com"></iframe><p>Hi</p>', 'may not contain the element iframe'],
];

describe('a rich text', () => {
  it('keeps what the editor writes, exactly, as JSON and as a form', async () => {
    const res = await put('/api/services/101', { paragraphs: ALLOWED });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.paragraphs).toBe(ALLOWED);
    expect((await service()).paragraphs).toBe(ALLOWED);

    const form = await multipart({
      title: 'Site survey',
      summary: 'Measured on site.',
      paragraphs: ALLOWED,
      picture: { bytes: await jpeg(173, 93), filename: 's.jpg', type: 'image/jpeg' },
    });
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      payload: form.payload,
      headers: { ...form.headers, ...auth },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().item.paragraphs).toBe(ALLOWED);
  });

  it('takes b, i and other headings as their equivalents and drops empty blocks and comments', async () => {
    const sent =
      '<p><b>Bold</b> <i>it</i></p><h1>Title</h1><h2>Part</h2><h5>Small</h5><h6>Smaller</h6>' +
      '<p><a href="https://example.com">link</a> <strong>and</strong> more</p><p></p><p>one<br />two</p><!-- a note -->';
    const res = await put('/api/services/101', { paragraphs: sent });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.paragraphs).toBe(
      '<p><strong>Bold</strong> <em>it</em></p><h3>Title</h3><h3>Part</h3><h4>Small</h4><h4>Smaller</h4>' +
        '<p><a href="https://example.com">link</a> <strong>and</strong> more</p><p>one<br>two</p>',
    );
  });

  it('of the seed, as the first start stores them, is accepted as it is', async () => {
    for (const slug of ['services', 'courses']) {
      const items = (await t.app.inject({ url: `/api/${slug}`, headers: auth })).json().items as ServiceItem[];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        const res = await put(`/api/${slug}/${item._id}`, { paragraphs: item.paragraphs });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().item.paragraphs).toBe(item.paragraphs);
      }
    }
    const details = await site();
    const texts = Object.fromEntries(Object.keys(SITE_RICH_TEXTS).map((name) => [name, details[name as keyof typeof SITE_RICH_TEXTS]]));
    const res = await put('/api/site', texts);
    expect(res.statusCode, res.body).toBe(200);
    expect(await site()).toEqual(details);
  });

  it.each(REFUSED)('with %s is refused, naming the field, and nothing changes', async (_what, html, message) => {
    const before = await service();
    const res = await put('/api/services/101', { paragraphs: html, title: 'Changed' });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ message: `Description ${message}` });
    expect(await service()).toEqual(before);

    const form = await multipart({
      title: 'Site survey',
      summary: 'Measured on site.',
      paragraphs: html,
      picture: { bytes: await jpeg(173, 93), filename: 's.jpg', type: 'image/jpeg' },
    });
    const added = await t.app.inject({ method: 'POST', url: '/api/courses', payload: form.payload, headers: { ...form.headers, ...auth } });
    expect(added.statusCode, added.body).toBe(400);
    expect(added.json()).toEqual({ message: `Description ${message}` });

    const details = await site();
    const siteRes = await put('/api/site', { about: html, welcomeTitle: 'Changed' });
    expect(siteRes.statusCode, siteRes.body).toBe(400);
    expect(siteRes.json()).toEqual({ message: `About text ${message}` });
    expect(await site()).toEqual(details);
  });

  it('is required: markup without words is no text', async () => {
    for (const paragraphs of ['', '<p></p>', '<p> </p><ul><li></li></ul>']) {
      const res = await put('/api/services/101', { paragraphs });
      expect(res.statusCode, paragraphs).toBe(400);
      expect(res.json()).toEqual({ message: 'Description is required' });
    }
    const res = await put('/api/site', { story: '<p></p>' });
    expect(res.json()).toEqual({ message: 'About page story is required' });
  });

  it('is at most 100000 characters for an item and 10000 for a text of the site details', async () => {
    const long = `<p>${'word '.repeat(19_998)}</p>`;
    expect(long.length).toBeGreaterThan(64 * 1024);
    expect((await put('/api/services/101', { paragraphs: long })).statusCode).toBe(200);
    const tooLong = await put('/api/services/101', { paragraphs: `<p>${'x'.repeat(100_000)}</p>` });
    expect(tooLong.json()).toEqual({ message: 'Description must be at most 100000 characters' });
    const siteTooLong = await put('/api/site', { welcome: `<p>${'x'.repeat(10_000)}</p>` });
    expect(siteTooLong.json()).toEqual({ message: 'Welcome text must be at most 10000 characters' });
  });

  it('of each of the site details keeps its markup', async () => {
    const texts = {
      about: '<p>About <strong>us</strong></p>',
      welcome: '<p>Welcome</p><ul><li><p>one</p></li></ul>',
      story: '<h3>Start</h3><p>In 2020.</p>',
      coursesIntro: '<p>Online, <a href="https://example.com">see</a>.</p><p>Second.</p>',
    };
    const res = await put('/api/site', texts);
    expect(res.statusCode, res.body).toBe(200);
    expect(await site()).toMatchObject(texts);
  });

  it('is documented in the API description with its elements', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(JSON.stringify(doc.paths['/api/services/{id}'])).toContain('HTML of the elements p, br, strong, em, ul, ol, li, h3, h4 and a');
    expect(JSON.stringify(doc.paths['/api/site'])).toContain('HTML of the elements p, br, strong, em, ul, ol, li, h3, h4 and a');
  });
});

describe('migration 021_rich_text', () => {
  it(
    'turns stored paragraphs into <p> HTML in items, the site details, their versions and the trash; they restore as rich text',
    {
      timeout: 60_000,
    },
    async () => {
      const database = await makeDatabase();
      const handle = openDb(database.url, { warn: () => {}, info: () => {} });
      const at = '2026-01-01T00:00:00.000Z';
      const seedSite = JSON.parse(readFileSync(join(CONTENT_SEED_DIR, 'site.json'), 'utf8')) as Record<string, unknown>;
      try {
        const db = handle.db;
        expect(await migrateOnly(handle, (name) => name < '021')).toBeUndefined();

        const doc = (paragraphs: string[]) =>
          JSON.stringify({ title: 'Survey', summary: 'S', paragraphs, picture: { asset: 'services/101' } });
        await db
          .insertInto('content_items')
          .values([
            {
              collection: 'services',
              id: '201',
              position: 0,
              hidden: 0,
              doc: doc(['Fish & chips <b>', 'Two\nlines']),
              created_at: at,
              updated_at: at,
            },
            { collection: 'courses', id: '201', position: 0, hidden: 0, doc: doc(['A course.']), created_at: at, updated_at: at },
          ])
          .execute();
        const oldSite = {
          ...seedSite,
          about: ['About & more'],
          welcome: ['Hi', 'there'],
          story: ['Once.'],
          coursesIntro: ['Online.', 'Second.'],
        };
        await db
          .insertInto('site_details')
          .values({ id: 'site', doc: JSON.stringify(oldSite), updated_at: at })
          .execute();
        const version = (collection: string, item: string, changes: unknown) =>
          db
            .insertInto('versions')
            .values({ collection, item_id: item, at, by: 'owner@example.com', created: 0, changes: JSON.stringify(changes) })
            .returning('id')
            .executeTakeFirstOrThrow();
        const first = await version('services', '201', { paragraphs: [null, ['First <version>']], title: [null, 'Survey'] });
        await version('services', '201', { paragraphs: [['First <version>'], ['Fish & chips <b>', 'Two\nlines']] });
        const siteFirst = await version(SITE_HISTORY.collection, SITE_HISTORY.id, { story: [null, ['Old story.']] });
        await version(SITE_HISTORY.collection, SITE_HISTORY.id, { story: [['Old story.'], ['Once.']] });
        const trashedRow = {
          collection: 'services',
          id: '202',
          position: 1,
          hidden: 0,
          doc: doc(['Deleted & gone']),
          created_at: at,
          updated_at: at,
        };
        await db
          .insertInto('trash')
          .values({
            collection: 'services',
            item_id: '202',
            table_name: 'content_items',
            row: JSON.stringify(trashedRow),
            kind: 'Service',
            title: 'Survey',
            picture: null,
            deleted_at: new Date().toISOString(),
            deleted_by: 'owner@example.com',
          })
          .execute();

        expect(await migrateOnly(handle)).toBeUndefined();

        const items = await db.selectFrom('content_items').select(['collection', 'doc']).orderBy('collection').execute();
        expect(items.map((i) => [i.collection, JSON.parse(i.doc).paragraphs])).toEqual([
          ['courses', '<p>A course.</p>'],
          ['services', '<p>Fish &amp; chips &lt;b&gt;</p><p>Two<br>lines</p>'],
        ]);
        const stored = JSON.parse((await db.selectFrom('site_details').select('doc').executeTakeFirstOrThrow()).doc);
        expect(stored).toMatchObject({
          about: '<p>About &amp; more</p>',
          welcome: '<p>Hi</p><p>there</p>',
          story: '<p>Once.</p>',
          coursesIntro: '<p>Online.</p><p>Second.</p>',
        });
        expect(stored.name).toBe(seedSite['name']);
        const versions = await db.selectFrom('versions').select('changes').orderBy('id').execute();
        expect(versions.map((v) => JSON.parse(v.changes))).toEqual([
          { paragraphs: [null, '<p>First &lt;version&gt;</p>'], title: [null, 'Survey'] },
          { paragraphs: ['<p>First &lt;version&gt;</p>', '<p>Fish &amp; chips &lt;b&gt;</p><p>Two<br>lines</p>'] },
          { story: [null, '<p>Old story.</p>'] },
          { story: ['<p>Old story.</p>', '<p>Once.</p>'] },
        ]);
        const trashed = JSON.parse((await db.selectFrom('trash').select('row').executeTakeFirstOrThrow()).row);
        expect(JSON.parse(trashed.doc).paragraphs).toBe('<p>Deleted &amp; gone</p>');
        await handle.db.destroy();

        const app = await startUp(testConfig(database.url));
        try {
          const token = { authorization: `Bearer ${await adminToken(app)}` };
          const post = (url: string, payload: unknown) =>
            app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers: token });
          expect((await post(historyPaths.restore, { collection: 'services', id: '201', version: Number(first.id) })).statusCode).toBe(200);
          expect((await app.inject({ url: '/api/services/201', headers: token })).json().item.paragraphs).toBe(
            '<p>First &lt;version&gt;</p>',
          );
          expect((await post(historyPaths.restore, { ...SITE_HISTORY, version: Number(siteFirst.id) })).statusCode).toBe(200);
          expect((await app.inject({ url: '/api/site' })).json().site.story).toBe('<p>Old story.</p>');
          expect((await post(trashPaths.restore, { collection: 'services', id: '202' })).statusCode).toBe(200);
          expect((await app.inject({ url: '/api/services/202', headers: token })).json().item.paragraphs).toBe('<p>Deleted &amp; gone</p>');
        } finally {
          await app.close();
        }
      } finally {
        await handle.db.destroy().catch(() => {});
        await database.drop();
      }
    },
  );
});
