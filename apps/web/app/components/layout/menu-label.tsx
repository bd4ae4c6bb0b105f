import type { NavItem } from '~/lib/nav';
import { NewBadge } from './nav-styles';

/** A desktop menu entry's words and its badge ('New'), set at the entry's corner below 1200 px. */
export function MenuLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.label}
      {item.badge ? <span className={`${NewBadge} max-lg:absolute max-lg:top-0 max-lg:right-0 max-lg:ml-0`}>{item.badge}</span> : null}
    </>
  );
}
