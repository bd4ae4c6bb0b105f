import type { ReactNode } from 'react';
import { ButtonLink, buttonClass, type ButtonVariant } from '~/components/ui/button';

/**
 * A button the owner set on a slide or an offer (SLIDER-3, OFFER-5): a path of this site is a link
 * within it; an https address opens in a new tab, saying so to screen readers.
 */
export function OwnerButton({
  link,
  children,
  variant = 'accent',
  className = '',
  tap,
}: {
  link: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** The tap it counts as (VISITS-1) and what was tapped. */
  tap?: { event: string; detail?: string };
}) {
  const counted = tap ? { 'data-tap': tap.event, ...(tap.detail !== undefined && { 'data-tap-detail': tap.detail }) } : {};
  if (link.startsWith('/')) {
    return (
      <ButtonLink to={link} variant={variant} className={className} {...counted}>
        {children}
      </ButtonLink>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={buttonClass(variant, className)} {...counted}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
