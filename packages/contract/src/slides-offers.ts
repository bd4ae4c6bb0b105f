/*
 * What a slide says besides its title, and when an offer shows (SLIDER-2 to SLIDER-4, OFFER-3 to
 * OFFER-6, decision 059). Every field is optional on write: a client of the original API that sends
 * none of them leaves them as they are.
 */

export const SLIDES_OFFERS_LIMITS = { subtitleMax: 300, buttonLabelMax: 40, buttonLinkMax: 500 } as const;

export const SLIDES_OFFERS_MESSAGES = {
  subtitle: `Second line must be at most ${SLIDES_OFFERS_LIMITS.subtitleMax} characters`,
  buttonLabel: `Button label must be at most ${SLIDES_OFFERS_LIMITS.buttonLabelMax} characters`,
  buttonLink: 'Button link must be a path on this site such as /contact, or an address starting with https://',
  buttonLinkOnly: 'Give the button a label as well as its link',
  buttonLabelOnly: 'Give the button a link as well as its label',
  startsOn: 'Start date must be a date such as 2026-12-01',
  endsOn: 'End date must be a date such as 2026-12-31',
  endsBeforeStart: 'The end date must be on or after the start date',
} as const;

const M = SLIDES_OFFERS_MESSAGES;

/** A calendar date written YYYY-MM-DD that exists (no 31 April). */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** An optional day as stored and answered: the day, or null for none ('' clears it). */
export const dayOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** A button's link: a path of this site (`/contact?subject=Training`, never `//host`) or an https address. */
export function isButtonLink(text: string): boolean {
  if (/^\/(?![/\\])/.test(text)) return !/\s/.test(text);
  if (!text.startsWith('https://')) return false;
  try {
    return new URL(text).protocol === 'https:';
  } catch {
    return false;
  }
}

/** What is wrong with a button as it will be stored, or undefined. */
export function buttonProblem(label: string, link: string): string | undefined {
  if (label && !link) return M.buttonLabelOnly;
  if (link && !label) return M.buttonLinkOnly;
  return undefined;
}

/** What is wrong with an offer's dates as they will be stored, or undefined. */
export const datesProblem = (startsOn: string | null, endsOn: string | null): string | undefined =>
  startsOn && endsOn && endsOn < startsOn ? M.endsBeforeStart : undefined;

/** Where the day an item shown between two days (an offer, OFFER-3) is read on falls against them. */
export const SCHEDULES = ['current', 'scheduled', 'ended'] as const;
export type Schedule = (typeof SCHEDULES)[number];

/** Where `day` (YYYY-MM-DD, the firm's time zone) falls against an item's first and last days (each optional, both included). */
export function scheduleOn(from: string | null, until: string | null, day: string): Schedule {
  if (from && day < from) return 'scheduled';
  if (until && day > until) return 'ended';
  return 'current';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "31 Dec 2026" for 2026-12-31: the same on the server and in every browser. */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/** What an offer's card says of its dates (OFFER-4): "Until 31 Dec 2026", "From 1 Jan 2027", both, or nothing. */
export function offerDatesText({ startsOn, endsOn }: { startsOn: string | null; endsOn: string | null }): string {
  if (startsOn && endsOn) return `${formatDay(startsOn)} to ${formatDay(endsOn)}`;
  if (endsOn) return `Until ${formatDay(endsOn)}`;
  return startsOn ? `From ${formatDay(startsOn)}` : '';
}
