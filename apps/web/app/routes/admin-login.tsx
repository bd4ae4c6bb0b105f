import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { API, MESSAGES, TIMINGS, loginRequestSchema, type LoginRequest, type LoginResponse } from '@firm/contract';
import { ApiError, apiRequest, messageOf } from '~/lib/api-client';
import { LOGGED_OUT, setToken } from '~/lib/auth';
import { dashboardPath } from '~/components/admin/top-bar';
import { Alert, Field, PasswordField, Spinner, buttonStyles, fieldAria, inputStyles } from '~/components/admin/ui';

export const meta = () => [{ title: 'Admin Login' }];

export default function AdminLogin() {
  const id = useId();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({ mode: 'onTouched', resolver: zodResolver(loginRequestSchema), defaultValues: { email: '', password: '' } });
  const [loading, setLoading] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const location = useLocation();
  useEffect(() => {
    if ((location.state as Partial<typeof LOGGED_OUT> | null)?.loggedOut !== true) return;
    toast.success(MESSAGES.logout);
    // Said once: a reload of the login page must not say it again.
    void navigate(location.pathname, { replace: true, state: null });
  }, [location.state, location.pathname, navigate]);
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate(dashboardPath('slider')), TIMINGS.loginRedirectMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  const submit = handleSubmit(async (values) => {
    setLoading(true);
    setError(null);
    try {
      const body = await apiRequest<LoginResponse>(API.login, { method: 'POST', json: values, auth: false });
      if (!body.status || !body.token) throw new ApiError(401, body.message, body);
      setToken(body.token);
      setSucceeded(true);
      toast.success(MESSAGES.loginSuccess);
    } catch (failure) {
      // An answer from the server (status false, throttled, bad input) carries its message; no answer is 'An error occurred'.
      const message = failure instanceof ApiError && failure.status !== 0 ? (messageOf(failure.body) ?? MESSAGES.loginError) : MESSAGES.loginError;
      setError(message);
      toast.error(message);
    } finally {
      setLoading(false);
    }
  });

  const emailId = `${id}-email`;
  return (
    <div className="mx-auto mt-8 max-w-sm rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="mb-6 text-center text-2xl font-bold text-slate-900">Admin Login</h1>
      {/* POST: sent before the script has loaded, a GET form would put the password in the address. */}
      <form method="post" onSubmit={submit} noValidate className="space-y-4">
        <Field id={emailId} label="Email" error={errors.email?.message}>
          <input type="email" autoComplete="username" className={inputStyles} {...fieldAria(emailId, errors.email?.message)} {...register('email')} />
        </Field>
        <PasswordField id={`${id}-password`} label="Password" autoComplete="current-password" error={errors.password?.message} registration={register('password')} />
        {error && <Alert>{error}</Alert>}
        <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={loading || succeeded} aria-busy={loading}>
          {loading && <Spinner />}
          Login
        </button>
      </form>
    </div>
  );
}
