/**
 * Nothing the owner deletes is final, and a hide or a show is one click: the success notice of such
 * a change carries an Undo button, up for UNDO_TOAST_MS. The time of every notice stops while the
 * pointer is on the notices (sonner does that) and while the keyboard's focus is in them (holdToasts,
 * which sonner does not do), so a notice is read and Undo reached at any pace (ADMIN-11).
 */
import { toast } from 'sonner';
import { TRASH_MESSAGES, trashPaths, type MessageResponse, type TrashKey } from '@firm/contract';
import { apiRequest, errorMessage, said } from '~/lib/api-client';

/** Long enough to read the notice and reach its button; NOTICE_MS is for notices with nothing to do. */
export const UNDO_TOAST_MS = 10_000;
/**
 * How long the admin's notice of a saved, added, deleted or moved thing stays (ADMIN-11): read, not glimpsed.
 * The offers' and sliders' add and edit notices keep their 2000 ms (TIMINGS.toastMs, ADMIN-4).
 */
export const NOTICE_MS = 5_000;
const UNDO = 'Undo';

/** The success toast of `message`; its Undo runs `undo`, whose message or failure shows in a toast of its own. */
export function undoToast(message: string, undo: () => Promise<string>): void {
  toast.success(message, {
    duration: UNDO_TOAST_MS,
    action: {
      label: UNDO,
      onClick: () => {
        // The clicked notice leaves with the focus that may have been in it: the others' time runs again.
        holdToasts(false);
        undo().then(
          (done) => toast.success(done, { duration: NOTICE_MS }),
          (failure: unknown) => toast.error(errorMessage(failure), { duration: NOTICE_MS }),
        );
      },
    },
  });
}

/** Each held notice's own time, given back when the hold ends. */
const heldFor = new Map<string | number, number | undefined>();

/** Stops the time of every notice on the screen, or starts each one's whole time again. */
export function holdToasts(held: boolean): void {
  for (const shown of toast.getToasts()) {
    if (!('title' in shown) || (held && heldFor.has(shown.id)) || (!held && !heldFor.has(shown.id))) continue;
    // Sonner merges an update into the notice of the same id: its type is given again, its action kept.
    const again = shown.type === 'error' ? toast.error : toast.success;
    if (held) heldFor.set(shown.id, shown.duration);
    again(shown.title, { id: shown.id, duration: held ? Infinity : heldFor.get(shown.id) });
    if (!held) heldFor.delete(shown.id);
  }
}

/** `action`, then `refresh` (the list fetched again) whatever the server answered. */
export const thenRefresh = (action: () => Promise<string>, refresh: () => void) => async (): Promise<string> => {
  try {
    return await action();
  } finally {
    refresh();
  }
};

/** Puts an entry of the trash back where it was; resolves to the server's message. */
export const restoreFromTrash = async ({ collection, id }: TrashKey) =>
  said(await apiRequest<MessageResponse>(trashPaths.restore, { method: 'POST', json: { collection, id } }), TRASH_MESSAGES.restored);
