// @ts-check
/**
 * A flood for bench/abuse, in its own process: `workers` connections, each sending its next
 * request as soon as the answer arrives (Retry-After ignored, as a hostile client would). autocannon
 * rather than fetch: the flood must cost the shared machine as little CPU as possible, or it
 * measures the client instead of the server.
 * `login`: wrong logins, each claiming another address in X-Forwarded-For (the server trusts
 * 127.0.0.1 as its proxy), as a flood from many machines would, so the per-address login limit does
 * not stop it early. `health`: GET /healthz, the same flood without any password work (the control).
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

const started = Date.now();
// At most 10 minutes; the parent stops it long before.
const instance = autocannon(
  {
    url: origin,
    connections: Number(workersArg),
    duration: 600,
    requests: [kind === 'health' ? { method: 'GET', path: '/healthz' } : login],
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
