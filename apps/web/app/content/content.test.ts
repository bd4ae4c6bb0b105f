import { describe, expect, it } from 'vitest';
import { COURSES, findCourse } from './courses';
import { HOME } from './home';
import { SERVICES, findService } from './services';
import { SITE, whatsappUrl } from './site';

describe('content', () => {
  it('has the ten services of SITE-3, each at /services/details/{id}', () => {
    expect(SERVICES.map((s) => [s.id, s.title])).toEqual([
      [101, 'Building permission/approval'],
      [102, 'Planning'],
      [103, 'Building Design'],
      [104, 'Layout and Land development'],
      [105, 'Building modernization'],
      [106, 'Planning and Supervision'],
      [107, 'Architecture and Interior'],
      [108, 'Online Development'],
      [109, 'Business Training'],
      [110, '3D, Elevation and Walkthrough'],
    ]);
    for (const s of SERVICES) {
      expect(s.link).toBe(`/services/details/${s.id}`);
      expect(s.paragraphs.length).toBeGreaterThanOrEqual(2);
    }
    expect(findService('105')?.title).toBe('Building modernization');
    expect(findService('111')).toBeUndefined();
    expect(findService(undefined)).toBeUndefined();
  });

  it('has the six courses with the spellings of COURSES-1', () => {
    expect(COURSES.map((c) => [c.id, c.title])).toEqual([
      [101, 'BASIC'],
      [102, 'BASIC COMBO'],
      [103, 'ALL COMBO'],
      [104, 'COMMERICAL COMBO'],
      [105, 'COMMERICAL LAYOUT'],
      [106, 'RESIDENTIAL LAYOUT'],
    ]);
    expect(findCourse('106')?.link).toBe('/courses/details/106');
    expect(findCourse('107')).toBeUndefined();
  });

  it('has the eight Why Choose titles and the eight reasons to join', () => {
    expect(HOME.whyChoose.map((w) => w.title)).toEqual([
      'World-Class Quality',
      'Timely Delivery',
      'Modern Technology',
      'Affordable Prices',
      'Customer Support',
      'Wide Network',
      'Lifetime Membership',
      'Reliable & Trusted Services',
    ]);
    expect(HOME.reasons).toHaveLength(8);
  });

  it('builds the WhatsApp link with the inquiry text', () => {
    expect(whatsappUrl()).toBe(`https://wa.me/${SITE.whatsapp}?text=Hello%2C%20I%20would%20like%20to%20inquire%20about%20your%20services.`);
    expect(SITE.hours).toBe('Monday to Saturday 10:00 AM to 8:00 PM');
    expect(SITE.emails).toHaveLength(2);
  });
});
