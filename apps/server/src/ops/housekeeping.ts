import type { FastifyBaseLogger } from 'fastify';
import { ACTIVITY_KEPT_DAYS } from '@firm/contract';
import type { AppContext } from '../context.js';
import { purgeTrash } from '../trash/trash-store.js';
import { purgeActivity } from '../history/activity.js';
import { purgeSessions } from '../auth/sessions.js';
import { purgeLinks } from '../auth/account-links.js';
import { giveSpaceBack } from '../db/sqlite-space.js';
import { forgetPastDays } from '../analytics/visitors.js';
import { zonedDate } from '../lib/zoned-time.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The hourly deletion of old trash and activity. */
    housekeeping: Housekeeping;
  }
}

/** How often each app server looks for what has been kept long enough. */
export const HOUSEKEEPING_INTERVAL_MS = 3600_000;

/**
 * Deletes, by the app's clock, at start and every hour: trash entries older than TRASH_DAYS
 * (decision 044), activity older than a year (decision 047) and the rows of expired sessions and used or expired account links (decision 048). Several app servers may run it
 * at once: each trash entry is deleted by one of them, and a delete of old activity twice is harmless.
 * Then a SQLite file gives the space of what was deleted back to the disk (db/sqlite-space.ts).
 */
export class Housekeeping {
  private cancel: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One round now (what the tests call after moving their clock): how many entries of each went. */
  async run(): Promise<{ trash: number; activity: number; sessions: number; links: number; spaceBytes: number }> {
    const now = this.ctx.clock.now();
    const done = { trash: 0, activity: 0, sessions: 0, links: 0, spaceBytes: 0 };
    try {
      done.trash = await purgeTrash(this.ctx.db, now, this.ctx.config.trashDays);
      done.activity = await purgeActivity(this.ctx.db, now, ACTIVITY_KEPT_DAYS);
      done.sessions = await purgeSessions(this.ctx.db);
      done.links = await purgeLinks(this.ctx.db);
      // A quiet night sends no beacon to end the day: its salt goes within the hour all the same (VISITS-2).
      await forgetPastDays(this.ctx.db, zonedDate(now, this.ctx.config.timeZone));
      if (done.trash + done.activity > 0) this.log.info(done, 'old trash and activity deleted');
      done.spaceBytes = await giveSpaceBack(this.ctx.config.databaseUrl);
      if (done.spaceBytes > 0)
        this.log.info(`The SQLite database gave ${(done.spaceBytes / 1024 / 1024).toFixed(1)} MB of deleted rows back to the disk`);
    } catch (error) {
      this.log.error({ error }, 'housekeeping failed');
    }
    return done;
  }

  start(): void {
    const tick = async () => {
      await this.run();
      if (!this.stopped) this.cancel = this.ctx.clock.after(HOUSEKEEPING_INTERVAL_MS, tick);
    };
    void tick();
  }

  stop(): void {
    this.stopped = true;
    this.cancel?.();
  }
}
