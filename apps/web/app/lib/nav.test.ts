import { describe, expect, it } from 'vitest';
import { COLLECTIONS, menuLinks } from '@firm/contract';
import { backLabel, navFor, quickLinks } from './nav';

const links = menuLinks(COLLECTIONS);
const NAV_1_PATHS = ['/', '/about', '/services', '/courses', '/gallery', '/download', '/contact'];
const NAV = navFor({
  links,
  services: [
    { _id: '101', title: 'Building permission/approval' },
    { _id: '105', title: 'Building modernization' },
  ],
});

describe('the public menu', () => {
  it('lists the public links in order, Quick Links without Home, and a three-level Our Products menu', () => {
    // NAV-1's links, in order, among any a collection added since brings (the definitions' `page`).
    const nav1 = ['Home', 'About US', 'Services', 'Training Courses', 'Gallery', 'Download', 'Contact Us'];
    expect(links.map((l) => l.label).filter((label) => nav1.includes(label))).toEqual(nav1);
    expect(links.map((l) => l.to).filter((to) => NAV_1_PATHS.includes(to))).toEqual(NAV_1_PATHS);
    expect(links.at(-1)).toEqual({ label: 'Contact Us', to: '/contact' });
    expect(quickLinks(links)).toEqual(links.slice(1));
    const services = NAV.find((n) => n.label === 'Services')!;
    const products = services.children!.find((c) => c.label === 'Our Products')!;
    const fertilizers = products.children!.find((c) => c.label === 'Organic Fertilizers')!;
    expect(fertilizers.children!.length).toBeGreaterThan(0);
    expect(backLabel(products)).toBe('Back to Products');
    expect(NAV.find((n) => n.button)).toMatchObject({ label: 'Book Appointment', to: '/contact?subject=Business%20inquiry#contact-form' });
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
