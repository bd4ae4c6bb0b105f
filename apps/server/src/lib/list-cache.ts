import { sql, type CompiledQuery } from 'kysely';
import type { AppContext } from '../context.js';
import { sharedPerTurn } from './per-turn.js';

/**
 * The JSON of a public list (offers, sliders), built once and served again while the table is
 * unchanged. "Unchanged" is asked of the database for every read (reads arriving together share
 * one check), so an edit made through another app server is seen at once and no server's clock
 * matters. The cache is a copy: losing it costs one rebuild (docs/decisions/010-list-cache-checked-against-the-database.md).
 *
 * The check: on PostgreSQL, the ids and updated_at stamps of the table (every write sets
 * updated_at or adds or removes a row). On SQLite, cheaper and as exact: the file's data_version
 * (moves when another connection commits) and this connection's total_changes() (moves with each
 * row it writes). It runs on every read, so its cost is the cost of a cached read (bench/api).
 */
export class ListCache {
  private stamp: string | undefined;
  private body: string | undefined;
  /** Compiled once: this query runs on every read of the list. */
  private readonly check: CompiledQuery<{ f: string | null }>;

  constructor(
    private readonly ctx: AppContext,
    table: 'offers' | 'sliders',
    private readonly build: () => Promise<unknown>,
  ) {
    const t = sql.table(table);
    this.check = (
      ctx.dialect === 'postgres'
        ? sql<{ f: string | null }>`select string_agg(id || updated_at, ',' order by id) as f from ${t}`
        : sql<{ f: string | null }>`select data_version || '-' || total_changes() as f from pragma_data_version`
    ).compile(ctx.db);
  }

  private async fingerprint(): Promise<string> {
    const { rows } = await this.ctx.db.executeQuery(this.check);
    return rows[0]?.f ?? '';
  }

  /**
   * The list's JSON text, rebuilt only when the table changed since it was last built. Reads
   * arriving together share one check (lib/per-turn.ts).
   */
  readonly json: () => Promise<string> = sharedPerTurn(() => this.refresh());

  private async refresh(): Promise<string> {
    const stamp = await this.fingerprint();
    if (stamp !== this.stamp || this.body === undefined) {
      // Built after the stamp was read: a write in between leaves a newer body under an older stamp, rebuilt next time.
      this.body = JSON.stringify(await this.build());
      this.stamp = stamp;
    }
    return this.body;
  }
}
