import { ChevronDown } from 'lucide-react';
import { useMemo, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { deferredComponent } from '~/lib/deferred-component';
import { navFor, type NavItem } from '~/lib/nav';
import { usePublicLayoutData } from '~/lib/site';
import { DESKTOP_MENU_QUERY, useMediaQuery } from '~/lib/use-media-query';
import { MenuLabel } from './menu-label';
import { chevronClass, isActiveItem, topLink } from './nav-styles';

const useInteractiveMenu = deferredComponent(() => import('./desktop-menu-interactive').then((m) => m.InteractiveMenu));

/**
 * The main menu from 900 px. The server's HTML and the first render are its entries as plain links, which
 * work without JavaScript; Radix's navigation menu, which opens the sub menus, is code of its own (about
 * 12 KB gzipped), fetched when the browser is idle and only where the menu shows: phones, which never see
 * it, neither download nor hydrate it (docs/decisions/028). A chevron used before that code has come
 * asks for it, and its sub menu opens when it arrives; the control that had the focus keeps it.
 */
export function DesktopMenu() {
  const { pathname } = useLocation();
  const { services, links } = usePublicLayoutData();
  const nav = useMemo(() => navFor({ links, services }), [links, services]);
  const { Component: Interactive, load } = useInteractiveMenu(useMediaQuery(DESKTOP_MENU_QUERY, false));
  const [open, setOpen] = useState('');
  const focusKey = useRef('');
  if (Interactive) return <Interactive nav={nav} pathname={pathname} open={open} focusKey={focusKey} />;

  const ask = (label: string) => {
    setOpen(label);
    load();
  };
  // React does not pass on the blur of an element it removes, so the key outlives the swap to Radix's menu.
  const onFocus = (e: FocusEvent<HTMLElement>) => (focusKey.current = e.target.dataset.menuKey ?? '');
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget)) focusKey.current = '';
  };
  return (
    <nav aria-label="Main" className="relative hidden md:block" onFocus={onFocus} onBlur={onBlur}>
      <div className="relative">
        <ul className="flex items-center lg:gap-0.5">
          {nav.map((item) => (
            <StaticEntry key={item.label} item={item} active={isActiveItem(item, pathname)} onAsk={ask} />
          ))}
        </ul>
      </div>
    </nav>
  );
}

/** A mouse's hover only: a touch on the entry's word means its link (NAV-10). */
const byMouse = (then: () => void) => (e: PointerEvent) => {
  if (e.pointerType === 'mouse') then();
};

function StaticEntry({ item, active, onAsk }: { item: NavItem; active: boolean; onAsk: (label: string) => void }) {
  if (item.button) {
    return (
      <li className="ml-1.5 lg:ml-2">
        <Link to={item.to!} data-menu-key={item.label} data-tap="appointment" className={buttonClass('accent', '', 'menu')}>
          {item.label}
        </Link>
      </li>
    );
  }
  if (!item.children) {
    return (
      <li>
        <NavLink to={item.to!} end={item.to === '/'} data-menu-key={item.label} className={topLink(active)}>
          <MenuLabel item={item} />
        </NavLink>
      </li>
    );
  }
  return (
    <li className="relative flex items-center" onPointerEnter={byMouse(() => onAsk(item.label))} onPointerLeave={byMouse(() => onAsk(''))}>
      <NavLink to={item.to!} data-menu-key={item.label} className={`${topLink(active)} pr-0.5 lg:pr-1`}>
        <MenuLabel item={item} />
      </NavLink>
      <button
        type="button"
        aria-label={`${item.label} menu`}
        aria-expanded={false}
        data-menu-key={`${item.label} menu`}
        className={chevronClass}
        onClick={() => onAsk(item.label)}
      >
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform" />
      </button>
    </li>
  );
}
