/** The contact details the pages make from what the owner enters once (CONTACT-10, CONTACT-11, decision 062). */
import { describe, expect, it } from 'vitest';
import { answerText, clockTime, hoursText, internationalPhone, openingDaysText, whatsappNumber } from '../src/contact-details.js';
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

describe("a phone number's international form (the tel: links)", () => {
  it('keeps the code of a number written with a +, and dials a number written without it in India', () => {
    expect(internationalPhone('+91 98765 43210')).toBe('+919876543210');
    expect(internationalPhone('+1 (415) 555-0100')).toBe('+14155550100');
    expect(internationalPhone('98765 43210')).toBe('+919876543210');
    expect(internationalPhone('098765-43210')).toBe('+919876543210');
    expect(internationalPhone('(0261) 245-6789')).toBe('+912612456789');
    expect(internationalPhone('91 98765 43210')).toBe('+919876543210');
    expect(internationalPhone(' ')).toBe('');
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

describe('when the firm answers a contact message (the thank-you)', () => {
  const seeded = { openingDays: [...WEEK_DAYS.slice(0, 6)], opens: '10:00', closes: '20:00' };
  const HOURS = 'We answer within working hours: Monday to Saturday 10:00 AM to 8:00 PM.';

  it('says the working hours when the message came in during them', () => {
    for (const at of [
      { day: 'Monday', time: '10:00' },
      { day: 'Wednesday', time: '14:30' },
      { day: 'Saturday', time: '19:59' },
    ] as const) {
      expect(answerText(seeded, at)).toBe(HOURS);
    }
  });

  it('says when the office next opens when it came in outside them', () => {
    const cases = [
      [{ day: 'Tuesday', time: '08:15' }, 'today'],
      [{ day: 'Tuesday', time: '20:00' }, 'tomorrow'],
      [{ day: 'Friday', time: '23:59' }, 'tomorrow'],
      [{ day: 'Saturday', time: '20:30' }, 'on Monday'],
      [{ day: 'Sunday', time: '11:00' }, 'tomorrow'],
      [{ day: 'Monday', time: '00:00' }, 'today'],
    ] as const;
    for (const [at, when] of cases) {
      expect(answerText(seeded, at)).toBe(`${HOURS} We are closed now: we will answer ${when} from 10:00 AM.`);
    }
  });

  it("follows the owner's days and times", () => {
    const fridays = { openingDays: ['Friday' as const], opens: '09:30', closes: '13:00' };
    expect(answerText(fridays, { day: 'Friday', time: '12:59' })).toBe('We answer within working hours: Friday 9:30 AM to 1:00 PM.');
    expect(answerText(fridays, { day: 'Saturday', time: '10:00' })).toBe(
      'We answer within working hours: Friday 9:30 AM to 1:00 PM. We are closed now: we will answer on Friday from 9:30 AM.',
    );
    expect(answerText(fridays, { day: 'Friday', time: '13:00' })).toBe(
      'We answer within working hours: Friday 9:30 AM to 1:00 PM. We are closed now: we will answer next Friday from 9:30 AM.',
    );
    // Hours past midnight: open from the evening into the next morning.
    const nights = { openingDays: [...WEEK_DAYS], opens: '22:00', closes: '06:00' };
    expect(answerText(nights, { day: 'Monday', time: '23:00' })).toBe('We answer within working hours: Every day 10:00 PM to 6:00 AM.');
    expect(answerText(nights, { day: 'Monday', time: '05:59' })).toBe('We answer within working hours: Every day 10:00 PM to 6:00 AM.');
    expect(answerText(nights, { day: 'Monday', time: '12:00' })).toContain('we will answer today from 10:00 PM.');
  });
});
