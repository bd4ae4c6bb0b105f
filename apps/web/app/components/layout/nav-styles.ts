import type { NavItem } from '~/lib/nav';

/**
 * A menu entry is marked on the pages of its own section (Services on /services and every service's
 * details), never for a page one of its sub entries merely leads to: Our Products' entries lead to
 * /contact, which is Contact Us's page.
 */
export function isActiveItem(item: NavItem, pathname: string): boolean {
  if (item.to === '/') return pathname === '/';
  return !!item.to && !item.button && (pathname === item.to || pathname.startsWith(`${item.to}/`));
}

export const NewBadge = 'ml-1.5 rounded-full bg-accent-500 px-1.5 py-0.5 text-[10px] leading-none font-bold uppercase text-navy-950';
