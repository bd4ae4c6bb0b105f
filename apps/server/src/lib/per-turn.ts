/**
 * Wraps a database read so that the calls made in one turn of the event loop, and those made while
 * it runs, share one run of it: under load most requests are parsed in the same turn, so a check
 * made for every request costs one query per turn, not one per request. Each caller gets a result
 * read after it called or at most one run (well under a millisecond) before.
 */
export function sharedPerTurn<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () =>
    (inFlight ??= new Promise<void>((resolve) => setImmediate(resolve))
      .then(read)
      .finally(() => {
        inFlight = undefined;
      }));
}
