/** What the page cache keys on, and which inline scripts a page's policy allows. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ServerBuild } from 'react-router';
import type { CourseItem, Offer, ProjectItem } from '@firm/contract';
import { matchesEtag, pageKey } from '../../src/pages/page-cache.js';
import { hashInlineScripts, pageCsp } from '../../src/pages/security-headers.js';
import { pageParams } from '../../src/pages/page-params.js';

/** The web app's route manifest as React Router's build gives it, cut to the routes these tests visit. */
const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({ id, parentId, path, index, module: {} });
const ROUTES = Object.fromEntries(
  [
    route('root', undefined, ''),
    route('routes/sitemap', 'root', 'sitemap.xml'),
    route('layouts/public', 'root'),
    route('routes/home', 'layouts/public', undefined, true),
    route('routes/about', 'layouts/public', 'about'),
    route('routes/contact', 'layouts/public', 'contact'),
    route('routes/offers', 'layouts/public', 'offers'),
    route('routes/service-detail', 'layouts/public', 'services/details/:id'),
    route('routes/not-found', 'layouts/public', '*'),
  ].map((r) => [r.id, r]),
) as unknown as ServerBuild['routes'];

/** Two visible courses, 30 offers (/offers has two pages) and two projects in one place. */
const params = pageParams(ROUTES, {
  courses: async () => [{ _id: '101' }, { _id: '102' }] as CourseItem[],
  offers: async () => Array.from({ length: 30 }) as Offer[],
  projects: async () => [{ place: 'Vesu, Surat' }, { place: 'Vesu, Surat' }] as ProjectItem[],
});
const key = (path: string) => pageKey(new URL(path, 'http://site.test'), params);

describe('pageKey', () => {
  it('drops query strings a page does not read', async () => {
    expect(await key('/about?utm_source=x&fbclid=1')).toBe('/about');
    expect(await key('/?q=1')).toBe('/');
  });

  it('keeps a subject of the three and an existing course on /contact, in one order, and nothing else', async () => {
    expect(await key('/contact?course=101&x=1&subject=Training')).toBe('/contact?subject=Training&course=101');
    expect(await key('/contact?subject=Training')).toBe('/contact?subject=Training');
    expect(await key('/contact?subject=Business%20inquiry')).toBe('/contact?subject=Business+inquiry');
    expect(await key('/services?subject=Training')).toBe('/services');
  });

  it('keys a made-up subject or course on /contact as the plain page, or the subject alone', async () => {
    expect(await key('/contact?subject=Bogus')).toBe('/contact');
    expect(await key('/contact?subject=training')).toBe('/contact');
    expect(await key('/contact?subject=Bogus&course=101')).toBe('/contact');
    expect(await key('/contact?subject=Training&course=999')).toBe('/contact?subject=Training');
    // A course means something with Training only, as the form reads it.
    expect(await key('/contact?subject=Business%20inquiry&course=101')).toBe('/contact?subject=Business+inquiry');
  });

  it('keeps a page of /offers that exists, in one spelling; any other is the plain page', async () => {
    expect(await key('/offers?page=2')).toBe('/offers?page=2');
    expect(await key('/offers?page=002')).toBe('/offers?page=2');
    for (const page of ['1', '3', '0', '-1', 'x', '2.0', '1e1', '']) expect(await key(`/offers?page=${page}`), page).toBe('/offers');
  });

  it('keeps a kind of project and a place a visible project is at on /projects, in one order; anything else is the plain page', async () => {
    expect(await key('/projects?place=Vesu%2C+Surat&kind=layout')).toBe('/projects?kind=layout&place=Vesu%2C+Surat');
    expect(await key('/projects?kind=industrial')).toBe('/projects?kind=industrial');
    for (const query of ['kind=bridges', 'place=Nowhere', 'kind=', 'page=2'])
      expect(await key(`/projects?${query}`), query).toBe('/projects');
  });

  it("keys React Router's data payloads apart from the page, with the page's own routes they load", async () => {
    expect(await key('/about.data')).toBe('/about.data');
    expect(await key('/_root.data?_routes=root,routes/home&utm=1')).toBe('/_root.data?_routes=root%2Croutes%2Fhome');
    expect(await key('/_root.data?_routes=routes/home,root')).toBe('/_root.data?_routes=root%2Croutes%2Fhome');
    expect(await key('/contact.data?subject=Training&_routes=routes/contact')).toBe(
      '/contact.data?_routes=routes%2Fcontact&subject=Training',
    );
    expect(await key('/offers.data?page=2&_routes=routes/offers')).toBe('/offers.data?_routes=routes%2Foffers&page=2');
    expect(await key('/about?_routes=root')).toBe('/about');
  });

  it('drops made-up routes, routes of other pages, and a list naming every route of the page', async () => {
    expect(await key('/about.data?_routes=made-up')).toBe('/about.data');
    expect(await key('/about.data?_routes=routes/home,routes/contact')).toBe('/about.data');
    expect(await key('/about.data?_routes=routes/about,made-up,routes/home')).toBe('/about.data?_routes=routes%2Fabout');
    expect(await key('/about.data?_routes=root,layouts/public,routes/about')).toBe('/about.data');
    expect(await key('/no-such-page.data?_routes=routes/not-found,x')).toBe('/no-such-page.data?_routes=routes%2Fnot-found');
  });

  it('never keys the admin area, files or resource routes', async () => {
    for (const path of ['/admin', '/admin/login', '/admin/dashboard?tab=offer', '/admin/login.data'])
      expect(await key(path)).toBeUndefined();
    for (const path of ['/sitemap.xml', '/robots.txt', '/download/file/fees.pdf']) expect(await key(path)).toBeUndefined();
    expect(await key('/services/details/building-design')).toBe('/services/details/building-design');
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
    expect(
      pageCsp(sources)
        .split(';')
        .find((d) => d.startsWith('script-src ')),
    ).not.toContain("'unsafe-inline'");
  });
});
