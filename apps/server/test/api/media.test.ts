import { beforeEach, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MESSAGES, type Offer } from '@firm/contract';
import { adminToken, freshApp } from '../helpers.js';
import { imagePart, multipart } from '../fixtures/forms.js';
import { jpeg, jpegWithExif } from '../fixtures/images.js';

const t = freshApp();
let offer: Offer;
beforeEach(async () => {
  const auth = { authorization: `Bearer ${await adminToken(t.app)}` };
  const body = multipart({ title: 'Media', description: 'd', percentage: '1' }, imagePart(await jpegWithExif(1000, 700)));
  const res = await t.app.inject({ method: 'POST', url: '/api/addOffer', payload: body.payload, headers: { ...body.headers, ...auth } });
  expect(res.statusCode).toBe(201);
  offer = ((await t.app.inject({ url: '/api/offers' })).json().offer as Offer[])[0]!;
});

describe('GET /media/:id', () => {
  it('serves the original with its type, long cache headers, ETag and nosniff, without metadata', async () => {
    const res = await t.app.inject({ url: offer.image! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const id = offer.image!.split('/').pop();
    expect(res.headers.etag).toBe(`"${id}"`);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.includes('SECRET-EXIF-MARKER')).toBe(false);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    // EXIF orientation 6 turned the 1000×700 picture upright.
    expect([meta.width, meta.height]).toEqual([700, 1000]);
  });

  it('serves each variant with its own type', async () => {
    for (const v of offer.variants) {
      const res = await t.app.inject({ url: v.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(v.type);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(v.width);
    }
  });

  it('answers 304 to a matching If-None-Match (strong, weak or in a list)', async () => {
    const etag = (await t.app.inject({ url: offer.image! })).headers.etag as string;
    for (const inm of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const res = await t.app.inject({ url: offer.image!, headers: { 'if-none-match': inm } });
      expect(res.statusCode).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    expect((await t.app.inject({ url: offer.image!, headers: { 'if-none-match': '"different"' } })).statusCode).toBe(200);
  });

  it('answers HEAD with the headers only', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: offer.image! });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.length).toBe(0);
  });

  it('404 {message} for unknown ids, malformed ids and non-image media', async () => {
    const db = t.app.ctx.db;
    const attachmentId = `${'a'.repeat(64)}.pdf`;
    await db
      .insertInto('media')
      .values({
        id: attachmentId,
        kind: 'attachment',
        mime: 'application/pdf',
        bytes: Buffer.from('%PDF-1.4'),
        size: 8,
        width: null,
        height: null,
        variants: '[]',
        created_at: new Date().toISOString(),
      })
      .execute();
    for (const url of [`/media/${'0'.repeat(64)}.jpg`, '/media/nope', '/media/..%2F..%2Fetc%2Fpasswd', `/media/${attachmentId}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: MESSAGES.mediaNotFound });
    }
  });

  it('stores one copy of identical uploads', async () => {
    const bytes = await jpeg(123, 45);
    const auth = { authorization: `Bearer ${await adminToken(t.app)}` };
    for (const title of ['Twin 1', 'Twin 2']) {
      const body = multipart({ title, description: 'd', percentage: '1' }, imagePart(bytes));
      await t.app.inject({ method: 'POST', url: '/api/addOffer', payload: body.payload, headers: { ...body.headers, ...auth } });
    }
    const offers = (await t.app.inject({ url: '/api/offers' })).json().offer as Offer[];
    const twins = offers.filter((o) => o.title.startsWith('Twin'));
    expect(twins[0]!.image).toBe(twins[1]!.image);
    const id = twins[0]!.image!.split('/').pop()!;
    const rows = await t.app.ctx.db.selectFrom('media').select('id').where('id', '=', id).execute();
    expect(rows).toHaveLength(1);
  });
});
