/**
 * The Team tab (owners only, docs/decisions/048-accounts-and-roles.md): everyone with access, an
 * invitation by a once-link shown once to copy (and mailed when the site has a mail server), the
 * pending invitations, a change of role and a removal, each of which ends that person's sessions.
 */
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import {
  API,
  ROLES,
  ROLE_LABELS,
  TEAM_MESSAGES,
  inviteRequestSchema,
  type InviteForm,
  type InviteResponse,
  type MessageResponse,
  type PendingInvitation,
  type Role,
  type TeamMember,
  type TeamResponse,
} from '@firm/contract';
import { apiRequest, errorMessage } from '~/lib/api-client';
import { formatDate } from '~/lib/format';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { Alert, Loading, Spinner } from '~/components/ui/feedback';
import { EmailField, Field, fieldAria } from '~/components/ui/field';
import { inputClass } from '~/components/ui/input-classes';
import { SoftBreaks } from '~/components/soft-breaks';
import { ConfirmDelete } from './confirm-delete';
import { useReloadable } from './use-reloadable';

/** What an editor reads on an owner's tab opened by its address: the server would refuse its data anyway. */
export function OwnersOnly({ title }: { title: string }) {
  return (
    <section aria-labelledby="owners-only-heading" className="space-y-2">
      <h1 id="owners-only-heading" className="text-2xl font-bold text-navy-900">
        {title}
      </h1>
      <p className="text-slate-700">{TEAM_MESSAGES.ownersOnlyScreen}</p>
    </section>
  );
}

const loadTeam = () => apiRequest<TeamResponse>(API.team);
const EMPTY: TeamResponse = { people: [], invitations: [] };
const otherRole = (role: Role): Role => (role === 'owner' ? 'editor' : 'owner');
const roleWithArticle = (role: Role) => (role === 'owner' ? 'an owner' : 'an editor');

type Asking = { kind: 'role'; person: TeamMember; role: Role } | { kind: 'remove'; person: TeamMember } | null;

export function Team() {
  const { data, error, loaded, reload } = useReloadable(loadTeam, EMPTY);
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);
  const actions: PersonActions = {
    changeRole: (person) => setAsking({ kind: 'role', person, role: otherRole(person.role) }),
    remove: (person) => setAsking({ kind: 'remove', person }),
  };

  return (
    <section aria-labelledby="team-heading" className="space-y-6">
      <div className="space-y-1">
        <h1 id="team-heading" className="text-2xl font-bold text-navy-900">
          Team
        </h1>
        <p className="text-sm text-slate-700">
          Owners can do everything. Editors manage the content, the messages, the trash and history, and their own account.
        </p>
      </div>
      <InviteForm onInvited={reload} />
      <section aria-labelledby="people-heading" className="space-y-2">
        <h2 id="people-heading" className="text-xl font-semibold text-slate-900">
          People with access
        </h2>
        {!loaded && <Loading label="Loading the team" />}
        {error && <Alert>{`Error: ${error}`}</Alert>}
        {data.people.length > 0 && <People people={data.people} actions={actions} />}
      </section>
      {data.invitations.length > 0 && <Invitations invitations={data.invitations} onWithdrawn={reload} />}
      <Dialog
        open={asking !== null}
        onOpenChange={(open) => !open && close()}
        title={asking?.kind === 'remove' ? 'Remove a person' : 'Change a role'}
      >
        {asking?.kind === 'remove' && (
          <ConfirmDelete
            question={`Remove ${asking.person.email}? They can no longer log in, and their sessions end now.`}
            confirmLabel="Remove"
            onConfirm={async () => {
              const body = await apiRequest<MessageResponse>(`${API.team}/${encodeURIComponent(asking.person.id)}`, { method: 'DELETE' });
              reload();
              return body.message;
            }}
            onCancel={close}
            onDone={close}
          />
        )}
        {asking?.kind === 'role' && (
          <ConfirmDelete
            question={`Make ${asking.person.email} ${roleWithArticle(asking.role)}? Their sessions end now: they log in again.`}
            confirmLabel={`Make ${ROLE_LABELS[asking.role].toLowerCase()}`}
            onConfirm={async () => {
              const body = await apiRequest<MessageResponse>(`${API.team}/${encodeURIComponent(asking.person.id)}`, {
                method: 'PUT',
                json: { role: asking.role },
              });
              reload();
              return body.message;
            }}
            onCancel={close}
            onDone={close}
          />
        )}
      </Dialog>
    </section>
  );
}

interface PersonActions {
  changeRole: (person: TeamMember) => void;
  remove: (person: TeamMember) => void;
}

const lastLogin = (person: TeamMember) => (person.lastLogin ? formatDate(person.lastLogin) : 'Never');
const twoStep = (person: TeamMember) => (person.twoStep ? 'On' : 'Off');

/**
 * A person's two buttons, each named with the person for a screen reader's list of buttons. The only
 * owner has none: the server would refuse both, as there is always an owner.
 */
function Actions({ person, actions, soleOwner }: { person: TeamMember; actions: PersonActions; soleOwner: boolean }) {
  if (soleOwner) return <p className="text-sm text-slate-700">The only owner. To change this, make someone else an owner first.</p>;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className={buttonClass('outline', '', 'sm')} onClick={() => actions.changeRole(person)}>
        Make {ROLE_LABELS[otherRole(person.role)].toLowerCase()}
        <span className="sr-only"> {person.email}</span>
      </button>
      <button type="button" className={buttonClass('ghostDanger', '', 'sm')} onClick={() => actions.remove(person)}>
        Remove
        <span className="sr-only"> {person.email}</span>
      </button>
    </div>
  );
}

/** A table from the width of a small tablet; a card a person below it, where five columns do not fit. */
function People({ people, actions }: { people: TeamMember[]; actions: PersonActions }) {
  const th = 'px-3 py-2 font-semibold text-slate-900';
  const owners = people.filter((person) => person.role === 'owner').length;
  return (
    <>
      <table className="hidden w-full border-collapse rounded border border-slate-200 bg-white text-left text-sm md:table">
        <thead>
          <tr className="border-b border-slate-200">
            <th scope="col" className={th}>
              Person
            </th>
            <th scope="col" className={th}>
              Role
            </th>
            <th scope="col" className={th}>
              Last login
            </th>
            <th scope="col" className={th}>
              Two-step sign-in
            </th>
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {people.map((person) => (
            <tr key={person.id} className="border-b border-slate-200 align-top last:border-0">
              <td className="px-3 py-2 text-slate-900">
                {person.name && <span className="block font-medium">{person.name}</span>}
                <span className="block wrap-anywhere">
                  <SoftBreaks text={person.email} after="@" />
                </span>
              </td>
              <td className="px-3 py-2 text-slate-900">{ROLE_LABELS[person.role]}</td>
              <td className="px-3 py-2 text-slate-900">{lastLogin(person)}</td>
              <td className="px-3 py-2 text-slate-900">{twoStep(person)}</td>
              <td className="px-3 py-2">
                <Actions person={person} actions={actions} soleOwner={person.role === 'owner' && owners === 1} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-3 md:hidden" aria-label="People with access">
        {people.map((person) => (
          <li key={person.id} className="rounded-md border border-slate-200 bg-white p-3 text-sm">
            {person.name && <p className="font-medium text-slate-900">{person.name}</p>}
            <p className="wrap-anywhere text-slate-900">
              <SoftBreaks text={person.email} after="@" />
            </p>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-slate-900">
              <dt className="text-slate-700">Role</dt>
              <dd>{ROLE_LABELS[person.role]}</dd>
              <dt className="text-slate-700">Last login</dt>
              <dd>{lastLogin(person)}</dd>
              <dt className="text-slate-700">Two-step sign-in</dt>
              <dd>{twoStep(person)}</dd>
            </dl>
            <div className="mt-3">
              <Actions person={person} actions={actions} soleOwner={person.role === 'owner' && owners === 1} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}

function Invitations({ invitations, onWithdrawn }: { invitations: PendingInvitation[]; onWithdrawn: () => void }) {
  const [busy, setBusy] = useState<string | null>(null);
  const withdraw = async (email: string) => {
    setBusy(email);
    try {
      const body = await apiRequest<MessageResponse>(`${API.teamInvitations}/${encodeURIComponent(email)}`, { method: 'DELETE' });
      toast.success(body.message);
      onWithdrawn();
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section aria-labelledby="invitations-heading" className="space-y-2">
      <h2 id="invitations-heading" className="text-xl font-semibold text-slate-900">
        Pending invitations
      </h2>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200 bg-white" aria-label="Pending invitations">
        {invitations.map((invitation) => (
          <li key={invitation.email} className="flex flex-col gap-2 px-3 py-2 text-sm sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-slate-900">
              <p className="font-medium wrap-anywhere">
                <SoftBreaks text={invitation.email} after="@" />
              </p>
              <p className="text-slate-700">
                {ROLE_LABELS[invitation.role]}
                {invitation.invitedBy && `, invited by ${invitation.invitedBy}`}; the link works until {formatDate(invitation.expiresAt)}
              </p>
            </div>
            <button
              type="button"
              className={buttonClass('outline', 'shrink-0 self-start sm:self-center', 'sm')}
              disabled={busy === invitation.email}
              aria-busy={busy === invitation.email}
              onClick={() => void withdraw(invitation.email)}
            >
              {busy === invitation.email && <Spinner />}
              Withdraw
              <span className="sr-only"> the invitation of {invitation.email}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const EMPTY_INVITE: InviteForm = { email: '', role: 'editor' };

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<InviteForm>({ mode: 'onTouched', resolver: zodResolver(inviteRequestSchema), defaultValues: EMPTY_INVITE });
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [made, setMade] = useState<(InviteResponse & { email: string }) | null>(null);

  const submit = handleSubmit(async (values) => {
    setSending(true);
    setServerError(null);
    try {
      const body = await apiRequest<InviteResponse>(API.teamInvitations, { method: 'POST', json: values });
      setMade({ ...body, email: values.email.trim() });
      reset(EMPTY_INVITE);
      onInvited();
    } catch (failure) {
      setServerError(errorMessage(failure));
    } finally {
      setSending(false);
    }
  });

  const emailId = `${id}-email`;
  const roleId = `${id}-role`;
  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold text-slate-900">
        Invite someone
      </h2>
      <form onSubmit={submit} noValidate className="space-y-4" aria-busy={sending}>
        <div className="grid gap-4 sm:grid-cols-[1fr_10rem]">
          <EmailField id={emailId} autoComplete="off" error={errors.email?.message} registration={register('email')} />
          <Field id={roleId} label="Role" error={errors.role?.message}>
            <select className={inputClass} {...fieldAria(roleId, errors.role?.message)} {...register('role')}>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          </Field>
        </div>
        {serverError && <Alert>{serverError}</Alert>}
        <button type="submit" className={buttonClass('solid', '', 'sm')} disabled={sending} aria-busy={sending}>
          {sending && <Spinner />}
          Invite
        </button>
      </form>
      {made && <InvitationLink key={made.link} made={made} onDone={() => setMade(null)} />}
    </section>
  );
}

/** The link of the invitation just made, shown this once: the server keeps only its hash. */
function InvitationLink({ made, onDone }: { made: InviteResponse & { email: string }; onDone: () => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(made.link);
      setCopied(true);
      toast.success('Link copied');
    } catch {
      // No clipboard for this page (an old browser, a permission refused): the link is selected to copy by hand.
      input.current?.select();
      toast.error('Copying was refused by the browser: the link is selected, copy it yourself.');
    }
  };
  return (
    <div className="space-y-3 rounded-md border border-accent-500 bg-accent-400/15 p-3 text-sm text-navy-950">
      <p role="status">
        <span className="font-semibold">{made.email}</span>: {made.message}
      </p>
      <div>
        <label htmlFor={`${id}-link`} className="block font-medium">
          Invitation link
        </label>
        <input
          ref={input}
          id={`${id}-link`}
          readOnly
          value={made.link}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} font-mono text-sm`}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass('solid', '', 'sm')} onClick={() => void copy()}>
          {copied ? 'Copied' : 'Copy link'}
        </button>
        <button type="button" className={buttonClass('outline', '', 'sm')} onClick={onDone}>
          Done
        </button>
      </div>
    </div>
  );
}
