import { hoursText } from '@firm/contract';
import { Clock, LayoutDashboard, LogOut, Mail } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { TIMINGS } from '@firm/contract';
import { Container } from '~/components/ui/container';
import { logout as endSession } from '~/lib/auth';
import { useSiteDetails } from '~/lib/site';
import { CallLink } from './contact-links';
import { DesktopMenu } from './desktop-menu';
import { SiteLogo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { useScrolledPast } from './use-scrolled-past';
import { tokenChanged, useHasToken } from './use-token';
import { VideoChannelLink } from './video-channel-link';

/**
 * Where the Dashboard link goes (NAV-8): the admin's first tab, the Overview. Written out, not taken from
 * components/admin/tabs.ts: that module brings the collections' schemas into every public page.
 */
const DASHBOARD = '/admin/dashboard?tab=overview';

/** Dashboard and Logout: the icon alone where the room is short (phones, and beside the full menu); the word stays the accessible name. */
const sessionControl =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm font-semibold text-navy-700 hover:bg-navy-50 md:max-lg:min-w-9 md:max-lg:px-0';
const SESSION_WORD = 'max-sm:sr-only md:sr-only';

const stripLink = 'inline-flex min-h-7 items-center gap-1.5 font-semibold text-navy-800 hover:text-navy-600 hover:underline';

/**
 * The strip along the top of the bar from 900 px (decision 095): the firm's phone number, to call in one tap, its
 * e-mail address, its hours and the video channel, which leave the menu's row to the name and the menu.
 */
function ContactStrip() {
  const site = useSiteDetails();
  const email = site.emails[0];
  return (
    <div className="hidden h-[var(--strip-h)] shrink-0 border-b border-navy-100 bg-navy-50 text-[13px] md:block">
      <Container wide className="flex h-full items-center justify-between gap-4 md:max-lg:px-3">
        <div className="flex items-center gap-5">
          <CallLink className={stripLink} />
          {email ? (
            <a href={`mailto:${email}`} className={stripLink}>
              <Mail aria-hidden="true" className="h-4 w-4 shrink-0" />
              {email}
            </a>
          ) : null}
        </div>
        <div className="flex items-center gap-2 text-muted">
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span className="whitespace-nowrap">{hoursText(site)}</span>
          <VideoChannelLink small />
        </div>
      </Container>
    </div>
  );
}

/** The fixed public top bar: the contact strip from 900 px, then the logo and the menu; its shadow and height shrink once the page is scrolled past 50 px. */
export function TopBar() {
  const scrolled = useScrolledPast(TIMINGS.headerShrinkPx);
  const hasToken = useHasToken();
  const navigate = useNavigate();
  const logout = () => {
    // The login page says 'Logged out successfully' (toasts live in the admin area only).
    endSession(navigate);
    tokenChanged();
  };
  return (
    <header
      data-scrolled={scrolled ? 'true' : 'false'}
      className={`fixed inset-x-0 top-0 z-50 flex flex-col bg-white transition-[height,box-shadow] duration-300 ${
        scrolled ? 'h-[var(--header-h-shrunk)] shadow-lg' : 'h-[var(--header-h)] shadow-sm'
      }`}
    >
      <a
        href="#main"
        className="sr-only z-[80] rounded bg-navy-900 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ContactStrip />
      <Container wide className="flex min-h-0 flex-1 items-center justify-between gap-2 md:max-lg:px-3">
        {/* Below md the wordmark may wrap to make room; from md the logo keeps its size and the menu fits beside it. */}
        <Link to="/" className="min-w-0 md:shrink-0">
          {/*
            NAV-9: beside the full menu the short name stands in for the name below 1024 px (below 1360 px with
            Dashboard and Logout beside it, which below 600 px leave room for the short name, and below 360 px for the
            picture alone, whose alt text names the firm).
          */}
          <SiteLogo
            nameHiddenClass={hasToken ? 'max-sm:hidden md:max-db:hidden' : 'md:max-[64rem]:hidden'}
            shortClass={hasToken ? 'hidden min-[22.5rem]:max-sm:block md:max-db:block' : 'hidden md:max-[64rem]:block'}
            className={`transition-[height] duration-300 ${scrolled ? 'h-10' : 'h-12'} md:max-db:h-10`}
          />
        </Link>
        <div className="flex items-center gap-1">
          <DesktopMenu />
          {/* From md the channel is in the strip above. */}
          <VideoChannelLink className="md:hidden" />
          {hasToken ? (
            <>
              <Link to={DASHBOARD} title="Dashboard" className={sessionControl}>
                <LayoutDashboard aria-hidden="true" className="h-4 w-4" />
                <span className={SESSION_WORD}>Dashboard</span>
              </Link>
              <button type="button" onClick={logout} title="Logout" className={sessionControl}>
                <LogOut aria-hidden="true" className="h-4 w-4" />
                <span className={SESSION_WORD}>Logout</span>
              </button>
            </>
          ) : null}
          <MobileDrawer />
        </div>
      </Container>
    </header>
  );
}
