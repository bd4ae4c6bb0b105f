import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from './idle';

/**
 * A component that no page needs for its first paint (a menu drawer, a popup): its code stays out of the
 * first load, which on a slow phone network is what the visitor waits for, and comes while the browser is
 * idle after hydration, so it is there by the time someone opens it. Returns a hook that gives the
 * component once its code has arrived (null before) and `load`, to fetch it at once (call it where the
 * component is asked for: a failed fetch, offline, is then tried again).
 */
export function deferredComponent<P extends object>(fetchCode: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () =>
    (pending ??= fetchCode().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  /** `auto`: fetch when idle after hydration (false: only when `load` is called, or once `auto` turns true). */
  return function useDeferredComponent(auto = true) {
    const [Component, setComponent] = useState(() => loaded);
    const load = useCallback(() => {
      fetchOnce().then(
        (component) => setComponent(() => component),
        () => undefined,
      );
    }, []);
    useEffect(() => (Component || !auto ? undefined : whenIdle(load)), [Component, load, auto]);
    return { Component, load };
  };
}
