import { useOutletContext } from 'react-router';

/** What the admin layout hands to its pages. */
export interface AdminOutletContext {
  /** Fetches the unread count in the top bar again (after the inbox changed). */
  refreshUnread: () => void;
}

export const useAdminOutlet = () => useOutletContext<AdminOutletContext>();
