import { describe, expect, it } from 'vitest';
import { MAIN_LINKS, QUICK_LINKS, backLabel, navFor } from './nav';

const NAV = navFor([
  { _id: '101', title: 'Building permission/approval' },
  { _id: '105', title: 'Building modernization' },
]);

describe('the public menu', () => {
  it('lists the public links in order, Quick Links without Home, and a three-level Our Products menu', () => {
    expect(MAIN_LINKS.map((l) => l.label)).toEqual([
      'Home',
      'About US',
      'Services',
      'Training Courses',
      'Gallery',
      'Download',
      'Contact Us',
    ]);
    expect(QUICK_LINKS.map((l) => l.to)).toEqual(['/about', '/services', '/courses', '/gallery', '/download', '/contact']);
    const services = NAV.find((n) => n.label === 'Services')!;
    const products = services.children!.find((c) => c.label === 'Our Products')!;
    const fertilizers = products.children!.find((c) => c.label === 'Organic Fertilizers')!;
    expect(fertilizers.children!.length).toBeGreaterThan(0);
    expect(backLabel(products)).toBe('Back to Products');
    expect(NAV.find((n) => n.button)).toMatchObject({ label: 'Book Appointment', to: '/contact?subject=Business%20inquiry' });
    expect(NAV.find((n) => n.label === 'Training Courses')?.badge).toBe('New');
  });

  it('lists the visible services under Services, in the given order, at their detail pages', () => {
    const services = NAV.find((n) => n.label === 'Services')!;
    expect(services.children!.map((c) => [c.label, c.to])).toEqual([
      ['All Services', '/services'],
      ['Building permission/approval', '/services/details/101'],
      ['Building modernization', '/services/details/105'],
      ['Our Products', undefined],
    ]);
  });
});
