/**
 * The card of the pages that lead into the admin area without a session (the forgot form, the reset page, the
 * invitation), and what the two pages a mailed link opens share: where a refusal is said, and the end of the way.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError, errorMessage } from '~/lib/api-client';
import { Alert } from '~/components/ui/feedback';
import { useAdminOutlet } from './admin-context';
import { AdminLogo } from './admin-bar';

/** The login page's card: the firm's logo, a heading, then the page's own content. */
export function WayInCard({ title, children }: { title: string; children: ReactNode }) {
  const { brand } = useAdminOutlet();
  return (
    <div className="mx-auto mt-4 max-w-sm rounded-lg border-t-4 border-accent-500 bg-white p-6 shadow-xl sm:mt-12">
      <div className="mb-4 flex justify-center">
        <AdminLogo brand={brand} />
      </div>
      <h1 className="mb-6 text-center text-2xl font-bold text-navy-900">{title}</h1>
      {children}
    </div>
  );
}

/** A text link inside the card (back to the login, ask for a new link). */
export function WayInLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="inline-block py-2 font-medium text-navy-700 underline underline-offset-2 hover:text-navy-900">
      {children}
    </Link>
  );
}

/**
 * What the card shows instead of the form of a mailed link: the link has done its work (`done`, announced as a status),
 * or it is no good (`refused`, an alert); then where to go from here.
 */
export function WayInOutcome({ kind, message, to, link }: { kind: 'done' | 'refused'; message: string; to: string; link: string }) {
  return (
    <div role={kind === 'done' ? 'status' : undefined} className="space-y-2 text-center">
      {kind === 'done' ? <p className="text-slate-900">{message}</p> : <Alert>{message}</Alert>}
      <WayInLink to={to}>{link}</WayInLink>
    </div>
  );
}

/**
 * Where the form of a mailed link says why its request failed: a 400 that is one of `deadLink` means the link itself
 * is no good (the form goes); any other 400 is the password rule's answer (under the field; the link still works);
 * anything else is said above the button.
 */
export function sayLinkFailure(
  failure: unknown,
  deadLink: readonly string[],
  say: { link: (message: string) => void; password: (message: string) => void; form: (message: string) => void },
): void {
  const message = errorMessage(failure);
  if (!(failure instanceof ApiError) || failure.status !== 400) say.form(message);
  else if (deadLink.includes(message)) say.link(message);
  else say.password(message);
}
