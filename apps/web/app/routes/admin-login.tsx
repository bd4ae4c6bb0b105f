import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { API, MESSAGES, TIMINGS, loginRequestSchema, type LoginRequest, type LoginResponse } from '@firm/contract';
import { ApiError, apiRequest, messageOf } from '~/lib/api-client';
import { clearLoginNotice, readLoginNotice, setToken } from '~/lib/auth';
import { afterLogin } from '~/components/admin/next-path';
import { WayInCard, WayInLink } from '~/components/admin/way-in-card';
import { SecondStepForm } from '~/components/admin/second-step-form';
import { dashboardPath } from '~/components/admin/tabs';
import { buttonClass } from '~/components/ui/button';
import { Alert, Spinner } from '~/components/ui/feedback';
import { EmailField, PasswordField } from '~/components/ui/field';

export const meta = () => [{ title: 'Admin Login' }];

export default function AdminLogin() {
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ mode: 'onTouched', resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });
  const [loading, setLoading] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  // The login answer's challenge when two-step sign-in is on: the card then asks for a code.
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The admin area renders on the client only (layouts/admin.tsx), so storage can be read here.
  const [notice] = useState(readLoginNotice);
  useEffect(() => {
    clearLoginNotice();
    if (notice === 'loggedOut') toast.success(MESSAGES.logout, { id: 'logout' });
  }, [notice]);
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(afterLogin(params)), TIMINGS.loginRedirectMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, params]);

  const submit = handleSubmit(async (values) => {
    setLoading(true);
    setError(null);
    try {
      const body = await apiRequest<LoginResponse>(API.login, { method: 'POST', json: values, auth: false });
      if (body.secondStep) return setChallenge(body.secondStep);
      if (!body.status || !body.token) throw new ApiError(401, body.message, body);
      loggedIn(body);
    } catch (failure) {
      // An answer from the server (status false, throttled, bad input) carries its message; no answer is 'An error occurred'.
      const message =
        failure instanceof ApiError && failure.status !== 0 ? (messageOf(failure.body) ?? MESSAGES.loginError) : MESSAGES.loginError;
      setError(message);
      toast.error(message);
    } finally {
      setLoading(false);
    }
  });

  // The token of a login, after the password or the second step.
  const loggedIn = (body: LoginResponse) => {
    setToken(body.token!);
    // Two-step sign-in is to be turned on (an owner requires it, or this server cannot read the key): the Account tab.
    if (body.setUpTwoStep) {
      toast.warning(body.message);
      void navigate(dashboardPath('account'));
      return;
    }
    setSucceeded(true);
    toast.success(MESSAGES.loginSuccess);
  };

  const emailId = `${id}-email`;
  return (
    <WayInCard
      title="Admin Login"
      // Shown on the page, not only as a notice: the owner did not ask to leave (AUTH-3).
      notice={notice === 'expired' && MESSAGES.sessionExpired}
    >
      {challenge ? (
        <SecondStepForm
          challenge={challenge}
          onLoggedIn={loggedIn}
          onRestart={(message) => {
            setChallenge(null);
            setError(message);
          }}
        />
      ) : (
        /* POST: sent before the script has loaded, a GET form would put the password in the address. */
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          <EmailField id={emailId} autoComplete="username" error={errors.email?.message} registration={register('email')} />
          <PasswordField
            id={`${id}-password`}
            label="Password"
            autoComplete="current-password"
            error={errors.password?.message}
            registration={register('password')}
          />
          <p className="-mt-2 text-right text-sm">
            <WayInLink to="/admin/forgot-password">Forgot password?</WayInLink>
          </p>
          {error && <Alert>{error}</Alert>}
          <button type="submit" className={buttonClass('solid', 'w-full')} disabled={loading || succeeded} aria-busy={loading}>
            {loading && <Spinner />}
            Login
          </button>
        </form>
      )}
    </WayInCard>
  );
}
