import { useEffect, useState } from 'react';

/** Runs `run` when the page has nothing better to do (Safari has no requestIdleCallback); returns a cancel. */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1000);
  return () => window.clearTimeout(id);
}

/**
 * False on the server and until the page has loaded and the browser is idle: for what nobody sees yet
 * (the next slides of a carousel), so that on a slow network it does not share the line with what they see.
 */
export function useLoadedAndIdle(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel: (() => void) | undefined;
    const onLoad = () => (cancel = whenIdle(() => setReady(true)));
    if (document.readyState === 'complete') onLoad();
    else window.addEventListener('load', onLoad, { once: true });
    return () => {
      window.removeEventListener('load', onLoad);
      cancel?.();
    };
  }, []);
  return ready;
}
