/**
 * The admin area: client-rendered behind the guard. The server sends a shell; the client loader
 * checks the stored token with GET /api/me before anything is shown.
 */
import { useCallback, useEffect, useState } from 'react';
import { Toaster } from 'sonner';
import { Outlet, redirect, useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from 'react-router';
import { API, type MeResponse, type MessagesResponse } from '@firm/contract';
import { ApiError, apiRequest } from '~/lib/api-client';
import { LOGIN_PATH, clearToken, getToken, onUnauthorized } from '~/lib/auth';
import type { AdminOutletContext } from '~/components/admin/admin-context';
import { AdminTopBar, dashboardPath } from '~/components/admin/top-bar';
import { Loading } from '~/components/admin/ui';
import type { Route } from './+types/admin';

const isLoginPath = (pathname: string) => /^\/admin\/login\/?$/.test(pathname);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const onLogin = isLoginPath(new URL(request.url).pathname);
  if (!getToken()) {
    if (onLogin) return null;
    throw redirect(LOGIN_PATH);
  }
  try {
    await apiRequest<MeResponse>(API.me, { expireOn401: false });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      clearToken();
      if (onLogin) return null;
      throw redirect(LOGIN_PATH);
    }
    // No answer: the login page still works, and each dashboard list shows its own error.
    return null;
  }
  if (onLogin) throw redirect(dashboardPath('slider'));
  return null;
}
clientLoader.hydrate = true as const;

// Switching tabs changes only the query: the token was checked when the area was entered.
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}

export function HydrateFallback() {
  return (
    <main className="min-h-dvh bg-slate-50">
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
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onLogin = isLoginPath(pathname);
  const [unread, setUnread] = useState(0);

  useEffect(() => onUnauthorized(() => void navigate(LOGIN_PATH, { replace: true })), [navigate]);

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

  const context: AdminOutletContext = { refreshUnread };
  return (
    <div className="min-h-dvh bg-slate-50">
      <meta name="robots" content="noindex" />
      {!onLogin && <AdminTopBar unread={unread} />}
      <main className="mx-auto max-w-6xl px-3 py-6">
        <Outlet context={context} />
      </main>
      {/* Toasts exist only in the admin area: public pages do not download the library. */}
      <Toaster richColors closeButton position="top-right" />
    </div>
  );
}
