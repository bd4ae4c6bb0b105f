/** Every answer carries security headers (pages/security-headers.ts), errors and unknown paths included: the API's or the pages'. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

describe('security headers', () => {
  it.each([
    ['a list', 'GET', '/api/offers', 200],
    ['an unknown path', 'GET', '/api/nothing-here', 404],
    ['a refused change', 'DELETE', '/api/deleteOffer?offerid=1', 401],
    ['an unknown picture', 'GET', '/media/0000000000000000000000000000000000000000000000000000000000000000', 404],
  ])('API answers (%s): data only, never framed or run', async (_what, method, url, status) => {
    const res = await t.app.inject({ method: method as 'GET' | 'DELETE', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each([
    ['the API reference', '/api/docs'],
    ['the health check', '/healthz'],
  ])('pages (%s): the site policy, with its scripts, styles and the map', async (_what, url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBeLessThan(400);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('frame-src https://www.google.com https://maps.google.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    // Inline scripts run only where a rendered page names them (pages/routes.ts, test/api/page-cache.test.ts).
    expect(csp).toContain("script-src 'self';");
    expect(res.headers['permissions-policy']).toContain('camera=(), display-capture=(), geolocation=()');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
  });
});
