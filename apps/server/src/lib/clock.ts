/**
 * The time contact messages are stamped with and mailed by (mail/outbox.ts): the system's, or in
 * the mail tests one they move by hand, so retry times are checked without waiting for them.
 */
export interface Clock {
  now(): number;
  /**
   * Calls `fn` once, `ms` from now; the function returned cancels the call. What `fn` returns (the
   * worker's run) is what a test's clock waits for before it moves again.
   */
  after(ms: number, fn: () => unknown): () => void;
}

/** A day in milliseconds: how long the trash and the activity keep what they keep is counted in days. */
export const DAY_MS = 24 * 3600 * 1000;

export const systemClock: Clock = {
  now: () => Date.now(),
  after(ms, fn) {
    const timer = setTimeout(fn, ms);
    // A wake-up that is still waiting never keeps the process alive.
    timer.unref();
    return () => clearTimeout(timer);
  },
};
