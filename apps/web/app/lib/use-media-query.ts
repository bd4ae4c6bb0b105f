import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, kept up to date; `onServer` on the server and while hydrating, so the
 * first render matches the server's HTML.
 */
export function useMediaQuery(query: string, onServer: boolean): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const mq = window.matchMedia(query);
      mq.addEventListener('change', onChange);
      return () => mq.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => onServer,
  );
}

/** From md (app.css: 900 px) the desktop menu shows; below it, the hamburger and its drawer. */
export const DESKTOP_MENU_QUERY = '(min-width: 900px)';
