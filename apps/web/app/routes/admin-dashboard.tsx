import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { COLLECTIONS, ITEMS_API_SLUGS, type ItemsApiSlug } from '@firm/contract';
import { useAdminOutlet, type AdminOutletContext } from '~/components/admin/admin-context';
import { Account } from '~/components/admin/account';
import { collectionScreen } from '~/components/admin/collection-screen';
import { Inbox } from '~/components/admin/inbox';
import { Overview } from '~/components/admin/overview';
import { ItemManager } from '~/components/admin/item-manager';
import { offerScreen, sliderScreen } from '~/components/admin/offers-sliders-screens';
import { SiteForm } from '~/components/admin/site-form';
import { ADMIN_TABS, OWNER_TABS, type AdminTab } from '~/components/admin/tabs';
import { OwnersOnly, Team } from '~/components/admin/team';
import { Trash } from '~/components/admin/trash';
import { Activity } from '~/components/admin/activity';
import { BackupWarning } from '~/components/admin/backups';

export const meta = () => [{ title: 'Admin dashboard' }];

type Screen = (outlet: AdminOutletContext) => ReactNode;

/** Each collection's screen, from its definition; the slider's and the offer's call the original API (below). */
const collectionScreens = Object.fromEntries(
  ITEMS_API_SLUGS.map((slug): [string, Screen] => {
    const screen = collectionScreen(COLLECTIONS[slug]);
    return [COLLECTIONS[slug].tab, () => <ItemManager key={slug} screen={screen} />];
  }),
) as Record<(typeof COLLECTIONS)[ItemsApiSlug]['tab'], Screen>;

/** The screen of every tab of the bar (components/admin/tabs.ts); a tab without one does not compile. */
const SCREENS: Record<AdminTab, Screen> = {
  overview: () => <Overview />,
  slider: () => <ItemManager key="slider" screen={sliderScreen} />,
  offer: () => <ItemManager key="offer" screen={offerScreen} />,
  ...collectionScreens,
  site: () => <SiteForm />,
  messages: ({ refreshUnread }) => <Inbox onChange={refreshUnread} />,
  trash: ({ refreshUnread }) => <Trash onChange={refreshUnread} />,
  activity: () => <Activity />,
  team: () => <Team />,
  account: () => <Account />,
};

/** The tab comes from the query value; anything else shows nothing but the bar (ADMIN-1). */
export default function AdminDashboard() {
  const [params] = useSearchParams();
  const outlet = useAdminOutlet();
  const found = ADMIN_TABS.find(({ tab }) => tab === params.get('tab'));
  if (!found) return null;
  // An editor who follows a link to an owner's tab reads why it is empty, instead of its errors.
  if (outlet.role === 'editor' && OWNER_TABS.includes(found.tab)) return <OwnersOnly title={found.label} />;
  // Above every tab, so the owner learns that the daily backups failed or stopped wherever they work.
  return (
    <>
      {outlet.role === 'owner' && <BackupWarning shown={found.tab !== 'activity'} />}
      {SCREENS[found.tab](outlet)}
    </>
  );
}
