/** The Account tab's "Log out everywhere": every session of this person ends, this one too (docs/decisions/048). */
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { API, type MessageResponse } from '@firm/contract';
import { apiRequest, errorMessage } from '~/lib/api-client';
import { loggedOut } from '~/lib/auth';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner } from '~/components/ui/feedback';

export function LogOutEverywhere() {
  const id = useId();
  const navigate = useNavigate();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const endAll = async () => {
    setSending(true);
    setError(null);
    try {
      await apiRequest<MessageResponse>(API.sessions, { method: 'DELETE' });
      loggedOut(navigate);
    } catch (failure) {
      setError(errorMessage(failure));
      setSending(false);
    }
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-md space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Sessions
      </h2>
      <p className="text-sm text-slate-700">
        Lost a phone, or logged in on a computer that is not yours? This ends every session of yours, on every device, this one too.
      </p>
      {error && <Alert>{error}</Alert>}
      <button
        type="button"
        className={buttonClass('outline', '', 'sm')}
        onClick={() => void endAll()}
        disabled={sending}
        aria-busy={sending}
      >
        {sending && <Spinner />}
        Log out everywhere
      </button>
    </section>
  );
}
