/**
 * Wraps a database read so that the calls made in one turn of the event loop share one run of it:
 * under load most requests are parsed in the same turn, so a check made for every request costs
 * one query per turn, not one per request. The run starts after the turn, so every caller gets a
 * result read after it called (never one already under way when it called: a write committed
 * just before a request is always seen by it).
 */
export function sharedPerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let next: Promise<T> | undefined;
  return () =>
    (next ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next = undefined;
      return read();
    }));
}
