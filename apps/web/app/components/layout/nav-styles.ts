import type { NavItem } from '~/lib/nav';

/** Whether a menu entry (or one of its sub entries) is the current page. */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  if (item.to && !item.button && (pathname === item.to || pathname.startsWith(`${item.to}/`))) return true;
  return (item.children ?? []).some((c) => isActiveItem(c, pathname));
}

export const NewBadge = 'ml-1.5 rounded-full bg-accent-500 px-1.5 py-0.5 text-[10px] leading-none font-bold uppercase text-navy-950';
