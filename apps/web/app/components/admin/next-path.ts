/**
 * Where the login page goes once the owner is logged in: back to the admin page that was asked for
 * (`/admin/login?next=…`) when a session ended or a page was opened without one, else the Slider tab
 * (LOGIN-3). Only this site's admin pages: a crafted link must not send the owner elsewhere after a login.
 * Not in lib/: it reads the admin's tabs, and with them the collections' schemas (zod), which must stay out
 * of the script every public page loads first (vite.config.ts puts lib/ there).
 */
import { dashboardPath } from '~/components/admin/tabs';
import { LOGIN_PATH } from '~/lib/auth';

const NEXT = 'next';
const ADMIN = '/admin/';
/** Any origin would do: a path that stays on it, once resolved, is a path of this site. */
const HERE = 'http://admin.invalid';

/** `raw` as a path of an admin page of this site, or null (another site, a scheme, `//`, a `..` out of /admin/). */
export function adminPath(raw: string | null): string | null {
  if (!raw?.startsWith(ADMIN)) return null;
  const url = new URL(raw, HERE);
  return url.origin === HERE && url.pathname.startsWith(ADMIN) ? `${url.pathname}${url.search}${url.hash}` : null;
}

/** The login page that returns to `back` (a path with its query) after the login, when `back` is an admin page. */
export function loginPath(back: string): string {
  const next = adminPath(back);
  // Slashes may stand in a query: /admin/login?next=/admin/dashboard%3Ftab%3Doffer reads better.
  return next ? `${LOGIN_PATH}?${NEXT}=${encodeURIComponent(next).replaceAll('%2F', '/')}` : LOGIN_PATH;
}

/** Where a login leads, from the login page's query. */
export function afterLogin(params: URLSearchParams): string {
  return adminPath(params.get(NEXT)) ?? dashboardPath('slider');
}
