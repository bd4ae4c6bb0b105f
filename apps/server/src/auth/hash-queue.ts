declare module '../context.js' {
  interface AppContext {
    /** Turns at password hashing (logins, password changes), shared fairly between addresses. */
    hashQueue: HashQueue;
  }
}

/** Ends a turn: the next waiting request gets it. Calling it again does nothing. */
export type Release = () => void;

interface Waiting {
  group: string;
  first: boolean;
  start: (release: Release) => void;
}

/**
 * Turns at password hashing, `size` at a time in this process (docs/decisions/030). Each hash holds
 * one of libuv's four threads (which compression and file reads share) and a core for tens of
 * milliseconds, so a flood of logins must not queue without end; but the owner must get a turn
 * during one (AUTH-7):
 * - an address group (lib/client-address.ts) holds at most one waiting place, so many requests
 *   from one address count as one and every address gets its turn in the order it came;
 * - at most `maxWaiting` places are for anyone; past that a request is told to come back (503);
 * - a request marked `first` (an address with a recent good login, an admin's own password change)
 *   waits ahead of those places and is never turned away while its group has no place yet.
 */
export class HashQueue {
  private running = 0;
  private readonly waiting: Waiting[] = [];

  constructor(
    readonly size: number,
    readonly maxWaiting: number,
  ) {}

  /** Whether `take` would give this request a turn, now or after waiting: checked before the body is read. */
  admits(group: string, first: boolean): boolean {
    if (this.running < this.size) return true;
    if (this.waiting.some((w) => w.group === group)) return false;
    return first || this.waiting.filter((w) => !w.first).length < this.maxWaiting;
  }

  /** Resolves with a release function when this request's turn comes, or undefined when it is turned away. */
  take(group: string, first: boolean): Promise<Release | undefined> {
    if (!this.admits(group, first)) return Promise.resolve(undefined);
    if (this.running < this.size) {
      this.running++;
      return Promise.resolve(this.turn());
    }
    return new Promise((start) => {
      const entry = { group, first, start };
      // Behind the other `first` requests, ahead of everyone else.
      const at = first ? this.waiting.findIndex((w) => !w.first) : -1;
      this.waiting.splice(at === -1 ? this.waiting.length : at, 0, entry);
    });
  }

  private turn(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next.start(this.turn());
      else this.running--;
    };
  }
}
