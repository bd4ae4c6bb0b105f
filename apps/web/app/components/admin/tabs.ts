import { COLLECTIONS, COLLECTION_SLUGS, type Role } from '@firm/contract';

/**
 * The admin's tabs in the bar's order: the query value of /admin/dashboard?tab= (ADMIN-1, NAV-6)
 * and the label. The bar (top-bar.tsx) lists them and the dashboard (routes/admin-dashboard.tsx)
 * has a screen for each; this module stays free of the screens, as the login page reads it too.
 */
export const ADMIN_TABS = [
  // First: what the site brings in is what the owner looks at first (VISITS-1); a login still lands on the slider (LOGIN-3).
  { tab: 'overview', label: 'Overview' },
  // Slider and Offer first, as COLLECTIONS lists them.
  ...COLLECTION_SLUGS.map((slug) => ({ tab: COLLECTIONS[slug].tab, label: COLLECTIONS[slug].label })),
  { tab: 'site', label: 'Site' },
  { tab: 'messages', label: 'Messages' },
  { tab: 'trash', label: 'Trash' },
  { tab: 'activity', label: 'Activity' },
  { tab: 'team', label: 'Team' },
  { tab: 'account', label: 'Account' },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]['tab'];

/**
 * The tabs only an owner uses (docs/decisions/048-accounts-and-roles.md): hidden from an editor for
 * clarity; the server refuses their calls whatever the admin shows.
 */
export const OWNER_TABS: readonly AdminTab[] = ['activity', 'team'];

/** The tabs of the bar for a role; every tab while the role is not known (the server still decides). */
export const tabsFor = (role: Role | undefined) =>
  role === 'editor' ? ADMIN_TABS.filter(({ tab }) => !OWNER_TABS.includes(tab)) : ADMIN_TABS;

export const dashboardPath = (tab: AdminTab) => `/admin/dashboard?tab=${tab}`;

/** The search parameter that opens an item's view on its tab (a link from the Activity tab). */
export const ITEM_PARAM = 'item';
/** Where an item is managed, its view open. */
export const itemPath = (tab: AdminTab, id: string) => `${dashboardPath(tab)}&${ITEM_PARAM}=${encodeURIComponent(id)}`;
