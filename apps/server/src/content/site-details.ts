import { siteDetailsSchema, type SiteDetails } from '@firm/contract';
import type { AppContext } from '../context.js';
import { ListCache } from '../lib/list-cache.js';
import { afterWrite } from './repository.js';

/** The one row of site_details. */
const SITE_ID = 'site';

/** The site details: one record, read by every page (cached) and changed by the admin. */
export class SiteDetailsRepo {
  readonly cached: ListCache<SiteDetails>;

  constructor(private readonly ctx: AppContext) {
    this.cached = new ListCache(ctx, { table: 'site_details' }, () => this.read());
  }

  /** The record as stored (the first start stores the seed, db/seed.ts). */
  async read(): Promise<SiteDetails> {
    const row = await this.ctx.db.selectFrom('site_details').select('doc').where('id', '=', SITE_ID).executeTakeFirstOrThrow();
    return JSON.parse(row.doc) as SiteDetails;
  }

  /** Stores the first record unless there is one already; true when it was stored. */
  async insertIfAbsent(details: SiteDetails): Promise<boolean> {
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
  async update(fields: Partial<SiteDetails>): Promise<SiteDetails> {
    return this.ctx.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('site_details').select('doc').where('id', '=', SITE_ID)
        // Two partial edits at once on PostgreSQL: the second waits and merges into the first (SQLite runs writes one at a time).
        .$if(this.ctx.dialect === 'postgres', (q) => q.forUpdate())
        .executeTakeFirstOrThrow();
      const details = { ...(JSON.parse(row.doc) as SiteDetails), ...fields };
      await trx.updateTable('site_details').set({ doc: JSON.stringify(details), updated_at: new Date().toISOString() }).where('id', '=', SITE_ID).execute();
      await afterWrite(trx);
      return details;
    });
  }
}
