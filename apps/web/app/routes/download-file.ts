import { create as contentDisposition } from 'content-disposition';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { DOWNLOADS } from '~/content/downloads';
import type { Route } from './+types/download-file';

/**
 * Where the files of public/downloads are: next to the server bundle in a production build
 * (build/server/index.js -> build/client/downloads), in public/ when run from the sources.
 */
const DIR = [new URL('../client/downloads/', import.meta.url), new URL('../../public/downloads/', import.meta.url)]
  .map((url) => fileURLToPath(url))
  .find((dir) => existsSync(dir));

/** A plain ASCII name for clients that ignore `filename*` (the file's own name when the title has no Latin letters). */
const asciiFallback = (name: string, file: string) => {
  const ascii = name.replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '').replace(/\s+/g, ' ').trim();
  return /[A-Za-z0-9]/.test(ascii.replace(/\.[a-z0-9]+$/i, '')) ? ascii : file;
};

/** GET /download/file/:name: one of the listed files (never a path from the URL), as an attachment. */
export async function loader({ params }: Route.LoaderArgs) {
  const item = DOWNLOADS.find((d) => d.file === params.name);
  if (!item || !DIR) return new Response('File not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const bytes = await readFile(`${DIR}/${item.file}`);
  const extension = item.file.slice(item.file.lastIndexOf('.'));
  const name = `${item.title}${extension}`;
  return new Response(bytes, {
    headers: {
      'Content-Type': item.type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': contentDisposition(name, { fallback: asciiFallback(name, item.file) }),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=86400',
    },
  });
}
