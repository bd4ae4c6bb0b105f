import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

// tailwind-merge knows Tailwind's own scales; the site's container widths (app.css, LAYOUT-1) are told to it,
// or `max-w-site-xl` and `max-w-site-full` would both stay and the stylesheet's order would decide.
const merge = extendTailwindMerge({ extend: { theme: { container: ['site-sm', 'site-md', 'site-lg', 'site-xl', 'site-full'] } } });

/**
 * A class list from parts, where a later utility for the same property wins (`cn('px-4', 'px-2')`
 * is `px-2`): without it the stylesheet's order decides, the cause of the conflicting-utility bugs.
 */
export const cn = (...parts: ClassValue[]): string => merge(clsx(parts));
