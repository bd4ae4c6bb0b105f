/** The admin's login token, kept in localStorage under `token` (LOGIN-3, docs/decisions/003). */
export const TOKEN_KEY = 'token';
export const LOGIN_PATH = '/admin/login';
/** Navigation state with which the public top bar's Logout reaches the login page, which then says so. */
export const LOGGED_OUT = { loggedOut: true } as const;

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

/** The token is no longer accepted: forget it and send the admin to the login page. */
export function sessionExpired(): void {
  clearToken();
  if (unauthorizedHandler) unauthorizedHandler();
  else if (typeof window !== 'undefined') window.location.assign(LOGIN_PATH);
}
