/**
 * Rendered public pages are served from a cache (pages/page-cache.ts) that is never stale: every
 * change to what they show moves the content version in the database (content/version.ts),
 * and every app server on that database renders again on its next request. Runs against the real
 * web build (apps/web/build, made by `npm run build`, which `npm test` runs first).
 */
import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import type { OffersResponse, SlidersResponse } from '@firm/contract';
import { buildApp } from '../../src/app.js';
import type { App } from '../../src/context.js';
import { freshApp, withoutTheDatabase } from '../helpers.js';
import { multipart, postContact, samplePng, tokens, validContact } from './contact-helpers.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';

needsWebBuild();
const t = freshApp({ webBuildDir: WEB_BUILD, publicUrl: 'http://site.test' });
let auth: Record<string, string>;

beforeEach(async () => {
  auth = { authorization: `Bearer ${(await tokens(t.app)).valid}` };
});

const get = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

async function change(app: App, method: 'POST' | 'PUT', url: string, parts: Record<string, string>, withImage: boolean) {
  const form = await multipart(withImage ? { ...parts, image: { bytes: await samplePng(), filename: 'a.png' } } : parts);
  const res = await app.inject({ method, url, payload: form.payload, headers: { ...form.headers, ...auth } });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

describe('public pages are cached and never stale', () => {
  it('serves a page as stored: the same bytes and ETag, Brotli, gzip or deflate as asked, a shared lifetime for a CDN', async () => {
    const first = await get(t.app, '/about');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=60, must-revalidate');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get(t.app, '/about?utm_source=newsletter');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toBe(first.body);

    const br = await get(t.app, '/about', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(first.headers.etag!.replace(/"$/, '-br"'));
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
    const gz = await get(t.app, '/about', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.etag).toBe(first.headers.etag!.replace(/"$/, '-gzip"'));
    expect(gunzipSync(gz.rawPayload).toString()).toBe(first.body);
    // Each encoding is its own representation with its own validator (RFC 9110, 8.8.3).
    const deflated = await get(t.app, '/about', { 'accept-encoding': 'deflate' });
    expect(deflated.headers['content-encoding']).toBe('deflate');
    expect(deflated.headers.etag).toBe(first.headers.etag!.replace(/"$/, '-deflate"'));
    expect(inflateSync(deflated.rawPayload).toString()).toBe(first.body);
  });

  it("names exactly the page's own inline scripts in its policy, and carries no nonce", async () => {
    for (const url of ['/', '/contact', '/about.data']) {
      const res = await get(t.app, url);
      const csp = String(res.headers['content-security-policy']);
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '))!;
      if (url.endsWith('.data')) continue;
      const inline = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !attrs!.includes('ld+json'));
      expect(inline.length).toBeGreaterThan(2);
      const hashes = inline.map(([, , body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      expect(scriptSrc).toBe(`script-src 'self' ${[...new Set(hashes)].join(' ')}`);
      expect(res.body).not.toContain('nonce=');
    }
  });

  it('answers 304 with no body to a matching If-None-Match, 200 to another', async () => {
    for (const encoding of ['br', 'gzip', 'deflate', 'identity']) {
      const page = await get(t.app, '/services', { 'accept-encoding': encoding });
      const etag = page.headers.etag!;
      const same = await get(t.app, '/services', { 'accept-encoding': encoding, 'if-none-match': `"other", W/${etag}` });
      expect(same.statusCode).toBe(304);
      expect(same.body).toBe('');
      expect(same.headers.etag).toBe(etag);
      const changed = await get(t.app, '/services', { 'accept-encoding': encoding, 'if-none-match': '"other"' });
      expect(changed.statusCode).toBe(200);
    }
  });

  it('answers a validator of another encoding with the full page in the one asked for, never a 304', async () => {
    const etags = new Map<string, string>();
    for (const encoding of ['br', 'gzip', 'deflate', 'identity'])
      etags.set(encoding, (await get(t.app, '/services', { 'accept-encoding': encoding })).headers.etag!);
    expect(new Set(etags.values()).size).toBe(4);
    for (const [encoding, etag] of etags) {
      for (const [other, otherEtag] of etags) {
        if (other === encoding) continue;
        const res = await get(t.app, '/services', { 'accept-encoding': encoding, 'if-none-match': otherEtag });
        expect(res.statusCode, `${encoding} with the ${other} ETag`).toBe(200);
        expect(res.headers.etag).toBe(etag);
      }
    }
  });

  it('HEAD answers like GET without the body', async () => {
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    const page = await get(t.app, '/');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.headers.etag).toBe(page.headers.etag);
    expect(head.headers['content-length']).toBe(String(page.rawPayload.length));
    expect(head.body).toBe('');
  });

  it('shows an offer added, changed or deleted through the API on the very next request, page and data payload', async () => {
    const before = await get(t.app, '/');
    await get(t.app, '/_root.data');
    await change(
      t.app,
      'POST',
      '/api/addOffer',
      { title: 'Soil testing week', description: 'Half price soil tests', percentage: '50' },
      true,
    );
    const added = await get(t.app, '/');
    expect(added.body).toContain('Soil testing week');
    expect(added.headers.etag).not.toBe(before.headers.etag);
    expect((await get(t.app, '/_root.data')).body).toContain('Soil testing week');

    const [offer] = ((await get(t.app, '/api/offers')).json() as OffersResponse).offer;
    await change(
      t.app,
      'PUT',
      '/api/updateOffer',
      { offerid: offer!._id, title: 'Soil testing month', description: 'Half price soil tests', percentage: '40' },
      false,
    );
    const updated = await get(t.app, '/');
    expect(updated.body).toContain('Soil testing month');
    expect(updated.body).not.toContain('Soil testing week');

    expect((await t.app.inject({ method: 'DELETE', url: `/api/deleteOffer?offerid=${offer!._id}`, headers: auth })).statusCode).toBe(200);
    expect((await get(t.app, '/')).body).not.toContain('Soil testing month');
  });

  it('shows a slider change through the API on the very next request', async () => {
    await get(t.app, '/');
    const [slider] = ((await get(t.app, '/api/sliders')).json() as SlidersResponse).slider;
    await change(t.app, 'PUT', '/api/updateSlider', { sliderid: slider!._id, title: 'Bridges that last a century' }, false);
    expect((await get(t.app, '/')).body).toContain('Bridges that last a century');
  });

  it('shows a change made through another app server on the same database on the very next request', async () => {
    // A second app server on the same database, with a page cache of its own; only this test needs one.
    const other = await buildApp(t.config);
    await other.ready();
    try {
      const here = await get(t.app, '/');
      expect(here.body).not.toContain('Monsoon inspection');
      await change(
        other,
        'POST',
        '/api/addOffer',
        { title: 'Monsoon inspection', description: 'Roof and drain check', percentage: '25' },
        true,
      );
      const after = await get(t.app, '/', { 'accept-encoding': 'br' });
      expect(brotliDecompressSync(after.rawPayload).toString()).toContain('Monsoon inspection');
      const [slider] = ((await get(t.app, '/api/sliders')).json() as SlidersResponse).slider;
      await change(other, 'PUT', '/api/updateSlider', { sliderid: slider!._id, title: 'Roads built for the monsoon' }, false);
      expect((await get(t.app, '/')).body).toContain('Roads built for the monsoon');
      expect((await get(other, '/')).body).toContain('Roads built for the monsoon');
    } finally {
      await other.close();
    }
  });

  it('keeps its entries when only contact messages and failed logins are written', async () => {
    const page = await get(t.app, '/gallery');
    for (let i = 0; i < 3; i++)
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { email: 'x@example.com', password: 'wrong-password' } });
    expect((await postContact(t.app, validContact)).statusCode).toBeLessThan(300);
    const version = await t.app.ctx.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow();
    expect(page.statusCode).toBe(200);
    expect((await get(t.app, '/gallery')).headers.etag).toBe(page.headers.etag);
    expect((await t.app.ctx.db.selectFrom('content_version').select('version').executeTakeFirstOrThrow()).version).toBe(version.version);
  });
});

describe('nothing personal or private is cached', () => {
  it.each(['/admin/login', '/admin/dashboard', '/admin/login.data'])('%s is rendered for each request, never stored', async (url) => {
    const a = await get(t.app, url);
    const b = await get(t.app, url);
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('private, no-store');
    expect(a.headers.etag).toBeUndefined();
    if (url.endsWith('.data')) return;
    // Each render has its own nonce, in the policy and on every inline script: a stored page would repeat it.
    const nonce = (res: typeof a) => /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce(a)).toBeTruthy();
    expect(nonce(a)).not.toBe(nonce(b));
    expect(a.body).toContain(`nonce="${nonce(a)}"`);
    expect(b.body).toContain(`nonce="${nonce(b)}"`);
  });

  it("React Router's route discovery (/__manifest) answers from its query string and is not stored", async () => {
    const version = /"version":\s*"([^"]+)"/.exec((await get(t.app, '/')).body)?.[1];
    expect(version).toBeTruthy();
    const res = await get(t.app, `/__manifest?paths=${encodeURIComponent('/admin/login')}&version=${version}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('routes/admin-login');
    expect(res.headers.etag).toBeUndefined();
  });

  it('an unknown page (404) is not stored', async () => {
    const res = await get(t.app, '/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.etag).toBeUndefined();
  });

  it('API answers are not pages', async () => {
    const res = await get(t.app, '/api/offers');
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.headers.etag).toBeUndefined();
  });
});

describe('the cache is bounded', () => {
  const manyRequests = withoutTheDatabase('10,000 requests answered from the page cache in memory');
  manyRequests(
    '10,000 distinct query strings the pages do not read add no entry and no byte',
    async () => {
      const cache = t.app.ctx.pageCache!;
      for (const url of ['/', '/about', '/services', '/contact']) await get(t.app, url);
      const held = cache.size;
      const etags = new Set<string>();
      // In bursts of 100, as a crawler would send them (and so that it runs in seconds on PostgreSQL too).
      for (let burst = 0; burst < 100; burst++) {
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, j) => burst * 100 + j).map((i) =>
            get(t.app, `${['/', '/about', '/services'][i % 3]}?q=${i}&fbclid=${i * 7}`),
          ),
        );
        for (const res of answers) {
          expect(res.statusCode).toBe(200);
          etags.add(String(res.headers.etag));
        }
      }
      expect(etags.size).toBe(3);
      expect(cache.size).toBe(held);
    },
    120_000,
  );

  it('distinct pages beyond the bound push older ones out: the bytes held stay within it', async () => {
    const small = await buildApp({ ...t.config, pageCacheBytes: 400 * 1024 });
    try {
      const cache = small.ctx.pageCache!;
      const pages = [
        ...['/', '/about', '/services', '/courses', '/gallery', '/download', '/contact', '/offers'],
        ...['Training', 'Business%20inquiry', 'Upload%20your%20documents'].map((subject) => `/contact?subject=${subject}`),
        ...Array.from({ length: 6 }, (_, i) => `/courses/details/${101 + i}`),
        ...Array.from({ length: 6 }, (_, i) => `/contact?subject=Training&course=${101 + i}`),
        ...Array.from({ length: 10 }, (_, i) => `/services/details/${101 + i}`),
      ];
      for (const url of pages) expect((await get(small, url)).statusCode, url).toBe(200);
      expect(cache.size).toBeGreaterThan(200 * 1024);
      expect(cache.size).toBeLessThanOrEqual(400 * 1024);
    } finally {
      await small.close();
    }
  });
});

describe('a query string a visitor makes up costs what a cached page costs', () => {
  /** The contact form's hidden page field: what the page preselected (apps/web/app/lib/contact-preset.ts). */
  const presetOf = (html: string) => /name="page" value="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');

  it('made-up subjects, courses, offer pages and data routes get the plain page from its entry, and make none', async () => {
    const cache = t.app.ctx.pageCache!;
    const plain = new Map<string, { etag: string; body: string }>();
    for (const url of ['/contact', '/contact?subject=Training', '/offers', '/about.data', '/contact.data']) {
      const res = await get(t.app, url);
      expect(res.statusCode, url).toBe(200);
      plain.set(url, { etag: res.headers.etag!, body: res.body });
    }
    expect(presetOf(plain.get('/contact')!.body)).toBe('/contact');
    const held = cache.size;
    const madeUp = (i: number): [string, string][] => [
      [`/contact?subject=Subject${i}`, '/contact'],
      [`/contact?subject=training&course=101&n=${i}`, '/contact'],
      [`/contact?course=${101 + (i % 6)}&x=${i}`, '/contact'],
      [`/contact?subject=Training&course=${1000 + i}`, '/contact?subject=Training'],
      [`/offers?page=${i + 2}`, '/offers'],
      [`/offers?page=x${i}`, '/offers'],
      [`/about.data?_routes=routes/made-up-${i}`, '/about.data'],
      [`/about.data?_routes=root,layouts/public,routes/about&n=${i}`, '/about.data'],
      [`/contact.data?subject=${i}&_routes=routes/home`, '/contact.data'],
    ];
    for (let i = 0; i < 50; i++) {
      const answers = await Promise.all(madeUp(i).map(async ([url, as]) => [url, as, await get(t.app, url)] as const));
      for (const [url, as, res] of answers) {
        expect(res.statusCode, url).toBe(200);
        expect(res.headers.etag, url).toBe(plain.get(as)!.etag);
        expect(res.body, url).toBe(plain.get(as)!.body);
      }
    }
    expect(cache.size).toBe(held);
  }, 120_000);

  it('the three subjects and an existing course still preselect the form, each its own page', async () => {
    const etags = new Set<string>();
    for (const [url, preset] of [
      ['/contact?subject=Training&course=101', '/contact?subject=Training&course=101'],
      ['/contact?course=104&subject=Training&utm_source=x', '/contact?subject=Training&course=104'],
      ['/contact?subject=Training', '/contact?subject=Training'],
      ['/contact?subject=Business%20inquiry', '/contact?subject=Business%20inquiry'],
      ['/contact?subject=Upload+your+documents', '/contact?subject=Upload%20your%20documents'],
    ]) {
      const res = await get(t.app, url!);
      expect(res.statusCode, url).toBe(200);
      expect(presetOf(res.body), url).toBe(preset);
      etags.add(res.headers.etag!);
    }
    expect(etags.size).toBe(5);
    expect((await get(t.app, '/contact?subject=Training&course=101')).body).toContain('I would like to enroll in the course');
    expect((await get(t.app, '/contact.data?subject=Training&course=101')).body).toContain('I would like to enroll in the course');
  });

  it('a course the owner hides has no page of its own', async () => {
    const training = (await get(t.app, '/contact?subject=Training')).headers.etag;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/courses/106',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { hidden: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    const hidden = await get(t.app, '/contact?subject=Training&course=106');
    expect(presetOf(hidden.body)).toBe('/contact?subject=Training');
    expect(hidden.headers.etag).not.toBe(training); // the content moved: every page is rendered again
    expect((await get(t.app, '/contact?subject=Training')).headers.etag).toBe(hidden.headers.etag);
  });

  it('a page of offers that exists is its own page; the rest are the first', async () => {
    for (let i = 0; i < 25; i++)
      await change(t.app, 'POST', '/api/addOffer', { title: `Offer ${i}`, description: 'Half price', percentage: '50' }, true);
    const first = await get(t.app, '/offers');
    const second = await get(t.app, '/offers?page=2');
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).not.toBe(first.headers.etag);
    expect(second.body).toMatch(/page 2 of 2/);
    expect((await get(t.app, '/offers?page=02')).headers.etag).toBe(second.headers.etag);
    for (const page of ['1', '3', '0', 'x']) expect((await get(t.app, `/offers?page=${page}`)).headers.etag, page).toBe(first.headers.etag);
  });
});
