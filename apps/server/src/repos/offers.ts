import { randomUUID } from 'node:crypto';
import type { Offer } from '@firm/contract';
import type { Db } from '../db/index.js';
import type { ProcessedImage } from '../lib/images.js';
import { bumpContentVersion } from '../lib/content-version.js';
import { releaseImage, saveImage } from '../lib/media-store.js';
import { mediaUrl, variantUrls } from './media-urls.js';

const offerColumns = ['offers.id', 'offers.title', 'offers.description', 'offers.percentage', 'offers.image_id', 'media.variants'] as const;

function selectOffers(db: Db) {
  return db.selectFrom('offers').leftJoin('media', 'media.id', 'offers.image_id').select(offerColumns);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectOffers>['executeTakeFirst']>> & object;

function toOffer(row: Row): Offer {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    percentage: row.percentage,
    image: mediaUrl(row.image_id),
    variants: variantUrls(row.variants),
  };
}

/** Offers, newest first. */
export async function listOffers(db: Db): Promise<Offer[]> {
  const rows = await selectOffers(db).orderBy('offers.created_at', 'desc').orderBy('offers.id').execute();
  return rows.map(toOffer);
}

export async function findOffer(db: Db, id: string): Promise<Offer | undefined> {
  const row = await selectOffers(db).where('offers.id', '=', id).executeTakeFirst();
  return row ? toOffer(row) : undefined;
}

export interface OfferFields {
  title: string;
  description: string;
  percentage: number;
}

/** Adds an offer with its (already processed) picture; returns the new id. */
export async function insertOffer(db: Db, fields: OfferFields, image: ProcessedImage): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const imageId = await saveImage(trx, image);
    await trx.insertInto('offers').values({ id, ...fields, image_id: imageId, created_at: now, updated_at: now }).execute();
    await bumpContentVersion(trx);
  });
  return id;
}

/** Changes an offer, and its picture when a new one is given (the old one goes if nothing else uses it). False when there is no such offer. */
export async function updateOffer(db: Db, id: string, fields: OfferFields, image: ProcessedImage | undefined): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('offers').select('image_id').where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    const imageId = image ? await saveImage(trx, image) : current.image_id;
    await trx.updateTable('offers').set({ ...fields, image_id: imageId, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
    await bumpContentVersion(trx);
    if (imageId !== current.image_id) await releaseImage(trx, current.image_id);
    return true;
  });
}

/** Deletes an offer and its picture when nothing else uses it. False when there is no such offer. */
export async function deleteOffer(db: Db, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('offers').select('image_id').where('id', '=', id).executeTakeFirst();
    if (!current) return false;
    await trx.deleteFrom('offers').where('id', '=', id).execute();
    await bumpContentVersion(trx);
    await releaseImage(trx, current.image_id);
    return true;
  });
}
