/**
 * The page a mailed link opens: the link's secret is after `#` (it never reaches a server's log or a
 * Referer), the new password is asked twice, and a good one logs the person in.
 */
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { API, RESET_MESSAGES, resetPasswordFormSchema, type LoginResponse, type ResetPasswordForm } from '@firm/contract';
import { apiRequest } from '~/lib/api-client';
import { LOGIN_PATH, setToken } from '~/lib/auth';
import { WayInCard, WayInLink, WayInOutcome, sayLinkFailure } from '~/components/admin/way-in-card';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner } from '~/components/ui/feedback';
import { NewPasswordFields } from '~/components/ui/field';

export const meta = () => [{ title: 'Set a new password' }];

const FORGOT_PATH = '/admin/forgot-password';
/** Answers that mean the link itself is no good: the form goes, a way to ask again comes. */
const DEAD_LINK: readonly string[] = [RESET_MESSAGES.linkDead, RESET_MESSAGES.noLink];

export default function AdminResetPassword() {
  const id = useId();
  const navigate = useNavigate();
  const secret = useLocation().hash.replace(/^#/, '');
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
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dead, setDead] = useState<string | null>(secret ? null : RESET_MESSAGES.noLink);
  // Changed, but the login asks for one more step: the login page does it.
  const [changed, setChanged] = useState(false);

  const submit = handleSubmit(async ({ password }) => {
    setSending(true);
    setError(null);
    try {
      const body = await apiRequest<LoginResponse>(API.passwordReset, { method: 'POST', json: { token: secret, password }, auth: false });
      if (!body.token) {
        setChanged(true);
        return;
      }
      setToken(body.token);
      toast.success(RESET_MESSAGES.changed);
      void navigate('/admin/dashboard', { replace: true });
    } catch (failure) {
      sayLinkFailure(failure, DEAD_LINK, {
        link: setDead,
        password: (message) => setFieldError('password', { message }, { shouldFocus: true }),
        form: setError,
      });
    } finally {
      setSending(false);
    }
  });

  return (
    <WayInCard title="Set a new password">
      {changed ? (
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
      {!changed && (
        <p className="mt-4 text-center text-sm">
          <WayInLink to={LOGIN_PATH}>Back to login</WayInLink>
        </p>
      )}
    </WayInCard>
  );
}
