import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigation, useNavigationType } from 'react-router';

/** Each history entry's scroll position, while the tab keeps this page: in memory, never in the visitor's storage (VISITS-2). */
const positions = new Map<string, number>();

/**
 * ROUTE-3 on the public pages: a navigation starts at the top of the new page (or at its #anchor),
 * and back/forward return to where the visitor was. React Router's <ScrollRestoration> does the same
 * but keeps the positions in sessionStorage, and public pages write nothing on the visitor's device;
 * across a full page load the browser's own restoration does it instead.
 */
export function useScrollPositions() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const leaving = useNavigation().state !== 'idle';
  const current = useRef(key);
  const first = useRef(true);

  // Where the visitor was when they left, whether or not a scroll event has reported it yet.
  useEffect(() => {
    if (leaving) positions.set(current.current, window.scrollY);
  }, [leaving]);

  useEffect(() => {
    const manual = () => (window.history.scrollRestoration = 'manual');
    const browsers = () => (window.history.scrollRestoration = 'auto');
    const save = () => positions.set(current.current, window.scrollY);
    manual();
    window.addEventListener('scroll', save, { passive: true });
    window.addEventListener('pagehide', browsers);
    window.addEventListener('pageshow', manual);
    return () => {
      window.removeEventListener('scroll', save);
      window.removeEventListener('pagehide', browsers);
      window.removeEventListener('pageshow', manual);
      browsers();
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    // The page as loaded: the browser has placed it already.
    if (first.current) {
      first.current = false;
      return;
    }
    const saved = navigationType === 'POP' ? positions.get(key) : undefined;
    const anchor = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (anchor) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [key, hash, navigationType]);
}
