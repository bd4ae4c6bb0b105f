/**
 * The link preview cut around the focal point (IMAGE-9, decision 064): the page's og:image is a
 * 1.91:1 JPEG cut from the stored picture around its focus, made on its first request, named anew
 * when the point moves or the picture turns, the old one dropped, and every one dropped with its
 * picture. Read through the web build's pages, as pages-as-served.test.ts does.
 */
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { trashPaths } from '@firm/contract';
import { adminToken, freshApp } from '../helpers.js';
import { picturePart, multipart } from '../fixtures/forms.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';

needsWebBuild();
const t = freshApp({ webBuildDir: WEB_BUILD, publicUrl: 'http://site.test' });
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

/** 2400 × 600: grey, with a red block over the left 15% (the subject), which a cut around the centre misses. */
async function wideImage(): Promise<Buffer> {
  const [width, height] = [2400, 600];
  const block = await sharp({ create: { width: 360, height, channels: 3, background: { r: 220, g: 20, b: 20 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 200, b: 200 } } })
    .composite([{ input: block, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** The og:image and twitter:image of a page as served, as paths (they must agree). */
async function previewOf(path: string): Promise<string> {
  const res = await t.app.inject({ url: path, headers: { accept: 'text/html' } });
  expect(res.statusCode, path).toBe(200);
  const og = /<meta property="og:image" content="([^"]+)"/.exec(res.body)?.[1];
  const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(res.body)?.[1];
  expect(twitter).toBe(og);
  expect(og).toMatch(/^http:\/\/site\.test\//);
  return og!.slice('http://site.test'.length);
}

/** The share of a picture's left tenth, and of its right tenth, that is the subject's red. */
async function redAtTheSides(bytes: Buffer): Promise<{ left: number; right: number; width: number; height: number }> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const red = (from: number, to: number) => {
    let count = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = from; x < to; x++) {
        const at = (y * info.width + x) * info.channels;
        if (data[at]! > 170 && data[at + 1]! < 90 && data[at + 2]! < 90) count++;
      }
    }
    return count / ((to - from) * info.height);
  };
  const tenth = Math.floor(info.width / 10);
  return { left: red(0, tenth), right: red(info.width - tenth, info.width), width: info.width, height: info.height };
}

async function fetchPreview(path: string) {
  const res = await t.app.inject({ url: path });
  expect(res.statusCode, path).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  return redAtTheSides(res.rawPayload);
}

const stored = (name: string) =>
  t.app.ctx.db.selectFrom('media').select('id').where('id', '=', name.slice('/media/'.length)).executeTakeFirst();

const previewsOf = (hash: string) => t.app.ctx.db.selectFrom('media').select('id').where('id', 'like', `${hash}-share-%`).execute();

const put = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: `/api/services/${id}`, payload, headers: auth });

describe('the link preview', () => {
  // Two 2400 px pictures encoded with their AVIF copies, and eight pages: about 20 s on a busy 2-core machine.
  it('is cut around the focal point: the subject at the left edge is the left of the preview', { timeout: 60_000 }, async () => {
    const body = multipart(
      { title: 'Riverside layout', summary: 'A layout beside the river.', paragraphs: '<p>A layout.</p>' },
      picturePart(await wideImage()),
    );
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/services',
      payload: body.payload,
      headers: { ...body.headers, ...auth },
    });
    expect(added.statusCode, added.body).toBe(201);
    const { _id: id, picture } = added.json().item as { _id: string; picture: { image: string } };
    const hash = picture.image.slice('/media/'.length, '/media/'.length + 64);
    const page = `/services/details/${id}`;

    // At the centre: the cut misses the subject.
    const centred = await previewOf(page);
    expect(centred).toBe(`/media/${hash}-share-5000-5000.jpg`);
    expect(await stored(centred)).toBeUndefined();
    // 2400 × 600 is wider than 1.91:1: its full height, 1143 px of its width, smaller than 1200 × 630.
    expect(await fetchPreview(centred)).toEqual({ left: 0, right: 0, width: 1143, height: 600 });
    // Made on its first request and kept.
    expect(await stored(centred)).toEqual({ id: centred.slice('/media/'.length) });

    // The point moved to the subject, at the left edge: a new preview, whose left is the subject's red.
    expect((await put(id, { pictureFocus: '0,0.5' })).statusCode).toBe(200);
    const left = await previewOf(page);
    expect(left).toBe(`/media/${hash}-share-0-5000.jpg`);
    const cut = await fetchPreview(left);
    expect(cut.left).toBeGreaterThan(0.95);
    expect(cut.right).toBe(0);
    // The old one is dropped, and is not made again: no page shows the picture at that point any more.
    expect(await stored(centred)).toBeUndefined();
    expect((await t.app.inject({ url: centred })).statusCode).toBe(404);
    expect(await previewsOf(hash)).toEqual([{ id: left.slice('/media/'.length) }]);

    // A turn is a new picture, so a new preview; the old one is dropped.
    expect((await put(id, { pictureRotate: 90 })).statusCode).toBe(200);
    const turned = await previewOf(page);
    expect(turned).not.toContain(hash);
    expect(await previewsOf(hash)).toEqual([]);
    // Standing now (600 × 2400), the subject across its top; the point turned with it, to the top.
    expect(turned).toMatch(/^\/media\/[0-9a-f]{64}-share-5000-0\.jpg$/);
    expect(await fetchPreview(turned)).toMatchObject({ width: 600, height: 315 });

    // Deleted and emptied from the trash: the picture goes, its previews with it.
    const turnedHash = turned.slice('/media/'.length, '/media/'.length + 64);
    expect(await previewsOf(turnedHash)).toHaveLength(1);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/services/${id}`, headers: auth })).statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'DELETE', url: trashPaths.forever({ collection: 'services', id }), headers: auth })).statusCode,
    ).toBe(200);
    expect(await previewsOf(turnedHash)).toEqual([]);
    expect((await t.app.inject({ url: turned })).statusCode).toBe(404);
  });

  it('of a seeded picture is the build’s cut around the centre, and the server’s once the owner moves the point', async () => {
    const page = '/services/details/102';
    const built = await previewOf(page);
    expect(built).toMatch(/^\/img\/services\/102-share\.[0-9a-f]{10}\.jpg$/);
    expect(await fetchPreview(built)).toMatchObject({ width: 1200, height: 630 });

    expect((await put('102', { pictureFocus: '0.9,0.1' })).statusCode).toBe(200);
    const moved = await previewOf(page);
    expect(moved).toMatch(/^\/media\/asset-[0-9a-f]{10}-share-9000-1000\.jpg$/);
    const cut = await fetchPreview(moved);
    expect({ width: cut.width, height: cut.height }).toEqual({ width: 1200, height: 630 });

    // Moved again: the first one is dropped.
    expect((await put('102', { pictureFocus: '0.1,0.9' })).statusCode).toBe(200);
    expect(await stored(moved)).toBeUndefined();
    expect(await previewOf(page)).toMatch(/-share-1000-9000\.jpg$/);
  });

  it('is made for pictures in use only: a made-up point or name is a 404 and stores nothing', async () => {
    const [first] = (await t.app.inject({ url: '/api/services' })).json().items as { _id: string }[];
    const preview = await previewOf(`/services/details/${first!._id}`);
    const asset = preview.match(/-share\.([0-9a-f]{10})\.jpg$/)?.[1];
    for (const name of [
      `asset-${asset}-share-1234-5678.jpg`,
      `asset-0000000000-share-5000-5000.jpg`,
      `${'ab'.repeat(32)}-share-5000-5000.jpg`,
    ]) {
      expect((await t.app.inject({ url: `/media/${name}` })).statusCode, name).toBe(404);
      expect(await stored(`/media/${name}`), name).toBeUndefined();
    }
  });
});
