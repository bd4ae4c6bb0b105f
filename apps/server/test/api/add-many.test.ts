/**
 * UPLOAD-4: many pictures added at once (the admin's "Add many pictures" sends two or three at a
 * time) each take a place of their own at the end of the order, in the order the adds reach the
 * database, on SQLite and PostgreSQL alike; a refused one changes nothing for the others
 * (docs/decisions/061-many-pictures-at-once.md).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES, type GalleryItem, type Slider } from '@firm/contract';
import { adminToken, freshApp } from '../helpers.js';
import { imagePart, multipart, picturePart, type FilePart } from '../fixtures/forms.js';
import { jpeg, textFile } from '../fixtures/images.js';

const t = freshApp();
let auth: Record<string, string>;
beforeEach(async () => {
  auth = { authorization: `Bearer ${await adminToken(t.app)}` };
});

function post(url: string, fields: Record<string, string>, file: FilePart) {
  const body = multipart(fields, file);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
}

/** Pictures are stored once by their content: each width makes a picture no other has. */
const pictures = (count: number) => Promise.all(Array.from({ length: count }, (_, i) => jpeg(40 + i, 30)));

/** content_items' positions of a collection, by item id. */
async function positions(collection: string): Promise<Map<string, number>> {
  const rows = await t.app.ctx.db.selectFrom('content_items').select(['id', 'position']).where('collection', '=', collection).execute();
  return new Map(rows.map((r) => [r.id, Number(r.position)]));
}

describe('many gallery pictures added at once', () => {
  it('ten adds at once all land, at the end, each at a place of its own, in the order they were stored', async () => {
    const before = ((await t.app.inject({ url: '/api/gallery', headers: auth })).json() as { items: GalleryItem[] }).items;
    const images = await pictures(10);
    const answers = await Promise.all(images.map((data, i) => post('/api/gallery', { title: `Site visit ${i + 1}` }, picturePart(data))));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const added = answers.map((a) => (a.json() as { item: GalleryItem }).item);
    expect(new Set(added.map((item) => item._id)).size).toBe(10);

    const after = ((await t.app.inject({ url: '/api/gallery', headers: auth })).json() as { items: GalleryItem[] }).items;
    expect(after.slice(0, before.length).map((item) => item._id)).toEqual(before.map((item) => item._id));
    // Numbered ids are given in the order the adds are stored: the new places follow them.
    const stored = [...added].sort((a, b) => Number(a._id) - Number(b._id));
    expect(after.slice(before.length).map((item) => item._id)).toEqual(stored.map((item) => item._id));
    const places = await positions('gallery');
    const newPlaces = stored.map((item) => places.get(item._id)!);
    expect(new Set(places.values()).size).toBe(places.size);
    expect(newPlaces).toEqual([...newPlaces].sort((a, b) => a - b));
    expect(Math.min(...newPlaces)).toBeGreaterThan(Math.max(...before.map((item) => places.get(item._id)!)));
  });

  it('a refused file among them is answered with its reason, and the others are added as if it had not been sent', async () => {
    const before = ((await t.app.inject({ url: '/api/gallery', headers: auth })).json() as { items: GalleryItem[] }).items;
    const images = await pictures(9);
    const parts = [
      ...images.slice(0, 4).map((data) => picturePart(data)),
      picturePart(textFile, 'picture', 'IMG_9.jpg'),
      ...images.slice(4).map((data) => picturePart(data)),
    ];
    const answers = await Promise.all(parts.map((part, i) => post('/api/gallery', { title: `Visit ${i + 1}`, hidden: 'true' }, part)));
    expect(answers.map((a) => a.statusCode)).toEqual(parts.map((_, i) => (i === 4 ? 415 : 201)));
    expect(answers[4]!.json()).toEqual({ message: MESSAGES.unsupportedFileFormat });

    const after = ((await t.app.inject({ url: '/api/gallery', headers: auth })).json() as { items: GalleryItem[] }).items;
    expect(after).toHaveLength(before.length + 9);
    const added = after.slice(before.length);
    expect(added.map((item) => item.title).sort()).toEqual(parts.flatMap((_, i) => (i === 4 ? [] : [`Visit ${i + 1}`])).sort());
    // Added hidden, as asked: not on the public list.
    expect(added.every((item) => item.hidden)).toBe(true);
    const visible = ((await t.app.inject({ url: '/api/gallery' })).json() as { items: GalleryItem[] }).items;
    expect(visible.map((item) => item._id)).toEqual(before.filter((item) => !item.hidden).map((item) => item._id));
    const places = await positions('gallery');
    expect(new Set(places.values()).size).toBe(places.size);
  });
});

describe('many sliders added at once', () => {
  it('ten adds at once each take a place of their own (random ids: the place alone orders them)', async () => {
    const images = await pictures(10);
    const answers = await Promise.all(images.map((data, i) => post('/api/addSlider', { title: `Slide ${i + 1}` }, imagePart(data))));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const sliders = (await t.app.inject({ url: '/api/sliders' })).json().slider as Slider[];
    const places = sliders.map((s) => s.position);
    expect(new Set(places).size).toBe(sliders.length);
    expect(places).toEqual([...places].sort((a, b) => a - b));
  });
});
