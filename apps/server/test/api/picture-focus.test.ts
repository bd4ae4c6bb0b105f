/**
 * Every picture's alt text and focus (IMAGE-5, IMAGE-7, IMAGE-8), and its turn by a quarter
 * (IMAGE-6): written under the picture field's name (decision 094: `pictureAlt`, `pictureFocus` ("x,y") and
 * `pictureRotate` beside the part `picture`; a download's `thumbnail…`; API-1's `image…`), without sending the file
 * again, on each collection, offers, sliders and the site's own pictures; a bad focus refused with its message and nothing changed; kept through trash and history.
 */
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ITEMS_API_SLUGS,
  COLLECTIONS,
  FOCUS_CENTRE,
  PICTURE_MESSAGES,
  SITE_PICTURE_SLOTS,
  historyPaths,
  trashPaths,
  type Offer,
  type PictureRef,
  type SiteDetails,
  type Slider,
} from '@firm/contract';
import { adminToken, freshApp } from '../helpers.js';
import { imagePart, multipart, picturePart, type FilePart } from '../fixtures/forms.js';
import { jpeg } from '../fixtures/images.js';

const t = freshApp();
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

function send(method: 'POST' | 'PUT', url: string, fields: Record<string, string>, file?: FilePart) {
  const body = multipart(fields, file);
  return t.app.inject({ method, url, payload: body.payload, headers: { ...body.headers, ...auth } });
}
const json = (method: 'PUT', url: string, payload: Record<string, unknown>) => t.app.inject({ method, url, payload, headers: auth });

/** The size of a stored picture, read from its bytes. */
async function sizeOf(url: string): Promise<{ width: number; height: number }> {
  const res = await t.app.inject({ url });
  expect(res.statusCode).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { width: meta.width!, height: meta.height! };
}

const BAD_FOCUS = ['1.5,0.2', '0.5', 'left,top', '-0.1,0.3', '0.2,0.3,0.4', ''];

describe('the collections', () => {
  const withPicture = ITEMS_API_SLUGS.filter((slug) => COLLECTIONS[slug].thumbnail !== null);
  const pictureOf = (slug: string, item: Record<string, unknown>) => item[COLLECTIONS[slug as 'services'].thumbnail!] as PictureRef | null;

  it('each has a picture field, and each answers alt text and focus on its pictures', async () => {
    expect(withPicture).toEqual(expect.arrayContaining(['services', 'courses', 'gallery', 'downloads']));
    for (const slug of withPicture) {
      for (const item of (await t.app.inject({ url: `/api/${slug}` })).json().items as Record<string, unknown>[]) {
        const picture = pictureOf(slug, item);
        if (picture) expect({ alt: picture.alt, focus: picture.focus }, slug).toEqual({ alt: '', focus: FOCUS_CENTRE });
      }
    }
  });

  it('takes alt text and focus alone, as JSON or a form, without the file again', async () => {
    for (const slug of ['services', 'courses', 'gallery'] as const) {
      const [first] = (await t.app.inject({ url: `/api/${slug}` })).json().items as Record<string, unknown>[];
      const before = pictureOf(slug, first!)!;
      const res = await json('PUT', `/api/${slug}/${first!['_id']}`, { pictureAlt: 'Engineers on a site', pictureFocus: '0.2,0.7' });
      expect(res.statusCode, slug).toBe(200);
      expect(pictureOf(slug, res.json().item), slug).toMatchObject({
        image: before.image,
        alt: 'Engineers on a site',
        focus: { x: 0.2, y: 0.7 },
      });

      const form = await send('PUT', `/api/${slug}/${first!['_id']}`, { pictureFocus: '0.9, 0.05' });
      expect(form.statusCode, slug).toBe(200);
      const again = (await t.app.inject({ url: `/api/${slug}/${first!['_id']}` })).json().item;
      expect(pictureOf(slug, again), slug).toMatchObject({ image: before.image, alt: 'Engineers on a site', focus: { x: 0.9, y: 0.05 } });
      // The public list says the same (its cache follows the change).
      const listed = ((await t.app.inject({ url: `/api/${slug}` })).json().items as Record<string, unknown>[]).find(
        (i) => i['_id'] === first!['_id'],
      );
      expect(pictureOf(slug, listed!)).toMatchObject({ alt: 'Engineers on a site', focus: { x: 0.9, y: 0.05 } });
    }
  });

  it('takes them with an uploaded picture on an add, a download’s thumbnail too', async () => {
    const res = await send(
      'POST',
      '/api/gallery',
      { title: 'Site visit', pictureAlt: 'Two engineers at a column', pictureFocus: '0,1' },
      picturePart(await jpeg(200, 100)),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().item.picture).toMatchObject({ alt: 'Two engineers at a column', focus: { x: 0, y: 1 } });

    const [download] = (await t.app.inject({ url: '/api/downloads' })).json().items as { _id: string }[];
    const thumb = await send(
      'PUT',
      `/api/downloads/${download!._id}`,
      { thumbnailAlt: 'First page of the form', thumbnailFocus: '0.5,0' },
      picturePart(await jpeg(120, 160), 'thumbnail'),
    );
    expect(thumb.statusCode).toBe(200);
    expect(thumb.json().item.thumbnail).toMatchObject({ alt: 'First page of the form', focus: { x: 0.5, y: 0 } });
  });

  it('refuses a bad focus or a long alt text with its message, and changes nothing', async () => {
    const [first] = (await t.app.inject({ url: '/api/services' })).json().items as { _id: string; title: string; picture: PictureRef }[];
    for (const focus of BAD_FOCUS) {
      for (const res of [
        await json('PUT', `/api/services/${first!._id}`, { title: 'Changed', pictureFocus: focus }),
        await send('PUT', `/api/services/${first!._id}`, { title: 'Changed', pictureFocus: focus }),
      ]) {
        expect(res.statusCode, focus).toBe(400);
        expect(res.json(), focus).toEqual({ message: PICTURE_MESSAGES.focus });
      }
    }
    const json400 = await json('PUT', `/api/services/${first!._id}`, { pictureFocus: { x: 2, y: 0 } });
    expect(json400.json()).toEqual({ message: PICTURE_MESSAGES.focus });
    const long = await json('PUT', `/api/services/${first!._id}`, { pictureAlt: 'a'.repeat(251) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: PICTURE_MESSAGES.alt });
    const rotate = await send('PUT', `/api/services/${first!._id}`, { pictureRotate: '45' });
    expect(rotate.json()).toEqual({ message: PICTURE_MESSAGES.rotate });
    const after = (await t.app.inject({ url: `/api/services/${first!._id}` })).json().item;
    expect(after.title).toBe(first!.title);
    expect(after.picture).toEqual(first!.picture);
  });

  it('turns a seeded picture, and the focus with it', async () => {
    const [first] = (await t.app.inject({ url: '/api/services' })).json().items as { _id: string; picture: PictureRef }[];
    await json('PUT', `/api/services/${first!._id}`, { pictureFocus: '0.2,0.1' });
    const res = await send('PUT', `/api/services/${first!._id}`, { pictureRotate: '90' });
    expect(res.statusCode).toBe(200);
    const turned = res.json().item.picture as PictureRef;
    expect(turned.asset).toBeNull();
    expect(turned.focus).toEqual({ x: 0.9, y: 0.2 });
    const size = await sizeOf(turned.image!);
    // The seeded pictures are wider than tall: turned, they stand.
    expect(size.height).toBeGreaterThan(size.width);
  });
});

describe('offers and sliders', () => {
  const offers = async () => (await t.app.inject({ url: '/api/offers' })).json().offer as Offer[];
  const sliders = async () => (await t.app.inject({ url: '/api/sliders' })).json().slider as Slider[];
  const sliderNamed = async (title: string) => (await sliders()).find((s) => s.title === title);
  const offerFields = { title: 'Monsoon discount', description: 'On all structural audits', percentage: '15' };

  it('answer alt text and focus beside the picture, the centre and none when not given', async () => {
    expect((await send('POST', '/api/addOffer', offerFields, imagePart(await jpeg(160, 100)))).statusCode).toBe(201);
    expect((await send('POST', '/api/addSlider', { title: 'Bridge' }, imagePart(await jpeg(161, 100)))).statusCode).toBe(201);
    const [offer] = await offers();
    const slider = await sliderNamed('Bridge');
    expect(offer).toMatchObject({ title: 'Monsoon discount', alt: '', focus: FOCUS_CENTRE });
    expect(slider).toMatchObject({ title: 'Bridge', alt: '', focus: FOCUS_CENTRE });
    expect(offer!.image).toMatch(/^\/media\//);
    expect(offer!.variants.length).toBeGreaterThan(0);
  });

  it('take them on an add and alone on an update, and refuse a bad focus without a change', async () => {
    const add = await send(
      'POST',
      '/api/addOffer',
      { ...offerFields, imageAlt: 'A cracked beam', imageFocus: '0.1,0.4' },
      imagePart(await jpeg(162, 100)),
    );
    expect(add.statusCode).toBe(201);
    const [offer] = await offers();
    expect(offer).toMatchObject({ alt: 'A cracked beam', focus: { x: 0.1, y: 0.4 } });

    const update = await send('PUT', '/api/updateOffer', { offerid: offer!._id, ...offerFields, imageFocus: '0.75,0.25', imageAlt: '' });
    expect(update.statusCode).toBe(200);
    const [changed] = await offers();
    expect(changed).toMatchObject({ image: offer!.image, alt: '', focus: { x: 0.75, y: 0.25 } });

    for (const focus of BAD_FOCUS) {
      const res = await send('PUT', '/api/updateOffer', { offerid: offer!._id, ...offerFields, title: 'Other', imageFocus: focus });
      expect(res.statusCode, focus).toBe(400);
      expect(res.json()).toEqual({ message: PICTURE_MESSAGES.focus });
    }
    expect((await offers())[0]).toEqual(changed);

    const slide = await send(
      'POST',
      '/api/addSlider',
      { title: 'Dam', imageAlt: 'A dam at dusk', imageFocus: '0.3,0.6' },
      imagePart(await jpeg(163, 100)),
    );
    expect(slide.statusCode).toBe(201);
    const slider = await sliderNamed('Dam');
    const moved = await send('PUT', '/api/updateSlider', { sliderid: slider!._id, title: 'Dam', imageFocus: '0.05,0.5' });
    expect(moved.statusCode).toBe(200);
    expect(await sliderNamed('Dam')).toMatchObject({ image: slider!.image, alt: 'A dam at dusk', focus: { x: 0.05, y: 0.5 } });
    const bad = await send('PUT', '/api/updateSlider', { sliderid: slider!._id, title: 'Dam', imageFocus: '2,2' });
    expect(bad.json()).toEqual({ message: PICTURE_MESSAGES.focus });
  });

  it('turn the stored picture and its focus; a new picture starts at the centre with the alt text kept', async () => {
    await send('POST', '/api/addSlider', { title: 'Tower', imageAlt: 'A tower', imageFocus: '0.2,0.1' }, imagePart(await jpeg(164, 100)));
    const slider = await sliderNamed('Tower');
    expect(await sizeOf(slider!.image!)).toEqual({ width: 164, height: 100 });
    const res = await send('PUT', '/api/updateSlider', { sliderid: slider!._id, title: 'Tower', imageRotate: '90' });
    expect(res.statusCode).toBe(200);
    const turned = await sliderNamed('Tower');
    expect(turned!.image).not.toBe(slider!.image);
    expect(await sizeOf(turned!.image!)).toEqual({ width: 100, height: 164 });
    expect(turned).toMatchObject({ alt: 'A tower', focus: { x: 0.9, y: 0.2 } });

    const replaced = await send('PUT', '/api/updateSlider', { sliderid: slider!._id, title: 'Tower' }, imagePart(await jpeg(165, 100)));
    expect(replaced.statusCode).toBe(200);
    expect(await sliderNamed('Tower')).toMatchObject({ alt: 'A tower', focus: FOCUS_CENTRE });
  });

  it('keep them through the trash and a version taken back', async () => {
    await send('POST', '/api/addOffer', { ...offerFields, imageAlt: 'Kept', imageFocus: '0.3,0.3' }, imagePart(await jpeg(166, 100)));
    const [offer] = await offers();
    await send('PUT', '/api/updateOffer', { offerid: offer!._id, ...offerFields, imageFocus: '0.6,0.6' });
    const history = await t.app.inject({ url: historyPaths.list('offers', offer!._id), headers: auth });
    expect(history.statusCode).toBe(200);
    const added = (history.json().versions as { id: number; created: boolean }[]).find((v) => v.created)!;
    const back = await t.app.inject({
      method: 'POST',
      url: historyPaths.restore,
      payload: { collection: 'offers', id: offer!._id, version: added.id },
      headers: auth,
    });
    expect(back.statusCode).toBe(200);
    expect((await offers())[0]).toMatchObject({ alt: 'Kept', focus: { x: 0.3, y: 0.3 } });

    expect((await t.app.inject({ method: 'DELETE', url: `/api/deleteOffer?offerid=${offer!._id}`, headers: auth })).statusCode).toBe(200);
    const restored = await t.app.inject({
      method: 'POST',
      url: trashPaths.restore,
      payload: { collection: 'offers', id: offer!._id },
      headers: auth,
    });
    expect(restored.statusCode).toBe(200);
    expect((await offers())[0]).toMatchObject({ _id: offer!._id, alt: 'Kept', focus: { x: 0.3, y: 0.3 } });
  });
});

describe('the site’s own pictures', () => {
  const site = async () => (await t.app.inject({ url: '/api/site' })).json().site as SiteDetails;

  it('answer alt text and focus, and take them alone, without the file', async () => {
    const before = await site();
    for (const slot of SITE_PICTURE_SLOTS) expect(before.pictures[slot]).toMatchObject({ alt: '', focus: FOCUS_CENTRE });
    const res = await send('PUT', '/api/site/pictures/welcome', { pictureAlt: 'Engineers reviewing plans', pictureFocus: '0.25,0.8' });
    expect(res.statusCode).toBe(200);
    const after = (await site()).pictures.welcome;
    expect(after).toMatchObject({ asset: before.pictures.welcome.asset, alt: 'Engineers reviewing plans', focus: { x: 0.25, y: 0.8 } });

    for (const focus of BAD_FOCUS) {
      const bad = await send('PUT', '/api/site/pictures/welcome', { pictureFocus: focus });
      expect(bad.statusCode, focus).toBe(400);
      expect(bad.json()).toEqual({ message: PICTURE_MESSAGES.focus });
    }
    expect((await site()).pictures.welcome).toEqual(after);

    const upload = await send('PUT', '/api/site/pictures/banner', { pictureFocus: '0.5,0.9' }, picturePart(await jpeg(300, 100)));
    expect(upload.statusCode).toBe(200);
    expect((await site()).pictures.banner).toMatchObject({ asset: null, alt: '', focus: { x: 0.5, y: 0.9 } });
  });

  it('refuse a turn of the drawn logo, and turn a photograph', async () => {
    const logo = await send('PUT', '/api/site/pictures/logo', { pictureRotate: '90' });
    expect(logo.statusCode).toBe(400);
    expect(logo.json()).toEqual({ message: PICTURE_MESSAGES.cannotRotate });
    const share = await send('PUT', '/api/site/pictures/share', { pictureRotate: '180' });
    expect(share.statusCode).toBe(200);
    const turned = (await site()).pictures.share;
    expect(turned.asset).toBeNull();
    expect(await sizeOf(turned.image!)).toEqual({ width: 1200, height: 630 });
  });
});
