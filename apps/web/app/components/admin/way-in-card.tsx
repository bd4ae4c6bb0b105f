/** The card of the pages that lead into the admin area without a session: the forgot form and the reset page. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
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
