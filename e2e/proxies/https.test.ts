/**
 * HTTPS as deployed (decision 088): the production build with TRUST_PROXY=127.0.0.1 behind deploy/Caddyfile and behind
 * deploy/nginx/firm-site.conf, as the README's "One machine" sets it up. Through each: http:// answers a redirect to
 * https://, HSTS comes over https only, the visitor's address reaches the login history and the login limit whatever
 * X-Forwarded-For the visitor sends (AUTH-5, AUTH-8), and `/`, `/admin/login` and `/api/site` pass the MDN HTTP
 * Observatory's tests at A+ (observatory.ts).
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { E2E_ADMIN } from '../env';
import { startProductionServer, type ProductionServer } from '../production-server';
import { OBSERVATORY_ORIGIN, observatory } from './observatory';
import { call, startCaddy, startNginx, type Call, type Proxy } from './proxies';

/** Failed logins allowed per client address and e-mail (AUTH-5). */
const FAILURES_ALLOWED = 5;
/** The Observatory asks for a page as a browser does. */
const ACCEPT = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const PAGES = ['/', '/admin/login', '/api/site'];

let server: ProductionServer;
beforeAll(async () => {
  server = await startProductionServer({ TRUST_PROXY: '127.0.0.1' });
});
afterAll(async () => {
  await server?.stop();
});

// Each proxy's visitors have addresses of their own: the two share one server and its counters.
describe.each([
  { proxy: 'Caddy', start: startCaddy, visitors: ['127.0.0.2', '127.0.0.3', '127.0.0.4'] },
  { proxy: 'nginx', start: startNginx, visitors: ['127.0.0.5', '127.0.0.6', '127.0.0.7'] },
])('the site behind $proxy', ({ start, visitors }) => {
  let proxy: Proxy;
  beforeAll(async () => {
    proxy = await start(server.port);
  });
  afterAll(async () => {
    await proxy?.stop();
  });
  const https = (path: string, options: Call = {}) => call(`${proxy.https}${path}`, { ca: proxy.ca, ...options });
  const login = (from: string, body: object, forwardedFor: string) =>
    https('/api/login', {
      method: 'POST',
      from,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify(body),
    });

  test('http:// answers a permanent redirect to the same address over https://, and no HSTS', async () => {
    const answer = await call(`${proxy.http}/admin/login?next=%2Fadmin`);
    expect([301, 308]).toContain(answer.status);
    const to = new URL(answer.headers['location']![0]!);
    expect({ protocol: to.protocol, hostname: to.hostname, path: to.pathname + to.search }).toEqual({
      protocol: 'https:',
      hostname: '127.0.0.1',
      path: '/admin/login?next=%2Fadmin',
    });
    expect(answer.headers['strict-transport-security']).toBeUndefined();
  });

  test('https:// answers with one HSTS header of six months or more', async () => {
    for (const path of PAGES) {
      const hsts = (await https(path)).headers['strict-transport-security'];
      expect(hsts, path).toHaveLength(1);
      expect(Number(/max-age=(\d+)/.exec(hsts![0]!)?.[1]), path).toBeGreaterThanOrEqual(15_768_000);
    }
  });

  test("the login history has the visitor's address, not the proxy's nor one the visitor wrote (AUTH-8)", async () => {
    const answer = await login(visitors[0]!, E2E_ADMIN, '203.0.113.7');
    expect(answer.status).toBe(200);
    const { token } = JSON.parse(answer.body) as { token: string };
    const account = await https('/api/account', { headers: { authorization: `Bearer ${token}` } });
    expect((JSON.parse(account.body) as { logins: { ip: string }[] }).logins[0]!.ip).toBe(visitors[0]);
  });

  test("the login limit counts the visitor's address, whatever X-Forwarded-For the visitor sends (AUTH-5, AUTH-8)", async () => {
    const wrong = { email: 'nobody@example.com', password: 'not-the-password-1' };
    // Each attempt claims another address: were it believed, none would reach the limit.
    for (let n = 1; n <= FAILURES_ALLOWED; n++) expect((await login(visitors[1]!, wrong, `198.51.100.${n}`)).status).toBe(401);
    expect((await login(visitors[1]!, wrong, '198.51.100.99')).status).toBe(429);
    // Another visitor behind the same proxy has a counter of its own: the proxy's address is not the one counted.
    expect((await login(visitors[2]!, wrong, '198.51.100.1')).status).toBe(401);
  });

  test.each(PAGES)('%s passes the MDN HTTP Observatory at A+', async (path) => {
    const result = observatory({
      http: await call(`${proxy.http}${path}`, { headers: ACCEPT }),
      https: await https(path, { headers: ACCEPT }),
      httpsUrl: new URL(`${proxy.https}${path}`),
      preflight: await https(path, { method: 'OPTIONS', headers: { origin: OBSERVATORY_ORIGIN, 'access-control-request-method': 'GET' } }),
    });
    expect(result, JSON.stringify(result.outcomes, null, 2)).toMatchObject({ grade: 'A+' });
  });
});
