import { cn } from '~/lib/cn';
import type { ReactNode } from 'react';

/** The page width of LAYOUT-1: 1140 px from lg, 1320 px from db, 1440 px from xl. */
export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={cn('mx-auto w-full px-4 sm:px-6 lg:max-w-site-sm db:max-w-site-lg xl:max-w-site-xl', className)}>{children}</div>;
}
