import type { AppLoadContext } from 'react-router';
import type { ContentReads } from '@firm/contract';

type Reads = Omit<ContentReads, 'publicUrl'>;

const perRequest = new WeakMap<Request, Map<keyof Reads, Promise<unknown>>>();

/**
 * The site's data for the loaders of one request: the layout and the page may want the same collection
 * (the menu and the home carousel both show the services), and each is read at most once a request.
 */
export function contentReads(context: AppLoadContext, request: Request): Reads {
  let reads = perRequest.get(request);
  if (!reads) perRequest.set(request, (reads = new Map()));
  const once = <K extends keyof Reads>(key: K) =>
    (() => {
      let read = reads.get(key);
      if (!read) reads.set(key, (read = context.content[key]()));
      return read;
    }) as Reads[K];
  // Every read of ContentReads: the site details, offers, sliders and each collection the server serves.
  const keys = Object.keys(context.content).filter((key): key is keyof Reads => key !== 'publicUrl');
  return Object.fromEntries(keys.map((key) => [key, once(key)])) as unknown as Reads;
}
