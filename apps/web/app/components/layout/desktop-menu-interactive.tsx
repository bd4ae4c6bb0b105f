import { ChevronDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';
import { Link, NavLink } from 'react-router';
import { NavigationMenu } from 'radix-ui';
import { backLabel, type NavItem } from '~/lib/nav';
import { buttonClass } from '~/components/ui/button';
import { MenuLabel } from './menu-label';
import { chevronClass, isActiveItem, topLink } from './nav-styles';

const subLink =
  'block rounded px-3 py-2 text-sm text-ink hover:bg-navy-50 hover:text-navy-700 aria-[current=page]:bg-navy-50 aria-[current=page]:font-semibold aria-[current=page]:text-navy-700';

/**
 * A sub menu that opens its own sub menus in place: choosing an entry with children shows them
 * with a "Back to ..." entry (Organic Fertilizers shows "Back to Products").
 */
function DrillDown({ group, onNavigate }: { group: NavItem; onNavigate: () => void }) {
  const [open, setOpen] = useState<NavItem | null>(null);
  const items = open?.children ?? group.children ?? [];
  return (
    <div className="min-w-56">
      <p className="px-3 pb-1 text-xs font-bold tracking-wide text-muted uppercase" id={`menu-${group.label}`}>
        {open ? open.label : group.label}
      </p>
      <ul aria-labelledby={`menu-${group.label}`}>
        {open ? (
          <li>
            <button
              type="button"
              className={`${subLink} flex w-full items-center gap-1 text-left font-semibold`}
              onClick={() => setOpen(null)}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {backLabel(group)}
            </button>
          </li>
        ) : null}
        {items.map((item) =>
          item.children ? (
            <li key={item.label}>
              <button
                type="button"
                className={`${subLink} flex w-full items-center justify-between text-left`}
                onClick={() => setOpen(item)}
              >
                {item.label}
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </button>
            </li>
          ) : (
            <li key={item.label}>
              <NavLink to={item.to!} end className={subLink} onClick={onNavigate}>
                {item.label}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

/** How long a mouse rests on an entry before its sub menu opens, and how long the sub menu stays once it has left (Radix's own times). */
const OPEN_DELAY_MS = 100;
const CLOSE_DELAY_MS = 150;

/** Stops Radix's own hover handling of a trigger or a sub menu: the whole entry, its word included, has it instead (NAV-10). */
const notRadixHover = (e: PointerEvent) => e.preventDefault();

/**
 * The main menu from 900 px once its code has come (desktop-menu.tsx shows the same entries as plain links
 * before): Radix's navigation menu. An entry with a sub menu is a link to its page (NAV-1: Services goes to
 * /services) and, beside it, a chevron button that opens the sub menu by click or keyboard; a mouse resting
 * on the entry, its word or its chevron, opens it too (NAV-10).
 * `open` is the sub menu asked for before the code came; `focusKey` names the control that had the focus,
 * given back to its double here.
 */
export function InteractiveMenu({
  nav,
  pathname,
  open,
  focusKey,
}: {
  nav: NavItem[];
  pathname: string;
  open: string;
  focusKey: RefObject<string>;
}) {
  // Controlled, so that a link inside a sub menu can close it: Radix's own Link, wrapped around a
  // router link, swallowed keyboard activation.
  const [value, setValue] = useState(open);
  const hoverTimer = useRef(0);
  const close = () => {
    window.clearTimeout(hoverTimer.current);
    setValue('');
  };
  // A mouse only: a touch's pointer events would open the sub menu under the finger that meant the link.
  const hover = (label: string, entering: boolean) => (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = entering
      ? window.setTimeout(() => setValue(label), OPEN_DELAY_MS)
      : window.setTimeout(() => setValue((now) => (now === label ? '' : now)), CLOSE_DELAY_MS);
  };
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    const key = focusKey.current;
    if (key)
      Array.from(root.current?.querySelectorAll<HTMLElement>('[data-menu-key]') ?? [])
        .find((el) => el.dataset.menuKey === key)
        ?.focus();
  }, [focusKey]);
  return (
    <NavigationMenu.Root
      ref={root}
      aria-label="Main"
      className="relative hidden md:block"
      delayDuration={OPEN_DELAY_MS}
      value={value}
      // A click or a key on a chevron outranks a mouse's pending rest: else that rest, due a moment later, reopened
      // a sub menu just clicked shut.
      onValueChange={(next) => {
        window.clearTimeout(hoverTimer.current);
        setValue(next);
      }}
    >
      <NavigationMenu.List className="flex items-center lg:gap-0.5">
        {nav.map((item) => {
          if (item.button) {
            return (
              <NavigationMenu.Item key={item.label} className="ml-1.5 lg:ml-2">
                {/* A call to action, never 'the current page' (a NavLink would say so on /contact, Contact Us's page), as in the phone menu. */}
                <NavigationMenu.Link asChild>
                  <Link to={item.to!} data-menu-key={item.label} data-tap="appointment" className={buttonClass('accent', '', 'menu')}>
                    {item.label}
                  </Link>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          if (!item.children) {
            return (
              <NavigationMenu.Item key={item.label}>
                {/* A string className: Radix's Slot would stringify NavLink's className function. */}
                <NavigationMenu.Link asChild active={isActiveItem(item, pathname)}>
                  <NavLink to={item.to!} end={item.to === '/'} data-menu-key={item.label} className={topLink(isActiveItem(item, pathname))}>
                    <MenuLabel item={item} />
                  </NavLink>
                </NavigationMenu.Link>
              </NavigationMenu.Item>
            );
          }
          const groups = item.children.filter((c) => c.children);
          const links = item.children.filter((c) => !c.children);
          return (
            <NavigationMenu.Item
              key={item.label}
              value={item.label}
              className="relative flex items-center"
              onPointerEnter={hover(item.label, true)}
              onPointerLeave={hover(item.label, false)}
            >
              <NavigationMenu.Link asChild active={isActiveItem(item, pathname)}>
                <NavLink
                  to={item.to!}
                  data-menu-key={item.label}
                  className={`${topLink(isActiveItem(item, pathname))} pr-0.5 lg:pr-1`}
                  onClick={close}
                >
                  <MenuLabel item={item} />
                </NavLink>
              </NavigationMenu.Link>
              <NavigationMenu.Trigger
                aria-label={`${item.label} menu`}
                data-menu-key={`${item.label} menu`}
                className={chevronClass}
                onPointerMove={notRadixHover}
                onPointerLeave={notRadixHover}
              >
                <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform" />
              </NavigationMenu.Trigger>
              {/* One panel as tall as its entries: the links in two columns, the product groups under them. */}
              <NavigationMenu.Content
                className="absolute top-full left-0 z-50 mt-2 w-[34rem] rounded-lg border border-navy-100 bg-white p-3 shadow-xl"
                onPointerLeave={notRadixHover}
              >
                <ul className="columns-2 gap-x-2">
                  {links.map((l) => (
                    <li key={l.label} className="break-inside-avoid">
                      <NavLink to={l.to!} end className={subLink} onClick={close}>
                        {l.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
                {groups.map((g) => (
                  <div key={g.label} className="mt-2 border-t border-navy-100 pt-2">
                    <DrillDown group={g} onNavigate={close} />
                  </div>
                ))}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          );
        })}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
