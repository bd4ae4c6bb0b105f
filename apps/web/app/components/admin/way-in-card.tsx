/**
 * The card of the pages that lead into the admin area without a session (the login, the forgot form, the reset
 * page, the invitation), and what the two pages a mailed link opens share: where a refusal is said, and the end of the way.
 */
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { LoginResponse } from '@firm/contract';
import { ApiError, errorMessage } from '~/lib/api-client';
import { LOGIN_PATH, setToken } from '~/lib/auth';
import { Alert } from '~/components/ui/feedback';
import { useAdminOutlet } from './admin-context';
import { AdminLogo } from './admin-bar';

interface WayInCardProps {
  title: string;
  /** Said above the page's content, in the colour of a warning (the session ended, mail is not set up). */
  notice?: ReactNode;
  /** A "Back to login" link under the content. */
  back?: boolean;
  children: ReactNode;
}

/** The login page's card: the firm's logo, a heading, a notice, the page's own content, the way back. */
export function WayInCard({ title, notice, back = false, children }: WayInCardProps) {
  const { brand } = useAdminOutlet();
  return (
    <div className="mx-auto mt-4 max-w-sm rounded-lg border-t-4 border-accent-500 bg-white p-6 shadow-xl sm:mt-12">
      <div className="mb-4 flex justify-center">
        <AdminLogo brand={brand} />
      </div>
      <h1 className="mb-6 text-center text-2xl font-bold text-navy-900">{title}</h1>
      {notice && (
        <p role="status" className="mb-4 rounded-md border border-accent-500 bg-accent-400/15 px-3 py-2 text-sm text-navy-950">
          {notice}
        </p>
      )}
      {children}
      {back && (
        <p className="mt-4 text-center text-sm">
          <WayInLink to={LOGIN_PATH}>Back to login</WayInLink>
        </p>
      )}
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
function sayLinkFailure(
  failure: unknown,
  deadLink: readonly string[],
  say: { link: (message: string) => void; password: (message: string) => void; form: (message: string) => void },
): void {
  const message = errorMessage(failure);
  if (!(failure instanceof ApiError) || failure.status !== 400) say.form(message);
  else if (deadLink.includes(message)) say.link(message);
  else say.password(message);
}

interface MailedLinkPage {
  /** What the page says when it was opened without the link's secret. */
  noLink: string;
  /** Answers that mean the link itself is no good: the form goes, and the page says what to do. */
  deadLink: readonly string[];
  /** The notice once the link has logged the person in, and the page it then opens. */
  welcome: string;
  to: string;
  /** Says the password rule's answer under the password field. */
  refusePassword: (message: string) => void;
}

/**
 * The state of a page a mailed link opens, and the sending of its form. The link's secret is after `#`
 * (it never reaches a server's log or a Referer). A good answer logs the person in and opens `to`; an
 * answer without a token means the login asks for one more step, which the login page does (`readyToLogIn`).
 */
export function useMailedLink({ noLink, deadLink, welcome, to, refusePassword }: MailedLinkPage) {
  const navigate = useNavigate();
  const secret = useLocation().hash.replace(/^#/, '');
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [dead, setDead] = useState<string | null>(secret ? null : noLink);
  const [readyToLogIn, setReadyToLogIn] = useState(false);

  const send = async (request: (secret: string) => Promise<LoginResponse>) => {
    setSending(true);
    setError(null);
    try {
      const body = await request(secret);
      if (!body.token) {
        setReadyToLogIn(true);
        return;
      }
      setToken(body.token);
      toast.success(welcome);
      void navigate(to, { replace: true });
    } catch (failure) {
      sayLinkFailure(failure, deadLink, { link: setDead, password: refusePassword, form: setError });
    } finally {
      setSending(false);
    }
  };
  return { secret, sending, error, setError, dead, setDead, readyToLogIn, send };
}
