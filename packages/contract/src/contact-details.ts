/**
 * What the pages show of the firm's contact details, made from what the owner enters once
 * (CONTACT-10, CONTACT-11, decision 062): the WhatsApp number from the first phone unless the owner
 * gave another, and the office hours in words from the opening days and times. The public pages import
 * it: it brings no schema (zod) into their first load, only the site details' type.
 */
import type { SiteDetailsFields } from './site-details.js';
import { WEEK_DAYS, type WeekDay, type WeekTime } from './week-days.js';

/**
 * The digits of an Indian number written without its country code: ten digits, or eleven with the
 * trunk prefix 0 (a number dialled inside India).
 */
const NATIONAL = /^0?(\d{10})$/;

/**
 * A phone number as the owner wrote it, in the international form a `tel:` link dials from anywhere
 * ('+91 98765 43210' -> '+919876543210'): a number written with a + keeps its code; one written as ten
 * digits (or 0 and ten, as dialled inside India) is an Indian number, so +91 goes in front
 * ('098765 43210', '98765 43210' and '(0261) 245-6789' -> '+91...'); other digits are taken as written
 * with their code ('91 98765 43210' -> '+919876543210').
 */
export function internationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return '';
  const national = phone.trim().startsWith('+') ? null : NATIONAL.exec(digits);
  return `+${national ? `91${national[1]}` : digits}`;
}

/**
 * The WhatsApp number as wa.me wants it (international digits): the owner's own when set, else the
 * first phone's in its international form without the + ('98765 43210' -> '919876543210').
 */
export function whatsappNumber(site: Pick<SiteDetailsFields, 'whatsapp' | 'phones'>): string {
  if (site.whatsapp) return site.whatsapp;
  return internationalPhone(site.phones[0] ?? '').slice(1);
}

/** '20:00' -> '8:00 PM', '00:30' -> '12:30 AM', '12:00' -> '12:00 PM'. */
export function clockTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Monday', 'Monday and Friday', 'Monday, Wednesday and Friday'. */
const listed = (parts: string[]) => (parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? ''));

/**
 * The opening days in words: every day, or runs of three or more days in a row as 'Monday to
 * Saturday', other days by name ('Monday to Friday and Sunday').
 */
export function openingDaysText(days: readonly WeekDay[]): string {
  const open = WEEK_DAYS.filter((d) => days.includes(d));
  if (open.length === WEEK_DAYS.length) return 'Every day';
  const parts: string[] = [];
  let run: WeekDay[] = [];
  const endRun = () => {
    if (run.length >= 3) parts.push(`${run[0]} to ${run.at(-1)}`);
    else parts.push(...run);
    run = [];
  };
  for (const day of WEEK_DAYS) {
    if (open.includes(day)) run.push(day);
    else endRun();
  }
  endRun();
  return listed(parts);
}

/** The office hours as the pages show them: 'Monday to Saturday 10:00 AM to 8:00 PM' (CONTACT-1). */
export function hoursText(site: Pick<SiteDetailsFields, 'openingDays' | 'opens' | 'closes'>): string {
  return `${openingDaysText(site.openingDays)} ${clockTime(site.opens)} to ${clockTime(site.closes)}`;
}

type OfficeHours = Pick<SiteDetailsFields, 'openingDays' | 'opens' | 'closes'>;

/** Whether the office is open at `time` (HH:MM) of an opening day; hours that close after midnight wrap around. */
const withinHours = ({ opens, closes }: OfficeHours, time: string) =>
  opens < closes ? time >= opens && time < closes : time >= opens || time < closes;

/**
 * When the firm answers a message that came in `at`, for the thank-you after a contact message: its working
 * hours, and when it came in outside them, the day it next opens ('today', 'tomorrow', 'on Monday').
 */
export function answerText(site: OfficeHours, at: WeekTime): string {
  const hours = `We answer within working hours: ${hoursText(site)}.`;
  if (site.openingDays.includes(at.day) && withinHours(site, at.time)) return hours;
  const today = WEEK_DAYS.indexOf(at.day);
  const dayIn = (n: number) => WEEK_DAYS[(today + n) % WEEK_DAYS.length]!;
  // Today when it opens later today; else the next opening day, at most a week on (openingDays is never empty).
  const wait = [0, 1, 2, 3, 4, 5, 6, 7].find((n) => site.openingDays.includes(dayIn(n)) && (n > 0 || at.time < site.opens)) ?? 7;
  const when = wait === 0 ? 'today' : wait === 1 ? 'tomorrow' : `${wait === 7 ? 'next' : 'on'} ${dayIn(wait)}`;
  return `${hours} We are closed now: we will answer ${when} from ${clockTime(site.opens)}.`;
}
