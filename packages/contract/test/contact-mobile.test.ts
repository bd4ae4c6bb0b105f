/** The contact form's mobile number as people write it (CONTACT-3): kept as its ten digits, by the browser's form and the server alike. */
import { describe, expect, it } from 'vitest';
import { contactFormSchema } from '../src/forms.js';
import { MESSAGES } from '../src/messages.js';
import { contactFieldsSchema, mobileDigits } from '../src/schemas.js';

const contact = { name: 'Asha Patel', email: 'asha@example.com', subject: 'Training', message: 'Please call me about the course.' };
const mobileOf = (mobile: unknown) => contactFieldsSchema.safeParse({ ...contact, mobile });

const WRITTEN = [
  '9825012345',
  '98250 12345',
  ' 98250 12345 ',
  '98250-12345',
  '98250.12345',
  '(98250) 12345',
  '982 501 2345',
  '98 25 01 23 45',
  '+91 98250 12345',
  '+91 98250-12345',
  '+91-98250-12345',
  '+91 (98250) 12345',
  '(+91) 98250 12345',
  '+919825012345',
  '91 98250 12345',
  '919825012345',
  '098250 12345',
  '09825012345',
  '0 98250-12345',
  '98250\u00a012345',
];

const WRONG = [
  '98250',
  '982501234',
  '98250123456',
  '98765abcde',
  '98250 1234x',
  '+1 98250 12345',
  '+9198250123',
  '+91 98250 123456',
  '0091 98250 12345',
  '00 98250 12345',
  '+ 0 98250 12345',
  '9825012345+91',
  '98250/12345',
  '98250_12345',
  '+91+9825012345',
  '٩٨٢٥٠١٢٣٤٥',
  '98250 12345 ext 2',
];

describe('a mobile number as people write it', () => {
  it.each(WRITTEN)('%j is the ten digits 9825012345', (written) => {
    expect(mobileDigits(written.trim())).toBe('9825012345');
    const parsed = mobileOf(written);
    expect(parsed.success && parsed.data.mobile).toBe('9825012345');
  });

  it('keeps a ten-digit number that starts with 91 or 0 as it is, not as a prefix and eight digits', () => {
    expect(mobileDigits('9198765432')).toBe('9198765432');
    expect(mobileDigits('91 98765 432')).toBe('9198765432');
    expect(mobileDigits('0198765432')).toBe('0198765432');
  });

  it.each(WRONG)('%j is refused with the message of CONTACT-3', (written) => {
    expect(mobileDigits(written)).toBeNull();
    const parsed = mobileOf(written);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toEqual([expect.objectContaining({ path: ['mobile'], message: MESSAGES.mobileDigits })]);
  });

  it('says Mobile number is required when there is nothing, or only spaces', () => {
    for (const mobile of [undefined, '', '   ']) {
      expect(mobileOf(mobile).error?.issues).toEqual([expect.objectContaining({ path: ['mobile'], message: MESSAGES.mobileRequired })]);
    }
  });

  it("gives the browser's form the same ten digits", async () => {
    const parsed = await contactFormSchema.safeParseAsync({ ...contact, mobile: '+91 98250-12345', website: '', attachment: undefined });
    expect(parsed.success && parsed.data.mobile).toBe('9825012345');
    const wrong = await contactFormSchema.safeParseAsync({ ...contact, mobile: '98250-1234', website: '', attachment: undefined });
    expect(wrong.error?.issues.map((i) => i.message)).toEqual([MESSAGES.mobileDigits]);
  });
});
