// @ts-check
/**
 * The pictures half of `npm run bench:ops`: 30 phone photographs (4000×3000 JPEGs of 3 to 4 MB)
 * added to the gallery through the API one after another, as the add dialog of one picture would,
 * then as "Add many pictures" sends them, three at a time (UPLOAD-3): the wall time of
 * each, photographs a minute and the slowest single add. The server works on two pictures at a
 * time (decision 054); the third waits in its line. Production server, SQLite.
 * Alone: `node bench/ops/upload.mjs` prints the results.
 */
import { cpus } from 'node:os';
import { startServer } from '../lib.mjs';
import { fetchOk, phonePhotos } from './memory.mjs';

const PHOTOS = 30;
const AT_ONCE = 3;
/** Longer than the picture process's idle time (media/images.ts): the second run starts it again, as the first did. */
const PAUSE_MS = 12_000;
const ADMIN = { email: 'bench@example.com', password: 'bench-Strong-Passw0rd' };

/**
 * Adds every photograph as a gallery picture, `atOnce` requests at a time.
 * @param {string} origin @param {Record<string, string>} auth @param {Buffer[]} photos @param {number} atOnce
 */
async function addAll(origin, auth, photos, atOnce) {
  /** @type {number[]} */
  const times = [];
  let next = 0;
  const started = performance.now();
  const sender = async () => {
    while (next < photos.length) {
      const i = next++;
      const form = new FormData();
      form.append('title', `Site visit ${i + 1}`);
      form.append('picture', new Blob([/** @type {Buffer} */ (photos[i])], { type: 'image/jpeg' }), `IMG_${2000 + i}.jpg`);
      const sent = performance.now();
      await fetchOk(`${origin}/api/gallery`, { method: 'POST', headers: auth, body: form });
      times.push(performance.now() - sent);
    }
  };
  await Promise.all(Array.from({ length: atOnce }, sender));
  return { seconds: (performance.now() - started) / 1000, slowestSeconds: Math.max(...times) / 1000 };
}

export async function measureUpload() {
  const photos = await phonePhotos(PHOTOS);
  const photoMb = photos.reduce((sum, p) => sum + p.length, 0) / PHOTOS / 1024 / 1024;
  const server = await startServer();
  try {
    const { origin } = server;
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
    const one = await addAll(origin, auth, photos, 1);
    await new Promise((r) => setTimeout(r, PAUSE_MS));
    const many = await addAll(origin, auth, photos, AT_ONCE);
    return { photos: PHOTOS, photoMb, atOnce: AT_ONCE, many, one, cpus: cpus().length, at: new Date().toISOString() };
  } finally {
    await server.stop();
  }
}

/** @param {Awaited<ReturnType<typeof measureUpload>>} m */
export function uploadMarkdown(m) {
  const row = (/** @type {string} */ name, /** @type {{ seconds: number, slowestSeconds: number }} */ r) =>
    `| ${name} | ${r.seconds.toFixed(1)} | ${((m.photos / r.seconds) * 60).toFixed(1)} | ${r.slowestSeconds.toFixed(1)} |`;
  return [
    `| ${m.photos} phone photos to the gallery | Seconds | Photos a minute | Slowest add, s |`,
    '|---|--:|--:|--:|',
    row(`${m.atOnce} at a time (Add many pictures)`, m.many),
    row('One after another', m.one),
    '',
    `JPEGs of 4000×3000 (${m.photoMb.toFixed(1)} MB each on average), each stored at 2560 px with its WebP and AVIF copies;` +
      ` production server, SQLite, ${m.cpus} CPUs, Node ${process.version}, measured ${m.at}.`,
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(uploadMarkdown(await measureUpload()));
