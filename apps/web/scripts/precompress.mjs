// Build step, after `react-router build`: a Brotli (best quality) and a gzip copy of every text file of
// build/client that is worth it, which the server sends as they are (@fastify/static, preCompressed).
// Compressing at the best level once is a seventh smaller than what the server can afford per request
// (React DOM: 57 KB instead of 66 KB) and costs the server nothing per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const client = join(dirname(fileURLToPath(import.meta.url)), '..', 'build', 'client');
const TEXT = new Set(['.js', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.html']);
/** Below this a compressed copy saves less than a network packet. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* walk(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (TEXT.has(extname(entry.name))) yield path;
  }
}

const mtime = (path) => stat(path).then((s) => s.mtimeMs, () => 0);

const started = Date.now();
const files = [];
for await (const file of walk(client)) files.push(file);
let written = 0;
let before = 0;
let after = 0;
const work = async (file) => {
  const source = await stat(file);
  if (source.size < MIN_BYTES) return;
  const [br, gzFile] = [`${file}.br`, `${file}.gz`];
  if ((await mtime(br)) >= source.mtimeMs && (await mtime(gzFile)) >= source.mtimeMs) return;
  const bytes = await readFile(file);
  const compressed = await brotli(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  await writeFile(br, compressed);
  await writeFile(gzFile, await gz(bytes, { level: 9 }));
  written++;
  before += bytes.length;
  after += compressed.length;
};
const pool = Math.max(1, Math.min(4, availableParallelism()));
await Promise.all(Array.from({ length: pool }, async () => {
  while (files.length) await work(files.shift());
}));
console.log(`precompress: ${written} files, ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB Brotli, in ${Date.now() - started} ms`);
