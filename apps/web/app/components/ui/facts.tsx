/**
 * A list of terms and their values (a <dl>): side by side from 360 px; below, each term stands over its value, so
 * that an e-mail address or a path has the whole width of a small phone.
 */
export const factsClass = 'grid grid-cols-1 gap-y-1 min-[360px]:grid-cols-[auto_1fr]';

/**
 * A value in such a list: apart from the next term while they stack. A piece of it too long for its line still
 * breaks, and only then (soft-breaks.tsx).
 */
export const factValueClass = 'mb-1 min-w-0 wrap-anywhere last:mb-0 min-[360px]:mb-0';
