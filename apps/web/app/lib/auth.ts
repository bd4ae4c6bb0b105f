import { API } from '@firm/contract';

/** The admin's login token, kept in localStorage under `token` (LOGIN-3, docs/decisions/003). */
export const TOKEN_KEY = 'token';
export const LOGIN_PATH = '/admin/login';
/** What the login page says once on arrival: why the admin was sent there (AUTH-3, AUTH-4). */
export type LoginNotice = 'loggedOut' | 'expired';
const NOTICE_KEY = 'loginNotice';

const storage = (): Storage | null => (typeof window === 'undefined' ? null : window.localStorage);

export function getToken(): string | null {
  return storage()?.getItem(TOKEN_KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  storage()?.removeItem(TOKEN_KEY);
}

/**
 * Leaves a notice for the login page. Kept in sessionStorage rather than in navigation state because
 * a loader's redirect and a full page load carry no state; read once, so a reload does not repeat it.
 */
function leaveNotice(notice: LoginNotice): void {
  if (typeof window !== 'undefined') window.sessionStorage.setItem(NOTICE_KEY, notice);
}

/** The notice left for the login page (read while rendering, so it must not be removed there). */
export function readLoginNotice(): LoginNotice | null {
  const notice = typeof window === 'undefined' ? null : window.sessionStorage.getItem(NOTICE_KEY);
  return notice === 'loggedOut' || notice === 'expired' ? notice : null;
}

/** Once the login page has shown it: a reload must not say it again. */
export function clearLoginNotice(): void {
  if (typeof window !== 'undefined') window.sessionStorage.removeItem(NOTICE_KEY);
}

type Navigate = (path: string, options?: { replace?: boolean }) => unknown;

/**
 * AUTH-4: end the session on the server (its token is refused from then on, docs/decisions/048),
 * forget the token and go to the login page, which says 'Logged out successfully'. The page does not
 * wait for the server: `keepalive` lets the call finish after the page has changed.
 */
export function logout(navigate: Navigate): void {
  const token = getToken();
  if (token) void fetch(API.session, { method: 'DELETE', headers: { authorization: `Bearer ${token}` }, keepalive: true }).catch(() => {});
  loggedOut(navigate);
}

/** The session has ended on the server (a logout, Log out everywhere): forget the token and say so on the login page. */
export function loggedOut(navigate: Navigate): void {
  clearToken();
  leaveNotice('loggedOut');
  void navigate(LOGIN_PATH);
}

/** The server refused a stored token (AUTH-3): forget it; the login page says the session has expired. */
export function expireSession(): void {
  clearToken();
  leaveNotice('expired');
}

type Handler = () => void;
// The admin layout installs a router navigation; a full page load is the fallback outside it.
let unauthorizedHandler: Handler | null = null;

/** Installs what happens when the server refuses the token; returns the uninstaller. */
export function onUnauthorized(handler: Handler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/** A call was refused with the token: end the session and send the admin to the login page. */
export function sessionExpired(): void {
  expireSession();
  if (unauthorizedHandler) unauthorizedHandler();
  else if (typeof window !== 'undefined') window.location.assign(LOGIN_PATH);
}
