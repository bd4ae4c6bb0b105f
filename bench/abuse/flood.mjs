// @ts-check
/**
 * A flood for bench/abuse, in its own process: `workers` connections, each sending its next
 * request as soon as the answer arrives (Retry-After ignored, as a hostile client would). autocannon
 * rather than fetch: the flood must cost the shared machine as little CPU as possible, or it
 * measures the client instead of the server.
 * `login`: wrong logins, each claiming another address in X-Forwarded-For (the server trusts
 * 127.0.0.1 as its proxy), as a flood from many machines would, so the per-address login limit does
 * not stop it early. `health`: GET /healthz, the same flood without any password work (the control).
 * `beacon`: POST /api/beacon (VISITS-4) from a new claimed address each time, with browsers, pages
 * (the site's and made-up ones), referrers and taps' details made up at random, as a flood meant to
 * slow the pages or to fill the database with rows would send them.
 * Reports the answers' status counts to its parent when told to stop.
 */
import autocannon from 'autocannon';

const [origin = '', workersArg = '40', kind = 'login'] = process.argv.slice(2);
let n = 0;

const login = {
  method: /** @type {const} */ ('POST'),
  path: '/api/login',
  setupRequest(/** @type {Record<string, unknown> & { headers?: Record<string, string> }} */ request) {
    const i = n++;
    return {
      ...request,
      headers: {
        ...request.headers,
        'content-type': 'application/json',
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ email: `flood${i}@example.com`, password: 'not the password at all' }),
    };
  },
};

const PAGES = ['/', '/about', '/services', '/courses', '/gallery', '/download', '/contact', '/offers'];
const EVENTS = ['whatsapp', 'phone', 'email', 'download', 'offer', 'appointment'];
const random = (/** @type {number} */ n) => Math.floor(Math.random() * n);
const made = () => Math.random().toString(36).slice(2, 10);

const beacon = {
  method: /** @type {const} */ ('POST'),
  path: '/api/beacon',
  setupRequest(/** @type {Record<string, unknown> & { headers?: Record<string, string> }} */ request) {
    const i = n++;
    const page = random(2) ? (PAGES[random(PAGES.length)] ?? '/') : random(2) ? `/${made()}` : `/services/details/${made()}`;
    const tap = random(4) === 0 ? { event: EVENTS[random(EVENTS.length)], detail: `${made()}.pdf` } : {};
    return {
      ...request,
      headers: {
        ...request.headers,
        'content-type': 'text/plain;charset=UTF-8',
        'user-agent': `Mozilla/5.0 (Linux; Android ${10 + random(5)}; ${made()}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${100 + random(32)}.0.0.0 Mobile Safari/537.36`,
        'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
      body: JSON.stringify({ page, referrer: `https://${made()}.example/${made()}`, ...tap }),
    };
  },
};
const FLOODS = { login, beacon, health: { method: 'GET', path: '/healthz' } };

const started = Date.now();
// At most 10 minutes; the parent stops it long before.
const instance = autocannon(
  {
    url: origin,
    connections: Number(workersArg),
    duration: 600,
    requests: [FLOODS[/** @type {keyof typeof FLOODS} */ (kind)] ?? login],
  },
  (error, result) => {
    /** @type {Record<string, number>} */
    const statuses = Object.fromEntries(Object.entries(result?.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]));
    if (error || result?.errors) statuses.error = result?.errors ?? 1;
    process.send?.({ statuses, seconds: (Date.now() - started) / 1000 }, () => process.exit(0));
  },
);
process.send?.('started');
process.on('message', () => instance.stop());
