/**
 * The days of the week in the order the site lists them: the opening days the owner picks
 * (collections.ts) and the office hours in words (contact-details.ts). A file of its own, with no
 * schema, so that the public pages' contact details bring no zod into their first load.
 */
export const WEEK_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];
/** A moment on the firm's clock (its time zone, TIME_ZONE on the server): the day of the week and the time of day as HH:MM. */
export interface WeekTime {
  day: WeekDay;
  time: string;
}
