// @ts-check
/**
 * For bench/abuse: the owner's correct login while the login flood runs (AUTH-7). The owner logs
 * in once before the flood from its usual address, then tries 10 times from it during the flood;
 * as a comparison, 10 tries from an address with no earlier login (which waits like anyone else).
 * The server trusts 127.0.0.1 as its proxy, so addresses are claimed in X-Forwarded-For.
 */
import { fork } from 'node:child_process';
import { join } from 'node:path';
import { root } from '../../scripts/lib.mjs';

const TRIES = 10;
const OWNER = { email: 'bench@example.com', password: 'bench-Strong-Passw0rd' };
const USUAL_ADDRESS = '198.51.100.20';
const NEW_ADDRESS = '198.51.100.21';

/** @param {string} origin @param {string} address */
async function login(origin, address) {
  const started = performance.now();
  const res = await fetch(`${origin}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(OWNER),
  });
  await res.arrayBuffer();
  return { status: res.status, ms: performance.now() - started };
}

/** @param {string} origin @param {string} address */
async function tries(origin, address) {
  const answers = [];
  for (let i = 0; i < TRIES; i++) answers.push(await login(origin, address));
  const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
  return {
    tries: TRIES,
    succeeded: answers.filter((a) => a.status === 200).length,
    statuses: answers.reduce((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), /** @type {Record<string, number>} */ ({})),
    medianMs: Math.round(ms[Math.floor(ms.length / 2)] ?? 0),
    maxMs: Math.round(ms[ms.length - 1] ?? 0),
  };
}

/**
 * @param {string} origin
 * @param {number} workers the flood's parallel clients
 */
export async function ownerDuringFlood(origin, workers) {
  // The earlier flood's last waiting logins may still hold every place: retry as a person would.
  for (let i = 0; ; i++) {
    const { status } = await login(origin, USUAL_ADDRESS);
    if (status === 200) break;
    if (i === 20) throw new Error(`the owner's login before the flood answered ${status}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  const flood = fork(join(root, 'bench/abuse/flood.mjs'), [origin, String(workers), 'login']);
  await new Promise((resolve) => flood.once('message', resolve));
  // One second for the flood to reach full speed.
  await new Promise((r) => setTimeout(r, 1000));
  const usualAddress = await tries(origin, USUAL_ADDRESS);
  const newAddress = await tries(origin, NEW_ADDRESS);
  flood.send('stop');
  /** @type {{ statuses: Record<string, number>, seconds: number }} */
  const report = await new Promise((resolve) => flood.once('message', resolve));
  return { usualAddress, newAddress, flood: { workers, ...report } };
}

/** The report's line. @param {Awaited<ReturnType<typeof ownerDuringFlood>>} owner */
export function ownerLine(owner) {
  const part = (/** @type {Awaited<ReturnType<typeof tries>>} */ t) =>
    `${t.succeeded} of ${t.tries} succeeded (${Object.entries(t.statuses)
      .map(([s, c]) => `${c} x ${s}`)
      .join(', ')}; median ${t.medianMs} ms, at most ${t.maxMs} ms)`;
  return (
    `Owner's login during a flood of ${owner.flood.workers} parallel wrong logins (flood answers: ${Object.entries(owner.flood.statuses)
      .map(([s, c]) => `${c} x ${s}`)
      .join(', ')}): ` + `from the address of an earlier login ${part(owner.usualAddress)}; from a new address ${part(owner.newAddress)}.`
  );
}
