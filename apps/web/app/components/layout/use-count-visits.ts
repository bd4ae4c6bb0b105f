import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useLoadedAndIdle } from '~/lib/idle';
import { countClick, countView } from '~/lib/visits';

/**
 * Counts the public pages' views and taps (VISITS-3): a view once the page has loaded and the browser
 * is idle, so counting never competes with what the visitor sees, then one per client-side navigation;
 * taps by one listener on the document, in the capture phase so no component's handler can hide them.
 */
export function useCountVisits(): void {
  const { pathname } = useLocation();
  const ready = useLoadedAndIdle();
  useEffect(() => {
    // A page kept from search engines (a 404, a hidden item) is not one of the site's pages: the beacon would refuse it.
    if (ready && !pathname.startsWith('/admin') && !document.querySelector('meta[name="robots"][content~="noindex"]')) countView(pathname);
  }, [ready, pathname]);
  useEffect(() => {
    document.addEventListener('click', countClick, true);
    return () => document.removeEventListener('click', countClick, true);
  }, []);
}
