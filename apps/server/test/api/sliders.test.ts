import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { LIMITS, MESSAGES, type Slider } from '@firm/contract';
import { SLIDERS_SEEDED_KEY, seedSliders } from '../../src/content/seed.js';
import { DEFAULT_SLIDERS, SEED_DIR } from '../../src/content/seed-files.js';
import { bumpContentVersion } from '../../src/content/version.js';
import { adminToken, freshApp } from '../helpers.js';
import { imagePart, multipart, type FilePart } from '../fixtures/forms.js';
import { avif, jpeg, oversized, png, pngBomb, svg, textFile, webp, animatedGif } from '../fixtures/images.js';
import { unauthorisedHeaders } from '../fixtures/tokens.js';

const t = freshApp();
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

function add(form: Record<string, string>, file?: FilePart, headers = auth) {
  const body = multipart(form, file);
  return t.app.inject({ method: 'POST', url: '/api/addSlider', payload: body.payload, headers: { ...body.headers, ...headers } });
}
function update(form: Record<string, string>, file?: FilePart, headers = auth) {
  const body = multipart(form, file);
  return t.app.inject({ method: 'PUT', url: '/api/updateSlider', payload: body.payload, headers: { ...body.headers, ...headers } });
}
const move = (sliderid: string, direction: string, headers = auth) =>
  t.app.inject({ method: 'PUT', url: '/api/moveSlider', payload: { sliderid, direction }, headers });
const list = async () => (await t.app.inject({ url: '/api/sliders' })).json().slider as Slider[];
const clear = async () => {
  for (const s of await list()) await t.app.inject({ method: 'DELETE', url: `/api/deleteSlider?sliderid=${s._id}`, headers: auth });
};
async function addOne(title: string, image?: Buffer): Promise<Slider> {
  const res = await add({ title }, imagePart(image ?? (await jpeg())));
  expect(res.statusCode).toBe(201);
  return (await list()).find((s) => s.title === title)!;
}

describe('seed: default sliders', () => {
  it('a fresh database has one default slider per picture present in apps/web/assets/services', async () => {
    const present = DEFAULT_SLIDERS.filter((d) => existsSync(join(SEED_DIR, d.file)));
    const sliders = await list();
    expect(sliders.map((s) => s.title)).toEqual(present.map((d) => d.title));
    for (const s of sliders) expect(s.image).toMatch(/^\/media\/[0-9a-f]{64}\.jpg$/);
  });

  it('adds the three sliders once, in order, and never again after the owner deleted them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-'));
    try {
      for (const [i, d] of DEFAULT_SLIDERS.entries()) writeFileSync(join(dir, d.file), await jpeg(100 + i, 50));
      await clear();
      await t.app.ctx.db.deleteFrom('settings').where('key', '=', SLIDERS_SEEDED_KEY).execute();
      await Promise.all([seedSliders(t.app, dir), seedSliders(t.app, dir)]);
      const seeded = await list();
      expect(seeded.map((s) => s.title)).toEqual(DEFAULT_SLIDERS.map((d) => d.title));
      expect(seeded.map((s) => s.position)).toEqual([1, 2, 3]);
      for (const s of seeded) expect((await t.app.inject({ url: s.image! })).statusCode).toBe(200);
      await seedSliders(t.app, dir);
      expect(await list()).toHaveLength(3);
      await clear();
      await seedSliders(t.app, dir);
      expect(await list()).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('skips a missing or unreadable picture without failing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'seed-'));
    try {
      writeFileSync(join(dir, DEFAULT_SLIDERS[0]!.file), await jpeg());
      writeFileSync(join(dir, DEFAULT_SLIDERS[2]!.file), textFile);
      await clear();
      await t.app.ctx.db.deleteFrom('settings').where('key', '=', SLIDERS_SEEDED_KEY).execute();
      await seedSliders(t.app, dir);
      expect((await list()).map((s) => s.title)).toEqual([DEFAULT_SLIDERS[0]!.title]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sliders: happy path', () => {
  it('adds, lists, reads, updates and deletes with the response shapes of API-1 and API-2', async () => {
    await clear();
    const res = await add({ title: 'Bridges' }, imagePart(await jpeg(2000, 1000)));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: MESSAGES.sliderAdded });
    const listed = await t.app.inject({ url: '/api/sliders' });
    expect(listed.statusCode).toBe(200);
    const [slider] = listed.json().slider as Slider[];
    expect(slider).toEqual({
      _id: expect.any(String),
      title: 'Bridges',
      image: expect.stringMatching(/^\/media\/[0-9a-f]{64}\.jpg$/),
      variants: expect.any(Array),
      // IMAGE-5, IMAGE-7: none given.
      alt: '',
      focus: { x: 0.5, y: 0.5 },
      position: 1,
      // SLIDER-2, SLIDER-3: none given.
      subtitle: '',
      buttonLabel: '',
      buttonLink: '',
    });
    expect(slider!.variants.map((v) => v.width).sort((a, b) => a - b)).toEqual([480, 480, 960, 960, 1600, 1600]);

    const single = await t.app.inject({ url: `/api/singleSlider/?sliderId=${slider!._id}` });
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual({ slider });

    const upd = await update({ sliderid: slider!._id, title: 'Roads' });
    expect(upd.statusCode).toBe(200);
    expect(upd.json()).toEqual({ message: MESSAGES.sliderUpdated });
    expect((await list())[0]).toEqual({ ...slider, title: 'Roads' });

    const gif = await update({ sliderid: slider!._id, title: 'Roads' }, imagePart(await animatedGif(), 'a.gif', 'image/gif'));
    expect(gif.statusCode).toBe(200);
    const withGif = (await list())[0]!;
    expect(withGif.image).toMatch(/\.gif$/);
    // The version before the change keeps the old picture (docs/decisions/046).
    expect((await t.app.inject({ url: slider!.image! })).statusCode).toBe(200);

    const del = await t.app.inject({ method: 'DELETE', url: `/api/deleteSlider?sliderid=${slider!._id}`, headers: auth });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ message: MESSAGES.sliderDeleted });
    expect(await list()).toEqual([]);
    // In the trash its picture is kept; deleted forever, it goes with its history (docs/decisions/044, 046).
    expect((await t.app.inject({ url: withGif.image! })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/trash/sliders/${slider!._id}`, headers: auth })).statusCode).toBe(200);
    expect((await t.app.inject({ url: withGif.image! })).statusCode).toBe(404);
    expect((await t.app.inject({ url: slider!.image! })).statusCode).toBe(404);
  });

  it('puts new sliders last and moves them up and down', async () => {
    await clear();
    const a = await addOne('A');
    const b = await addOne('B', await png());
    const c = await addOne('C', await webp());
    const titles = async () => (await list()).map((s) => s.title);
    expect(await titles()).toEqual(['A', 'B', 'C']);

    const res = await move(c._id, 'up');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.sliderMoved });
    expect(await titles()).toEqual(['A', 'C', 'B']);
    await move(a._id, 'down');
    expect(await titles()).toEqual(['C', 'A', 'B']);
    // At either end nothing moves.
    expect((await move(c._id, 'up')).statusCode).toBe(200);
    expect((await move(b._id, 'down')).statusCode).toBe(200);
    expect(await titles()).toEqual(['C', 'A', 'B']);
    expect((await list()).map((s) => s.position)).toEqual([1, 2, 3]);
    const d = await addOne('D', await avif());
    expect((await list()).at(-1)!._id).toBe(d._id);
  });

  it('mends equal positions (two servers adding at once) when moving', async () => {
    await clear();
    const a = await addOne('P');
    const b = await addOne('Q');
    // As any write does, the content version moves too (the public list's cache is keyed on it, decision 037).
    await t.app.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('content_items').set({ position: 7 }).where('collection', '=', 'sliders').execute();
      await bumpContentVersion(trx);
    });
    const [first, second] = await list();
    await move(second!._id, 'up');
    const after = await list();
    expect(after.map((s) => s._id)).toEqual([second!._id, first!._id]);
    expect(after.map((s) => s.position)).toEqual([1, 2]);
    expect([a._id, b._id].sort()).toEqual([first!._id, second!._id].sort());
  });
});

describe('sliders: validation', () => {
  it('400 Title is required and Image is required on add', async () => {
    for (const [form, file, message] of [
      [{}, imagePart(await jpeg()), 'Title is required'],
      [{ title: '  ' }, imagePart(await jpeg()), 'Title is required'],
      [{ title: 'x'.repeat(201) }, imagePart(await jpeg()), 'Must be at most 200 characters'],
      [{ title: 'No image' }, undefined, 'Image is required'],
    ] as const) {
      const res = await add(form, file);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message });
    }
  });

  it('400 Title is required on update, 404 for an unknown slider', async () => {
    const s = await addOne('Validate');
    const res = await update({ sliderid: s._id, title: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Title is required' });
    for (const r of [
      await update({ sliderid: 'missing', title: 't' }),
      await t.app.inject({ url: '/api/singleSlider/?sliderId=missing' }),
      await t.app.inject({ method: 'DELETE', url: '/api/deleteSlider?sliderid=missing', headers: auth }),
      await move('missing', 'up'),
    ]) {
      expect(r.statusCode).toBe(404);
      expect(r.json()).toEqual({ message: 'Slider not found' });
    }
  });

  it('moveSlider: 400 for a bad direction or a missing id', async () => {
    const s = await addOne('Direction');
    const bad = await move(s._id, 'sideways');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'Direction must be up or down' });
    const missing = await t.app.inject({ method: 'PUT', url: '/api/moveSlider', payload: { direction: 'up' }, headers: auth });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: MESSAGES.sliderNotFound });
  });

  it('images: 413 too large, 415 by content (text, SVG; WebP on edit), 413 for a bomb', async () => {
    const s = await addOne('Images');
    const big = await add({ title: 't' }, imagePart(await oversized(LIMITS.maxImageBytes + 1)));
    expect([big.statusCode, big.json()]).toEqual([413, { message: 'File too large' }]);
    for (const file of [imagePart(textFile, 'a.jpg'), imagePart(svg, 'a.svg', 'image/svg+xml')]) {
      const res = await add({ title: 't' }, file);
      expect([res.statusCode, res.json()]).toEqual([415, { message: 'Unsupported File Format' }]);
    }
    const editWebp = await update({ sliderid: s._id, title: 't' }, imagePart(await webp(), 'a.webp', 'image/webp'));
    expect([editWebp.statusCode, editWebp.json()]).toEqual([415, { message: 'Unsupported File Format' }]);
    const bomb = await update({ sliderid: s._id, title: 't' }, imagePart(await pngBomb(), 'a.png', 'image/png'));
    expect(bomb.statusCode).toBe(413);
    expect((await t.app.inject({ url: `/api/singleSlider/?sliderId=${s._id}` })).json().slider.title).toBe('Images');
  });
});

describe('sliders: auth', () => {
  it('401 without a valid token for add, update, delete and move; nothing changes', async () => {
    await clear();
    const s1 = await addOne('Keep 1');
    await addOne('Keep 2', await png());
    const before = await list();
    for (const [name, headers] of await unauthorisedHeaders(t.app)) {
      for (const r of [
        await add({ title: 'Intruder' }, imagePart(await jpeg(22, 22)), headers),
        await update({ sliderid: s1._id, title: 'Hacked' }, undefined, headers),
        await t.app.inject({ method: 'DELETE', url: `/api/deleteSlider?sliderid=${s1._id}`, headers }),
        await move(s1._id, 'down', headers),
      ]) {
        expect(r.statusCode, name).toBe(401);
        expect(r.json()).toEqual({ message: MESSAGES.unauthorized });
      }
    }
    expect(await list()).toEqual(before);
  });
});
