import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/**
 * The page width of LAYOUT-1: 1140 px from lg, 1320 px from db, 1440 px from xl, or the full width from xl when
 * `wide` (the top bar). `className` lays out what is inside; it does not set the padding or the width.
 */
export const containerClass = (wide = false) =>
  clsx('mx-auto w-full px-4 sm:px-6 lg:max-w-site-sm db:max-w-site-lg', wide ? 'xl:max-w-site-full' : 'xl:max-w-site-xl');

export function Container({ children, className = '', wide = false }: { children: ReactNode; className?: string; wide?: boolean }) {
  return <div className={clsx(containerClass(wide), className)}>{children}</div>;
}
