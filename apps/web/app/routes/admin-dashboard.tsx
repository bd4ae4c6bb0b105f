import { useSearchParams } from 'react-router';
import { useAdminOutlet } from '~/components/admin/admin-context';
import { Account } from '~/components/admin/account';
import { Inbox } from '~/components/admin/inbox';
import { RecordManager } from '~/components/admin/record-manager';
import { offerConfig, sliderConfig } from '~/components/admin/resources';

export const meta = () => [{ title: 'Admin dashboard' }];

/** The tab comes from the query value; anything else shows nothing but the bar. */
export default function AdminDashboard() {
  const [params] = useSearchParams();
  const { refreshUnread } = useAdminOutlet();
  switch (params.get('tab')) {
    case 'slider':
      return <RecordManager key="slider" config={sliderConfig} />;
    case 'offer':
      return <RecordManager key="offer" config={offerConfig} />;
    case 'messages':
      return <Inbox onChange={refreshUnread} />;
    case 'account':
      return <Account />;
    default:
      return null;
  }
}
