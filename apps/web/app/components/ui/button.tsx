import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { clsx } from 'clsx';

/** The site's buttons, public and admin alike: navy, amber and outline, plus the admin's danger and ghost. */
export type ButtonVariant = 'solid' | 'outline' | 'outlineOnDark' | 'accent' | 'danger' | 'ghost' | 'ghostDanger' | 'ghostOnDark' | 'quiet';
/**
 * md: the public pages' 44 px target; sm: the admin's denser forms; bar: sm in the admin's top bar, narrower on
 * phones; menu: Book Appointment in the desktop menu; icon and iconLg: a square for one icon, named by aria-label;
 * action: a list row's action, the icon's square below 768 px and the icon with its word from there (ADMIN-8).
 */
export type ButtonSize = 'md' | 'sm' | 'bar' | 'menu' | 'icon' | 'iconLg' | 'action';

const VARIANTS: Record<ButtonVariant, string> = {
  solid: 'bg-navy-700 text-white hover:bg-navy-800',
  outline: 'border-2 border-navy-700 text-navy-700 hover:bg-navy-700 hover:text-white',
  /** On a dark picture (the home banner) or the admin bar. */
  outlineOnDark: 'border-2 border-white text-white hover:bg-white hover:text-navy-900',
  accent: 'bg-accent-400 text-navy-950 hover:bg-accent-500',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'text-navy-700 hover:bg-navy-50',
  ghostDanger: 'text-red-700 hover:bg-red-50',
  ghostOnDark: 'text-white hover:bg-navy-800',
  /** A ghost button whose text colour the caller gives (the dialogs' close buttons). */
  quiet: 'hover:bg-navy-50',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 rounded-md px-5 py-2',
  sm: 'min-h-10 rounded-md px-4 py-2 text-sm',
  bar: 'min-h-10 rounded-md px-2 py-2 text-sm whitespace-nowrap sm:px-3',
  menu: 'min-h-10 rounded-md px-2.5 py-1 text-[13px] leading-tight whitespace-nowrap md:max-[64rem]:w-min md:max-[64rem]:text-center md:max-[64rem]:whitespace-normal lg:px-4 lg:text-sm',
  icon: 'size-10 shrink-0 rounded-md',
  iconLg: 'size-11 shrink-0 rounded-md',
  action: 'min-h-10 min-w-10 shrink-0 rounded-md text-sm whitespace-nowrap min-[768px]:px-2.5',
};

/**
 * The classes of a button. `className` adds placement (margin, width, position, a text colour for `quiet`), never
 * a second value for what the variant or size sets: class lists are joined, not merged (docs/decisions/026).
 */
export const buttonClass = (variant: ButtonVariant = 'solid', className = '', size: ButtonSize = 'md') =>
  clsx(
    'inline-flex items-center justify-center gap-2 font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-50',
    SIZES[size],
    VARIANTS[variant],
    className,
  );

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize };

/** A button (type="button" unless told): an action on this page. */
export function Button({ variant = 'solid', size = 'md', className = '', type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClass(variant, className, size)} {...rest} />;
}

/** One of a group of buttons that choose what is shown (a period, a list): solid while it is the one chosen. */
export function ChoiceButton({ pressed, ...rest }: Omit<ButtonProps, 'variant' | 'size' | 'aria-pressed'> & { pressed: boolean }) {
  return <Button variant={pressed ? 'solid' : 'outline'} size="sm" aria-pressed={pressed} {...rest} />;
}

/** A link that looks like a button (navigation is a link, never a button). */
export function ButtonLink({
  to,
  children,
  variant = 'solid',
  size = 'md',
  className = '',
  ...rest
}: { to: string; children: ReactNode; variant?: ButtonVariant; size?: ButtonSize; className?: string } & Omit<
  ComponentProps<typeof Link>,
  'to' | 'className'
>) {
  return (
    <Link to={to} className={buttonClass(variant, className, size)} {...rest}>
      {children}
    </Link>
  );
}
