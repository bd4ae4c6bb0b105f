import { whatsappNumber } from '@firm/contract';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { courseFacts, foundedText, fullAddress, mapEmbedUrl, mapLinkUrl, startYear, telHref, whatsappUrl } from './site';
import { contentReads } from './content-reads';
import { SITE } from './test-site';

describe('the site details as the pages show them', () => {
  it('gives the founding date in words and its year', () => {
    expect(foundedText(SITE)).toBe('5 May 2020');
    expect(startYear(SITE)).toBe(2020);
    expect(foundedText({ ...SITE, founded: '2019-12-31' })).toBe('31 December 2019');
  });

  it("writes the address on one line, phone links in international form, the map of the owner's location", () => {
    expect(fullAddress(SITE)).toBe('2nd Floor, Shree Complex, Near Collector Office, Ring Road, Surat, Gujarat 395001, India');
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('(0261) 245-6789')).toBe('tel:+912612456789');
    expect(telHref('98765 43210')).toBe('tel:+919876543210');
    const map = new URL(mapEmbedUrl({ ...SITE, mapQuery: 'Athwa Gate, Surat & more' }));
    expect(map.searchParams.get('q')).toBe('Athwa Gate, Surat & more');
    expect(map.searchParams.get('output')).toBe('embed');
    expect(mapLinkUrl({ ...SITE, mapQuery: 'Athwa Gate, Surat & more' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Athwa+Gate%2C+Surat+%26+more',
    );
  });

  it("opens WhatsApp to the owner's number with the owner's text", () => {
    // CONTACT-10: the seed leaves the WhatsApp number empty, so the first phone's is used.
    expect(whatsappUrl({ whatsapp: whatsappNumber(SITE), chatText: SITE.chatText })).toBe(
      'https://wa.me/919876543210?text=Hello%2C%20I%20would%20like%20to%20inquire%20about%20your%20services.',
    );
    expect(whatsappUrl({ ...SITE, whatsapp: '919999999999', chatText: 'Namaste & hi' })).toBe(
      'https://wa.me/919999999999?text=Namaste%20%26%20hi',
    );
  });

  it("shows a course's price and duration only when set", () => {
    expect(courseFacts({ price: '', duration: '' })).toEqual([]);
    expect(courseFacts({ price: '₹ 15,000', duration: '' })).toEqual(['₹ 15,000']);
    expect(courseFacts({ price: '₹ 15,000', duration: '3 months' })).toEqual(['₹ 15,000', '3 months']);
  });
});

describe('contentReads', () => {
  it('reads each collection at most once a request, and again for the next request', async () => {
    const services = vi.fn(async () => []);
    const details = vi.fn(async () => SITE);
    const context = { content: { services, details } } as unknown as AppLoadContext;
    const first = new Request('http://localhost/');
    await Promise.all([
      contentReads(context, first).services(),
      contentReads(context, first).services(),
      contentReads(context, first).details(),
    ]);
    await contentReads(context, first).services();
    expect(services).toHaveBeenCalledTimes(1);
    expect(details).toHaveBeenCalledTimes(1);
    await contentReads(context, new Request('http://localhost/')).services();
    expect(services).toHaveBeenCalledTimes(2);
  });
});
