/**
 * The owner's content (SITE-5): site details and the collections services, courses, gallery and
 * downloads, on both databases. Seeded from apps/web/app/content/seed on the first start, never
 * overwritten; every write needs a token; files are checked by their content.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { Migrator, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COLLECTIONS,
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  TRASH_MESSAGES,
  MESSAGES,
  type CollectionItems,
  type ItemsApiSlug,
  type DownloadItem,
  type GalleryItem,
  type ServiceItem,
  type SiteDetailsFields,
  type SiteDetails,
} from '@firm/contract';
import { buildApp } from '../../src/app.js';
import { startUp } from '../../src/start-up.js';
import type { App } from '../../src/context.js';
import { CONTENT_SEED_DIR, SEED_DOWNLOADS_DIR } from '../../src/content/seed-files.js';
import { bumpContentVersion } from '../../src/content/version.js';
import { loadContext } from '../../src/pages/load-context.js';
import { adminToken, freshApp, makeDatabase, testConfig, testDb, withoutTheDatabase } from '../helpers.js';
import { openDb } from '../../src/db/index.js';
import { migrations } from '../../src/db/migrations/index.js';
import { SLIDERS_SEEDED_KEY } from '../../src/content/seed.js';
import { jpeg, jpegWithExif, jpegWithGps, oversized, svg, textFile } from '../fixtures/images.js';
import { pdfBomb } from '../fixtures/pdf-bomb.js';
import { unauthorisedHeaders } from '../fixtures/tokens.js';
import { multipart, type Part } from './contact-helpers.js';
import { exampleAdd, fileFor } from '../fixtures/example-add.js';
import { WEB_BUILD } from '../fixtures/web-build.js';

const seed = <T>(name: string): T => JSON.parse(readFileSync(join(CONTENT_SEED_DIR, `${name}.json`), 'utf8')) as T;
const SEED_SITE = seed<SiteDetailsFields>('site');
/** The details of a site record, without its pictures. */
const detailsOf = ({ pictures: _pictures, ...details }: SiteDetails): SiteDetailsFields => details;

const t = freshApp();
let auth: Record<string, string>;
let bad: [string, Record<string, string>][];
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
  bad = await unauthorisedHeaders(t.app);
});

type Item<S extends ItemsApiSlug> = CollectionItems[S];
const list = async <S extends ItemsApiSlug>(slug: S, headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ url: `/api/${slug}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { items: Item<S>[] }).items;
};
const ids = async (slug: ItemsApiSlug, headers: Record<string, string> = {}) => (await list(slug, headers)).map((i) => i._id);

async function send(method: 'POST' | 'PUT', url: string, parts: Record<string, Part>, headers = auth) {
  const form = await multipart(parts);
  return t.app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...headers } });
}
const json = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = auth) =>
  t.app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers });

/** A valid add of each collection, as the admin form sends it; `unique` makes files no other item has. */
/** A valid add from the collection's example, with the files it needs; `unique` makes its picture one no other item has. */
const validAdd = async (slug: ItemsApiSlug, title: string, unique?: number): Promise<Record<string, Part>> => {
  const add = await exampleAdd(COLLECTIONS[slug], { title, width: 120 + (unique ?? 0), files: 'required' });
  // A download's file is stored once by its content: a photograph of its own makes one no other item has.
  return slug === 'downloads' && unique ? { ...add, file: await fileFor({ kind: 'picture' }, 120 + unique) } : add;
};

describe('seed on an empty database', () => {
  it('the site details are today’s facts', async () => {
    const res = await t.app.inject({ url: '/api/site' });
    expect(res.statusCode).toBe(200);
    expect(detailsOf(res.json().site)).toEqual(SEED_SITE);
    expect(SEED_SITE.phones).toEqual(['+91 98765 43210']);
  });

  it('services and courses keep their ids and texts, pictures by asset name', async () => {
    const services = await list('services');
    const seeded = seed<{ id: string; title: string; summary: string; paragraphs: string }[]>('services');
    expect(services.map((s) => [s._id, s.title, s.summary, s.paragraphs])).toEqual(
      seeded.map((s) => [s.id, s.title, s.summary, s.paragraphs]),
    );
    expect(services.map((s) => s._id)).toEqual(['101', '102', '103', '104', '105', '106', '107', '108', '109', '110']);
    expect(services[0]!.picture).toMatchObject({ asset: 'services/101', variants: [] });
    const courses = await list('courses');
    expect(courses.map((c) => c._id)).toEqual(['101', '102', '103', '104', '105', '106']);
    expect(courses[3]).toMatchObject({
      title: 'COMMERICAL COMBO',
      price: '',
      duration: '',
      hidden: false,
      picture: { asset: 'courses/104' },
    });
  });

  it('the gallery has its 38 pictures and the downloads their 17 files, numbered from 1 in today’s order', async () => {
    const gallery = await list('gallery');
    expect(gallery).toHaveLength(38);
    expect(gallery[6]).toMatchObject({
      _id: '7',
      title: 'Reinforcement details of a column, a beam and a footing',
      layout: 'normal',
      picture: { asset: 'gallery/07' },
    });
    const downloads = await list('downloads');
    expect(downloads.map((d) => d._id)).toEqual(Array.from({ length: 17 }, (_, i) => String(i + 1)));
    expect(downloads[0]).toMatchObject({
      title: 'Building Permission',
      fileType: 'image',
      fileName: 'Building Permission.jpg',
      thumbnail: { asset: 'downloads/building-permission-checklist' },
    });
    expect(downloads[4]).toMatchObject({ title: 'Form A', fileType: 'pdf', mime: 'application/pdf', thumbnail: null, language: 'en' });
    expect(downloads[11]).toMatchObject({ title: 'Sizes', fileType: 'dwg', thumbnail: null });
    expect(downloads[12]).toMatchObject({ title: 'નવું ચેકલિસ્ટ', language: 'gu' });
  });

  it('a seeded download comes byte for byte under its name, at its new and its old address', async () => {
    const bytes = readFileSync(join(SEED_DOWNLOADS_DIR, 'form-a.pdf'));
    for (const url of ['/api/downloads/5/file', '/download/file/form-a.pdf']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Form A.pdf"');
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    const gujarati = await t.app.inject({ url: '/api/downloads/13/file' });
    expect(gujarati.headers['content-disposition']).toContain("filename*=UTF-8''");
    // Unknown names and path tricks (encoded slashes and backslashes, a climb out of the folder) find nothing.
    for (const name of [
      'no-such.pdf',
      '..%2F..%2F..%2Fpackage.json',
      '%2Fetc%2Fpasswd',
      '..%5C..%5Cpackage.json',
      encodeURIComponent('../downloads/form-a.pdf'),
    ]) {
      expect((await t.app.inject({ url: `/download/file/${name}` })).statusCode, name).toBe(404);
    }
  });
});

describe.each(['services', 'courses', 'gallery', 'downloads'] as const)('%s', (slug) => {
  const url = `/api/${slug}`;
  const titleMessage = slug === 'gallery' ? 'Caption is required' : 'Title is required';

  it('refuses every write without a valid token (401) and changes nothing', async () => {
    const before = await list(slug, auth);
    const [first, second] = before;
    for (const [, headers] of bad) {
      const calls = [
        await send('POST', url, await validAdd(slug, 'Intruder'), headers),
        await json('PUT', `${url}/${first!._id}`, { title: 'Changed' }, headers),
        await json('PUT', `${url}/${first!._id}`, { hidden: true }, headers),
        await json('DELETE', `${url}/${first!._id}`, undefined, headers),
        await json('PUT', `${url}/order`, { ids: [second!._id, first!._id, ...before.slice(2).map((i) => i._id)] }, headers),
        await json('PUT', '/api/site', { name: 'Intruder' }, headers),
      ];
      for (const res of calls) expect([res.statusCode, res.json()]).toEqual([401, { message: MESSAGES.unauthorized }]);
    }
    expect(await list(slug, auth)).toEqual(before);
    expect(detailsOf((await t.app.inject({ url: '/api/site' })).json().site)).toEqual(SEED_SITE);
  });

  it('adds an item at the end with the next id, and answers with it', async () => {
    const before = await ids(slug);
    const res = await send('POST', url, await validAdd(slug, 'Added by the owner'));
    expect(res.statusCode, res.body).toBe(201);
    const { message, item } = res.json() as { message: string; item: Item<typeof slug> };
    expect(message).toBe(CONTENT_MESSAGES.added);
    expect(item._id).toBe(String(Math.max(...before.map(Number)) + 1));
    expect(item).toMatchObject({ title: 'Added by the owner', hidden: false });
    expect(await ids(slug)).toEqual([...before, item._id]);
    expect((await t.app.inject({ url: `${url}/${item._id}` })).json()).toEqual({ item });
    if (slug === 'downloads') return;
    const picture = (item as ServiceItem).picture;
    expect(picture).toMatchObject({ asset: null, width: 120, height: 80 });
    expect(picture.image).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
    expect(picture.variants.length).toBeGreaterThan(0);
    expect((await t.app.inject({ url: picture.image! })).statusCode).toBe(200);
  });

  it('says what is wrong and changes nothing: missing text, missing file, files refused by content', async () => {
    const before = await list(slug, auth);
    const valid = await validAdd(slug, 'Valid title');
    const fileField = slug === 'downloads' ? 'file' : 'picture';
    const { title: _title, ...noTitle } = valid;
    const { [fileField]: _file, ...noFile } = valid;
    const cases: [Record<string, Part>, number, string][] = [
      [noTitle, 400, titleMessage],
      [
        { ...valid, title: 'x'.repeat(300) },
        400,
        `${slug === 'gallery' ? 'Caption' : 'Title'} must be at most ${slug === 'gallery' ? 200 : slug === 'downloads' ? 160 : 120} characters`,
      ],
      [noFile, 400, slug === 'downloads' ? CONTENT_MESSAGES.fileRequired : MESSAGES.imageRequired],
      [
        { ...valid, [fileField]: { bytes: textFile, filename: 'a.pdf', type: 'application/pdf' } },
        415,
        slug === 'downloads' ? CONTENT_MESSAGES.downloadType : MESSAGES.unsupportedFileFormat,
      ],
      [
        { ...valid, [fileField]: { bytes: svg, filename: 'a.jpg', type: 'image/jpeg' } },
        415,
        slug === 'downloads' ? CONTENT_MESSAGES.downloadType : MESSAGES.unsupportedFileFormat,
      ],
      [
        { ...valid, [fileField]: { bytes: await oversized(CONTENT_LIMITS.maxPictureBytes + 1), filename: 'big.jpg', type: 'image/jpeg' } },
        413,
        'File too large',
      ],
    ];
    if (slug === 'services' || slug === 'courses') cases.push([{ ...valid, paragraphs: '' }, 400, 'Description is required']);
    if (slug === 'gallery') cases.push([{ ...valid, layout: 'diagonal' }, 400, 'Layout must be normal, wide or tall']);
    if (slug === 'downloads') cases.push([{ ...valid, language: 'fr' }, 400, 'Language must be English or Gujarati']);
    for (const [parts, status, message] of cases) {
      const res = await send('POST', url, parts);
      expect([res.statusCode, res.json()], JSON.stringify(Object.keys(parts))).toEqual([status, { message }]);
    }
    // JSON is checked by the same rules.
    const res = await json('POST', url, { title: '' });
    expect([res.statusCode, res.json()]).toEqual([400, { message: titleMessage }]);
    expect(await list(slug, auth)).toEqual(before);
  });

  it('changes only the fields given; a bad edit or an unknown id changes nothing', async () => {
    const [first] = await list(slug, auth);
    const res = await json('PUT', `${url}/${first!._id}`, { title: 'Renamed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: CONTENT_MESSAGES.saved, item: { ...first, title: 'Renamed' } });
    expect((await list(slug))[0]).toEqual({ ...first, title: 'Renamed' });
    const refused = await json('PUT', `${url}/${first!._id}`, { title: '   ' });
    expect([refused.statusCode, refused.json()]).toEqual([400, { message: titleMessage }]);
    const unknown = await json('PUT', `${url}/99999`, { title: 'Nobody' });
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { message: CONTENT_MESSAGES.itemNotFound }]);
    expect((await list(slug))[0]).toEqual({ ...first, title: 'Renamed' });
  });

  it('a hidden item leaves every public read and comes back when shown', async () => {
    const [first, second] = await list(slug);
    const site = loadContext(t.app).content;
    const read = { services: site.services, courses: site.courses, gallery: site.gallery, downloads: site.downloads }[slug];
    const hide = await json('PUT', `${url}/${second!._id}`, { hidden: true });
    expect(hide.json().item).toMatchObject({ _id: second!._id, hidden: true });
    expect(await ids(slug)).not.toContain(second!._id);
    expect((await read()).map((i) => i._id)).not.toContain(second!._id);
    expect((await t.app.inject({ url: `${url}/${second!._id}` })).statusCode).toBe(404);
    const asAdmin = await list(slug, auth);
    expect(asAdmin.find((i) => i._id === second!._id)).toMatchObject({ hidden: true });
    expect((await t.app.inject({ url: `${url}/${second!._id}`, headers: auth })).json().item.hidden).toBe(true);
    await json('PUT', `${url}/${second!._id}`, { hidden: false });
    expect((await ids(slug)).slice(0, 2)).toEqual([first!._id, second!._id]);
    expect((await read()).map((i) => i._id).slice(0, 2)).toEqual([first!._id, second!._id]);
  });

  it('puts the items in the order given, and refuses an order that is not every item once', async () => {
    const before = await ids(slug, auth);
    const reversed = [...before].reverse();
    const res = await json('PUT', `${url}/order`, { ids: reversed });
    expect([res.statusCode, res.json()]).toEqual([200, { message: CONTENT_MESSAGES.orderSaved }]);
    expect(await ids(slug, auth)).toEqual(reversed);
    for (const wrong of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), 'nope'], []]) {
      const refused = await json('PUT', `${url}/order`, { ids: wrong });
      expect([refused.statusCode, refused.json()]).toEqual([400, { message: CONTENT_MESSAGES.orderIds }]);
    }
    expect(await ids(slug, auth)).toEqual(reversed);
  });

  it('deletes an item to the trash; its uploaded files go when it is deleted forever', async () => {
    const added = (await send('POST', url, await validAdd(slug, 'To delete', 7))).json().item as Item<typeof slug>;
    const res = await json('DELETE', `${url}/${added._id}`);
    expect([res.statusCode, res.json()]).toEqual([200, { message: CONTENT_MESSAGES.deleted }]);
    expect(await ids(slug, auth)).not.toContain(added._id);
    expect((await json('DELETE', `${url}/${added._id}`)).statusCode).toBe(404);
    const media = slug === 'downloads' ? (added as DownloadItem).thumbnail?.image : (added as GalleryItem).picture.image;
    // Kept while the item may come back (docs/decisions/044).
    expect((await t.app.inject({ url: media! })).statusCode).toBe(200);
    const forever = await json('DELETE', `/api/trash/${slug}/${added._id}`);
    expect([forever.statusCode, forever.json()]).toEqual([200, { message: TRASH_MESSAGES.deletedForever }]);
    expect((await t.app.inject({ url: media! })).statusCode).toBe(404);
  });
});

describe('request bodies', () => {
  it('a long text (30 paragraphs, over the 64 KB other routes take) is accepted by a collection', async () => {
    const paragraphs = Array.from({ length: 30 }, (_, i) => `<p>${i} ${'word '.repeat(600)}`.trim() + '</p>').join('');
    expect(JSON.stringify({ paragraphs }).length).toBeGreaterThan(64 * 1024);
    const res = await json('PUT', '/api/services/110', { paragraphs });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item.paragraphs).toEqual(paragraphs);
  });

  it('a body in another format is refused with 415, an oversized site update with 413, and nothing changes', async () => {
    const before = await list('services', auth);
    for (const [method, url] of [
      ['POST', '/api/services'],
      ['PUT', '/api/services/101'],
      ['PUT', '/api/services/order'],
      ['PUT', '/api/site'],
    ] as const) {
      for (const type of ['text/plain', 'application/xml']) {
        const res = await t.app.inject({ method, url, payload: 'title=Plain', headers: { ...auth, 'content-type': type } });
        expect([res.statusCode, res.json()], `${method} ${url} ${type}`).toEqual([415, { message: 'Unsupported content type' }]);
      }
    }
    const huge = await json('PUT', '/api/site', { about: ['x'.repeat(70 * 1024)] });
    expect([huge.statusCode, huge.json()]).toEqual([413, { message: 'Request body is too large' }]);
    expect(await list('services', auth)).toEqual(before);
    expect(detailsOf((await t.app.inject({ url: '/api/site' })).json().site)).toEqual(SEED_SITE);
  });
});

describe('pictures straight from a phone camera', () => {
  it('applies the EXIF orientation and stores at most 2560 px on the long side', async () => {
    const bytes = await jpegWithExif(3200, 1600); // orientation 6: stands upright as 1600 x 3200
    const res = await send('POST', '/api/gallery', { title: 'Upright', picture: { bytes, filename: 'IMG_0001.JPG', type: 'image/jpeg' } });
    expect(res.statusCode, res.body).toBe(201);
    const picture = (res.json().item as GalleryItem).picture;
    expect([picture.width, picture.height]).toEqual([1280, 2560]);
    const stored = await t.app.inject({ url: picture.image! });
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([1280, 2560, undefined, undefined]);
  });

  const encoding = withoutTheDatabase('encoding a photograph of 8 MB');
  encoding('takes a picture over the 5 MB of offers (up to 20 MB), and refuses one over 20 MB', async () => {
    // Noise does not compress: a JPEG of about 8 MB, as a 12-megapixel phone photograph is.
    const noise = Buffer.alloc(4000 * 3000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const big = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality: 100 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const res = await send('PUT', '/api/gallery/1', { picture: { bytes: big, filename: 'big.jpg', type: 'image/jpeg' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json().item as GalleryItem).picture).toMatchObject({ width: 2560, height: 1920, asset: null });
    const over = await send('PUT', '/api/gallery/1', {
      picture: { bytes: await oversized(CONTENT_LIMITS.maxPictureBytes + 10), filename: 'x.jpg', type: 'image/jpeg' },
    });
    expect([over.statusCode, over.json()]).toEqual([413, { message: 'File too large' }]);
  });
});

describe('downloads: files checked by content, thumbnails made from them', () => {
  const upload = (file: Buffer, filename: string, extra: Record<string, Part> = {}) =>
    send('POST', '/api/downloads', { title: 'A file', file: { bytes: file, filename, type: 'application/octet-stream' }, ...extra });

  it('a PDF gets its first page as thumbnail and downloads byte for byte under its file name', async () => {
    const pdf = readFileSync(join(SEED_DOWNLOADS_DIR, 'form-b.pdf'));
    const res = await upload(pdf, 'Form B (2026).pdf');
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().item as DownloadItem;
    expect(item).toMatchObject({
      fileType: 'pdf',
      mime: 'application/pdf',
      size: pdf.length,
      fileName: 'Form B (2026).pdf',
      language: 'en',
    });
    expect(item.thumbnail?.image).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    expect(item.thumbnail!.height!).toBeGreaterThan(item.thumbnail!.width!);
    const file = await t.app.inject({ url: item.file });
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect(file.headers['content-disposition']).toBe('attachment; filename="Form B (2026).pdf"');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    // The page drawn, not a blank: the form's dark print is there.
    const thumbnail = await t.app.inject({ url: item.thumbnail!.image! });
    const { channels } = await sharp(thumbnail.rawPayload).stats();
    expect(channels[0]!.min).toBeLessThan(100);
  });

  const drawing = withoutTheDatabase('drawing a PDF that inflates to 1 GB');
  drawing(
    'a PDF bomb (1 MB inflating to 1 GB) is taken with the icon; the server’s memory stays where it was (decision 029)',
    async () => {
      const bomb = await pdfBomb(1024);
      expect(bomb.length).toBeLessThan(1.1 * 1024 * 1024);
      const before = process.memoryUsage.rss();
      let peak = before;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
      const res = await upload(bomb, 'bomb.pdf');
      clearInterval(sampler);
      const after = process.memoryUsage.rss();
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().item).toMatchObject({ fileType: 'pdf', mime: 'application/pdf', thumbnail: null, size: bomb.length });
      const MB = 1024 * 1024;
      expect((peak - before) / MB, 'MB the server grew while the bomb was drawn').toBeLessThan(100);
      expect((after - before) / MB, 'MB the server kept').toBeLessThan(100);
      // The next PDF is drawn as before.
      const next = await upload(readFileSync(join(SEED_DOWNLOADS_DIR, 'form-c.pdf')), 'c.pdf');
      expect((next.json().item as DownloadItem).thumbnail?.image).toMatch(/\.png$/);
    },
    90_000,
  );

  it('a picture offered as a download loses its author and GPS and stands as it was seen', async () => {
    const photo = await jpegWithGps(160, 80); // orientation 6: seen as 80 x 160
    const original = await sharp(photo).metadata();
    expect([
      original.orientation,
      original.exif?.includes('SECRET-AUTHOR-MARKER'),
      original.exif?.includes(Buffer.from([0x25, 0x88])),
    ]).toEqual([6, true, true]); // 0x8825: the GPS block
    const res = await upload(photo, 'site visit.jpg');
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().item as DownloadItem;
    const file = await t.app.inject({ url: item.file });
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.rawPayload.includes('SECRET-AUTHOR-MARKER')).toBe(false);
    const served = await sharp(file.rawPayload).metadata();
    expect({
      format: served.format,
      width: served.width,
      height: served.height,
      orientation: served.orientation,
      exif: served.exif,
      xmp: served.xmp,
    }).toEqual({
      format: 'jpeg',
      width: 80,
      height: 160,
      orientation: undefined,
      exif: undefined,
      xmp: undefined,
    });
    expect(item).toMatchObject({ size: file.rawPayload.length, thumbnail: { width: 80, height: 160 } });
  });

  it('a PDF whose first page cannot be drawn is still taken, with the icon (no thumbnail)', async () => {
    const broken = Buffer.from('%PDF-1.7\nthis is not a real PDF body\n%%EOF\n');
    const res = await upload(broken, 'broken.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().item).toMatchObject({ fileType: 'pdf', thumbnail: null, size: broken.length });
  });

  it('DWG and DXF drawings are taken without a thumbnail; a picture is its own thumbnail; an owner’s thumbnail wins', async () => {
    const dwg = Buffer.concat([Buffer.from('AC1032'), Buffer.alloc(200, 1)]);
    expect((await upload(dwg, 'plan.dwg')).json().item).toMatchObject({
      fileType: 'dwg',
      mime: 'image/vnd.dwg',
      thumbnail: null,
      fileName: 'plan.dwg',
    });
    const dxf = Buffer.from('\uFEFF  0\r\nSECTION\r\n  2\r\nHEADER\r\n  0\r\nENDSEC\r\n  0\r\nEOF\r\n');
    expect((await upload(dxf, 'site')).json().item).toMatchObject({
      fileType: 'dxf',
      mime: 'image/vnd.dxf',
      thumbnail: null,
      fileName: 'site.dxf',
    });
    const photo = (await upload(await jpeg(300, 400), '../../etc/passwd.jpg')).json().item as DownloadItem;
    expect(photo).toMatchObject({ fileType: 'image', mime: 'image/jpeg', fileName: 'passwd.jpg', thumbnail: { width: 300, height: 400 } });
    const given = await upload(dwg, 'with-cover.dwg', {
      thumbnail: { bytes: await jpeg(90, 120), filename: 'cover.jpg', type: 'image/jpeg' },
    });
    expect(given.json().item).toMatchObject({ fileType: 'dwg', thumbnail: { width: 90, height: 120 } });
  });

  it('refuses a file that is none of these, or over 20 MB, and a thumbnail that is not a picture', async () => {
    const before = await list('downloads', auth);
    const zip = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100)]);
    for (const [bytes, status, message] of [
      [zip, 415, CONTENT_MESSAGES.downloadType],
      [Buffer.from('MZ\x90\x00 an executable'), 415, CONTENT_MESSAGES.downloadType],
      [Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(CONTENT_LIMITS.maxDownloadBytes)]), 413, 'File too large'],
    ] as const) {
      const res = await upload(bytes, 'x.pdf');
      expect([res.statusCode, res.json()]).toEqual([status, { message }]);
    }
    const badThumb = await upload(readFileSync(join(SEED_DOWNLOADS_DIR, 'form-c.pdf')), 'c.pdf', {
      thumbnail: { bytes: svg, filename: 't.png', type: 'image/png' },
    });
    expect([badThumb.statusCode, badThumb.json()]).toEqual([415, { message: MESSAGES.unsupportedFileFormat }]);
    expect(await list('downloads', auth)).toEqual(before);
  });

  it('a new file replaces the old one at the same address; a hidden download is not served', async () => {
    const item = (await upload(await jpeg(50, 50), 'one.jpg')).json().item as DownloadItem;
    const pdf = readFileSync(join(SEED_DOWNLOADS_DIR, 'form-d.pdf'));
    const res = await send('PUT', `/api/downloads/${item._id}`, { file: { bytes: pdf, filename: 'two.pdf', type: 'application/pdf' } });
    expect(res.json().item).toMatchObject({ title: 'A file', fileType: 'pdf', fileName: 'two.pdf', file: item.file });
    expect((await t.app.inject({ url: item.file })).rawPayload.equals(pdf)).toBe(true);
    await json('PUT', `/api/downloads/${item._id}`, { hidden: true });
    expect((await t.app.inject({ url: item.file })).statusCode).toBe(404);
    expect((await t.app.inject({ url: item.file, headers: auth })).statusCode).toBe(200);
  });
});

describe('site details', () => {
  it('changes the fields given and keeps the others; the load context follows at once', async () => {
    const res = await json('PUT', '/api/site', { phones: ['+91 99999 11111'], address: { ...SEED_SITE.address, city: 'Navsari' } });
    expect(res.statusCode, res.body).toBe(200);
    const expected = { ...SEED_SITE, phones: ['+91 99999 11111'], address: { ...SEED_SITE.address, city: 'Navsari' } };
    expect(res.json().message).toBe(CONTENT_MESSAGES.saved);
    expect(detailsOf(res.json().site)).toEqual(expected);
    expect(detailsOf((await t.app.inject({ url: '/api/site' })).json().site)).toEqual(expected);
    expect(detailsOf(await loadContext(t.app).content.details())).toEqual(expected);
  });

  it('says what is wrong and changes nothing', async () => {
    const cases: [unknown, string][] = [
      [{ phones: ['call me'] }, 'Enter a phone number of digits, spaces and an optional leading +'],
      [{ phones: [] }, 'At least one phone number is required'],
      [{ emails: ['not-an-address'] }, MESSAGES.contactEmailInvalid],
      [{ whatsapp: '+91 98765' }, 'Enter the WhatsApp number as digits with the country code, e.g. 919876543210'],
      [{ name: '' }, 'Firm name is required'],
      [{ founded: '5 May 2020' }, 'Enter the founding date as YYYY-MM-DD'],
      [{ opens: '25:00' }, 'Enter a time as HH:MM (24 hours)'],
      [{ videoChannel: { name: 'YouTube', url: 'javascript:alert(1)' } }, 'Enter a web address starting with https://'],
      [{ geo: { latitude: 91, longitude: 72.83 } }, 'Enter the latitude as a number from -90 to 90, e.g. 21.1702'],
      [{ geo: { latitude: 21.19, longitude: -180.5 } }, 'Enter the longitude as a number from -180 to 180, e.g. 72.8311'],
      [{ geo: { latitude: '21.19', longitude: 72.83 } }, 'Enter the latitude as a number from -90 to 90, e.g. 21.1702'],
      [{ geo: { latitude: 21.19 } }, 'Enter the longitude as a number from -180 to 180, e.g. 72.8311'],
      [{ priceRange: 'x'.repeat(101) }, 'Price range must be at most 100 characters'],
    ];
    for (const [body, message] of cases) {
      const res = await json('PUT', '/api/site', body);
      expect([res.statusCode, res.json()], JSON.stringify(body)).toEqual([400, { message }]);
    }
    expect(detailsOf((await t.app.inject({ url: '/api/site' })).json().site)).toEqual(SEED_SITE);
  });
});

describe('the office on the map and the price range, for search engines', () => {
  /** A server with the web build (made by `npm run build`) on the same database, to read the pages. */
  let web: App;
  beforeEach(async () => {
    web = await buildApp({ ...t.config, webBuildDir: WEB_BUILD });
    await web.ready();
  });
  afterEach(async () => web?.close());

  /** The firm's schema.org object in a public page's HTML. */
  const firmOf = async (url: string) => {
    const html = (await web.inject({ url })).body;
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      ([, text]) => JSON.parse(text!) as Record<string, unknown>,
    );
    return blocks.find((b) => b['@type'] === 'ProfessionalService')!;
  };

  it("a fresh site says a price range and no coordinates; set, both show in every page's JSON-LD; null takes them away", async () => {
    expect(SEED_SITE.geo).toBeNull();
    let firm = await firmOf('/contact');
    expect(firm.priceRange).toBe(SEED_SITE.priceRange);
    expect(firm).not.toHaveProperty('geo');

    const res = await json('PUT', '/api/site', { geo: { latitude: 21.1959, longitude: 72.8302 }, priceRange: '₹5,000 - ₹50,000' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().site).toMatchObject({ geo: { latitude: 21.1959, longitude: 72.8302 }, priceRange: '₹5,000 - ₹50,000' });
    for (const url of ['/', '/contact']) {
      firm = await firmOf(url);
      expect(firm.geo, url).toEqual({ '@type': 'GeoCoordinates', latitude: 21.1959, longitude: 72.8302 });
      expect(firm.priceRange, url).toBe('₹5,000 - ₹50,000');
    }

    expect((await json('PUT', '/api/site', { geo: null, priceRange: '' })).statusCode).toBe(200);
    firm = await firmOf('/contact');
    expect(firm).not.toHaveProperty('geo');
    expect(firm).not.toHaveProperty('priceRange');
    // null stores no coordinates, as a fresh site has none.
    expect(detailsOf((await t.app.inject({ url: '/api/site' })).json().site)).toEqual({ ...SEED_SITE, priceRange: '' });
  });
});

describe('site pictures and page texts (SITE-5)', () => {
  const pictureOf = async (slot: string) =>
    ((await t.app.inject({ url: '/api/site' })).json().site as SiteDetails).pictures[slot as 'welcome'];

  it('a fresh site shows the build’s own pictures, and the About story, courses introduction and descriptions of the seed', async () => {
    const site = (await t.app.inject({ url: '/api/site' })).json().site as SiteDetails;
    expect(Object.fromEntries(Object.entries(site.pictures).map(([slot, p]) => [slot, p.asset]))).toEqual({
      logo: 'brand/mark',
      welcome: 'home/welcome',
      banner: 'banners/page',
      share: 'brand/og',
    });
    expect(site.pictures.logo).toMatchObject({ image: '/img/brand/mark.svg', width: 56, height: 56, variants: [] });
    expect(site.story).toMatch(
      `<p>${SEED_SITE.name.replace('&', '&amp;')} was founded on 5 May 2020 to make building permission, planning and design simple, correct and affordable for owners, builders and developers. We started in 2020 with drawing work for individual houses and grew, project by project, into a consultancy that handles everything from the first plan to the final approval.</p><p>`,
    );
    expect(site.coursesIntroTitle).toBe('Learn online, practise for life');
    expect(site.descriptions.download).toMatch(/^Download building permission forms \(A to H\)/);
  });

  it('replaces a picture with the owner’s (the pages’ variants made), refuses what is not a picture, and puts the original back', async () => {
    for (const [, headers] of bad) {
      const res = await send(
        'PUT',
        '/api/site/pictures/banner',
        { picture: { bytes: await jpeg(), filename: 'a.jpg', type: 'image/jpeg' } },
        headers,
      );
      expect(res.statusCode).toBe(401);
    }
    const refused = await send('PUT', '/api/site/pictures/banner', { picture: { bytes: textFile, filename: 'a.jpg', type: 'image/jpeg' } });
    expect([refused.statusCode, refused.json()]).toEqual([415, { message: MESSAGES.unsupportedFileFormat }]);
    const unknown = await send('PUT', '/api/site/pictures/favicon', {
      picture: { bytes: await jpeg(), filename: 'a.jpg', type: 'image/jpeg' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('The picture is one of logo, welcome, banner, share');
    const none = await send('PUT', '/api/site/pictures/banner', { note: 'no file' });
    expect([none.statusCode, none.json()]).toEqual([400, { message: MESSAGES.imageRequired }]);
    expect((await pictureOf('banner')).asset).toBe('banners/page');

    const res = await send('PUT', '/api/site/pictures/banner', {
      picture: { bytes: await jpeg(2000, 1000), filename: 'site.jpg', type: 'image/jpeg' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const banner = (res.json().site as SiteDetails).pictures.banner;
    expect(banner).toMatchObject({ asset: null, width: 2000, height: 1000 });
    expect(banner.variants.map((v) => `${v.type} ${v.width}`)).toContain('image/webp 1600');
    expect((await t.app.inject({ url: banner.image! })).statusCode).toBe(200);
    expect((await loadContext(t.app).content.details()).pictures.banner).toEqual(banner);
    // The same picture in two places: putting one back keeps the other's.
    await send('PUT', '/api/site/pictures/share', { picture: { bytes: await jpeg(2000, 1000), filename: 'site.jpg', type: 'image/jpeg' } });
    const back = await json('DELETE', '/api/site/pictures/banner');
    expect(back.statusCode).toBe(200);
    expect((back.json().site as SiteDetails).pictures.banner.asset).toBe('banners/page');
    expect((await t.app.inject({ url: (await pictureOf('share')).image! })).statusCode).toBe(200);
    await json('DELETE', '/api/site/pictures/share');
    // Out of use, it is still kept by the versions that had it (docs/decisions/046).
    expect((await t.app.inject({ url: banner.image! })).statusCode).toBe(200);
  });

  it('changes the About story and the courses introduction like any detail', async () => {
    const res = await json('PUT', '/api/site', { story: '<p>We draw.</p><p>We build.</p>', coursesIntro: '<p>Learn with us.</p>' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().site).toMatchObject({ story: '<p>We draw.</p><p>We build.</p>', coursesIntro: '<p>Learn with us.</p>' });
    expect((await json('PUT', '/api/site', { story: '' })).json()).toEqual({ message: 'About page story is required' });
  });

  it('a record stored before these fields existed takes them from the seed', async () => {
    const { db } = t.app.ctx;
    const row = await db.selectFrom('site_details').select('doc').executeTakeFirstOrThrow();
    const { story: _s, coursesIntroTitle: _t, coursesIntro: _c, descriptions: _d, ...older } = JSON.parse(row.doc) as SiteDetailsFields;
    // Written as an older version left it; the content version moves as on any write (decision 037), so the read is not a cached one.
    const store = (doc: string) =>
      db.transaction().execute(async (trx) => {
        await trx.updateTable('site_details').set({ doc, updated_at: new Date().toISOString() }).execute();
        await bumpContentVersion(trx);
      });
    await store(JSON.stringify(older));
    expect(detailsOf((await t.app.inject({ url: '/api/site' })).json().site)).toEqual(SEED_SITE);
  });
});

describe('the API is documented', () => {
  it('/api/docs lists every collection route with its answers', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    // 403: a person an owner requires to turn on two-step sign-in first (docs/decisions/049).
    for (const slug of ['services', 'courses', 'gallery', 'downloads']) {
      expect(Object.keys(doc.paths[`/api/${slug}`]!['post']!.responses).sort()).toEqual(['201', '400', '401', '403', '413', '415']);
      expect(Object.keys(doc.paths[`/api/${slug}/{id}`]!['put']!.responses).sort()).toEqual([
        '200',
        '400',
        '401',
        '403',
        '404',
        '413',
        '415',
      ]);
      expect(Object.keys(doc.paths[`/api/${slug}/order`]!['put']!.responses).sort()).toEqual(['200', '400', '401', '403', '413', '415']);
      expect(Object.keys(doc.paths[`/api/${slug}/{id}`]!['delete']!.responses).sort()).toEqual(['200', '400', '401', '403', '404']);
      expect(Object.keys(doc.paths[`/api/${slug}/{id}`]!['get']!.responses).sort()).toEqual(['200', '400', '404']);
    }
    expect(Object.keys(doc.paths['/api/site']!['put']!.responses).sort()).toEqual(['200', '400', '401', '403', '413', '415']);
    expect(Object.keys(doc.paths['/api/site']!['get']!.responses)).toEqual(['200']);
    expect(Object.keys(doc.paths['/api/site/pictures/{slot}']!['put']!.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '413',
      '415',
    ]);
  });
});

describe('restart and upgrade', () => {
  /** A second app server started on the same database, as after a restart. */
  async function restart(): Promise<App> {
    const app = await startUp(t.config);
    await app.ready();
    return app;
  }

  it('a restart never overwrites the owner’s content, nor brings back what they deleted', async () => {
    await json('PUT', '/api/site', { tagline: 'Our own words' });
    await json('PUT', '/api/services/101', { title: 'Permission, our way' });
    const gallery = await ids('gallery', auth);
    for (const id of gallery) await json('DELETE', `/api/gallery/${id}`);
    const other = await restart();
    try {
      expect((await other.inject({ url: '/api/site' })).json().site.tagline).toBe('Our own words');
      expect((await other.inject({ url: '/api/services/101' })).json().item.title).toBe('Permission, our way');
      expect((await other.inject({ url: '/api/gallery' })).json().items).toEqual([]);
      // An edit through one server shows through the other at once (both caches check the database).
      await json('PUT', '/api/services/101', { title: 'Edited on the first' });
      expect((await loadContext(other).content.services())[0]!.title).toBe('Edited on the first');
    } finally {
      await other.close();
    }
  });

  it('adds made at once (through two servers on PostgreSQL) get distinct next numbers', async () => {
    const other = testDb === 'postgres' ? await restart() : t.app;
    try {
      const before = await ids('services', auth);
      const next = Math.max(...before.map(Number));
      const adds = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const form = await multipart(await validAdd('services', `At once ${i}`));
          return (i % 2 ? other : t.app).inject({
            method: 'POST',
            url: '/api/services',
            payload: form.payload,
            headers: { ...form.headers, ...auth },
          });
        }),
      );
      expect(adds.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
      const added = adds.map((r) => (r.json().item as ServiceItem)._id).sort();
      expect(added).toEqual(Array.from({ length: 6 }, (_, i) => String(next + 1 + i)));
      expect((await ids('services', auth)).slice(0, before.length)).toEqual(before);
    } finally {
      if (other !== t.app) await other.close();
    }
  });

  it('a database from before migration 008_content keeps its offers, sliders and messages and gets the seed', async () => {
    // A site as the release before 008 left it: offers, sliders and messages in tables of their own.
    const database = await makeDatabase();
    const handle = openDb(database.url, { warn: () => {}, info: () => {} });
    const at = '2025-06-01T00:00:00.000Z';
    const image = `${'a'.repeat(64)}.jpg`;
    try {
      const first = { '001_initial': (await migrations(handle.dialect).getMigrations())['001_initial']! };
      const migrated = await new Migrator({ db: handle.db, provider: { getMigrations: async () => first } }).migrateToLatest();
      expect(migrated.error).toBeUndefined();
      const old = handle.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
      const bytes = await jpeg();
      await old
        .insertInto('media')
        .values({ id: image, kind: 'image', mime: 'image/jpeg', bytes, size: bytes.length, width: 1200, height: 800, created_at: at })
        .execute();
      const row = { image_id: image, created_at: at, updated_at: at };
      await old
        .insertInto('offers')
        .values({ id: 'o1', title: 'Kept', description: 'An offer from before', percentage: 10, ...row })
        .execute();
      await old
        .insertInto('sliders')
        .values({ id: 's1', title: 'Kept slide', position: 1, ...row })
        .execute();
      const message = { name: 'Asha', email: 'asha@example.com', mobile: '9876543210', subject: 'Business inquiry' };
      await old
        .insertInto('messages')
        .values({ id: 'm1', ...message, message: 'Kept too', created_at: at, mail_status: 'sent' })
        .execute();
      await old.insertInto('settings').values({ key: SLIDERS_SEEDED_KEY, value: at }).execute();
    } finally {
      await handle.db.destroy();
    }
    const upgraded = await startUp(testConfig(database.url));
    try {
      const picture = { image: `/media/${image}`, variants: [], alt: '', focus: { x: 0.5, y: 0.5 } };
      expect((await upgraded.inject({ url: '/api/offers' })).json().offer).toEqual([
        {
          _id: 'o1',
          title: 'Kept',
          description: 'An offer from before',
          percentage: 10,
          ...picture,
          startsOn: null,
          endsOn: null,
          schedule: 'current',
          buttonLabel: '',
          buttonLink: '',
        },
      ]);
      expect((await upgraded.inject({ url: '/api/sliders' })).json().slider).toEqual([
        { _id: 's1', title: 'Kept slide', ...picture, position: 1, subtitle: '', buttonLabel: '', buttonLink: '' },
      ]);
      expect(await upgraded.ctx.db.selectFrom('messages').select(['id', 'message']).execute()).toEqual([{ id: 'm1', message: 'Kept too' }]);
      expect(detailsOf((await upgraded.inject({ url: '/api/site' })).json().site)).toEqual(SEED_SITE);
      expect((await upgraded.inject({ url: '/api/gallery' })).json().items).toHaveLength(38);
      expect((await upgraded.inject({ url: '/api/services' })).json().items).toHaveLength(10);
    } finally {
      await upgraded.close();
      await database.drop();
    }
  });
});
