import { sql, type CompiledQuery } from 'kysely';
import type { AppContext } from '../context.js';
import { sharedPerTurn } from '../lib/per-turn.js';

/** Where a cached read comes from: a table, or the rows of one collection in content_items. */
export type CacheSource = { table: 'offers' | 'sliders' | 'site_details' } | { table: 'content_items'; collection: string };

interface Entry<T> {
  value: T;
  /** Its JSON texts, by the key they are wrapped in. */
  json: Map<string | undefined, string>;
}

/**
 * A public read (offers, sliders, the site details, a collection's visible items), built once and
 * served again while its rows are unchanged. "Unchanged" is asked of the database for every read
 * (reads arriving together share one check), so an edit made through another app server is seen
 * at once and no server's clock matters. The cache is a copy: losing it costs one rebuild
 * (docs/decisions/010-list-cache-checked-against-the-database.md).
 *
 * The check: on PostgreSQL, the ids and updated_at stamps of the rows (every write sets updated_at
 * or adds or removes a row). On SQLite, cheaper and as exact: the file's data_version (moves when
 * another connection commits) and this connection's total_changes() (moves with each row it
 * writes). It runs on every read, so its cost is the cost of a cached read (bench/api).
 *
 * The value is shared by every caller: read it, never change it.
 */
export class ListCache<T> {
  private stamp: string | undefined;
  private current: Entry<T> | undefined;
  /** Compiled once: this query runs on every read. */
  private readonly check: CompiledQuery<{ f: string | null }>;

  constructor(
    private readonly ctx: AppContext,
    source: CacheSource,
    private readonly build: () => Promise<T>,
  ) {
    const t = sql.table(source.table);
    const where = source.table === 'content_items' ? sql` where collection = ${source.collection}` : sql``;
    this.check = (
      ctx.dialect === 'postgres'
        ? sql<{ f: string | null }>`select string_agg(id || updated_at, ',' order by id) as f from ${t}${where}`
        : sql<{ f: string | null }>`select data_version || '-' || total_changes() as f from pragma_data_version`
    ).compile(ctx.db);
  }

  private async fingerprint(): Promise<string> {
    const { rows } = await this.ctx.db.executeQuery(this.check);
    return rows[0]?.f ?? '';
  }

  /** The value, rebuilt only when its rows changed since it was last built. */
  async value(): Promise<T> {
    return (await this.fresh()).value;
  }

  /**
   * The value as JSON text, for answers that send it as it is; with `key`, as the one member of an
   * object (`{"offer":[...]}`). Made once per build: a cached read copies nothing.
   */
  async json(key?: string): Promise<string> {
    const entry = await this.fresh();
    let text = entry.json.get(key);
    if (text === undefined) {
      text = JSON.stringify(key === undefined ? entry.value : { [key]: entry.value });
      entry.json.set(key, text);
    }
    return text;
  }

  /** Reads arriving together share one check (lib/per-turn.ts). */
  private readonly fresh: () => Promise<Entry<T>> = sharedPerTurn(() => this.refresh());

  private async refresh(): Promise<Entry<T>> {
    const stamp = await this.fingerprint();
    if (stamp !== this.stamp || this.current === undefined) {
      // Built after the stamp was read: a write in between leaves a newer value under an older stamp, rebuilt next time.
      this.current = { value: await this.build(), json: new Map() };
      this.stamp = stamp;
    }
    return this.current;
  }
}
