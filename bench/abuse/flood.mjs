// @ts-check
/**
 * A login flood for bench/abuse: `workers` loops, each posting a wrong login and, as a hostile
 * client would, sending the next one as soon as the answer arrives (Retry-After ignored). Each
 * request claims another address in X-Forwarded-For (the server trusts 127.0.0.1 as its proxy),
 * as a flood from many machines would, so the per-address login limit does not stop it early.
 * Runs in its own process; reports the answers' status counts to its parent when told to stop.
 */
const [origin = '', workersArg = '40'] = process.argv.slice(2);
const workers = Number(workersArg);
/** @type {Record<string, number>} */
const statuses = {};
let stopping = false;
let n = 0;

async function worker() {
  while (!stopping) {
    const i = n++;
    try {
      const res = await fetch(`${origin}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: JSON.stringify({ email: `flood${i}@example.com`, password: 'not the password at all' }),
      });
      await res.arrayBuffer();
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
    } catch {
      statuses.error = (statuses.error ?? 0) + 1;
    }
  }
}

const started = Date.now();
const running = Array.from({ length: workers }, () => worker());
process.send?.('started');
process.on('message', async () => {
  stopping = true;
  await Promise.all(running);
  process.send?.({ statuses, seconds: (Date.now() - started) / 1000 });
  process.exit(0);
});
