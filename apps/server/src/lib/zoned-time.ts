/* Days and times of day in the firm's time zone (TIME_ZONE): the daily backup, the visit counts, the leads' follow-ups. */
import type { WeekDay, WeekTime } from '@firm/contract';
import { DAY_MS } from './clock.js';

/** The calendar date (YYYY-MM-DD) at `ms` in `timeZone`. */
export function zonedDate(ms: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day of the week and the time of day (HH:MM) at `ms` in `timeZone`. */
export function zonedWeekTime(ms: number, timeZone: string): WeekTime {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'long',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(ms);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { day: part('weekday') as WeekDay, time: `${part('hour')}:${part('minute')}` };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `ms`, in milliseconds. */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(ms);
  const n = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** The instant `date` (YYYY-MM-DD) at `time` (HH:MM) in `timeZone`; a time a clock change skips falls an hour later. */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // The offset at the first guess can differ from the one at the answer across a clock change: ask again there.
  const guess = wall - zoneOffset(wall, timeZone);
  return wall - zoneOffset(guess, timeZone);
}

/** The calendar date `days` after (or before, when negative) `date`, both YYYY-MM-DD. */
export const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
