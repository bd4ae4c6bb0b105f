/** The contact details the pages make from what the owner enters once (CONTACT-10, CONTACT-11, decision 062). */
import { describe, expect, it } from 'vitest';
import { clockTime, hoursText, openingDaysText, whatsappNumber } from '../src/contact-details.js';
import { WEEK_DAYS } from '../src/week-days.js';

describe('the WhatsApp number', () => {
  it("is the owner's own when set", () => {
    expect(whatsappNumber({ whatsapp: '447700900123', phones: ['+91 98765 43210'] })).toBe('447700900123');
  });

  it("is the first phone's digits when empty, with India's 91 before a number written without its country code", () => {
    expect(whatsappNumber({ whatsapp: '', phones: ['+91 98765 43210', '+91 99999 00000'] })).toBe('919876543210');
    expect(whatsappNumber({ whatsapp: '', phones: ['98765 43210'] })).toBe('919876543210');
    expect(whatsappNumber({ whatsapp: '', phones: ['098765-43210'] })).toBe('919876543210');
    expect(whatsappNumber({ whatsapp: '', phones: ['91 98765 43210'] })).toBe('919876543210');
    expect(whatsappNumber({ whatsapp: '', phones: ['+1 (415) 555-0100'] })).toBe('14155550100');
  });
});

describe('the office hours in words', () => {
  it('says the seeded hours as CONTACT-1 words them', () => {
    expect(hoursText({ openingDays: [...WEEK_DAYS.slice(0, 6)], opens: '10:00', closes: '20:00' })).toBe(
      'Monday to Saturday 10:00 AM to 8:00 PM',
    );
  });

  it('gives times on the 12-hour clock', () => {
    expect(['00:00', '00:30', '09:05', '12:00', '12:45', '13:00', '23:59'].map(clockTime)).toEqual([
      '12:00 AM',
      '12:30 AM',
      '9:05 AM',
      '12:00 PM',
      '12:45 PM',
      '1:00 PM',
      '11:59 PM',
    ]);
  });

  it('names runs of three or more days by their ends and other days one by one, in the order of the week', () => {
    expect(openingDaysText([...WEEK_DAYS])).toBe('Every day');
    expect(openingDaysText(['Sunday', 'Friday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday'])).toBe('Monday to Friday and Sunday');
    expect(openingDaysText(['Monday', 'Wednesday', 'Friday'])).toBe('Monday, Wednesday and Friday');
    expect(openingDaysText(['Saturday', 'Sunday'])).toBe('Saturday and Sunday');
    expect(openingDaysText(['Thursday'])).toBe('Thursday');
    expect(openingDaysText(['Monday', 'Tuesday', 'Wednesday', 'Friday', 'Saturday', 'Sunday'])).toBe(
      'Monday to Wednesday and Friday to Sunday',
    );
  });
});
