import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { COLLECTIONS, COLLECTION_SLUGS, type CollectionSlug } from '@firm/contract';
import { useAdminOutlet, type AdminOutletContext } from '~/components/admin/admin-context';
import { Account } from '~/components/admin/account';
import { collectionConfig } from '~/components/admin/collection-config';
import { Inbox } from '~/components/admin/inbox';
import { RecordManager } from '~/components/admin/record-manager';
import { offerConfig, sliderConfig } from '~/components/admin/resources';
import { SiteForm } from '~/components/admin/site-form';
import { ADMIN_TABS, type AdminTab } from '~/components/admin/tabs';

export const meta = () => [{ title: 'Admin dashboard' }];

type Screen = (outlet: AdminOutletContext) => ReactNode;

/** Each collection's screen, from its definition. */
const collectionScreens = Object.fromEntries(
  COLLECTION_SLUGS.map((slug): [string, Screen] => {
    const config = collectionConfig(COLLECTIONS[slug]);
    return [COLLECTIONS[slug].tab, () => <RecordManager key={slug} config={config} />];
  }),
) as Record<(typeof COLLECTIONS)[CollectionSlug]['tab'], Screen>;

/** The screen of every tab of the bar (components/admin/tabs.ts); a tab without one does not compile. */
const SCREENS: Record<AdminTab, Screen> = {
  slider: () => <RecordManager key="slider" config={sliderConfig} />,
  offer: () => <RecordManager key="offer" config={offerConfig} />,
  ...collectionScreens,
  site: () => <SiteForm />,
  messages: ({ refreshUnread }) => <Inbox onChange={refreshUnread} />,
  account: () => <Account />,
};

/** The tab comes from the query value; anything else shows nothing but the bar (ADMIN-1). */
export default function AdminDashboard() {
  const [params] = useSearchParams();
  const outlet = useAdminOutlet();
  const tab = ADMIN_TABS.find(({ tab }) => tab === params.get('tab'))?.tab;
  return tab ? SCREENS[tab](outlet) : null;
}
