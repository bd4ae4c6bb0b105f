/**
 * The Account tab's two-step sign-in: turning it on with an authenticator app (a QR code, the key as
 * text, a first code, then the recovery codes, shown once), turning it off with the password, and
 * for owners the switch that requires it of everyone (docs/decisions/049-two-step-sign-in.md).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import {
  TWO_STEP_PATHS,
  type MessageResponse,
  type RecoveryCodesResponse,
  type TwoStepConfirmRequest,
  type TwoStepOffRequest,
  type TwoStepSetupRequest,
  type TwoStepSetupResponse,
  type TwoStepStatus,
} from '@firm/contract';
import { apiRequest, errorMessage } from '~/lib/api-client';
import { Button, buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Alert, Spinner } from '~/components/ui/feedback';
import { FieldLabel, PasswordField } from '~/components/ui/field';
import { inputClass } from '~/components/ui/input-classes';
import { useUnsavedWork } from './unsaved-work';

type Phase = { kind: 'idle' } | { kind: 'setup'; setup: TwoStepSetupResponse } | { kind: 'codes'; codes: string[]; message: string };

interface TwoStepProps {
  status: TwoStepStatus;
  email: string;
  /** An owner also sees the switch that requires it of everyone. */
  owner: boolean;
  /** Something changed: the account is read again. */
  onChanged: () => void;
}

export function TwoStep({ status, email, owner, onChanged }: TwoStepProps) {
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [starting, setStarting] = useState(false);
  const [turningOff, setTurningOff] = useState(false);
  // Each step's heading takes the focus, so a screen reader hears where the setup is.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const firstPhase = useRef(true);
  useEffect(() => {
    if (firstPhase.current) {
      firstPhase.current = false;
      return;
    }
    stepHeading.current?.focus();
  }, [phase.kind]);

  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={headingId} className="text-xl font-semibold text-slate-900">
        Two-step sign-in
      </h2>
      {status.required && !status.on && (
        <p role="status" className="rounded-md border border-accent-500 bg-accent-400/15 px-3 py-2 text-sm text-navy-950">
          An owner requires two-step sign-in. Turn it on here; the rest of the admin opens once it is on.
        </p>
      )}
      {phase.kind === 'setup' ? (
        <SetupSteps
          setup={phase.setup}
          headingRef={stepHeading}
          onCancel={() => setPhase({ kind: 'idle' })}
          onConfirmed={(body) => setPhase({ kind: 'codes', codes: body.recoveryCodes, message: body.message })}
        />
      ) : phase.kind === 'codes' ? (
        <RecoveryCodes
          codes={phase.codes}
          message={phase.message}
          email={email}
          headingRef={stepHeading}
          onSaved={() => {
            setPhase({ kind: 'idle' });
            onChanged();
          }}
        />
      ) : status.on ? (
        <>
          <p className="text-slate-700">
            <strong className="font-semibold text-slate-900">On.</strong> Logging in asks for a code from your authenticator app after the
            password. Recovery codes left: {status.recoveryCodesLeft} of 10.
          </p>
          <Button variant="outline" size="sm" onClick={() => setTurningOff(true)}>
            Turn off two-step sign-in
          </Button>
        </>
      ) : (
        <>
          <p className="text-slate-700">
            <strong className="font-semibold text-slate-900">Off.</strong> With it on, logging in also asks for a 6-digit code from an
            authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 2FAS), so a password alone does not
            open your account.
          </p>
          <Button id={`${id}-turn-on`} size="sm" onClick={() => setStarting(true)}>
            Turn on two-step sign-in
          </Button>
        </>
      )}
      {owner && <RequireTwoStep status={status} onChanged={onChanged} />}
      <Dialog
        open={starting}
        onOpenChange={setStarting}
        title="Turn on two-step sign-in"
        // On to the setup's first step once the password was right; else back to the button.
        onClosed={() => (stepHeading.current ?? document.getElementById(`${id}-turn-on`))?.focus()}
      >
        <PasswordStep
          intro="First your password, so that only you can choose the app that your logins will need."
          submitLabel="Continue"
          tone="solid"
          send={(password) => {
            const json: TwoStepSetupRequest = { password };
            return apiRequest<TwoStepSetupResponse>(TWO_STEP_PATHS.setup, { method: 'POST', json });
          }}
          onDone={(setup) => {
            setStarting(false);
            setPhase({ kind: 'setup', setup });
          }}
          onCancel={() => setStarting(false)}
        />
      </Dialog>
      <Dialog open={turningOff} onOpenChange={setTurningOff} title="Turn off two-step sign-in">
        <PasswordStep
          intro="Logging in will ask for the password only. The key in your app and your recovery codes stop working."
          submitLabel="Turn off"
          tone="danger"
          send={(password) => {
            const json: TwoStepOffRequest = { password };
            return apiRequest<MessageResponse>(TWO_STEP_PATHS.off, { method: 'POST', json });
          }}
          onDone={(body) => {
            setTurningOff(false);
            toast.success(body.message);
            onChanged();
          }}
          onCancel={() => setTurningOff(false)}
        />
      </Dialog>
    </section>
  );
}

interface SetupStepsProps {
  setup: TwoStepSetupResponse;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onCancel: () => void;
  onConfirmed: (body: RecoveryCodesResponse) => void;
}

/** The QR code and the key as text, then the first code from the app. */
function SetupSteps({ setup, headingRef, onCancel, onConfirmed }: SetupStepsProps) {
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.replace(/\s/g, ''))) {
      setError('Enter the 6 digits the app shows');
      return;
    }
    setSending(true);
    setError(null);
    try {
      const json: TwoStepConfirmRequest = { code };
      onConfirmed(await apiRequest<RecoveryCodesResponse>(TWO_STEP_PATHS.confirm, { method: 'POST', json }));
    } catch (failure) {
      setError(errorMessage(failure));
      setSending(false);
    }
  };

  const codeId = `${id}-code`;
  return (
    <div className="space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Add this site to your authenticator app
      </h3>
      <ol className="list-decimal space-y-4 pl-5 text-slate-700">
        <li>
          <p>Open the app, choose to add an account, and scan this QR code.</p>
          <img
            src={setup.qr}
            alt="QR code of the key for your authenticator app. The same key is written below."
            width={192}
            height={192}
            className="mt-2 size-48 border border-slate-200 bg-white"
          />
        </li>
        <li>
          <p id={`${id}-key-label`}>Or, without a camera, type this key in the app (time-based, 6 digits):</p>
          <p
            aria-labelledby={`${id}-key-label`}
            className="mt-2 font-mono text-lg tracking-wide break-words text-slate-900"
            data-testid="two-step-key"
          >
            {setup.key}
          </p>
        </li>
        <li>
          <form onSubmit={(event) => void confirm(event)} noValidate className="space-y-3" aria-busy={sending}>
            <div>
              <FieldLabel htmlFor={codeId}>Enter the 6-digit code the app now shows</FieldLabel>
              <input
                id={codeId}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={10}
                className={`${inputClass} max-w-48 font-mono tracking-widest`}
                value={code}
                onChange={(event) => setCode(event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            </div>
            {error && (
              <div id={`${id}-error`}>
                <Alert>{error}</Alert>
              </div>
            )}
            <div className="flex flex-wrap gap-2">
              <button type="submit" className={buttonClass('solid', '', 'sm')} disabled={sending} aria-busy={sending}>
                {sending && <Spinner />}
                Turn on
              </button>
              <Button variant="ghost" size="sm" onClick={onCancel}>
                Cancel
              </Button>
            </div>
          </form>
        </li>
      </ol>
    </div>
  );
}

interface RecoveryCodesProps {
  codes: string[];
  message: string;
  email: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSaved: () => void;
}

/** The ten recovery codes, shown this once: copy, download, then confirm they are kept. */
function RecoveryCodes({ codes, message, email, headingRef, onSaved }: RecoveryCodesProps) {
  const text = [
    `Recovery codes for the admin of ${window.location.host} (${email})`,
    'Each works once, instead of a code from the authenticator app.',
    '',
    ...codes,
    '',
  ].join('\n');
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toast.success('Recovery codes copied'),
      () => toast.error('They could not be copied: select them, or download them.'),
    );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  };
  return (
    <div className="space-y-4">
      <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        Save your recovery codes
      </h3>
      <p role="status" className="text-slate-700">
        {message}
      </p>
      <p className="text-slate-700">
        If your phone is lost, each of these codes logs you in once instead of a code from the app. Keep them somewhere safe, away from the
        phone.
      </p>
      <ol
        aria-label="Recovery codes"
        className="grid max-w-md grid-cols-1 gap-1 rounded-md border border-slate-200 bg-navy-50 p-3 font-mono whitespace-nowrap text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          Copy
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          Download (.txt)
        </Button>
        <Button size="sm" onClick={onSaved}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

interface PasswordStepProps<T> {
  intro: string;
  submitLabel: string;
  tone: 'solid' | 'danger';
  /** Sends the password; a refusal's message is shown under the field, which keeps what was typed. */
  send: (password: string) => Promise<T>;
  /** The answer, once the typed password is cleared. */
  onDone: (answer: T) => void;
  onCancel: () => void;
}

/** The password, asked before two-step sign-in goes on or off (decision 084). */
function PasswordStep<T>({ intro, submitLabel, tone, send, onDone, onCancel }: PasswordStepProps<T>) {
  const id = useId();
  const form = useForm<TwoStepOffRequest>({ defaultValues: { password: '' } });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  // Asks before the typed password is left; it is never written to the browser's storage.
  useUnsavedWork(form, { secret: true });
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = handleSubmit(async ({ password }) => {
    setSending(true);
    setServerError(null);
    try {
      const answer = await send(password);
      form.reset({ password: '' });
      onDone(answer);
    } catch (failure) {
      setServerError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
      <p className="text-slate-700">{intro}</p>
      <PasswordField
        id={`${id}-password`}
        label="Password"
        autoComplete="current-password"
        error={errors.password?.message}
        registration={register('password', { required: 'Password is required' })}
      />
      {serverError && <Alert>{serverError}</Alert>}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel}>
          Cancel
        </Button>
        <button type="submit" className={buttonClass(tone, '', 'sm')} disabled={sending} aria-busy={sending}>
          {sending && <Spinner />}
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** For owners: whether everyone must use two-step sign-in. */
function RequireTwoStep({ status, onChanged }: { status: TwoStepStatus; onChanged: () => void }) {
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Requiring it before having it would shut the owner out of the admin first (the server refuses too).
  const blocked = !status.on && !status.required;

  const change = async (required: boolean) => {
    setSaving(true);
    setError(null);
    try {
      const body = await apiRequest<MessageResponse>(TWO_STEP_PATHS.policy, { method: 'PUT', json: { required } });
      toast.success(body.message);
      onChanged();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="space-y-2 border-t border-slate-200 pt-4">
      <div className="flex items-start gap-3">
        <input
          id={`${id}-required`}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-navy-700"
          checked={status.required}
          disabled={saving || blocked}
          aria-describedby={`${id}-help`}
          onChange={(event) => void change(event.target.checked)}
        />
        <FieldLabel htmlFor={`${id}-required`}>Require two-step sign-in for everyone</FieldLabel>
      </div>
      <p id={`${id}-help`} className="text-sm text-slate-700">
        {blocked
          ? 'Turn it on for your own account first.'
          : 'Anyone without it can then log in only to turn it on; nothing else in the admin works for them until they do.'}
      </p>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
