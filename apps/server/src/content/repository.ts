import { randomUUID } from 'node:crypto';
import { sql, type Updateable } from 'kysely';
import type { AppContext } from '../context.js';
import type { Db, Trx } from '../db/index.js';
import type { Database } from '../db/schema.js';
import type { ProcessedImage } from '../media/images.js';
import { bumpContentVersion } from './version.js';
import { ListCache } from './list-cache.js';
import { releaseImage, saveDownload, saveImage } from '../media/store.js';
import { possibleId } from '../lib/possible-id.js';
import type { CheckedDownload } from './download-files.js';
import type { CollectionSpec, DownloadFileType } from '@firm/contract';
import { mediaIndex, type MediaIndex, type StoredPicture } from './pictures.js';
import type { PictureWrite } from './picture-writes.js';
import { moveToTrash, restoreFromTrash, trashedIds } from '../trash/trash-store.js';
import { keepVersion, valuesAt, type Values, type Versioned } from '../history/version-store.js';
import { logActivity } from '../history/activity.js';
import type { ActivityAction } from '@firm/contract';
import { zonedDate } from '../lib/zoned-time.js';

/** An item's row as the engine reads it. */
type StoredRow = Pick<Database['content_items'], 'id' | 'doc' | 'hidden' | 'position'>;
const docOf = (row: Pick<StoredRow, 'doc'>) => JSON.parse(row.doc) as Doc;

/**
 * Every transaction that changes what a public page shows passes here before it commits: the one
 * place that moves the content version the rendered-page cache and the list caches are keyed on
 * (content/version.ts).
 */
export async function afterWrite(trx: Trx): Promise<void> {
  await bumpContentVersion(trx);
}

/** An item's stored fields: without `_id`, `hidden` and `position` (columns), pictures and files as references. */
export type Doc = Record<string, unknown>;

/** A download's file as stored: uploaded (media) or one of the committed seed files (apps/web/public/downloads). */
export interface StoredFile {
  media?: string;
  seed?: string;
  name: string;
  mime: string;
  fileType: DownloadFileType;
  size: number;
}

/** The files of one write, once stored: its pictures by field name, the download's `file` and the thumbnail made from it. */
export interface StoredFiles {
  pictures?: Record<string, StoredPicture>;
  file?: StoredFile;
  fileThumbnail?: StoredPicture | null;
  /** The alt text and focus the write gives each picture, by field name (IMAGE-5, IMAGE-7). */
  pictureSettings?: Record<string, PictureWrite['settings']>;
}

/** Files of a write, checked and encoded before its transaction starts. */
export interface PreparedFiles {
  pictures?: Record<string, ProcessedImage>;
  file?: CheckedDownload & { thumbnail: ProcessedImage | null };
  pictureSettings?: Record<string, PictureWrite['settings']>;
}

/** What a stored row says besides its fields. */
export interface ItemRow {
  id: string;
  hidden: boolean;
  position: number;
}

/**
 * How a collection keeps its items in content_items, each a row with its fields as a JSON document
 * (decision 073: offers and sliders too).
 */
export type Storage = Pick<CollectionSpec, 'order' | 'ids' | 'hideable'>;

/** The engine's view of one collection: where it is stored and how its items are made. */
export interface EngineCollection<Item> {
  slug: string;
  storage: Storage;
  /** The stored fields after a write: the checked fields over the current ones, with the stored files. */
  toDoc(fields: Doc, files: StoredFiles, current: Doc | undefined): Doc;
  toItem(row: ItemRow, doc: Doc, media: MediaIndex): Item;
  /** Media the item refers to (deleted with the last item that uses them). */
  mediaIds(doc: Doc): string[];
  /** What the Trash tab calls an item of it ('Service', 'Offer'). */
  kind: string;
  /** The address of the item's picture, for the Trash tab. */
  pictureOf(item: Item): string | null;
  /**
   * Items shown between dates (a definition's `dated`, OFFER-3): the item as of `day` (YYYY-MM-DD in TIME_ZONE), and
   * whether visitors see it then, and the first day of one not shown yet (null for a current or ended one). The
   * public reads keep the current ones only.
   */
  dated?: { on(item: Item, day: string): Item; current(item: Item): boolean; scheduledFrom(item: Item): string | null };
}

async function storeFiles(trx: Trx, files: PreparedFiles): Promise<StoredFiles> {
  const stored: StoredFiles = files.pictureSettings ? { pictureSettings: files.pictureSettings } : {};
  for (const [name, image] of Object.entries(files.pictures ?? {})) (stored.pictures ??= {})[name] = { media: await saveImage(trx, image) };
  if (files.file) {
    const { bytes, mime, fileType, name, thumbnail } = files.file;
    stored.file = { media: await saveDownload(trx, { bytes, mime }), name, mime, fileType, size: bytes.length };
    stored.fileThumbnail = thumbnail ? { media: await saveImage(trx, thumbnail) } : null;
  }
  return stored;
}

/** One collection's items: reads (the public one cached), writes, order. */
export class CollectionRepo<Item> {
  /** The visible items in order, kept while the content version is unchanged (pages and the public API read it). */
  readonly visible: ListCache<Item[]>;
  /** A dated collection's (offers') soonest first day of an item not shown yet, null when none is: what /offers names while none shows. */
  readonly nextStart: ListCache<string | null> | undefined;

  constructor(
    private readonly ctx: AppContext,
    readonly def: EngineCollection<Item>,
  ) {
    const { dated } = def;
    this.visible = dated
      ? new ListCache(
          ctx.contentVersion,
          async (day) => (await this.list(false, day)).filter((item) => dated.current(item)),
          () => this.today(),
        )
      : new ListCache(ctx.contentVersion, () => this.list(false));
    this.nextStart =
      dated &&
      new ListCache(
        ctx.contentVersion,
        async (day) => {
          const days = (await this.list(false, day)).flatMap((item) => dated.scheduledFrom(item) ?? []);
          return days.length > 0 ? days.reduce((soonest, d) => (d < soonest ? d : soonest)) : null;
        },
        () => this.today(),
      );
  }

  /** Today in the firm's time zone (TIME_ZONE), by the app's clock: the day dated items are read on. */
  today(): string {
    return zonedDate(this.ctx.clock.now(), this.ctx.config.timeZone);
  }

  /** The collection's rows, for reads and writes alike. */
  private from(db: Db | Trx) {
    return db.selectFrom('content_items').select(['id', 'doc', 'hidden', 'position']).where('collection', '=', this.def.slug);
  }

  private rows(db: Db | Trx, includeHidden: boolean) {
    const q = this.from(db);
    return this.def.storage.hideable && !includeHidden ? q.where('hidden', '=', 0) : q;
  }

  private ordered(db: Db | Trx, includeHidden: boolean) {
    const q = this.rows(db, includeHidden);
    return this.def.storage.order === 'newest' ? q.orderBy('created_at', 'desc').orderBy('id') : q.orderBy('position').orderBy('id');
  }

  private read(row: StoredRow): { row: ItemRow; doc: Doc } {
    return { row: { id: row.id, hidden: row.hidden === 1, position: row.position }, doc: docOf(row) };
  }

  private async toItems(rows: StoredRow[], db: Db | Trx = this.ctx.db, day?: string): Promise<Item[]> {
    const read = rows.map((r) => this.read(r));
    const media = await mediaIndex(
      db,
      read.flatMap((r) => this.def.mediaIds(r.doc)),
    );
    const { dated } = this.def;
    const on = dated ? (day ?? this.today()) : '';
    return read.map((r) => {
      const item = this.def.toItem(r.row, r.doc, media);
      return dated ? dated.on(item, on) : item;
    });
  }

  /** Items in order; hidden ones only when asked (the admin); dated ones as of `day` (today when not given), whatever their dates. */
  async list(includeHidden: boolean, day?: string): Promise<Item[]> {
    return this.toItems(await this.ordered(this.ctx.db, includeHidden).execute(), this.ctx.db, day);
  }

  async find(id: string, includeHidden: boolean): Promise<Item | undefined> {
    if (!possibleId(id)) return undefined;
    const row = await this.rows(this.ctx.db, includeHidden).where('id', '=', id).executeTakeFirst();
    return row ? (await this.toItems([row]))[0] : undefined;
  }

  /** Stored fields of the items (a download's file), hidden ones only when asked. */
  async docs(includeHidden: boolean, id?: string): Promise<{ id: string; doc: Doc }[]> {
    if (id !== undefined && !possibleId(id)) return [];
    const q = this.rows(this.ctx.db, includeHidden);
    return (await (id === undefined ? q : q.where('id', '=', id)).execute()).map((r) => ({ id: r.id, doc: docOf(r) }));
  }

  private updateRow(trx: Trx, id: string, values: Updateable<Database['content_items']>) {
    return trx.updateTable('content_items').set(values).where('collection', '=', this.def.slug).where('id', '=', id).execute();
  }

  /** content_media: which media each item uses (the references are inside its document); nothing with `doc` undefined. */
  private async link(trx: Trx, id: string, doc: Doc | undefined): Promise<void> {
    await trx.deleteFrom('content_media').where('collection', '=', this.def.slug).where('item_id', '=', id).execute();
    for (const mediaId of new Set(doc ? this.def.mediaIds(doc) : [])) {
      await trx.insertInto('content_media').values({ collection: this.def.slug, item_id: id, media_id: mediaId }).execute();
    }
  }

  /** An item's row as stored, for the writes that change it. */
  private async stored(trx: Trx, id: string): Promise<StoredRow | undefined> {
    return possibleId(id) ? await this.from(trx).where('id', '=', id).executeTakeFirst() : undefined;
  }

  /**
   * Makes the transactions that give items places in the order (an add, a restore) wait for one
   * another (UPLOAD-4). SQLite runs one transaction at a time already; on PostgreSQL two adds at once
   * would both read the same last place and take it twice (random ids never collide to stop them).
   */
  private async ownTheOrder(trx: Trx): Promise<void> {
    if (this.ctx.dialect === 'postgres' && this.def.storage.order === 'owner')
      await sql`SELECT pg_advisory_xact_lock(hashtext(${`order:content_items:${this.def.slug}`}))`.execute(trx);
  }

  /**
   * Adds an item at the end (or first, newest first) and returns its id; adds at once take the places
   * after one another, in the order they are stored. Numbered ids: should its number be taken all the
   * same, the add takes the next.
   */
  async add(fields: Doc, files: PreparedFiles, by: string): Promise<string> {
    const { hidden, ...rest } = fields;
    const { storage } = this.def;
    return this.ctx.db.transaction().execute(async (trx) => {
      const stored = await storeFiles(trx, files);
      const doc = this.def.toDoc(rest, stored, undefined);
      // After the pictures are stored: adds at once wait for one another only for the few rows of the item.
      await this.ownTheOrder(trx);
      const now = new Date().toISOString();
      for (;;) {
        const existing = storage.order === 'owner' || storage.ids === 'numbered' ? await this.from(trx).execute() : [];
        // A trashed item keeps its number: restored, it comes back at the same address.
        const taken = storage.ids === 'numbered' ? [...existing.map((r) => r.id), ...(await trashedIds(trx, this.def.slug))] : [];
        const id = storage.ids === 'random' ? randomUUID() : String(Math.max(0, ...taken.map(Number).filter(Number.isFinite)) + 1);
        // Newest first orders by when added; the position stays 0.
        const position = storage.order === 'owner' ? Math.max(0, ...existing.map((r) => r.position)) + 1 : 0;
        const values = {
          collection: this.def.slug,
          id,
          doc: JSON.stringify(doc),
          position,
          hidden: storage.hideable && hidden === true ? 1 : 0,
          created_at: now,
          updated_at: now,
        };
        const inserted = await trx
          .insertInto('content_items')
          .values(values)
          .onConflict((oc) => oc.columns(['collection', 'id']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) continue;
        await this.link(trx, id, doc);
        await keepVersion(trx, this.versioned(id), undefined, this.values(doc, values.hidden), by, new Date(this.ctx.clock.now()));
        await this.done(trx, by, 'add', id, doc);
        await afterWrite(trx);
        return id;
      }
    });
  }

  /** What the history keeps of an item: its fields and, where items can be hidden, whether it is. */
  private values(doc: Doc, hidden: unknown): Values {
    return this.def.storage.hideable ? { ...doc, hidden: hidden === 1 || hidden === true } : doc;
  }

  /** The activity's entry of a change to this collection (history/activity.ts). */
  private done(trx: Trx, by: string, action: ActivityAction, id?: string, doc?: Doc) {
    const title = doc?.['title'];
    return logActivity(trx, {
      by,
      action,
      collection: this.def.slug,
      itemId: id,
      title: typeof title === 'string' ? title : undefined,
      at: new Date(this.ctx.clock.now()),
    });
  }

  private versioned(id: string): Versioned {
    return { collection: this.def.slug, id, mediaIds: (values) => this.def.mediaIds(values) };
  }

  /** Changes the given fields (and files) of an item; false when there is no such item. */
  async update(id: string, fields: Doc, files: PreparedFiles, by: string): Promise<boolean> {
    const { hidden, ...rest } = fields;
    const { storage } = this.def;
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await this.stored(trx, id);
      if (!row) return false;
      const current = docOf(row);
      const stored = await storeFiles(trx, files);
      const doc = this.def.toDoc(rest, stored, current);
      const values: Updateable<Database['content_items']> = { doc: JSON.stringify(doc), updated_at: new Date().toISOString() };
      if (storage.hideable && typeof hidden === 'boolean') values.hidden = hidden ? 1 : 0;
      await this.updateRow(trx, id, values);
      await this.link(trx, id, doc);
      const after = this.values(doc, values.hidden ?? row.hidden);
      const changed = await keepVersion(
        trx,
        this.versioned(id),
        this.values(current, row.hidden),
        after,
        by,
        new Date(this.ctx.clock.now()),
      );
      if (changed.length > 0) await this.done(trx, by, changed.join() === 'hidden' ? (after['hidden'] ? 'hide' : 'show') : 'edit', id, doc);
      const kept = new Set(this.def.mediaIds(doc));
      for (const old of this.def.mediaIds(current)) if (!kept.has(old)) await releaseImage(trx, old);
      // A thumbnail made from a new file is not used when the owner gave one.
      if (stored.fileThumbnail && 'media' in stored.fileThumbnail && !kept.has(stored.fileThumbnail.media))
        await releaseImage(trx, stored.fileThumbnail.media);
      await afterWrite(trx);
      return true;
    });
  }

  /**
   * Makes a version of an item current again, as a new version (so it can be taken back too):
   * 'restored', or what stood in the way.
   */
  async restoreVersion(id: string, version: number, by: string): Promise<'restored' | 'no item' | 'no version'> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await this.stored(trx, id);
      if (!row) return 'no item';
      const current = this.values(docOf(row), row.hidden);
      const target = await valuesAt(trx, this.versioned(id), version, current);
      if (!target) return 'no version';
      const { hidden, ...doc } = target;
      const values: Updateable<Database['content_items']> = { doc: JSON.stringify(doc), updated_at: new Date().toISOString() };
      if (this.def.storage.hideable) values.hidden = hidden === true ? 1 : 0;
      await this.updateRow(trx, id, values);
      await this.link(trx, id, doc);
      await keepVersion(trx, this.versioned(id), current, target, by, new Date(this.ctx.clock.now()));
      await this.done(trx, by, 'version', id, doc);
      const kept = new Set(this.def.mediaIds(doc));
      for (const old of this.def.mediaIds(current)) if (!kept.has(old)) await releaseImage(trx, old);
      await afterWrite(trx);
      return 'restored';
    });
  }

  /**
   * Moves an item to the trash (docs/decisions/044), its media held there; `by` is the admin's
   * email. False when there is no such item.
   */
  async remove(id: string, by: string): Promise<boolean> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await this.stored(trx, id);
      if (!row) return false;
      const [item] = await this.toItems([row], trx);
      const doc = docOf(row);
      await moveToTrash(trx, {
        collection: this.def.slug,
        table: 'content_items',
        scope: { collection: this.def.slug },
        id,
        kind: this.def.kind,
        title: String(doc['title'] ?? ''),
        picture: this.def.pictureOf(item!),
        media: this.def.mediaIds(doc),
        by,
        at: new Date(this.ctx.clock.now()),
      });
      await this.link(trx, id, undefined);
      await this.done(trx, by, 'delete', id, doc);
      await afterWrite(trx);
      return true;
    });
  }

  /** Puts a trashed item back as it was: same id, fields, media, hidden state and place in the order. False when it is not in the trash. */
  async restore(id: string, by: string): Promise<boolean> {
    return this.ctx.db.transaction().execute(async (trx) => {
      await this.ownTheOrder(trx);
      // Its place is kept: when another item took its number meanwhile (a new order), the items from there on move one down.
      const row = await restoreFromTrash(trx, this.def.slug, id, async (trashed) => {
        if (this.def.storage.order !== 'owner') return;
        const taken = await this.from(trx).where('position', '=', Number(trashed['position'])).executeTakeFirst();
        if (!taken) return;
        await trx
          .updateTable('content_items')
          .set((eb) => ({ position: eb('position', '+', 1) }))
          .where('collection', '=', this.def.slug)
          .where('position', '>=', Number(trashed['position']))
          .execute();
      });
      if (!row) return false;
      const doc = docOf(row as StoredRow);
      await this.link(trx, id, doc);
      await this.done(trx, by, 'restore', id, doc);
      await afterWrite(trx);
      return true;
    });
  }

  /**
   * Puts the items in the order `arrange` makes of the current one; false when it gives anything
   * but every item exactly once (or nothing to do: null). Renumbering them all also mends equal
   * positions left by two adds at once.
   */
  async reorder(arrange: (current: string[]) => string[] | null | false, by: string): Promise<boolean> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const rows = await this.from(trx).orderBy('position').orderBy('id').execute();
      const ids = arrange(rows.map((r) => r.id));
      if (ids === null) return true;
      if (!ids) return false;
      const given = new Set(ids);
      if (given.size !== ids.length || ids.length !== rows.length || !rows.every((r) => given.has(r.id))) return false;
      const now = new Date().toISOString();
      const position = new Map(rows.map((r) => [r.id, r.position]));
      for (const [i, id] of ids.entries()) {
        if (position.get(id) !== i + 1) await this.updateRow(trx, id, { position: i + 1, updated_at: now });
      }
      await this.done(trx, by, 'order');
      await afterWrite(trx);
      return true;
    });
  }
}
