import { isDeepStrictEqual } from 'node:util';
import {
  OWNERS_SITE_DETAILS,
  OWNERS_SITE_PICTURES,
  SITE_HISTORY,
  SITE_PICTURE_SLOTS,
  ownersSiteDetailsRefusal,
  siteDetailsSchema,
  type OwnersSiteDetail,
  type SiteDetailsFields,
  type SitePictureSlot,
  type SiteDetails,
  type UserData,
} from '@firm/contract';
import type { AppContext } from '../context.js';
import type { Trx } from '../db/index.js';
import type { PictureWrite } from './picture-writes.js';
import { ListCache } from './list-cache.js';
import { releaseImage, saveImage } from '../media/store.js';
import { mediaIndex, mediaOf, pictureRef, placed, type StoredPicture } from './pictures.js';
import { afterWrite } from './repository.js';
import { siteSeed } from './seed-files.js';
import { keepVersion, valuesAt, type Versioned } from '../history/version-store.js';
import { logActivity } from '../history/activity.js';
import { forbidden } from '../lib/errors.js';

/** The one row of site_details. */
const SITE_ID = 'site';
/** content_media's collection name for the site's own pictures (so no other item's delete removes them). */
const SITE_MEDIA = 'site';

/** The site's own pictures until the owner replaces them: the build's assets (apps/web/assets). */
const SEED_PICTURES: Record<SitePictureSlot, StoredPicture> = {
  logo: { asset: 'brand/mark' },
  welcome: { asset: 'home/welcome' },
  banner: { asset: 'banners/page' },
  share: { asset: 'brand/og' },
};

/** The row as stored: the details and the pictures the owner replaced. */
type StoredSite = SiteDetailsFields & { pictures?: Partial<Record<SitePictureSlot, StoredPicture>> };

/** Who changes the details: their address for the history, their role for what is the owner's. */
export type SiteEditor = Pick<UserData, 'email' | 'role'>;

/**
 * The owner's details (AUTH-9, decision 087) a change makes differ from what is stored: the admin
 * sends the whole form, so an editor's save that leaves them as they are changes none.
 */
function ownersChanged(before: StoredSite, next: StoredSite): OwnersSiteDetail[] {
  const fields = (Object.keys(OWNERS_SITE_DETAILS) as (keyof typeof OWNERS_SITE_DETAILS)[]).filter(
    (name) => !isDeepStrictEqual(before[name], next[name]),
  );
  const pictures = (Object.keys(OWNERS_SITE_PICTURES) as (keyof typeof OWNERS_SITE_PICTURES)[]).filter(
    (slot) => !isDeepStrictEqual(before.pictures?.[slot], next.pictures?.[slot]),
  );
  return [...fields, ...pictures];
}

/** The site details in the history: one record, its pictures the media its versions keep. */
const VERSIONED: Versioned = {
  ...SITE_HISTORY,
  mediaIds: (values) => Object.values((values['pictures'] ?? {}) as Record<string, StoredPicture>).flatMap(mediaOf),
};

/** content_media's rows for the site's pictures: the replaced ones, each under its slot. */
async function linkPictures(trx: Trx, pictures: StoredSite['pictures']): Promise<void> {
  await trx.deleteFrom('content_media').where('collection', '=', SITE_MEDIA).execute();
  for (const [slot, picture] of Object.entries(pictures ?? {})) {
    for (const media of mediaOf(picture)) {
      await trx.insertInto('content_media').values({ collection: SITE_MEDIA, item_id: slot, media_id: media }).execute();
    }
  }
}

/** The site details: one record, read by every page (cached) and changed by the admin. */
export class SiteDetailsRepo {
  readonly cached: ListCache<SiteDetails>;

  constructor(private readonly ctx: AppContext) {
    this.cached = new ListCache(ctx.contentVersion, () => this.read());
  }

  /** The record as pages and the admin receive it (the first start stores the seed, content/seed.ts). */
  async read(): Promise<SiteDetails> {
    return this.toRecord(await this.stored(this.ctx.db));
  }

  /**
   * A record stored before a field existed (a database from an earlier version) takes that field
   * from the seed, so the pages it fills look as a fresh site's.
   */
  private async stored(db: AppContext['db'] | Trx, forUpdate = false): Promise<StoredSite> {
    const row = await db
      .selectFrom('site_details')
      .select('doc')
      .where('id', '=', SITE_ID)
      // Two edits at once on PostgreSQL: the second waits and merges into the first (SQLite runs writes one at a time).
      .$if(forUpdate && this.ctx.dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirstOrThrow();
    return { ...siteSeed(), ...(JSON.parse(row.doc) as StoredSite) };
  }

  private async toRecord({ pictures: replaced, ...details }: StoredSite): Promise<SiteDetails> {
    const stored = { ...SEED_PICTURES, ...replaced };
    const media = await mediaIndex(
      this.ctx.db,
      SITE_PICTURE_SLOTS.flatMap((slot) => mediaOf(stored[slot])),
    );
    const pictures = Object.fromEntries(
      SITE_PICTURE_SLOTS.map((slot) => [slot, pictureRef(stored[slot], media)]),
    ) as SiteDetails['pictures'];
    return { ...details, pictures };
  }

  /** Stores the first record unless there is one already; true when it was stored. */
  async insertIfAbsent(details: SiteDetailsFields): Promise<boolean> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('site_details')
        .values({ id: SITE_ID, doc: JSON.stringify(siteDetailsSchema.parse(details)), updated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await afterWrite(trx);
      return true;
    });
  }

  /** Replaces the given fields (already checked; nested objects whole) and returns the record. */
  async update(fields: Partial<SiteDetailsFields>, by: SiteEditor): Promise<SiteDetails> {
    return this.change(by, 'edit', (site) => ({ ...site, ...fields }));
  }

  /** The picture in a slot as stored: the owner's, or the seed's. */
  async storedPicture(slot: SitePictureSlot): Promise<StoredPicture> {
    return (await this.stored(this.ctx.db)).pictures?.[slot] ?? SEED_PICTURES[slot];
  }

  /**
   * Puts an uploaded (or turned) picture in a slot with its alt text and focus (IMAGE-5 to IMAGE-7),
   * or the seed's picture back with `null`; the picture it replaces goes when nothing else uses it.
   */
  async setPicture(slot: SitePictureSlot, write: PictureWrite | null, by: SiteEditor): Promise<SiteDetails> {
    return this.change(by, 'edit', async (site, trx) => {
      const pictures = { ...site.pictures };
      if (write) {
        const before = pictures[slot] ?? SEED_PICTURES[slot];
        pictures[slot] = placed(write.image ? { media: await saveImage(trx, write.image) } : before, before, write.settings)!;
      } else delete pictures[slot];
      return { ...site, pictures };
    });
  }

  /** Makes a version of the details current again, as a new version; undefined when there is no such version. */
  async restoreVersion(version: number, by: SiteEditor): Promise<SiteDetails | undefined> {
    try {
      return await this.change(by, 'version', async (site, trx) => {
        const values = await valuesAt(trx, VERSIONED, version, site);
        if (!values) throw new NoSuchVersion();
        return values as StoredSite;
      });
    } catch (error) {
      if (error instanceof NoSuchVersion) return undefined;
      throw error;
    }
  }

  /**
   * Every change: refused (403, nothing written) when an editor's would change what is the owner's;
   * its version kept, the pictures' links kept true, the pictures no longer used released.
   */
  private async change(
    { email: by, role }: SiteEditor,
    action: 'edit' | 'version',
    edit: (site: StoredSite, trx: Trx) => StoredSite | Promise<StoredSite>,
  ): Promise<SiteDetails> {
    const site = await this.ctx.db.transaction().execute(async (trx) => {
      const before = await this.stored(trx, true);
      const next = await edit(before, trx);
      if (role !== 'owner') {
        const changed = ownersChanged(before, next);
        if (changed.length > 0) throw forbidden(ownersSiteDetailsRefusal(changed));
      }
      await trx
        .updateTable('site_details')
        .set({ doc: JSON.stringify(next), updated_at: new Date().toISOString() })
        .where('id', '=', SITE_ID)
        .execute();
      await linkPictures(trx, next.pictures);
      const at = new Date(this.ctx.clock.now());
      if ((await keepVersion(trx, VERSIONED, before, next, by, at)).length > 0) {
        await logActivity(trx, { by, action, collection: SITE_HISTORY.collection, itemId: SITE_HISTORY.id, title: 'Site details', at });
      }
      const kept = new Set(VERSIONED.mediaIds(next));
      for (const id of VERSIONED.mediaIds(before)) if (!kept.has(id)) await releaseImage(trx, id);
      await afterWrite(trx);
      return next;
    });
    return this.toRecord(site);
  }
}

/** A version asked for that the site's history does not have: the transaction is given up. */
class NoSuchVersion extends Error {}
