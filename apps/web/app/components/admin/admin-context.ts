import { useOutletContext } from 'react-router';
import type { Role } from '@firm/contract';
import type { AdminBrand } from './admin-bar';

/** What the admin layout hands to its pages. */
export interface AdminOutletContext {
  /** Fetches the unread count in the top bar again (after the inbox changed). */
  refreshUnread: () => void;
  /** The firm's name and channel for the logo, null until loaded. */
  brand: AdminBrand | null;
  /** The role of the person logged in; undefined on the ways in, or when the server did not answer. */
  role?: Role;
}

export const useAdminOutlet = () => useOutletContext<AdminOutletContext>();
