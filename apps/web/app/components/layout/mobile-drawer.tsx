import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import { deferredComponent } from '~/lib/deferred-component';
import { DESKTOP_MENU_QUERY, useMediaQuery } from '~/lib/use-media-query';

const usePanel = deferredComponent(() => import('./mobile-drawer-panel').then((m) => m.MobileDrawerPanel));

/** The hamburger below 900 px; the drawer it opens (Radix dialog and accordion) is code of its own. */
export function MobileDrawer() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  // Fetched when idle on phones only: a desktop shows the desktop menu and needs the drawer only if narrowed.
  const { Component: Panel, load } = usePanel(!useMediaQuery(DESKTOP_MENU_QUERY, false));
  return (
    <>
      <button
        ref={trigger}
        type="button"
        onClick={() => {
          load();
          setOpen(true);
        }}
        aria-haspopup="dialog"
        aria-expanded={open && Panel !== null}
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-navy-900 hover:bg-navy-50 md:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="h-7 w-7" />
      </button>
      {Panel ? <Panel open={open} onOpenChange={setOpen} trigger={trigger} /> : null}
    </>
  );
}
