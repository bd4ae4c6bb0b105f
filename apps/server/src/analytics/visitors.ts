import { createHash, randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/index.js';
import { addressGroup } from '../lib/client-address.js';

/** The day's visitors this server has already seen: a repeat view costs no write. Bounded, as a flood may bring many. */
const KNOWN_VISITORS = 20_000;

/**
 * A visitor is a hash of the day's random salt, the address and the browser (VISITS-2,
 * docs/decisions/055-visits-without-cookies.md): each is counted once a day, and once the salt
 * is deleted with the day nobody can tell whose hash it was. The address is never stored.
 */
export class Visitors {
  /** The day whose salt this server holds, and the salt, read once a day. */
  private salt: { day: string; value: Promise<string> } | undefined;
  private readonly known = new LRUCache<string, true>({ max: KNOWN_VISITORS });

  constructor(private readonly db: Db) {}

  /**
   * The visitor of `day` from this address and user agent. An IPv6 /64 is one address
   * (lib/client-address.ts), so a phone's changing privacy addresses stay one visitor.
   */
  async of(day: string, address: string, userAgent: string): Promise<string> {
    const salt = await this.saltOf(day);
    return createHash('sha256')
      .update(`${salt}\n${addressGroup(address)}\n${userAgent}`)
      .digest('hex')
      .slice(0, 32);
  }

  /** Notes the visitor's view: true for their first of the day, on any app server. */
  async firstView(day: string, visitor: string): Promise<boolean> {
    const key = `${day}|${visitor}`;
    if (this.known.has(key)) return false;
    const { numInsertedOrUpdatedRows } = await this.db
      .insertInto('visit_days')
      .values({ day, visitor })
      .onConflict((oc) => oc.columns(['day', 'visitor']).doNothing())
      .executeTakeFirst();
    this.known.set(key, true);
    return Number(numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Marks the visitor as one who enquired: true the first time that day. A visitor no page view counted is not marked. */
  async firstEnquiry(day: string, visitor: string): Promise<boolean> {
    const { numUpdatedRows } = await this.db
      .updateTable('visit_days')
      .set({ enquired: 1 })
      .where('day', '=', day)
      .where('visitor', '=', visitor)
      .where('enquired', '=', 0)
      .executeTakeFirst();
    return Number(numUpdatedRows) > 0;
  }

  /**
   * The day's salt: made by whichever app server asks first (insert-or-keep), then read back, so
   * every server hashes with the same one. A new day first deletes the salts and hashes of the days
   * before it.
   */
  private saltOf(day: string): Promise<string> {
    if (this.salt?.day !== day) {
      const value = (async () => {
        await forgetPastDays(this.db, day);
        await this.db
          .insertInto('visit_salts')
          .values({ day, salt: randomBytes(32).toString('hex') })
          .onConflict((oc) => oc.column('day').doNothing())
          .execute();
        const row = await this.db.selectFrom('visit_salts').select('salt').where('day', '=', day).executeTakeFirstOrThrow();
        return row.salt;
      })();
      this.salt = { day, value };
      this.known.clear();
      // A failed read is asked again by the next view rather than kept.
      value.catch(() => {
        if (this.salt?.value === value) this.salt = undefined;
      });
    }
    return this.salt!.value;
  }
}

/** Deletes the salts and visitor hashes of the days before `today` (also run by ops/housekeeping.ts). */
export async function forgetPastDays(db: Db, today: string): Promise<void> {
  await db.deleteFrom('visit_salts').where('day', '<', today).execute();
  await db.deleteFrom('visit_days').where('day', '<', today).execute();
}
