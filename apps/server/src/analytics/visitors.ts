import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/index.js';
import { addressGroup } from '../lib/client-address.js';
import { dayAfter } from '../lib/zoned-time.js';

/**
 * A visitor is a hash of the day's random salt, the address and the browser (VISITS-2,
 * docs/decisions/055-visits-without-cookies.md), added to the day's sketches (sketch.ts,
 * docs/decisions/086): each is counted once a day, and once the salt is deleted with the day
 * nobody can tell whose hash it was. Neither the address nor the hash is stored.
 */
export class Visitors {
  /** The day whose salt this server holds, and the salt, read once a day. */
  private salt: { day: string; value: Promise<string> } | undefined;

  constructor(private readonly db: Db) {}

  /**
   * The visitor of `day` from this address and user agent: 32 bits of the hash, what a sketch
   * takes. An IPv6 /64 is one address (lib/client-address.ts), so a phone's changing privacy
   * addresses stay one visitor.
   */
  async of(day: string, address: string, userAgent: string): Promise<number> {
    const salt = await this.saltOf(day);
    return createHash('sha256')
      .update(`${salt}\n${addressGroup(address)}\n${userAgent}`)
      .digest()
      .readUInt32BE(0);
  }

  /**
   * The day's salt: made by whichever app server asks first (insert-or-keep), then read back, so
   * every server hashes with the same one. A new day first deletes the salts of the days before it
   * and the sketches of the days before yesterday.
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
      // A failed read is asked again by the next view rather than kept.
      value.catch(() => {
        if (this.salt?.value === value) this.salt = undefined;
      });
    }
    return this.salt!.value;
  }
}

/**
 * Deletes the salts of the days before `today` (also run by ops/housekeeping.ts), and the sketches
 * of the days before yesterday: yesterday's stays for the counts an app server writes just after
 * midnight. Without its salt a sketch tells nothing of whom it counted (docs/decisions/086).
 */
export async function forgetPastDays(db: Db, today: string): Promise<void> {
  await db.deleteFrom('visit_salts').where('day', '<', today).execute();
  await db.deleteFrom('visit_sketches').where('day', '<', dayAfter(today, -1)).execute();
}
