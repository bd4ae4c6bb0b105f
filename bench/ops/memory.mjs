// @ts-check
/**
 * The memory half of `npm run bench:ops`: the production server's resident memory (VmRSS, from
 * /proc) idle, at its peak while 50 phone photographs are uploaded through the API one after
 * another as the owner would (alternately an offer and a gallery picture), right after, and after
 * 30 s of quiet. Nothing is forced (no gc()): the server runs as in production. Aim: after the
 * settle, within 100 MB of idle.
 * Run by `npm run bench:ops` (run.mjs), which writes the results; alone,
 * `node bench/ops/memory.mjs [--dir <another built checkout>]` prints them.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { root } from '../../scripts/lib.mjs';
import { startServer } from '../lib.mjs';

const PHOTOS = 50;
const SETTLE_MS = 30_000;
const AIM_MB = 100;
const ADMIN = { email: 'bench@example.com', password: 'bench-Strong-Passw0rd' };

/** Resident memory of a process in MB, from /proc (Linux); 0 once it has ended. @param {number} pid */
function rssMb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The processes a process started (the server's picture and PDF processes), and theirs. @param {number} pid @returns {number[]} */
function descendants(pid) {
  /** @type {number[]} */
  const found = [];
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    /** @type {string} */
    let children;
    try {
      children = readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8');
    } catch {
      // The thread ended meanwhile.
      continue;
    }
    for (const child of children.split(' ').filter(Boolean).map(Number)) found.push(child, ...descendants(child));
  }
  return found;
}

/** The server's memory: its own process, and with every process it started (memory is the machine's either way). @param {number} pid */
const memory = (pid) => {
  const own = rssMb(pid);
  return { own, all: own + descendants(pid).reduce((sum, child) => sum + rssMb(child), 0) };
};
/** @param {number} ms */
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Photographs as a 12-megapixel phone saves them: 4000×3000 JPEGs of 3 to 4 MB (a seed picture
 * enlarged, with the sensor's grain so it compresses like a photograph), turned by their EXIF
 * orientation, carrying the camera and its author. Each differs from the others (its own bytes and
 * content address). Made in this process, before the server is measured.
 * @param {number} [count]
 */
export async function phonePhotos(count = PHOTOS) {
  const width = 4000;
  const height = 3000;
  const scene = await sharp(join(root, 'apps/server/seed/slider-3.jpg'))
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const grain = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } },
  })
    .raw()
    .toBuffer();
  /** @type {Buffer[]} */
  const photos = [];
  for (let i = 0; i < count; i++) {
    const pixels = Buffer.allocUnsafe(scene.length);
    const shift = i * 7919;
    for (let j = 0; j < scene.length; j++) {
      const v = (scene[j] ?? 0) + (((grain[(j + shift) % grain.length] ?? 128) - 128) >> 2) + (i % 7);
      pixels[j] = v < 0 ? 0 : v > 255 ? 255 : v;
    }
    photos.push(
      await sharp(pixels, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 92 })
        .withMetadata({ orientation: 6 })
        .withExif({ IFD0: { Make: 'Phone', Model: 'Camera 12MP', Artist: 'Site engineer' } })
        .toBuffer(),
    );
  }
  return photos;
}

/** @param {string} url @param {RequestInit} [init] */
export async function fetchOk(url, init) {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${url}: ${res.status} ${await res.text()}`);
  return res;
}

/**
 * Runs the measurement on the built checkout at `dir` (this one by default).
 * @param {{ dir?: string, env?: Record<string, string> }} [options]
 */
export async function measureMemory({ dir = root, env = {} } = {}) {
  const photos = await phonePhotos();
  const photoMb = photos.reduce((sum, p) => sum + p.length, 0) / PHOTOS / 1024 / 1024;
  const server = await startServer(env, dir);
  try {
    const { origin, pid } = server;
    // The pages and lists a visitor and the owner open first, so idle is a server that has served; then
    // long enough for the picture process of the first start's sliders to end (media/images.ts, IDLE_MS).
    for (const path of ['/', '/offers', '/gallery', '/api/offers', '/api/gallery']) await fetchOk(`${origin}${path}`);
    await sleep(15_000);
    const idle = memory(pid);

    const login = /** @type {{ token: string }} */ (
      await (
        await fetchOk(`${origin}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        })
      ).json()
    );
    const auth = { authorization: `Bearer ${login.token}` };
    let peak = idle;
    const sampler = setInterval(() => {
      const now = memory(pid);
      peak = { own: Math.max(peak.own, now.own), all: Math.max(peak.all, now.all) };
    }, 100);
    const started = Date.now();
    for (const [i, photo] of photos.entries()) {
      const form = new FormData();
      const file = new Blob([photo], { type: 'image/jpeg' });
      if (i % 2 === 0) {
        form.append('title', `Site visit ${i + 1}`);
        form.append('description', `Inspection photograph number ${i + 1}, taken on site with a phone.`);
        form.append('percentage', String(i % 50));
        form.append('image', file, `IMG_${1000 + i}.jpg`);
        await fetchOk(`${origin}/api/addOffer`, { method: 'POST', headers: auth, body: form });
      } else {
        form.append('title', `Site visit ${i + 1}`);
        form.append('layout', 'normal');
        form.append('picture', file, `IMG_${1000 + i}.jpg`);
        await fetchOk(`${origin}/api/gallery`, { method: 'POST', headers: auth, body: form });
      }
    }
    const uploadSeconds = (Date.now() - started) / 1000;
    clearInterval(sampler);
    const after = memory(pid);
    await sleep(SETTLE_MS);
    const settled = memory(pid);
    return { photos: PHOTOS, photoMb, uploadSeconds, idle, peak, after, settled };
  } finally {
    await server.stop();
  }
}

/** @param {Awaited<ReturnType<typeof measureMemory>>} m */
export function memoryMarkdown(m) {
  const row = (/** @type {string} */ name, /** @type {{ own: number, all: number }} */ v) =>
    `| ${name} | ${Math.round(v.own)} | ${Math.round(v.all)} |`;
  const growth = m.settled.all - m.idle.all;
  return [
    '| Server memory (RSS) | Server process MB | With the processes it started MB |',
    '|---|--:|--:|',
    row('Idle', m.idle),
    row(`Peak during ${m.photos} phone photos`, m.peak),
    row('Right after', m.after),
    row(`After ${SETTLE_MS / 1000} s`, m.settled),
    row(`Kept (after ${SETTLE_MS / 1000} s − idle)`, { own: m.settled.own - m.idle.own, all: growth }),
    '',
    `${m.photos} JPEGs of 4000×3000 (${m.photoMb.toFixed(1)} MB each on average), uploaded one after another in ${m.uploadSeconds.toFixed(0)} s,` +
      ` alternately an offer and a gallery picture; production server, SQLite, Node ${process.version}, measured ${new Date().toISOString()}.` +
      ` Aim: within ${AIM_MB} MB of idle after the settle: ${growth <= AIM_MB ? 'met' : 'missed'}.`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--dir');
  console.log(memoryMarkdown(await measureMemory(at > 0 ? { dir: process.argv[at + 1] ?? root } : {})));
}
