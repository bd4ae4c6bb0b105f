/** The login's second step with two-step sign-in on: a code from the authenticator app, or a recovery code. */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TWO_STEP_MESSAGES, TWO_STEP_PATHS, type LoginResponse, type SecondStepRequest } from '@firm/contract';
import { ApiError, apiRequest, errorMessage } from '~/lib/api-client';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner } from '~/components/ui/feedback';
import { FieldLabel } from '~/components/ui/field';
import { inputClass } from '~/components/ui/input-classes';

/** A text link's look for a button that changes what the card asks (the card's links look the same, way-in-card.tsx). */
const textButton = 'inline-block py-2 text-left font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900';

interface SecondStepFormProps {
  /** The login answer's `secondStep`. */
  challenge: string;
  /** The code was right: the login answer with its token. */
  onLoggedIn: (body: LoginResponse) => void;
  /** Back to the password (asked for, or the 5 minutes are over: `message` says so). */
  onRestart: (message: string | null) => void;
}

export function SecondStepForm({ challenge, onLoggedIn, onRestart }: SecondStepFormProps) {
  const id = useId();
  const inputId = `${id}-code`;
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // The field has the focus when the step appears and when the kind of code changes.
  useEffect(() => input.current?.focus(), [recovery]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(TWO_STEP_MESSAGES.codeFormat);
      input.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const json: SecondStepRequest = { challenge, code };
      const body = await apiRequest<LoginResponse>(TWO_STEP_PATHS.secondStep, { method: 'POST', json, auth: false });
      if (!body.token) throw new ApiError(401, body.message, body);
      // Stays busy: the page moves on.
      onLoggedIn(body);
    } catch (failure) {
      setSending(false);
      const message = failure instanceof ApiError && failure.status === 0 ? 'An error occurred' : errorMessage(failure);
      if (message === TWO_STEP_MESSAGES.challengeDead) return onRestart(message);
      setError(message);
      input.current?.select();
    }
  };

  const described = [`${id}-help`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <form method="post" onSubmit={(event) => void submit(event)} noValidate className="space-y-4" aria-busy={sending}>
      <p id={`${id}-help`} className="text-sm text-slate-700">
        {recovery
          ? 'Enter one of the recovery codes you saved when you turned on two-step sign-in. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows for this site.'}
      </p>
      <div>
        <FieldLabel htmlFor={inputId}>{recovery ? 'Recovery code' : 'Authentication code'}</FieldLabel>
        <input
          ref={input}
          id={inputId}
          // A new kind of code starts empty: the browser must not offer the other's.
          key={recovery ? 'recovery' : 'app'}
          type="text"
          inputMode={recovery ? 'text' : 'numeric'}
          autoComplete={recovery ? 'off' : 'one-time-code'}
          autoCapitalize="none"
          spellCheck={false}
          maxLength={recovery ? 32 : 10}
          className={`${inputClass} font-mono tracking-widest`}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
      </div>
      {error && (
        <div id={`${id}-error`}>
          <Alert>{error}</Alert>
        </div>
      )}
      <button type="submit" className={buttonClass('solid', 'w-full')} disabled={sending} aria-busy={sending}>
        {sending && <Spinner />}
        Verify
      </button>
      <div className="flex flex-wrap justify-between gap-x-4 text-sm">
        <button
          type="button"
          className={textButton}
          onClick={() => {
            setRecovery(!recovery);
            setCode('');
            setError(null);
          }}
        >
          {recovery ? 'Use the code from the app instead' : 'Use a recovery code instead'}
        </button>
        <button type="button" className={textButton} onClick={() => onRestart(null)}>
          Back to the password
        </button>
      </div>
    </form>
  );
}
