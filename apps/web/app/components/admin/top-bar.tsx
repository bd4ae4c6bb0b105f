import { Link, useNavigate, useSearchParams } from 'react-router';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { COLLECTIONS, COLLECTION_SLUGS, MESSAGES } from '@firm/contract';
import { LOGIN_PATH, clearToken } from '~/lib/auth';
import { buttonStyles } from './ui';

export const ADMIN_TABS: readonly { tab: string; label: string }[] = [
  { tab: 'slider', label: 'Slider' },
  { tab: 'offer', label: 'Offer' },
  ...COLLECTION_SLUGS.map((slug) => ({ tab: COLLECTIONS[slug].tab, label: COLLECTIONS[slug].label })),
  { tab: 'site', label: 'Site' },
  { tab: 'messages', label: 'Messages' },
  { tab: 'account', label: 'Account' },
];
export const dashboardPath = (tab: string) => `/admin/dashboard?tab=${tab}`;

/** The admin top bar: a tab for each kind of content, the inbox with its unread count, the account, Logout. */
export function AdminTopBar({ unread }: { unread: number }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const active = params.get('tab');
  const logout = () => {
    clearToken();
    toast.success(MESSAGES.logout);
    void navigate(LOGIN_PATH);
  };
  return (
    <header className="z-30 bg-slate-900 text-white shadow sm:sticky sm:top-0">
      <nav aria-label="Admin" className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-3 py-2">
        <ul className="flex flex-1 flex-wrap gap-1">
          {ADMIN_TABS.map(({ tab, label }) => {
            const current = active === tab;
            return (
              <li key={tab}>
                <Link
                  to={dashboardPath(tab)}
                  aria-current={current ? 'page' : undefined}
                  className={`inline-flex items-center gap-2 rounded px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-white ${current ? 'bg-white text-slate-900' : 'text-white hover:bg-slate-700'}`}
                >
                  {label}
                  {tab === 'messages' && unread > 0 && (
                    <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">
                      {unread}
                      <span className="sr-only"> unread</span>
                    </span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
        <button type="button" onClick={logout} className={buttonStyles.onDark}>
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </nav>
    </header>
  );
}
