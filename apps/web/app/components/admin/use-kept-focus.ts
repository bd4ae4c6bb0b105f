/**
 * Keeps the keyboard's focus on the moved row's control while a list changes order (QUALITY-1):
 * React reorders rows by moving their elements, a moved element loses focus, and the list's reload
 * after the server's answer moves them again.
 */
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** The attribute naming a row's control: `{id}:{control}`. */
export const FOCUS_KEY = 'data-focus-key';
export type FocusControl = 'handle' | 'up' | 'down' | 'top' | 'bottom' | 'visibility';
export const focusKeyOf = (id: string, control: FocusControl) => `${id}:${control}`;

// A move button is disabled once its row reaches that end: then the row's other move control.
const FALLBACK: Record<FocusControl, FocusControl[]> = {
  up: ['down', 'handle'],
  down: ['up', 'handle'],
  top: ['bottom', 'handle'],
  bottom: ['top', 'handle'],
  handle: [],
  visibility: [],
};

/** Call `remember()` before a change; focus comes back after each render of `items` or `busy` until the admin moves it elsewhere. */
export function useKeptFocus(items: unknown, busy: boolean) {
  const container = useRef<HTMLDivElement>(null);
  const kept = useRef<{ id: string; control: FocusControl } | null>(null);

  const remember = useCallback(() => {
    const key = document.activeElement?.getAttribute(FOCUS_KEY);
    const separator = key?.lastIndexOf(':') ?? -1;
    kept.current = key && separator > 0 ? { id: key.slice(0, separator), control: key.slice(separator + 1) as FocusControl } : null;
  }, []);

  useLayoutEffect(() => {
    const root = container.current;
    if (!kept.current || !root) return;
    const { id, control } = kept.current;
    for (const candidate of [control, ...FALLBACK[control]]) {
      const element = root.querySelector<HTMLElement>(`[${FOCUS_KEY}="${CSS.escape(focusKeyOf(id, candidate))}"]`);
      if (element && !element.matches(':disabled')) {
        if (element !== document.activeElement) element.focus();
        return;
      }
    }
  }, [items, busy]);

  // Focus taken elsewhere (Tab, a click, a dialog) ends the keeping.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const key = event.target instanceof Element ? event.target.getAttribute(FOCUS_KEY) : null;
      if (kept.current && !key?.startsWith(`${kept.current.id}:`)) kept.current = null;
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  return { container, remember };
}
