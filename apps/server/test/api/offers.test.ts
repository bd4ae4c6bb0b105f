import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, type Offer } from '@firm/contract';
import { adminToken, freshApp } from '../helpers.js';
import { imagePart, multipart, type FilePart } from '../fixtures/forms.js';
import { avif, jpeg, png, pngBomb, oversized, svg, textFile, webp } from '../fixtures/images.js';
import { unauthorisedHeaders } from '../fixtures/tokens.js';

const t = freshApp();
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

const fields = { title: 'Monsoon discount', description: 'On all structural audits', percentage: '15.3' };

function add(form: Record<string, string>, file?: FilePart, headers = auth) {
  const body = multipart(form, file);
  return t.app.inject({ method: 'POST', url: '/api/addOffer', payload: body.payload, headers: { ...body.headers, ...headers } });
}
function update(form: Record<string, string>, file?: FilePart, headers = auth) {
  const body = multipart(form, file);
  return t.app.inject({ method: 'PUT', url: '/api/updateOffer', payload: body.payload, headers: { ...body.headers, ...headers } });
}
const list = async () => (await t.app.inject({ url: '/api/offers' })).json().offer as Offer[];
const mediaCount = async () =>
  Number(
    (
      await t.app.ctx.db
        .selectFrom('media')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function addOne(title = fields.title, image?: Buffer): Promise<Offer> {
  const res = await add({ ...fields, title }, imagePart(image ?? (await jpeg())));
  expect(res.statusCode).toBe(201);
  const offer = (await list()).find((o) => o.title === title);
  expect(offer).toBeDefined();
  return offer!;
}

describe('offers: happy path', () => {
  it('adds, lists, reads, updates and deletes an offer with the response shapes of API-1 and API-2', async () => {
    const res = await add(fields, imagePart(await jpeg(1200, 600)));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: 'Offer added successfully' });

    const listed = await t.app.inject({ url: '/api/offers' });
    expect(listed.statusCode).toBe(200);
    const offers = listed.json().offer as Offer[];
    const offer = offers.find((o) => o.title === fields.title)!;
    expect(offer).toEqual({
      _id: expect.any(String),
      title: fields.title,
      description: fields.description,
      percentage: 15.3,
      image: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.jpg$/),
      variants: expect.any(Array),
      // IMAGE-5, IMAGE-7: none given.
      alt: '',
      focus: { x: 0.5, y: 0.5 },
      // OFFER-3, OFFER-5: none given.
      startsOn: null,
      endsOn: null,
      schedule: 'current',
      buttonLabel: '',
      buttonLink: '',
    });
    expect(offer.variants.map((v) => `${v.width} ${v.type}`).sort()).toEqual([
      '480 image/avif',
      '480 image/webp',
      '960 image/avif',
      '960 image/webp',
    ]);
    for (const v of offer.variants) expect(v.url).toMatch(/^\/media\/[0-9a-f]{64}-\d+\.(webp|avif)$/);

    const single = await t.app.inject({ url: `/api/singleOffer/?offerId=${offer._id}` });
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual({ offer });
    expect((await t.app.inject({ url: `/api/singleOffer?offerId=${offer._id}` })).json()).toEqual({ offer });

    const upd = await update({ offerid: offer._id, title: 'Winter discount', description: 'New text', percentage: '20.5' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toEqual({ message: 'Offer updated successfully' });
    const after = (await t.app.inject({ url: `/api/singleOffer/?offerId=${offer._id}` })).json().offer as Offer;
    expect(after).toEqual({ ...offer, title: 'Winter discount', description: 'New text', percentage: 20.5 });

    const del = await t.app.inject({ method: 'DELETE', url: `/api/deleteOffer?offerid=${offer._id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: 'Offer deleted successfully' });
    expect((await list()).some((o) => o._id === offer._id)).toBe(false);
  });

  it('lists the newest first', async () => {
    await addOne('Older offer');
    await new Promise((r) => setTimeout(r, 5));
    await addOne('Newer offer', await png());
    const titles = (await list()).map((o) => o.title);
    expect(titles.indexOf('Newer offer')).toBeLessThan(titles.indexOf('Older offer'));
  });

  it('takes the fields in any order, the file first too, and trims text', async () => {
    const body = multipart({}, imagePart(await jpeg(30, 30)));
    const tail = multipart({ title: '  Spaced title  ', description: 'd', percentage: '0' });
    // Build "file, then fields" by hand from two bodies with the same boundary.
    const boundary = body.headers['content-type']!.split('boundary=')[1]!;
    const tailText = tail.payload.toString('latin1').replaceAll(tail.headers['content-type']!.split('boundary=')[1]!, boundary);
    const payload = Buffer.concat([
      body.payload.subarray(0, body.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(tailText, 'latin1'),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/addOffer', payload, headers: { ...body.headers, ...auth } });
    expect(res.statusCode).toBe(201);
    expect((await list()).some((o) => o.title === 'Spaced title' && o.percentage === 0)).toBe(true);
  });

  it('replaces the picture on update; the old one is kept by the history until the offer is deleted for good', async () => {
    const offer = await addOne('Picture swap', await jpeg(50, 50));
    const before = await mediaCount();
    const res = await update(
      { offerid: offer._id, title: 'Picture swap', description: 'd', percentage: '5' },
      imagePart(await png(70, 70), 'new.png', 'image/png'),
    );
    expect(res.statusCode).toBe(200);
    const after = (await t.app.inject({ url: `/api/singleOffer/?offerId=${offer._id}` })).json().offer as Offer;
    expect(after.image).toMatch(/\.png$/);
    expect(after.image).not.toBe(offer.image);
    // The version before the change refers to it (docs/decisions/046).
    expect((await t.app.inject({ url: offer.image! })).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/deleteOffer?offerid=${offer._id}`, headers: auth });
    await t.app.inject({ method: 'DELETE', url: `/api/trash/offers/${offer._id}`, headers: auth });
    expect((await t.app.inject({ url: offer.image! })).statusCode).toBe(404);
    expect((await t.app.inject({ url: after.image! })).statusCode).toBe(404);
    for (const v of offer.variants) expect((await t.app.inject({ url: v.url })).statusCode).toBe(404);
    expect(await mediaCount()).toBe(before - 1 - offer.variants.length);
  });

  it('keeps a picture that another offer still uses', async () => {
    const shared = await jpeg(33, 33);
    const a = await addOne('Shared A', shared);
    const b = await addOne('Shared B', shared);
    expect(a.image).toBe(b.image);
    // Deleted, then deleted forever from the trash (docs/decisions/044).
    const deleteForever = async (id: string) => {
      await t.app.inject({ method: 'DELETE', url: `/api/deleteOffer?offerid=${id}`, headers: auth });
      expect((await t.app.inject({ method: 'DELETE', url: `/api/trash/offers/${id}`, headers: auth })).statusCode).toBe(200);
    };
    await deleteForever(a._id);
    expect((await t.app.inject({ url: b.image! })).statusCode).toBe(200);
    await deleteForever(b._id);
    expect((await t.app.inject({ url: b.image! })).statusCode).toBe(404);
  });
});

describe('offers: validation', () => {
  it.each([
    [{ description: 'd', percentage: '1' }, MESSAGES.offerTitleRequired],
    [{ title: '   ', description: 'd', percentage: '1' }, 'Offer title is required'],
    [{ title: 't', percentage: '1' }, 'Description is required'],
    [{ title: 't', description: 'd' }, 'Percentage is required'],
    [{ title: 't', description: 'd', percentage: ' ' }, 'Percentage is required'],
    [{ title: 't', description: 'd', percentage: 'ten' }, MESSAGES.percentageNumber],
    [{ title: 't', description: 'd', percentage: '101' }, MESSAGES.percentageRange],
    [{ title: 't', description: 'd', percentage: '-1' }, MESSAGES.percentageRange],
  ])('add: 400 for %j', async (form, message) => {
    const before = (await list()).length;
    const res = await add(form, imagePart(await jpeg()));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message });
    expect((await list()).length).toBe(before);
  });

  it('add: 400 Image is required without a file, or with an empty one', async () => {
    for (const file of [undefined, imagePart(Buffer.alloc(0), '')]) {
      const res = await add(fields, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'Image is required' });
    }
  });

  it('update: 400 for each rule, with the edit form messages', async () => {
    const offer = await addOne('Validate update');
    const cases: [Record<string, string>, string][] = [
      [{ offerid: offer._id, description: 'd', percentage: '1' }, 'Title is required'],
      [{ offerid: offer._id, title: 't', percentage: '1' }, 'Description is required'],
      [{ offerid: offer._id, title: 't', description: 'd' }, 'Percentage is required'],
      [{ offerid: offer._id, title: 't', description: 'd', percentage: '100.5' }, MESSAGES.percentageRange],
    ];
    for (const [form, message] of cases) {
      const res = await update(form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
    expect((await t.app.inject({ url: `/api/singleOffer/?offerId=${offer._id}` })).json().offer.title).toBe('Validate update');
  });

  it('413 File too large over 5,242,880 bytes, on add and on update', async () => {
    const big = await oversized(LIMITS.maxImageBytes + 1);
    const res = await add(fields, imagePart(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'File too large' });
    const offer = await addOne('Too large on update');
    const upd = await update({ offerid: offer._id, title: 't', description: 'd', percentage: '1' }, imagePart(big));
    expect(upd.statusCode).toBe(413);
    expect(upd.json()).toEqual({ message: 'File too large' });
  });

  it('accepts exactly 5,242,880 bytes as far as size goes (then judges the content)', async () => {
    const res = await add(fields, imagePart(await oversized(LIMITS.maxImageBytes)));
    expect(res.statusCode).not.toBe(413);
  });

  it('415 Unsupported File Format by content: text named .jpg, SVG', async () => {
    for (const file of [
      imagePart(textFile, 'photo.jpg', 'image/jpeg'),
      imagePart(svg, 'logo.svg', 'image/svg+xml'),
      imagePart(svg, 'logo.png', 'image/png'),
    ]) {
      const res = await add(fields, file);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Unsupported File Format' });
    }
  });

  it('trusts the bytes, not the claimed type: a PNG sent as image/gif named .gif is a PNG', async () => {
    const res = await add({ ...fields, title: 'Claimed gif' }, imagePart(await png(), 'x.gif', 'image/gif'));
    expect(res.statusCode).toBe(201);
    expect((await list()).find((o) => o.title === 'Claimed gif')!.image).toMatch(/\.png$/);
  });

  it('add takes WebP and AVIF; update refuses them (jpeg, png, gif only)', async () => {
    expect((await add({ ...fields, title: 'webp' }, imagePart(await webp(), 'a.webp', 'image/webp'))).statusCode).toBe(201);
    expect((await add({ ...fields, title: 'avif' }, imagePart(await avif(), 'a.avif', 'image/avif'))).statusCode).toBe(201);
    const offer = await addOne('Edit types');
    for (const data of [await webp(), await avif()]) {
      const res = await update({ offerid: offer._id, title: 't', description: 'd', percentage: '1' }, imagePart(data));
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Unsupported File Format' });
    }
  });

  it('refuses a decompression bomb quickly, without decoding it', async () => {
    const started = Date.now();
    const res = await add(fields, imagePart(await pngBomb(), 'bomb.png', 'image/png'));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/Image dimensions are too large/);
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses two files, too many fields, and a body that is not multipart', async () => {
    const two = multipart(fields, imagePart(await jpeg()));
    const second = multipart({}, { ...imagePart(await jpeg()), name: 'image' });
    const boundary = two.headers['content-type']!.split('boundary=')[1]!;
    const extra = second.payload.toString('latin1').replaceAll(second.headers['content-type']!.split('boundary=')[1]!, boundary);
    const payload = Buffer.concat([
      two.payload.subarray(0, two.payload.length - `--${boundary}--\r\n`.length),
      Buffer.from(extra, 'latin1'),
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/addOffer', payload, headers: { ...two.headers, ...auth } });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });

    const many = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x']));
    const manyRes = await add({ ...fields, ...many }, imagePart(await jpeg()));
    expect(manyRes.statusCode).toBe(413);

    const json = await t.app.inject({ method: 'POST', url: '/api/addOffer', payload: fields, headers: auth });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({ message: expect.any(String) });
  });
  it('answers 4xx {message}, never 5xx, to broken multipart bodies', async () => {
    const good = multipart(fields, imagePart(await jpeg()));
    const cases: [Buffer | string, Record<string, string>][] = [
      [good.payload.subarray(0, good.payload.length - 40), good.headers],
      [good.payload.subarray(0, 60), good.headers],
      ['not multipart at all', good.headers],
      ['', good.headers],
      [good.payload, { 'content-type': 'multipart/form-data' }],
      [good.payload, { 'content-type': 'multipart/form-data; boundary=' }],
    ];
    for (const [payload, headers] of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/addOffer', payload, headers: { ...headers, ...auth } });
      expect(res.statusCode, String(payload).slice(0, 30)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
  });
});

describe('offers: unknown ids', () => {
  it('404 Offer not found on read, update and delete', async () => {
    const read = await t.app.inject({ url: '/api/singleOffer/?offerId=nope' });
    const upd = await update({ offerid: 'nope', title: 't', description: 'd', percentage: '1' }, imagePart(await jpeg()));
    const del = await t.app.inject({ method: 'DELETE', url: '/api/deleteOffer?offerid=nope', headers: auth });
    for (const res of [read, upd, del]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Offer not found' });
    }
  });

  it('400 when the id is missing', async () => {
    const read = await t.app.inject({ url: '/api/singleOffer/' });
    const del = await t.app.inject({ method: 'DELETE', url: '/api/deleteOffer', headers: auth });
    for (const res of [read, del]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: MESSAGES.offerNotFound });
    }
  });
});

describe('offers: auth', () => {
  it('401 without a valid token for add, update and delete; nothing changes', async () => {
    const offer = await addOne('Protected');
    const before = await list();
    const mediaBefore = await mediaCount();
    for (const [name, headers] of await unauthorisedHeaders(t.app)) {
      const res = [
        await add({ ...fields, title: 'Intruder' }, imagePart(await jpeg(20, 20)), headers),
        await update({ offerid: offer._id, title: 'Hacked', description: 'x', percentage: '99' }, imagePart(await jpeg(21, 21)), headers),
        await t.app.inject({ method: 'DELETE', url: `/api/deleteOffer?offerid=${offer._id}`, headers }),
      ];
      for (const r of res) {
        expect(r.statusCode, name).toBe(401);
        expect(r.json()).toEqual({ message: MESSAGES.unauthorized });
      }
    }
    expect(await list()).toEqual(before);
    expect(await mediaCount()).toBe(mediaBefore);
  });

  it('401 for a token of an admin who was removed', async () => {
    const token = auth.authorization!;
    const db = t.app.ctx.db;
    const admin = await db.selectFrom('admins').selectAll().executeTakeFirstOrThrow();
    await db.deleteFrom('admins').where('id', '=', admin.id).execute();
    const res = await t.app.inject({ method: 'DELETE', url: '/api/deleteOffer?offerid=x', headers: { authorization: token } });
    expect(res.statusCode).toBe(401);
  });
});
