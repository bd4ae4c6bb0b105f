import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ExternalLink, LogOut } from 'lucide-react';
import type { PictureRef, Role, SiteDetails } from '@firm/contract';
import { logout } from '~/lib/auth';
import { clsx } from 'clsx';
import { buttonClass } from '~/components/ui/button';
import { Logo } from '~/components/layout/logo';
import { VideoChannelLink } from '~/components/layout/video-channel-link';
import { assetPicture } from '~/components/picture';
import { dashboardPath, tabsFor } from './tabs';
import { leaveAfterAsking } from './unsaved-work';
import { keepRootLength } from '~/lib/root-length';

/** What the bar shows of the site details: the logo and the firm's name, and its video channel. */
export type AdminBrand = Pick<SiteDetails, 'name' | 'videoChannel'> & { logo: PictureRef };

/** The firm's logo linking to `/` (NAV-3); with `compact`, the mark alone on phones, where the bar's buttons need the room. */
export function AdminLogo({ brand, compact = false, className = '' }: { brand: AdminBrand | null; compact?: boolean; className?: string }) {
  return (
    <Link to="/" className={clsx('min-w-0 shrink-0', className)}>
      {/* Until the site details arrive: the drawn mark, named for where it leads. */}
      <Logo
        name={brand?.name ?? 'Home'}
        mark={brand?.logo ?? assetPicture('brand/mark')}
        className="h-11"
        nameHiddenClass={compact ? 'max-sm:hidden' : undefined}
      />
    </Link>
  );
}

/**
 * The admin top bar, in the site's colours: the logo and the video channel as on the public pages
 * (NAV-3; NAV-6 swaps only the menu links), 'View site', Logout (AUTH-4), then a tab for each kind
 * of content, the inbox with its unread count, and the account.
 */
export function AdminTopBar({ unread, brand, role }: { unread: number; brand: AdminBrand | null; role?: Role }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const active = params.get('tab');
  // Its height, as --admin-bar: what scrolls to a section or a field keeps it clear of the bar where the bar is sticky.
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = bar.current;
    if (!header) return;
    return keepRootLength(header, '--admin-bar').stop;
  }, []);
  return (
    <header ref={bar} className="z-30 bg-white shadow sm:sticky sm:top-0">
      <div className="mx-auto flex max-w-6xl items-center gap-1 px-3 py-2">
        <AdminLogo brand={brand} compact className="mr-auto" />
        <Link to="/" className={buttonClass('ghost', '', 'bar')}>
          <ExternalLink aria-hidden="true" className="size-4 max-sm:hidden" />
          View site
        </Link>
        {brand && <VideoChannelLink channel={brand.videoChannel} />}
        <button
          type="button"
          onClick={() => leaveAfterAsking(() => logout(navigate))}
          className={buttonClass('outline', 'bg-white', 'bar')}
        >
          <LogOut aria-hidden="true" className="size-4" />
          Logout
        </button>
      </div>
      <nav aria-label="Admin" className="border-b-4 border-accent-500 bg-navy-900">
        <ul className="mx-auto flex max-w-6xl flex-wrap gap-1 px-3 py-2">
          {tabsFor(role).map(({ tab, label }) => {
            const current = active === tab;
            return (
              <li key={tab}>
                <Link
                  to={dashboardPath(tab)}
                  aria-current={current ? 'page' : undefined}
                  className={clsx(
                    'inline-flex min-h-10 items-center gap-2 rounded-md px-3 py-2 text-sm font-semibold',
                    current ? 'bg-accent-400 text-navy-950' : 'text-white hover:bg-navy-700',
                  )}
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
      </nav>
    </header>
  );
}
