/**
 * Nothing the owner deletes is final, and a hide or a show is one click: the success notice of such
 * a change carries an Undo button, up for UNDO_TOAST_MS. Its time stops while the pointer is on the
 * notices (sonner does that) and while the keyboard's focus is in them (holdUndoToasts, which
 * sonner does not do), so Undo can be reached at any pace.
 */
import { toast, type ToastT } from 'sonner';
import { TIMINGS, TRASH_MESSAGES, trashPaths, type MessageResponse, type TrashKey } from '@firm/contract';
import { apiRequest, errorMessage } from '~/lib/api-client';
import { said } from './item-screen';

/** Long enough to read the notice and reach its button; TIMINGS.toastMs is for notices with nothing to do. */
export const UNDO_TOAST_MS = 10_000;
const UNDO = 'Undo';

/** The success toast of `message`; its Undo runs `undo`, whose message or failure shows in a toast of its own. */
export function undoToast(message: string, undo: () => Promise<string>): void {
  toast.success(message, {
    duration: UNDO_TOAST_MS,
    action: {
      label: UNDO,
      onClick: () => {
        // The clicked notice leaves with the focus that may have been in it: the others' time runs again.
        holdUndoToasts(false);
        undo().then(
          (done) => toast.success(done, { duration: TIMINGS.toastMs }),
          (failure: unknown) => toast.error(errorMessage(failure), { duration: TIMINGS.toastMs }),
        );
      },
    },
  });
}

const isUndo = (shown: ToastT) =>
  typeof shown.action === 'object' && shown.action !== null && 'label' in shown.action && shown.action.label === UNDO;

/** Stops the time of every Undo notice on the screen, or starts it again (for the whole UNDO_TOAST_MS). */
export function holdUndoToasts(held: boolean): void {
  for (const shown of toast.getToasts()) {
    if ('title' in shown && isUndo(shown)) toast.success(shown.title, { id: shown.id, duration: held ? Infinity : UNDO_TOAST_MS });
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
