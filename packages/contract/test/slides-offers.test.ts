/** The rules of slides' and offers' extra fields (SLIDER-3, OFFER-3, OFFER-4, decision 059). */
import { describe, expect, it } from 'vitest';
import { buttonProblem, datesProblem, isButtonLink, isDay, offerDatesText, scheduleOn } from '../src/slides-offers.js';

describe("an offer's dates", () => {
  it('shows from the first day to the last, both included', () => {
    const offer = { startsOn: '2027-01-01', endsOn: '2027-01-31' };
    expect(scheduleOn(offer.startsOn, offer.endsOn, '2026-12-31')).toBe('scheduled');
    expect(scheduleOn(offer.startsOn, offer.endsOn, '2027-01-01')).toBe('current');
    expect(scheduleOn(offer.startsOn, offer.endsOn, '2027-01-31')).toBe('current');
    expect(scheduleOn(offer.startsOn, offer.endsOn, '2027-02-01')).toBe('ended');
    expect(scheduleOn(null, null, '1999-01-01')).toBe('current');
  });

  it('reads on the card as the visitor says dates', () => {
    expect(offerDatesText({ startsOn: null, endsOn: '2026-12-31' })).toBe('Until 31 Dec 2026');
    expect(offerDatesText({ startsOn: '2027-01-01', endsOn: null })).toBe('From 1 Jan 2027');
    expect(offerDatesText({ startsOn: '2027-01-01', endsOn: '2027-01-31' })).toBe('1 Jan 2027 to 31 Jan 2027');
    expect(offerDatesText({ startsOn: null, endsOn: null })).toBe('');
  });

  it('takes days that exist, and an end on or after the start', () => {
    expect(['2026-02-28', '2028-02-29'].map(isDay)).toEqual([true, true]);
    expect(['2026-02-29', '2026-13-01', '26-01-01', '2026-1-1', ''].map(isDay)).toEqual([false, false, false, false, false]);
    expect(datesProblem('2027-01-02', '2027-01-01')).toBeDefined();
    expect(datesProblem('2027-01-01', '2027-01-01')).toBeUndefined();
    expect(datesProblem(null, '2027-01-01')).toBeUndefined();
  });
});

describe('a button', () => {
  it('links to a path of this site or an https address, nothing else', () => {
    expect(['/contact', '/contact?subject=Training', 'https://example.com/a'].map(isButtonLink)).toEqual([true, true, true]);
    expect(['//evil.example', '/\\evil', 'http://example.com', 'javascript:alert(1)', '/a b', 'contact'].map(isButtonLink)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('has both a label and a link, or neither', () => {
    expect(buttonProblem('', '')).toBeUndefined();
    expect(buttonProblem('Book', '/contact')).toBeUndefined();
    expect(buttonProblem('Book', '')).toBeDefined();
    expect(buttonProblem('', '/contact')).toBeDefined();
  });
});
