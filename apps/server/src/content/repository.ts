import type { Transaction } from 'kysely';
import type { ItemBase } from '@firm/contract';
import type { AppContext } from '../context.js';
import type { Database } from '../db/schema.js';
import type { ProcessedImage } from '../lib/images.js';
import { ListCache } from '../lib/list-cache.js';
import { releaseImage, saveDownload, saveImage } from '../lib/media-store.js';
import type { CheckedDownload } from './download-files.js';
import type { Doc, ServerCollection, StoredFiles } from './definitions.js';
import { mediaIndex } from './pictures.js';

export type Trx = Transaction<Database>;

/**
 * Every transaction that changes what a public page shows passes here before it commits: the one
 * place to tell other caches about it (issue 9 wires its bumpContentVersion(trx) in here).
 */
export async function afterWrite(_trx: Trx): Promise<void> {}

/** Files of a write, checked and encoded before its transaction starts. */
export interface PreparedFiles {
  image?: ProcessedImage;
  file?: CheckedDownload & { thumbnail: ProcessedImage | null };
}

async function storeFiles(trx: Trx, files: PreparedFiles): Promise<StoredFiles> {
  const stored: StoredFiles = {};
  if (files.image) stored.image = { media: await saveImage(trx, files.image) };
  if (files.file) {
    const { bytes, mime, fileType, name, thumbnail } = files.file;
    stored.file = { media: await saveDownload(trx, { bytes, mime }), name, mime, fileType, size: bytes.length };
    stored.fileThumbnail = thumbnail ? { media: await saveImage(trx, thumbnail) } : null;
  }
  return stored;
}

const parse = (doc: string) => JSON.parse(doc) as Doc;

/** One collection's items in content_items: reads (the public one cached), writes, order. */
export class CollectionRepo<Item extends ItemBase = ItemBase> {
  /** The visible items in order, kept while the collection is unchanged (pages and the public API read it). */
  readonly visible: ListCache<Item[]>;

  constructor(
    private readonly ctx: AppContext,
    readonly def: ServerCollection<Item>,
  ) {
    this.visible = new ListCache(ctx, { table: 'content_items', collection: def.spec.slug }, () => this.list(false));
  }

  private get slug() {
    return this.def.spec.slug;
  }

  private rows(includeHidden: boolean) {
    const q = this.ctx.db.selectFrom('content_items').select(['id', 'hidden', 'doc']).where('collection', '=', this.slug);
    return includeHidden ? q : q.where('hidden', '=', 0);
  }

  private async toItems(rows: { id: string; hidden: number; doc: string }[]): Promise<Item[]> {
    const docs = rows.map((r) => parse(r.doc));
    const media = await mediaIndex(this.ctx.db, docs.flatMap((d) => this.def.mediaIds(d)));
    return rows.map((r, i) => this.def.toItem(r.id, r.hidden === 1, docs[i]!, media));
  }

  /** Items in the owner's order; hidden ones only when asked (the admin). */
  async list(includeHidden: boolean): Promise<Item[]> {
    return this.toItems(await this.rows(includeHidden).orderBy('position').orderBy('id').execute());
  }

  async find(id: string, includeHidden: boolean): Promise<Item | undefined> {
    const row = await this.rows(includeHidden).where('id', '=', id).executeTakeFirst();
    return row ? (await this.toItems([row]))[0] : undefined;
  }

  /** An item's stored document (a download's file), hidden items only for the admin. */
  async doc(id: string, includeHidden: boolean): Promise<Doc | undefined> {
    const row = await this.rows(includeHidden).where('id', '=', id).executeTakeFirst();
    return row ? parse(row.doc) : undefined;
  }

  async docs(includeHidden: boolean): Promise<{ id: string; doc: Doc }[]> {
    return (await this.rows(includeHidden).execute()).map((r) => ({ id: r.id, doc: parse(r.doc) }));
  }

  private async link(trx: Trx, id: string, doc: Doc): Promise<void> {
    await trx.deleteFrom('content_media').where('collection', '=', this.slug).where('item_id', '=', id).execute();
    for (const mediaId of new Set(this.def.mediaIds(doc))) {
      await trx.insertInto('content_media').values({ collection: this.slug, item_id: id, media_id: mediaId }).execute();
    }
  }

  /**
   * Adds an item at the end with the next number as its id; returns the id. Two adds at once
   * may pick the same number: the second finds it taken and takes the next.
   */
  async add(fields: Doc, files: PreparedFiles): Promise<string> {
    const { hidden, ...rest } = fields;
    return this.ctx.db.transaction().execute(async (trx) => {
      const stored = await storeFiles(trx, files);
      const doc = this.def.toDoc(rest, stored, undefined);
      const now = new Date().toISOString();
      for (;;) {
        const existing = await trx.selectFrom('content_items').select(['id', 'position']).where('collection', '=', this.slug).execute();
        const id = String(Math.max(0, ...existing.map((r) => Number(r.id)).filter(Number.isFinite)) + 1);
        const position = Math.max(0, ...existing.map((r) => r.position)) + 1;
        const inserted = await trx
          .insertInto('content_items')
          .values({ collection: this.slug, id, position, hidden: hidden === true ? 1 : 0, doc: JSON.stringify(doc), created_at: now, updated_at: now })
          .onConflict((oc) => oc.columns(['collection', 'id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
        await this.link(trx, id, doc);
        await afterWrite(trx);
        return id;
      }
    });
  }

  /** Changes the given fields (and files) of an item; false when there is no such item. */
  async update(id: string, fields: Doc, files: PreparedFiles): Promise<boolean> {
    const { hidden, ...rest } = fields;
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('content_items').select('doc').where('collection', '=', this.slug).where('id', '=', id).executeTakeFirst();
      if (!row) return false;
      const current = parse(row.doc);
      const stored = await storeFiles(trx, files);
      const doc = this.def.toDoc(rest, stored, current);
      await trx
        .updateTable('content_items')
        .set({ doc: JSON.stringify(doc), updated_at: new Date().toISOString(), ...(typeof hidden === 'boolean' ? { hidden: hidden ? 1 : 0 } : {}) })
        .where('collection', '=', this.slug)
        .where('id', '=', id)
        .execute();
      await this.link(trx, id, doc);
      const kept = new Set(this.def.mediaIds(doc));
      for (const old of this.def.mediaIds(current)) if (!kept.has(old)) await releaseImage(trx, old);
      // A thumbnail made from a new file is not used when the owner gave one.
      if (stored.fileThumbnail && 'media' in stored.fileThumbnail && !kept.has(stored.fileThumbnail.media)) await releaseImage(trx, stored.fileThumbnail.media);
      await afterWrite(trx);
      return true;
    });
  }

  async remove(id: string): Promise<boolean> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('content_items').select('doc').where('collection', '=', this.slug).where('id', '=', id).executeTakeFirst();
      if (!row) return false;
      await trx.deleteFrom('content_items').where('collection', '=', this.slug).where('id', '=', id).execute();
      await trx.deleteFrom('content_media').where('collection', '=', this.slug).where('item_id', '=', id).execute();
      for (const mediaId of this.def.mediaIds(parse(row.doc))) await releaseImage(trx, mediaId);
      await afterWrite(trx);
      return true;
    });
  }

  /** Puts the items in the order given; false unless `ids` lists every item exactly once. */
  async reorder(ids: string[]): Promise<boolean> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom('content_items').select(['id', 'position']).where('collection', '=', this.slug).execute();
      const given = new Set(ids);
      if (given.size !== ids.length || ids.length !== rows.length || !rows.every((r) => given.has(r.id))) return false;
      const now = new Date().toISOString();
      const position = new Map(rows.map((r) => [r.id, r.position]));
      for (const [i, id] of ids.entries()) {
        if (position.get(id) !== i + 1) {
          await trx.updateTable('content_items').set({ position: i + 1, updated_at: now }).where('collection', '=', this.slug).where('id', '=', id).execute();
        }
      }
      await afterWrite(trx);
      return true;
    });
  }
}
