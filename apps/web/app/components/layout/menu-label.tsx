import type { NavItem } from '~/lib/nav';
import { NewBadge } from './nav-styles';

/** A label this long goes on two lines beside the full menu below 1024 px ('Training Courses'), so the firm's short name has room (NAV-9). */
const LONG_LABEL = 12;

/** A desktop menu entry's words and its badge ('New'), set above the entry's corner below 1200 px. */
export function MenuLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.label.length > LONG_LABEL ? (
        <span className="md:max-[64rem]:w-min md:max-[64rem]:text-center md:max-[64rem]:whitespace-normal">{item.label}</span>
      ) : (
        item.label
      )}
      {item.badge ? <span className={`${NewBadge} max-lg:absolute max-lg:-top-2.5 max-lg:right-0 max-lg:ml-0`}>{item.badge}</span> : null}
    </>
  );
}
