import { useEffect, type RefObject } from 'react';
import { keepRootLength } from '~/lib/root-length';

/**
 * Keeps `--notices-room` on the page's root: how far down from the top of the screen the admin's notices reach, 0 with
 * none. A dialog opens below them (components/ui/dialog.tsx), so a notice shown as the owner opens one never covers
 * its title or close button (ADMIN-11, decision 069). In their own row (`inRow`, below 1280 px) the notices are at the
 * top of the screen while a dialog is open, and the row's height is their room; wider, they float fixed in the bar's
 * top row, and their room ends at the last one's bottom.
 */
export function useNoticesRoom(container: RefObject<HTMLElement | null>, inRow: boolean) {
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const room = keepRootLength(element, '--notices-room', () => {
      const shown = Array.from(element.querySelectorAll('[data-sonner-toast]:not([data-visible="false"])'));
      if (!shown.length) return 0;
      return inRow ? element.offsetHeight : Math.max(...shown.map((t) => t.getBoundingClientRect().bottom)) + 8;
    });
    // A notice comes, goes or grows (a second line, the next one drawn): sonner changes the row's nodes and attributes.
    const changes = new MutationObserver(room.update);
    changes.observe(element, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-visible', 'data-mounted', 'style'],
    });
    // A floating notice slides in and out (a transform, which neither observer sees): measured again where it stops.
    element.addEventListener('transitionend', room.update);
    return () => {
      changes.disconnect();
      element.removeEventListener('transitionend', room.update);
      room.stop();
    };
  }, [container, inRow]);
}
