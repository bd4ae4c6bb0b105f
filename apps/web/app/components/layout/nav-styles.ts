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

// The eight entries, the Services chevron, the logo with the firm's name, the channel link, and Dashboard and Logout
// share one row (NAV-9; the channel link is in the strip above from 900 px): tighter type between 900 and 1200 px,
// tighter padding up to 1360 px, and long labels on two lines below 1024 px (MenuLabel, Book Appointment's button).
export const topLink = (active: boolean) =>
  `relative inline-flex min-h-11 items-center rounded-md px-1 text-[13px] leading-tight font-semibold whitespace-nowrap transition-colors lg:px-1.5 lg:text-[15px] db:px-2.5 ${
    active
      ? 'text-navy-700 after:absolute after:inset-x-1 after:bottom-1 after:h-0.5 after:bg-accent-500 lg:after:inset-x-1.5 db:after:inset-x-2.5'
      : 'text-ink hover:text-navy-600'
  }`;

/** The chevron beside an entry with a sub menu; it turns while the sub menu is open. */
export const chevronClass =
  'inline-flex min-h-11 min-w-6 items-center justify-center rounded-md text-ink hover:text-navy-600 [&[data-state=open]>svg]:rotate-180';
