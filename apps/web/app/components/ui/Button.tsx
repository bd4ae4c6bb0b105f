import type { ReactNode } from 'react';
import { Link } from 'react-router';

export type ButtonVariant = 'solid' | 'outline' | 'outlineOnDark' | 'accent';

const VARIANTS: Record<ButtonVariant, string> = {
  solid: 'bg-navy-700 text-white hover:bg-navy-800',
  outline: 'border-2 border-navy-700 text-navy-700 hover:bg-navy-700 hover:text-white',
  /** On a dark picture (the home banner). */
  outlineOnDark: 'border-2 border-white text-white hover:bg-white hover:text-navy-900',
  accent: 'bg-accent-400 text-navy-950 hover:bg-accent-500',
};

export const buttonClass = (variant: ButtonVariant = 'solid', className = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-5 py-2 font-semibold transition-colors ${VARIANTS[variant]} ${className}`;

/** A link that looks like a button (navigation is a link, never a button). */
export function ButtonLink({
  to,
  children,
  variant = 'solid',
  className = '',
  ...rest
}: { to: string; children: ReactNode; variant?: ButtonVariant; className?: string } & Omit<React.ComponentProps<typeof Link>, 'to' | 'className'>) {
  return (
    <Link to={to} className={buttonClass(variant, className)} {...rest}>
      {children}
    </Link>
  );
}
