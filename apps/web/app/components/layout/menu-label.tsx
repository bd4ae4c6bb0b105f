import type { NavItem } from '~/lib/nav';
import { NewBadge } from './nav-styles';

/** A label this long goes on two lines beside the full menu below 1360 px ('Training Courses'), so the firm's name has room (NAV-9). */
const LONG_LABEL = 12;

/** A desktop menu entry's words and its badge ('New'), set above the entry's corner below 1200 px. */
export function MenuLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.label.length > LONG_LABEL ? (
        <span className="md:max-db:w-min md:max-db:text-center md:max-db:whitespace-normal">{item.label}</span>
      ) : (
        item.label
      )}
      {item.badge ? <span className={`${NewBadge} max-lg:absolute max-lg:-top-2.5 max-lg:right-0 max-lg:ml-0`}>{item.badge}</span> : null}
    </>
  );
}
