/** The Account tab: change the password (which ends every other session) and see the latest logins. */
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { API, changePasswordFormSchema, type AccountResponse, type ChangePasswordForm, type MessageResponse } from '@firm/contract';
import { apiRequest, errorMessage } from '~/lib/api-client';
import { buttonClass } from '~/components/ui/button';
import { Alert, Loading, Spinner } from '~/components/ui/feedback';
import { NewPasswordFields, PasswordField } from '~/components/ui/field';
import { formatDate } from '~/lib/format';
import { useReloadable } from './use-reloadable';
import { useUnsavedWork } from './unsaved-work';
import { useAdminOutlet } from './admin-context';
import { TwoStep } from './two-step';
import { LogOutEverywhere } from './log-out-everywhere';

const EMPTY_FORM: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

const loadAccount = () => apiRequest<AccountResponse>(API.account);
const NO_ACCOUNT: AccountResponse | null = null;

export function Account() {
  const { data: account, error, loaded, reload } = useReloadable<AccountResponse | null>(loadAccount, NO_ACCOUNT);
  const { role } = useAdminOutlet();
  const twoStep = account && <TwoStep status={account.twoStep} email={account.email} owner={role === 'owner'} onChanged={reload} />;
  // Required by an owner and not on: the one thing left to do comes first.
  const twoStepFirst = account?.twoStep.required && !account.twoStep.on;
  return (
    <section aria-labelledby="account-heading" className="space-y-6">
      <h1 id="account-heading" className="text-2xl font-bold text-navy-900">
        Account
      </h1>
      {account && <p className="text-slate-700">Logged in as {account.email}</p>}
      {twoStepFirst && twoStep}
      <ChangePassword onChanged={reload} />
      {!twoStepFirst && twoStep}
      <section aria-labelledby="logins-heading" className="space-y-2">
        <h2 id="logins-heading" className="text-xl font-semibold text-slate-900">
          Latest logins
        </h2>
        {!loaded && <Loading label="Loading the latest logins" />}
        {error && <Alert>{`Error: ${error}`}</Alert>}
        {account && (
          <table className="w-full max-w-xl border-collapse rounded border border-slate-200 bg-white text-left text-sm">
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-3 py-2 font-semibold text-slate-900">
                  When
                </th>
                <th scope="col" className="px-3 py-2 font-semibold text-slate-900">
                  From address
                </th>
              </tr>
            </thead>
            <tbody>
              {account.logins.map((login) => (
                <tr key={`${login.at}-${login.ip}`} className="border-b border-slate-200 last:border-0">
                  <td className="px-3 py-2 text-slate-900">{formatDate(login.at)}</td>
                  <td className="break-all px-3 py-2 font-mono text-slate-900">{login.ip}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <LogOutEverywhere />
    </section>
  );
}

function ChangePassword({ onChanged }: { onChanged: () => void }) {
  const id = useId();
  const form = useForm<ChangePasswordForm>({
    mode: 'onTouched',
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = form;
  // Asks before the passwords typed are left; they are never written to the browser's storage.
  useUnsavedWork(form, { secret: true });
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setSending(true);
    setServerError(null);
    try {
      const body = await apiRequest<MessageResponse>(API.accountPassword, {
        method: 'POST',
        json: { currentPassword, newPassword },
      });
      // Every other session ended; this one goes on.
      reset(EMPTY_FORM);
      toast.success(body.message);
      onChanged();
    } catch (failure) {
      // What was typed stays, so the admin can correct it.
      setServerError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  });

  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Change password
      </h2>
      <p className="text-sm text-slate-700">
        At least 12 characters and hard to guess: a few unrelated words work well. Changing it logs out every other session.
      </p>
      <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
        <PasswordField
          id={`${id}-current`}
          label="Current password"
          autoComplete="current-password"
          error={errors.currentPassword?.message}
          registration={register('currentPassword')}
        />
        <NewPasswordFields
          id={id}
          password={{ registration: register('newPassword'), error: errors.newPassword?.message }}
          confirm={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
        />
        {serverError && <Alert>{serverError}</Alert>}
        <button type="submit" className={buttonClass('solid', '', 'sm')} disabled={sending} aria-busy={sending}>
          {sending && <Spinner />}
          Change password
        </button>
      </form>
    </section>
  );
}
