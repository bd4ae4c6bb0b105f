import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '~/lib/api-client';

interface Reloadable<T> {
  data: T;
  error: string | null;
  loaded: boolean;
  /** Fetches again (after a change). */
  reload: () => void;
  /** Shows other data until the next fetch (a change the server is saving). */
  replace: (data: T) => void;
}

/**
 * Data fetched when the component mounts and again on each reload(). `load` must keep its
 * identity across renders. On failure the previous data stays, or `empty` when clearOnError.
 */
export function useReloadable<T>(load: () => Promise<T>, empty: T, clearOnError = false): Reloadable<T> {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState({ data: empty, error: null as string | null, loaded: false });
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setState({ data, error: null, loaded: true }),
      (failure: unknown) =>
        live && setState((previous) => ({ data: clearOnError ? empty : previous.data, error: errorMessage(failure), loaded: true })),
    );
    return () => {
      live = false;
    };
    // `empty` is a fallback value, not an input of the fetch.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [load, version, clearOnError]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const replace = useCallback((data: T) => setState((previous) => ({ ...previous, data })), []);
  return { ...state, reload, replace };
}
