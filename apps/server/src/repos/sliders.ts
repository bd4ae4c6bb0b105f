import { randomUUID } from 'node:crypto';
import type { Slider } from '@firm/contract';
import type { Db } from '../db/index.js';
import type { ProcessedImage } from '../lib/images.js';
import { bumpContentVersion } from '../lib/content-version.js';
import { releaseImage, saveImage } from '../lib/media-store.js';
import { mediaUrl, variantUrls } from './media-urls.js';

const sliderColumns = ['sliders.id', 'sliders.title', 'sliders.image_id', 'sliders.position', 'media.variants'] as const;

function selectSliders(db: Db) {
  return db.selectFrom('sliders').leftJoin('media', 'media.id', 'sliders.image_id').select(sliderColumns);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectSliders>['executeTakeFirst']>> & object;

function toSlider(row: Row): Slider {
  return { _id: row.id, title: row.title, image: mediaUrl(row.image_id), variants: variantUrls(row.variants), position: row.position };
}

/** Sliders in the order the admin set. */
export async function listSliders(db: Db): Promise<Slider[]> {
  const rows = await selectSliders(db).orderBy('sliders.position').orderBy('sliders.id').execute();
  return rows.map(toSlider);
}

export async function findSlider(db: Db, id: string): Promise<Slider | undefined> {
  const row = await selectSliders(db).where('sliders.id', '=', id).executeTakeFirst();
  return row ? toSlider(row) : undefined;
}

/** Adds a slider at the end of the order; returns the new id. */
export async function insertSlider(db: Db, title: string, image: ProcessedImage): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const imageId = await saveImage(trx, image);
    const last = await trx.selectFrom('sliders').select((eb) => eb.fn.max('position').as('p')).executeTakeFirst();
    const position = Number(last?.p ?? 0) + 1;
    await trx.insertInto('sliders').values({ id, title, image_id: imageId, position, created_at: now, updated_at: now }).execute();
    await bumpContentVersion(trx);
  });
  return id;
}

/** Changes a slider's title, and its picture when a new one is given. False when there is no such slider. */
export async function updateSlider(db: Db, id: string, title: string, image: ProcessedImage | undefined): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('sliders').select('image_id').where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    const imageId = image ? await saveImage(trx, image) : current.image_id;
    await trx.updateTable('sliders').set({ title, image_id: imageId, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    await bumpContentVersion(trx);
    if (imageId !== current.image_id) await releaseImage(trx, current.image_id);
    return true;
  });
}

export async function deleteSlider(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('sliders').select('image_id').where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    await trx.deleteFrom('sliders').where('id', '=', id).execute();
    await bumpContentVersion(trx);
    await releaseImage(trx, current.image_id);
    return true;
  });
}

/** Swaps a slider with its neighbour above or below. False when there is no such slider; at an end nothing moves. */
export async function moveSlider(db: Db, id: string, direction: 'up' | 'down'): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // A handful of rows: renumbering them all also mends equal positions left by two concurrent adds.
    const order = await trx.selectFrom('sliders').select(['id', 'position']).orderBy('position').orderBy('id').execute();
    const index = order.findIndex((s) => s.id === id);
    if (index < 0) return false;
    const other = direction === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= order.length) return true;
    [order[index], order[other]] = [order[other]!, order[index]!];
    await bumpContentVersion(trx);
    const now = new Date().toISOString();
    for (const [i, slider] of order.entries()) {
      if (slider.position !== i + 1) await trx.updateTable('sliders').set({ position: i + 1, updated_at: now }).where('id', '=', slider.id).execute();
    }
    return true;
  });
}
