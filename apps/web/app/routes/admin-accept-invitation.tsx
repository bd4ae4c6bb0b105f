/**
 * The page an invitation link opens: the secret is after `#` (it never reaches a server's log or a
 * Referer). It shows the e-mail and role invited, asks a name and a password twice, and the new
 * person is logged in and taken to the dashboard.
 */
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  API,
  MESSAGES,
  ROLE_LABELS,
  TEAM_MESSAGES,
  acceptInvitationFormSchema,
  type AcceptInvitationForm,
  type InvitationInfo,
  type LoginResponse,
} from '@firm/contract';
import { ApiError, apiRequest, errorMessage } from '~/lib/api-client';
import { LOGIN_PATH } from '~/lib/auth';
import { dashboardPath } from '~/components/admin/tabs';
import { WayInCard, WayInOutcome, useMailedLink } from '~/components/admin/way-in-card';
import { buttonClass } from '~/components/ui/button';
import { Alert, Loading, Spinner } from '~/components/ui/feedback';
import { factsClass, factValueClass } from '~/components/ui/facts';
import { Field, NewPasswordFields, fieldAria } from '~/components/ui/field';
import { inputClass } from '~/components/ui/input-classes';
import { SoftBreaks } from '~/components/soft-breaks';

export const meta = () => [{ title: 'Accept the invitation' }];

/** Answers that mean the link itself is no good: the form goes, and the page says what to do. */
const DEAD_LINK: readonly string[] = [TEAM_MESSAGES.invitationDead, TEAM_MESSAGES.accountExists];
const NO_LINK = 'This page needs the link from the invitation. Ask an owner of the site for one.';

export default function AdminAcceptInvitation() {
  const id = useId();
  const [invitation, setInvitation] = useState<InvitationInfo | null>(null);
  const {
    register,
    handleSubmit,
    setError: setFieldError,
    formState: { errors },
  } = useForm<AcceptInvitationForm>({
    mode: 'onTouched',
    resolver: zodResolver(acceptInvitationFormSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  // The account is made; a login that asks for one more step is done on the login page (readyToLogIn).
  const { secret, sending, error, setError, dead, setDead, readyToLogIn, send } = useMailedLink({
    noLink: NO_LINK,
    deadLink: DEAD_LINK,
    welcome: MESSAGES.loginSuccess,
    to: dashboardPath('slider'),
    refusePassword: (message) => setFieldError('password', { message }, { shouldFocus: true }),
  });

  useEffect(() => {
    if (!secret) return;
    let live = true;
    apiRequest<InvitationInfo>(API.invitationCheck, { method: 'POST', json: { token: secret }, auth: false }).then(
      (info) => live && setInvitation(info),
      (failure: unknown) => {
        if (!live) return;
        if (failure instanceof ApiError && failure.status === 400) setDead(errorMessage(failure));
        else setError(errorMessage(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [secret, setDead, setError]);

  const submit = handleSubmit(({ name, password }) =>
    send((token) => apiRequest<LoginResponse>(API.invitationAccept, { method: 'POST', json: { token, name, password }, auth: false })),
  );

  const nameId = `${id}-name`;
  return (
    <WayInCard title="Accept the invitation">
      {readyToLogIn ? (
        <WayInOutcome kind="done" message="Your account is ready. Log in with your e-mail and password." to={LOGIN_PATH} link="Log in" />
      ) : dead ? (
        <WayInOutcome kind="refused" message={dead} to={LOGIN_PATH} link="Go to the login page" />
      ) : !invitation ? (
        error ? (
          <Alert>{error}</Alert>
        ) : (
          <Loading label="Reading the invitation" />
        )
      ) : (
        <form method="post" onSubmit={submit} noValidate className="space-y-4">
          <dl className={`${factsClass} gap-x-3 rounded-md bg-navy-50 px-3 py-2 text-sm text-slate-900`}>
            <dt className="text-slate-700">Email</dt>
            <dd className={`${factValueClass} font-medium`}>
              <SoftBreaks text={invitation.email} after="@" />
            </dd>
            <dt className="text-slate-700">Role</dt>
            <dd className={`${factValueClass} font-medium`}>{ROLE_LABELS[invitation.role]}</dd>
          </dl>
          <Field id={nameId} label="Your name" error={errors.name?.message}>
            <input
              type="text"
              autoComplete="name"
              className={inputClass}
              {...fieldAria(nameId, errors.name?.message)}
              {...register('name')}
            />
          </Field>
          {/* The e-mail for the password manager, which saves it with the password. */}
          <input type="email" autoComplete="username" value={invitation.email} readOnly hidden />
          <p className="text-sm text-slate-700">Choose a password: at least 12 characters, hard to guess.</p>
          <NewPasswordFields
            id={id}
            label="Password"
            password={{ registration: register('password'), error: errors.password?.message }}
            confirm={{ registration: register('confirmPassword'), error: errors.confirmPassword?.message }}
          />
          {error && <Alert>{error}</Alert>}
          <button type="submit" className={buttonClass('solid', 'w-full')} disabled={sending} aria-busy={sending}>
            {sending && <Spinner />}
            Accept and log in
          </button>
        </form>
      )}
    </WayInCard>
  );
}
