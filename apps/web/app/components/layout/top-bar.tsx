import { LogOut } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { TIMINGS } from '@firm/contract';
import { Container } from '~/components/ui/container';
import { logout as endSession } from '~/lib/auth';
import { DesktopMenu } from './desktop-menu';
import { SiteLogo } from './logo';
import { MobileDrawer } from './mobile-drawer';
import { useScrolledPast } from './use-scrolled-past';
import { tokenChanged, useHasToken } from './use-token';
import { VideoChannelLink } from './video-channel-link';

/** The fixed public top bar; its shadow and height shrink once the page is scrolled past 50 px. */
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
      className={`fixed inset-x-0 top-0 z-50 bg-white transition-[height,box-shadow] duration-300 ${
        scrolled ? 'h-[var(--header-h-shrunk)] shadow-lg' : 'h-[var(--header-h)] shadow-sm'
      }`}
    >
      <a
        href="#main"
        className="sr-only z-[80] rounded bg-navy-900 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Container wide className="flex h-full items-center justify-between gap-2 md:max-lg:px-3">
        {/* Below md the wordmark may wrap to make room; from md the logo keeps its size and the menu fits beside it. */}
        <Link to="/" className="min-w-0 md:shrink-0">
          {/* With Logout beside them, the name leaves room below 360 px and beside the menu below 1536 px; the picture's alt text still names the firm. */}
          <SiteLogo
            nameHiddenClass={hasToken ? 'max-[22.5rem]:hidden md:max-xl:hidden' : 'md:max-db:hidden'}
            className={`transition-[height] duration-300 ${scrolled ? 'h-10' : 'h-12'}`}
          />
        </Link>
        <div className="flex items-center gap-1">
          <DesktopMenu />
          <VideoChannelLink className="md:max-lg:w-9" />
          {hasToken ? (
            <button
              type="button"
              onClick={logout}
              title="Logout"
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md px-2 text-sm md:max-lg:min-w-9 md:max-lg:px-0 font-semibold text-navy-700 hover:bg-navy-50"
            >
              <LogOut aria-hidden="true" className="h-4 w-4" />
              {/* The icon alone where the room is short (phones, and beside the full menu); the word stays its accessible name. */}
              <span className="max-sm:sr-only md:sr-only">Logout</span>
            </button>
          ) : null}
          <MobileDrawer />
        </div>
      </Container>
    </header>
  );
}
