/**
 * Nothing the owner types in the admin area is lost (docs/decisions/045-no-typed-work-lost.md). A form
 * with changes is watched here: leaving it asks first (its dialog asks on Escape, the backdrop and
 * Close; LeaveGuard on a link, a tab, Back and Logout; the browser on a reload or closing the tab), and
 * a session that ends keeps its text in sessionStorage, given back when the form opens after the login.
 */
import { useEffect, useState } from 'react';
import { useBlocker, useLocation } from 'react-router';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { DiscardChanges, useDialogForm } from '~/components/ui/dialog';

/** The forms with changes now, each with how it keeps its text. */
const unsaved = new Set<{ keep: () => void }>();

/** How a form with changes, kept when its session ended, comes back. */
interface Draft {
  values: FieldValues;
  /** A picture or file had been chosen: it could not be kept. */
  files: boolean;
}

const DRAFT_PREFIX = 'draft:';

function writeDraft(key: string, values: FieldValues): void {
  let files = false;
  const text = JSON.stringify(values, (_name, value: unknown) => {
    if (!(value instanceof Blob)) return value;
    files = true;
    return undefined;
  });
  window.sessionStorage.setItem(key, JSON.stringify({ values: JSON.parse(text) as FieldValues, files } satisfies Draft));
}

function readDraft(key: string): Draft | null {
  const text = window.sessionStorage.getItem(key);
  return text ? (JSON.parse(text) as Draft) : null;
}

/**
 * Watches a form of the admin area; returns its draft while its text, kept through a login, is
 * unsaved (for KeptNotice). `saved`: its changes are stored (a dialog about to close). `itemId`: the item an edit
 * form changes, part of the key with the tab and the dialog. `secret`: passwords, never written to storage.
 */
export function useUnsavedWork<T extends FieldValues>(
  form: UseFormReturn<T>,
  { saved = false, itemId = '', secret = false }: { saved?: boolean; itemId?: string; secret?: boolean } = {},
): Draft | null {
  const dialog = useDialogForm();
  const { pathname, search } = useLocation();
  const key = `${DRAFT_PREFIX}${pathname}${search}|${dialog?.title ?? ''}|${itemId}`;
  // Reading dirtyFields has react-hook-form track which fields changed: what a draft keeps (getFieldState below).
  const { isDirty, dirtyFields: _tracked } = form.formState;
  const dirty = isDirty && !saved;
  const { getValues, getFieldState, reset } = form;
  const setDialogDirty = dialog?.setDirty;

  useEffect(() => {
    if (!dirty) return;
    // Only what the owner changed: the rest is taken from the server again, as it may be by then.
    const changed = () => Object.fromEntries(Object.entries(getValues()).filter(([name]) => getFieldState(name as Path<T>).isDirty));
    const entry = { keep: () => (secret ? undefined : writeDraft(key, changed())) };
    unsaved.add(entry);
    setDialogDirty?.(true);
    return () => {
      unsaved.delete(entry);
      setDialogDirty?.(false);
    };
  }, [dirty, key, secret, getValues, getFieldState, setDialogDirty]);

  const [draft] = useState(() => (secret ? null : readDraft(key)));
  useEffect(() => {
    if (!draft) return;
    // The form holds it now (and keeps it again if this session ends too); a reload does not bring it back.
    window.sessionStorage.removeItem(key);
    // Over the stored values, which stay the defaults: the form has changes, Save sends what differs.
    reset({ ...getValues(), ...draft.values } as T, { keepDefaultValues: true });
  }, [draft, key, getValues, reset]);
  // Said while the kept text is unsaved: not after a Save, nor once the owner has undone it.
  return dirty ? draft : null;
}

/**
 * The dialog of this page whose text was kept through a login (its title and the item's id), read
 * once when the page opens, so its screen can open it again; null when there is none.
 */
export function useKeptDialog(): { title: string; itemId: string } | null {
  const { pathname, search } = useLocation();
  const [kept] = useState(() => {
    if (typeof window === 'undefined') return null;
    const page = `${DRAFT_PREFIX}${pathname}${search}|`;
    // A form outside a dialog (the Site tab) is kept under an empty title: `page|`.
    const key = Object.keys(window.sessionStorage).find((k) => k.startsWith(page) && !k.startsWith(`${page}|`));
    if (!key) return null;
    const [title = '', itemId = ''] = key.slice(page.length).split('|');
    return { title, itemId };
  });
  return kept;
}

/**
 * Work on the page that cannot be kept through a login (pictures chosen or being added, UPLOAD-6):
 * while `active`, leaving asks first, as it does for a form with changes.
 */
export function useWorkInProgress(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const entry = { keep: () => undefined };
    unsaved.add(entry);
    return () => void unsaved.delete(entry);
  }, [active]);
}

/** The session ended (401): each form with changes keeps its text, and none holds the way to the login page. */
export function keepUnsavedWork(): void {
  for (const form of unsaved) form.keep();
  unsaved.clear();
}

/** Asks the owner before `leave` runs when a form has changes; the guard's handler, installed while it is on the page. */
let ask: ((leave: () => void) => void) | null = null;

/** For a way out that is not a navigation (Logout): asked as a link is. */
export function leaveAfterAsking(leave: () => void): void {
  if (unsaved.size > 0 && ask) ask(leave);
  else leave();
}

/**
 * The admin area's one router blocker: a link, a tab or Back away from a form with changes asks first,
 * as Logout does (leaveAfterAsking); a reload or closing the tab gets the browser's own question.
 */
export function LeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved.size > 0 && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const [pending, setPending] = useState<(() => void) | null>(null);
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (unsaved.size > 0) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    ask = (leave) => setPending(() => leave);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      ask = null;
    };
  }, []);
  return (
    <DiscardChanges
      open={blocker.state === 'blocked' || pending !== null}
      onKeep={() => {
        if (blocker.state === 'blocked') blocker.reset();
        setPending(null);
      }}
      onDiscard={() => {
        unsaved.clear();
        if (blocker.state === 'blocked') blocker.proceed();
        else pending?.();
        setPending(null);
      }}
    />
  );
}

/** Above a form whose text came back after a login. */
export function KeptNotice({ draft }: { draft: Draft }) {
  return (
    <p role="status" className="rounded-md border border-accent-500 bg-accent-400/15 px-3 py-2 text-sm text-navy-950">
      Your text was kept while you logged in again.{draft.files && ' Pictures and files must be chosen again.'}
    </p>
  );
}
