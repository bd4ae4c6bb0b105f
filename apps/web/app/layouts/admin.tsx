/**
 * The admin area: client-rendered behind the guard. The server sends a shell; the client loader
 * checks the stored token with GET /api/me before anything is shown.
 */
import { useCallback, useEffect, useState } from 'react';
import { Toaster, useSonner } from 'sonner';
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
import { LeaveGuard, keepUnsavedWork } from '~/components/admin/unsaved-work';
import { AdminTopBar, type AdminBrand } from '~/components/admin/admin-bar';
import { Loading } from '~/components/ui/feedback';
import { useMediaQuery } from '~/lib/use-media-query';
import type { Route } from './+types/admin';

/** Where the admin bar's top row has room for a notice between the logo and View site. */
const NOTICES_IN_BAR = '(min-width: 1280px)';

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
    Notices never cover a control (ADMIN-11). From 1280 px they sit in the top row of the sticky admin bar, between the
    logo and View site, where nothing else is. Narrower, that row is full (and the ways in have no bar): they sit at
    the bottom, the page can scroll its last row above them, and the Site tab's sticky Save rises above them
    (--notices-room).
  */
  const wide = useMediaQuery(NOTICES_IN_BAR, false) && !onLogin;
  const roomBelow = useSonner().toasts.length > 0 && !wide;
  return (
    <div className={onLogin ? 'min-h-dvh bg-navy-900' : 'min-h-dvh bg-navy-50'}>
      <meta name="robots" content="noindex" />
      {!onLogin && <AdminTopBar unread={unread} brand={brand} role={role} />}
      <LeaveGuard />
      {/* ROUTE-3 in the admin area; the public pages keep positions in memory only (use-scroll-positions.ts). */}
      <ScrollRestoration />
      <main className={`mx-auto max-w-6xl px-3 pt-6 ${roomBelow ? 'pb-32 [--notices-room:5.5rem]' : 'pb-6'}`}>
        <Outlet context={context} />
      </main>
      {/*
        Toasts exist only in the admin area: public pages do not download the library. Repeated reorders share one
        toast (item-manager). The keyboard's focus in them holds them as the pointer does (undo.ts).
      */}
      <div
        onFocus={() => holdToasts(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) holdToasts(false);
        }}
      >
        <Toaster richColors closeButton position={wide ? 'top-center' : 'bottom-center'} offset={wide ? { top: 8 } : undefined} />
      </div>
    </div>
  );
}
