import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { purgeTrash } from './trash-store.js';

/** How often each app server looks for entries older than TRASH_DAYS. */
export const PURGE_INTERVAL_MS = 3600_000;

/**
 * Empties the trash of what is older than TRASH_DAYS, at start and every hour, by the app's clock.
 * Several app servers may run it at once: each entry is deleted by one of them (trash-store.ts).
 */
export class PurgeWorker {
  private cancel: (() => void) | undefined;
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One purge now; what the tests call after moving their clock. */
  async run(): Promise<number> {
    try {
      const purged = await purgeTrash(this.ctx.db, this.ctx.clock.now(), this.ctx.config.trashDays);
      if (purged > 0) this.log.info({ purged }, 'trash emptied of old entries');
      return purged;
    } catch (error) {
      this.log.error({ error }, 'emptying the trash failed');
      return 0;
    }
  }

  start(): void {
    const tick = async () => {
      await this.run();
      if (!this.stopped) this.cancel = this.ctx.clock.after(PURGE_INTERVAL_MS, tick);
    };
    void tick();
  }

  stop(): void {
    this.stopped = true;
    this.cancel?.();
  }
}
