/** Forgot password: a link to set a new one is mailed (the same answer whether or not the address has an account). */
import { Fragment, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  API,
  RESET_COMMAND,
  forgotPasswordSchema,
  type ForgotPasswordRequest,
  type ForgotStatus,
  type MessageResponse,
} from '@firm/contract';
import { apiRequest, errorMessage } from '~/lib/api-client';
import { WayInCard } from '~/components/admin/way-in-card';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner } from '~/components/ui/feedback';
import { EmailField } from '~/components/ui/field';

export const meta = () => [{ title: 'Forgot password' }];

/**
 * The server's answer without a mail server, its command on a line of its own and broken only
 * between its words (a break inside `reset-password` would make it look like two).
 */
function NotSetUp({ message }: { message: string }) {
  const [before, after] = message.split(RESET_COMMAND);
  if (after === undefined) return message;
  return (
    <>
      {before}
      <code className="my-1 block font-mono">
        {RESET_COMMAND.split(' ').map((word, i) => (
          <Fragment key={i}>
            {i > 0 && ' '}
            <span className="whitespace-nowrap">{word}</span>
          </Fragment>
        ))}
      </code>
      {after}
    </>
  );
}

export default function AdminForgotPassword() {
  const id = useId();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ForgotPasswordRequest>({ mode: 'onTouched', resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  // Asked before anyone types: without a mail server the form would only end in that message.
  const [status, setStatus] = useState<ForgotStatus | null>(null);
  useEffect(() => {
    apiRequest<ForgotStatus>(API.passwordForgot, { auth: false }).then(setStatus, () => undefined);
  }, []);
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = handleSubmit(async (values) => {
    setSending(true);
    setError(null);
    setAnswer(null);
    try {
      const body = await apiRequest<MessageResponse>(API.passwordForgot, { method: 'POST', json: values, auth: false });
      setAnswer(body.message);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  });

  const emailId = `${id}-email`;
  const off = status?.byMail === false;
  return (
    <WayInCard title="Forgot password" notice={off && <NotSetUp message={status.message ?? ''} />} back>
      {!off && (
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">Type the e-mail address you log in with. We will send you a link to set a new password.</p>
          <EmailField id={emailId} autoComplete="username" error={errors.email?.message} registration={register('email')} />
          {error && <Alert>{error}</Alert>}
          <button type="submit" className={buttonClass('solid', 'w-full')} disabled={sending} aria-busy={sending}>
            {sending && <Spinner />}
            Send link
          </button>
        </form>
      )}
      {/* Always in the page, so the answer is read out when it arrives. */}
      <div role="status">
        {answer && <p className="mt-4 rounded-md border border-green-700 bg-green-50 px-3 py-2 text-sm text-green-900">{answer}</p>}
      </div>
    </WayInCard>
  );
}
