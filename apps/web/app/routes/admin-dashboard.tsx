import { useSearchParams } from 'react-router';
import { COLLECTIONS, COLLECTION_SLUGS } from '@firm/contract';
import { useAdminOutlet } from '~/components/admin/admin-context';
import { Account } from '~/components/admin/account';
import { collectionConfig } from '~/components/admin/collection-config';
import { Inbox } from '~/components/admin/inbox';
import { RecordManager } from '~/components/admin/record-manager';
import { offerConfig, sliderConfig } from '~/components/admin/resources';
import { SiteForm } from '~/components/admin/site-form';

export const meta = () => [{ title: 'Admin dashboard' }];

/** Each collection's screen, by its tab's query value. */
const COLLECTION_TABS = new Map(COLLECTION_SLUGS.map((slug) => [COLLECTIONS[slug].tab as string, collectionConfig(slug)]));

/** The tab comes from the query value; anything else shows nothing but the bar. */
export default function AdminDashboard() {
  const [params] = useSearchParams();
  const { refreshUnread } = useAdminOutlet();
  const tab = params.get('tab') ?? '';
  const collection = COLLECTION_TABS.get(tab);
  if (collection) return <RecordManager key={tab} config={collection} />;
  switch (tab) {
    case 'slider':
      return <RecordManager key="slider" config={sliderConfig} />;
    case 'offer':
      return <RecordManager key="offer" config={offerConfig} />;
    case 'site':
      return <SiteForm />;
    case 'messages':
      return <Inbox onChange={refreshUnread} />;
    case 'account':
      return <Account />;
    default:
      return null;
  }
}
