/** How a form's save ends as the owner sees it (ADMIN-12), shared by the item forms and the Site tab. */
import { useState, type BaseSyntheticEvent } from 'react';
import { errorMessage } from '~/lib/api-client';
import { errorAt } from '~/components/ui/field';

/**
 * What a save the form's rules refused says beside its button (ADMIN-12): which field to put right first, and how
 * many others; each field's own message is under it.
 */
export const firstFieldProblem = (fields: readonly { name: string; label: string }[], errors: unknown): string | null => {
  const wrong = fields.filter((field) => errorAt(errors, field.name));
  if (wrong.length === 0) return null;
  const others = wrong.length - 1;
  return `Not saved: check ${wrong[0]!.label}${others === 0 ? '' : ` and ${others} more field${others === 1 ? '' : 's'}`}.`;
};

/**
 * A save in progress, and what is said beside its button when it fails: the server's message, with the focus
 * back on the button that sent it, or the first field the form's own rules refuse.
 */
export function useSaveOutcome(fields: readonly { name: string; label: string }[], errors: unknown) {
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [refused, setRefused] = useState(false);

  /** Runs `work` for a submit event; a failure's message is kept to be said beside the button. */
  const save = async (event: BaseSyntheticEvent | undefined, work: () => Promise<void>) => {
    // The button that sent the form (Enter in a field sends it through the same button).
    const sender = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    setSending(true);
    setServerError(null);
    setRefused(false);
    try {
      await work();
    } catch (failure) {
      setServerError(errorMessage(failure));
      // The button was disabled while sending, which took the focus: it comes back where the message is said.
      requestAnimationFrame(() => sender?.focus());
    } finally {
      setSending(false);
    }
  };
  /** react-hook-form has moved the focus to the first wrong field it can focus; its message is said beside the button too. */
  const invalid = () => {
    setServerError(null);
    setRefused(true);
  };
  return { sending, save, invalid, problem: serverError ?? (refused ? firstFieldProblem(fields, errors) : null) };
}
