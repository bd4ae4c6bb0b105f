// @ts-check
/**
 * Query strings a visitor makes up, against cached pages (docs/decisions/031): the server's CPU time
 * for REQUESTS requests whose query strings are new each time (a subject, a course, a page of offers,
 * a data request's routes, a parameter no page reads), and for REQUESTS requests of the same pages
 * plain, from the page cache. Measured in alternating rounds in the same run, from the CPU time of
 * every thread of the server process (/proc/<pid>/task/<tid>/schedstat, in nanoseconds: the
 * compression runs on libuv's threads, not the main one). Aim: the made-up ones cost no more than
 * the cached ones (ratio about 1).
 */
import { readFileSync, readdirSync } from 'node:fs';

const REQUESTS = 200;
const ROUNDS = 5;
/** A phone's browser. */
const HEADERS = { 'accept-encoding': 'gzip, deflate, br' };

/** Each made-up address beside the plain page it must be served as. @type {[(i: number) => string, string][]} */
const KINDS = [
  [(i) => `/contact?subject=Subject%20${i}`, '/contact'],
  [(i) => `/contact?subject=Training&course=${100000 + i}`, '/contact?subject=Training'],
  [(i) => `/offers?page=${i + 2}`, '/offers'],
  [(i) => `/contact.data?_routes=routes/made-up-${i}`, '/contact.data'],
  [(i) => `/about?utm_source=${i}`, '/about'],
];

/** CPU time of every thread of a process, in ms. @param {number} pid */
function cpuMs(pid) {
  let ns = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    try {
      ns += Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      // a thread that ended between the listing and the read
    }
  }
  return ns / 1e6;
}

/** @param {string} url */
async function get(url) {
  const res = await fetch(url, { headers: HEADERS });
  await res.arrayBuffer();
  return { status: res.status, etag: res.headers.get('etag') ?? '' };
}

/**
 * @param {{ origin: string, pid: number }} server
 * @param {(i: number) => string} address
 * @param {number} from the first request's number (made-up values never repeat across rounds)
 */
async function cpuFor({ origin, pid }, address, from) {
  const before = cpuMs(pid);
  /** @type {{ status: number, etag: string, url: string }[]} */
  const answers = [];
  for (let i = from; i < from + REQUESTS; i++) {
    const url = address(i);
    answers.push({ ...(await get(origin + url)), url });
  }
  return { ms: cpuMs(pid) - before, answers };
}

const median = (/** @type {number[]} */ xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** @param {{ origin: string, pid: number }} server */
export async function cacheBusting(server) {
  /** @type {Map<string, string>} */
  const plainEtags = new Map();
  // Each plain page rendered once, as a visitor would have.
  for (const [, plain] of KINDS) plainEtags.set(plain, (await get(server.origin + plain)).etag);
  const madeUp = (/** @type {number} */ i) => KINDS[i % KINDS.length]?.[0](i) ?? '/';
  const cached = (/** @type {number} */ i) => KINDS[i % KINDS.length]?.[1] ?? '/';
  /** @type {number[]} */
  const cachedMs = [];
  /** @type {number[]} */
  const madeUpMs = [];
  let servedPlain = 0;
  let other = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const plainRun = await cpuFor(server, cached, 0);
    const madeRun = await cpuFor(server, madeUp, round * REQUESTS);
    cachedMs.push(plainRun.ms);
    madeUpMs.push(madeRun.ms);
    for (const [i, a] of madeRun.answers.entries()) {
      if (a.status === 200 && a.etag === plainEtags.get(cached(i))) servedPlain++;
      else other++;
    }
  }
  const round2 = (/** @type {number} */ x) => Math.round(x * 100) / 100;
  const result = {
    requests: REQUESTS,
    rounds: ROUNDS,
    cachedCpuMs: round2(median(cachedMs)),
    madeUpCpuMs: round2(median(madeUpMs)),
    ratio: round2(median(madeUpMs) / Math.max(0.01, median(cachedMs))),
    madeUpServedAsPlainPage: servedPlain,
    madeUpOtherAnswers: other,
  };
  const md =
    `Made-up query strings: the server's CPU for ${REQUESTS} requests with a new value each (${KINDS.map(([made]) => `\`${made(1)}\``).join(', ')}, ...) ` +
    `${result.madeUpCpuMs} ms, against ${result.cachedCpuMs} ms for ${REQUESTS} requests of the same pages from the page cache: ratio ${result.ratio} ` +
    `(median of ${ROUNDS} alternating rounds; aim: about 1). ${servedPlain} of ${servedPlain + other} made-up requests got the plain page's ETag.`;
  return { result, md };
}
