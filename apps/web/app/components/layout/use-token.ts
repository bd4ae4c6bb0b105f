import { useSyncExternalStore } from 'react';
import { getToken } from '~/lib/auth';

const listeners = new Set<() => void>();

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};

/** Tells this tab's token readers that the token changed (the storage event only reaches other tabs). */
export const tokenChanged = () => listeners.forEach((l) => l());

/** Whether a login token is stored; read after hydration (the server has no localStorage). */
export function useHasToken(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => getToken() !== null,
    () => false,
  );
}
