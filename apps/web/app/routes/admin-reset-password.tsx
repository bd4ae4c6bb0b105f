/**
 * The page a mailed link opens: the link's secret is after `#` (it never reaches a server's log or a
 * Referer), the new password is asked twice, and a good one logs the person in.
 */
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { API, RESET_MESSAGES, resetPasswordFormSchema, type LoginResponse, type ResetPasswordForm } from '@firm/contract';
import { apiRequest } from '~/lib/api-client';
import { LOGIN_PATH } from '~/lib/auth';
import { WayInCard, WayInOutcome, useMailedLink } from '~/components/admin/way-in-card';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner } from '~/components/ui/feedback';
import { NewPasswordFields } from '~/components/ui/field';

export const meta = () => [{ title: 'Set a new password' }];

const FORGOT_PATH = '/admin/forgot-password';
/** Answers that mean the link itself is no good: the form goes, a way to ask again comes. */
const DEAD_LINK: readonly string[] = [RESET_MESSAGES.linkDead, RESET_MESSAGES.noLink];

export default function AdminResetPassword() {
  const id = useId();
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<ResetPasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  // readyToLogIn: changed, but the login asks for one more step, which the login page does.
  const { sending, error, dead, readyToLogIn, send } = useMailedLink({
    noLink: RESET_MESSAGES.noLink,
    deadLink: DEAD_LINK,
    welcome: RESET_MESSAGES.changed,
    to: '/admin/dashboard',
    refusePassword: (message) => setFieldError('password', { message }, { shouldFocus: true }),
  });

  const submit = handleSubmit(({ password }) =>
    send((token) => apiRequest<LoginResponse>(API.passwordReset, { method: 'POST', json: { token, password }, auth: false })),
  );

  return (
    <WayInCard title="Set a new password" back={!readyToLogIn}>
      {readyToLogIn ? (
        <WayInOutcome kind="done" message={RESET_MESSAGES.changedLogIn} to={LOGIN_PATH} link="Log in" />
      ) : dead ? (
        <WayInOutcome kind="refused" message={dead} to={FORGOT_PATH} link="Ask for a new link" />
      ) : (
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">
            At least 12 characters, hard to guess. Every session of yours ends, and you are logged in with the new password.
          </p>
          <NewPasswordFields
            id={id}
            password={{ registration: register('password'), error: errors.password?.message }}
            confirm={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
          {error && <Alert>{error}</Alert>}
          <button type="submit" className={buttonClass('solid', 'w-full')} disabled={sending} aria-busy={sending}>
            {sending && <Spinner />}
            Set new password
          </button>
        </form>
      )}
    </WayInCard>
  );
}
