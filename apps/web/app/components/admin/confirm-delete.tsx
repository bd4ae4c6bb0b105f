import { useEffect, useEffectEvent, useState } from 'react';
import { toast } from 'sonner';
import { TIMINGS } from '@firm/contract';
import { errorMessage } from '~/lib/api-client';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner } from '~/components/ui/feedback';
import { NOTICE_MS, undoToast } from './undo';

interface ConfirmDeleteProps {
  question: string;
  /** Deletes; resolves to the message for the success toast. */
  onConfirm: () => Promise<string>;
  /** Takes the delete back from the Undo of the success toast (the item went to the trash); none for a delete forever. */
  undo?: () => Promise<string>;
  onCancel: () => void;
  /** Called TIMINGS.deleteModalCloseMs after a successful delete. */
  onDone: () => void;
  /** The confirming button's text when the action is not a delete (Remove a person, Make editor). */
  confirmLabel?: string;
}

/** The body of a delete confirmation modal: stays open with the server's message on failure. */
export function ConfirmDelete({ question, onConfirm, undo, onCancel, onDone, confirmLabel = 'Delete' }: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = useEffectEvent(onDone);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(close, TIMINGS.deleteModalCloseMs);
    return () => clearTimeout(timer);
  }, [done]);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const message = await onConfirm();
      setDone(true);
      if (undo) undoToast(message, undo);
      else toast.success(message, { duration: NOTICE_MS });
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-slate-900">{question}</p>
      {error && <Alert>{error}</Alert>}
      <div className="flex justify-end gap-2">
        <button type="button" className={buttonClass('outline', '', 'sm')} onClick={onCancel} disabled={busy}>
          Cancel
        </button>
        <button type="button" className={buttonClass('danger', '', 'sm')} onClick={() => void confirm()} disabled={busy || done}>
          {busy && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </div>
  );
}
