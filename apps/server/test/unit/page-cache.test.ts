/** What the page cache keys on, and which inline scripts a page's policy allows. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { matchesEtag, pageKey } from '../../src/lib/page-cache.js';
import { hashInlineScripts, pageCsp } from '../../src/lib/security-headers.js';

const key = (path: string) => pageKey(new URL(path, 'http://site.test'));

describe('pageKey', () => {
  it('drops query strings a page does not read', () => {
    expect(key('/about?utm_source=x&fbclid=1')).toBe('/about');
    expect(key('/?q=1')).toBe('/');
  });

  it('keeps subject and course on /contact, in one order, and nothing else', () => {
    expect(key('/contact?course=101&x=1&subject=Training')).toBe('/contact?subject=Training&course=101');
    expect(key('/contact?subject=Training')).toBe('/contact?subject=Training');
    expect(key('/services?subject=Training')).toBe('/services');
  });

  it("keys React Router's data payloads apart from the page, with the routes they load", () => {
    expect(key('/about.data')).toBe('/about.data');
    expect(key('/_root.data?_routes=root,routes/home&utm=1')).toBe('/_root.data?_routes=root%2Croutes%2Fhome');
    expect(key('/contact.data?subject=Training&_routes=routes/contact')).toBe('/contact.data?_routes=routes%2Fcontact&subject=Training');
    expect(key('/about?_routes=root')).toBe('/about');
  });

  it('never keys the admin area, files or resource routes', () => {
    for (const path of ['/admin', '/admin/login', '/admin/dashboard?tab=offer', '/admin/login.data']) expect(key(path)).toBeUndefined();
    for (const path of ['/sitemap.xml', '/robots.txt', '/download/file/fees.pdf']) expect(key(path)).toBeUndefined();
    expect(key('/services/details/building-design')).toBe('/services/details/building-design');
  });
});

describe('matchesEtag', () => {
  it('compares weakly, in a list, and accepts *', () => {
    expect(matchesEtag('"a", W/"b"', '"b"')).toBe(true);
    expect(matchesEtag('*', '"b"')).toBe(true);
    expect(matchesEtag('"a"', '"b"')).toBe(false);
    expect(matchesEtag(undefined, '"b"')).toBe(false);
  });
});

describe('hashInlineScripts', () => {
  it("allows the scripts carrying the render's nonce and no other, and removes the nonce", () => {
    const html = '<script nonce="N1">ours()</script><script>injected()</script><script type="module" nonce="N1" async="">mod()</script>';
    const { html: out, sources } = hashInlineScripts(html, 'N1');
    const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
    expect(sources).toEqual([sha('ours()'), sha('mod()')]);
    expect(out).toBe('<script>ours()</script><script>injected()</script><script type="module" async="">mod()</script>');
    expect(pageCsp(sources)).toContain(`script-src 'self' ${sha('ours()')} ${sha('mod()')};`);
    expect(pageCsp(sources).split(';').find((d) => d.startsWith('script-src '))).not.toContain("'unsafe-inline'");
  });
});
