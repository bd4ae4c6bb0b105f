/**
 * The admin area: client-rendered behind the guard. The server sends a shell; the client loader
 * checks the stored token with GET /api/me before anything is shown.
 */
import { useCallback, useEffect, useRef, useState, type ComponentProps, type CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { Tooltip } from 'radix-ui';
import { clsx } from 'clsx';
import {
  Outlet,
  ScrollRestoration,
  redirect,
  useLoaderData,
  useLocation,
  useNavigate,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { API, type MeResponse, type MessagesResponse, type Role, type SiteResponse } from '@firm/contract';
import { ApiError, apiRequest } from '~/lib/api-client';
import { expireSession, getToken, onUnauthorized } from '~/lib/auth';
import { afterLogin, loginPath } from '~/components/admin/next-path';
import type { AdminOutletContext } from '~/components/admin/admin-context';
import { holdToasts } from '~/components/admin/undo';
import { useNoticesRoom } from '~/components/admin/notices-room';
import { LeaveGuard, keepUnsavedWork } from '~/components/admin/unsaved-work';
import { AdminTopBar, type AdminBrand } from '~/components/admin/admin-bar';
import { Loading } from '~/components/ui/feedback';
import { useMediaQuery } from '~/lib/use-media-query';
import type { Route } from './+types/admin';

/** Where the admin bar's top row has room for a notice between the logo and View site. */
const NOTICES_IN_BAR = '(min-width: 1280px)';

/**
 * Sonner's list and notices laid out in the flow of the notices row (decision 065): its own placement is fixed to
 * the screen and stacks the notices over each other. Inline styles, as its stylesheet is injected after the site's.
 * Every notice shows whole (`expand`), one under another; more than three wait, undrawn, for room.
 */
const IN_ROW = {
  expand: true,
  gap: 8,
  style: {
    position: 'relative',
    inset: 'auto',
    transform: 'none',
    width: '100%',
    maxWidth: '32rem',
    margin: '0 auto',
    padding: '0.5rem 0.75rem',
    display: 'flex',
    flexDirection: 'column',
    gap: '0.5rem',
  },
  toastOptions: {
    style: { position: 'relative', width: '100%', '--y': 'translateY(0)' } as CSSProperties,
    className: 'after:hidden data-[visible=false]:hidden!',
  },
} as const satisfies ComponentProps<typeof Toaster>;

const isLoginPath = (pathname: string) => /^\/admin\/login\/?$/.test(pathname);
/** The ways in for someone without a session: the login, and a new password by e-mail (with or without a session). */
const isWayInPath = (pathname: string) =>
  isLoginPath(pathname) || /^\/admin\/((forgot|reset)-password|accept-invitation)\/?$/.test(pathname);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const url = new URL(request.url);
  const onLogin = isLoginPath(url.pathname);
  if (!onLogin && isWayInPath(url.pathname)) return null;
  // The login page returns to the page asked for.
  const toLogin = loginPath(`${url.pathname}${url.search}`);
  if (!getToken()) {
    if (onLogin) return null;
    throw redirect(toLogin);
  }
  // The role decides which tabs the bar shows (an editor's: no Team, no Activity).
  let role: Role;
  try {
    role = (await apiRequest<MeResponse>(API.me, { expireOn401: false })).userData.role;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      expireSession();
      if (onLogin) return null;
      throw redirect(toLogin);
    }
    // No answer: the login page still works, and each dashboard list shows its own error.
    return null;
  }
  if (onLogin) throw redirect(afterLogin(url.searchParams));
  return { role };
}
clientLoader.hydrate = true as const;

// Switching tabs changes only the query: the token was checked when the area was entered.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function HydrateFallback() {
  return (
    <main className="min-h-dvh bg-navy-50">
      <meta name="robots" content="noindex" />
      <Loading />
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="mx-auto max-w-xl p-6">
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p role="alert" className="mt-2 text-red-700">
        {error instanceof Error ? error.message : 'The admin area could not be loaded.'}
      </p>
    </main>
  );
}

export default function AdminLayout() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The ways in look like the login page: no admin bar, no inbox count.
  const onLogin = isWayInPath(pathname);
  const [unread, setUnread] = useState(0);

  useEffect(
    () =>
      onUnauthorized(() => {
        keepUnsavedWork();
        void navigate(loginPath(`${pathname}${search}`), { replace: true });
      }),
    [navigate, pathname, search],
  );

  const refreshUnread = useCallback(() => {
    apiRequest<MessagesResponse>(API.messages).then(
      (body) => setUnread(body.unread),
      // The inbox tab shows the error; the badge just keeps its last count.
      () => undefined,
    );
  }, []);
  useEffect(() => {
    if (!onLogin) refreshUnread();
  }, [onLogin, refreshUnread]);

  // The logo, the firm's name and the video channel, as the owner set them (public, no token needed).
  const [brand, setBrand] = useState<AdminBrand | null>(null);
  useEffect(() => {
    apiRequest<SiteResponse>(API.site, { auth: false }).then(
      ({ site }) => setBrand({ name: site.name, videoChannel: site.videoChannel, logo: site.pictures.logo }),
      // Without it the bar still works: the logo is named 'Home' and the channel link waits.
      () => undefined,
    );
  }, []);

  const role = useLoaderData<typeof clientLoader>()?.role;
  const context: AdminOutletContext = { refreshUnread, brand, role };
  /*
    Notices never cover a control (ADMIN-11, decisions 060 and 065). From 1280 px they float in the top row of the
    sticky admin bar, between the logo and View site, where nothing else is. Narrower, that row is full: they take a
    row of their own under the bar, in the page's flow, so the page moves down to make room instead of going under
    them; scrolled, the row sticks under the bar (at the top on phones, where the bar scrolls away). The ways in have
    no bar: there they stay at the bottom.
  */
  const wide = useMediaQuery(NOTICES_IN_BAR, false);
  const inRow = !wide && !onLogin;
  const noticesRow = useRef<HTMLDivElement>(null);
  useNoticesRoom(noticesRow, inRow);
  return (
    <Tooltip.Provider delayDuration={300}>
      <div className={onLogin ? 'min-h-dvh bg-navy-900' : 'min-h-dvh bg-navy-50'}>
        <meta name="robots" content="noindex" />
        {!onLogin && <AdminTopBar unread={unread} brand={brand} role={role} />}
        {/*
          Toasts exist only in the admin area: public pages do not download the library. One Toaster in one place for
          every admin page, so a notice shown just before a way in leads to the dashboard is kept. Repeated reorders
          share one toast (item-manager). The keyboard's focus in them holds them as the pointer does (undo.ts). While
          a dialog is open (the page scroll-locked), the row is fixed at the top, over the dialog's overlay, and the dialog
          opens below it (useNoticesRoom).
        */}
        <div
          ref={noticesRow}
          data-notices-row={inRow || undefined}
          className={
            inRow
              ? 'sticky top-0 z-[95] bg-navy-50 shadow-[0_4px_8px_-4px_rgba(0,0,0,0.2)] sm:top-[var(--admin-bar,0px)] in-data-scroll-locked:fixed in-data-scroll-locked:inset-x-0 in-data-scroll-locked:top-0! in-data-scroll-locked:bg-transparent in-data-scroll-locked:shadow-none'
              : undefined
          }
          onFocus={() => holdToasts(true)}
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) holdToasts(false);
          }}
        >
          <Toaster
            richColors
            closeButton
            position={inRow || wide ? 'top-center' : 'bottom-center'}
            offset={wide && !onLogin ? { top: 8 } : undefined}
            {...(inRow && IN_ROW)}
          />
        </div>
        <LeaveGuard />
        {/* ROUTE-3 in the admin area; the public pages keep positions in memory only (use-scroll-positions.ts). */}
        <ScrollRestoration />
        {/*
          The browser keeps what is on the screen still when something above it grows (scroll anchoring): the notices
          row would then cover the rows under it. While the row holds a notice, the page makes room for it instead
          (decision 065), decided by the style sheet in the same layout as the row grows (sonner adds a notice before
          React renders this layout again); otherwise anchoring keeps a section jumped to in view while the editors
          above it load.
        */}
        <main
          className={clsx(
            'mx-auto max-w-6xl px-3 pt-6 pb-6',
            inRow && '[[data-notices-row]:has([data-sonner-toast])~&]:[overflow-anchor:none]',
          )}
        >
          <Outlet context={context} />
        </main>
      </div>
    </Tooltip.Provider>
  );
}
