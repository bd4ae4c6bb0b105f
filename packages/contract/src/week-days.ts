/**
 * The days of the week in the order the site lists them: the opening days the owner picks
 * (collections.ts) and the office hours in words (contact-details.ts). A file of its own, with no
 * schema, so that the public pages' contact details bring no zod into their first load.
 */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
