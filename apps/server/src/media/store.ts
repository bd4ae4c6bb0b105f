import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Db } from '../db/index.js';
import type { ProcessedImage } from './images.js';

type Executor = Db | Transaction<Database>;

/** Stores a picture and its variants; the same bytes uploaded again reuse the rows (content-addressed). */
export async function saveImage(db: Executor, image: ProcessedImage): Promise<string> {
  const now = new Date().toISOString();
  const rows = [
    {
      ...image,
      variants: JSON.stringify(image.variants.map((v) => ({ width: v.width, type: v.type, id: v.id }))),
    },
    ...image.variants.map((v) => ({ ...v, variants: '[]' })),
  ].map((r) => ({
    id: r.id,
    kind: 'image' as const,
    mime: r.mime,
    bytes: r.bytes,
    size: r.bytes.length,
    width: r.width,
    height: r.height,
    variants: r.variants,
    created_at: now,
  }));
  for (const row of rows) {
    await db
      .insertInto('media')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  return image.id;
}

/** Stores a file of the Download page (kind 'download': served only through its download address); returns its id. */
export async function saveDownload(db: Executor, file: { bytes: Buffer; mime: string }): Promise<string> {
  const id = `download-${createHash('sha256').update(file.bytes).digest('hex')}`;
  await db
    .insertInto('media')
    .values({
      id,
      kind: 'download',
      mime: file.mime,
      bytes: file.bytes,
      size: file.bytes.length,
      width: null,
      height: null,
      variants: '[]',
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  return id;
}

/** A file of the Download page, or undefined. */
export async function findDownload(db: Db, id: string) {
  return db.selectFrom('media').select(['mime', 'bytes', 'size']).where('id', '=', id).where('kind', '=', 'download').executeTakeFirst();
}

/** Deletes a picture (and its variants and link previews), a download or an attachment when no item of a collection, message, trashed row or kept version refers to it any more. */
export async function releaseImage(db: Executor, id: string | null): Promise<void> {
  if (!id) return;
  const inContent = await db.selectFrom('content_media').select('item_id').where('media_id', '=', id).limit(1).executeTakeFirst();
  if (inContent) return;
  const attached = await db.selectFrom('messages').select('id').where('attachment_id', '=', id).limit(1).executeTakeFirst();
  if (attached) return;
  const trashed = await db.selectFrom('trash_media').select('item_id').where('media_id', '=', id).limit(1).executeTakeFirst();
  if (trashed) return;
  const versioned = await db.selectFrom('version_media').select('version_id').where('media_id', '=', id).limit(1).executeTakeFirst();
  if (versioned) return;
  const row = await db.selectFrom('media').select('variants').where('id', '=', id).executeTakeFirst();
  if (!row) return;
  const variantIds = (JSON.parse(row.variants) as { id: string }[]).map((v) => v.id);
  await db
    .deleteFrom('media')
    .where('id', 'in', [id, ...variantIds])
    .execute();
  // Its link previews, at any focus (media/share.ts names them after its hash).
  await db
    .deleteFrom('media')
    .where('id', 'like', `${id.slice(0, id.indexOf('.'))}-share-%`)
    .execute();
}

/** A public picture (kind 'image'), or undefined. */
export async function findImage(db: Db, id: string) {
  return db.selectFrom('media').select(['mime', 'bytes', 'size']).where('id', '=', id).where('kind', '=', 'image').executeTakeFirst();
}
