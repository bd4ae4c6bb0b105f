// Build step: turns the committed source pictures of apps/web/assets/ into what pages serve.
// For each JPEG it writes, under public/img/ (not committed):
//   <name>.jpg                 the source as is: a stable address for link previews (og:image)
//   <name>-<width>.<hash>.avif resized AVIF variants (a third smaller than WebP at phone sizes), and
//   <name>-<width>.<hash>.webp the same in WebP, content-addressed so they can be cached for a year
//   <name>-<width>.<hash>.jpg  the same sizes as JPEG for the few browsers without WebP
//   <name>-share.<hash>.jpg    the link preview: 1200 × 630 cut around the centre, where a seeded picture's focus is
//                              (IMAGE-9, decision 064; the server cuts one around any other point the owner sets)
// and app/generated/images.json, the manifest <Picture> reads (sizes, variant widths and address pattern,
// dominant colour).
// The JPEG pages of public/downloads/ get small AVIF/WebP thumbnails only (the file itself is the
// fallback), under the names downloads/<file name without .jpg>. SVGs are copied as they are, in the
// manifest without variants. Work is skipped when the outputs are newer than their source, so a
// second run takes well under a second.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { shareCrop, shareSize } from '@firm/contract';
import { runPooled, walk } from './files.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const sources = join(web, 'assets');
const downloads = join(web, 'public', 'downloads');
const out = join(web, 'public', 'img');
const manifestFile = join(web, 'app', 'generated', 'images.json');

/** Widths that cover phones (1x to 3x) up to full-width desktop banners. */
const WIDTHS = [480, 800, 1200, 1600, 1920];
/** A download card is at most about 240 CSS px wide (two per row on phones, six on large screens); 360 suits the 1.5x to 2x screens of most phones. */
const THUMBNAIL_WIDTHS = [240, 360, 480];
// AVIF effort 1: a few times faster to encode than the default, still clearly smaller than WebP.
const AVIF = { quality: 50, effort: 1 };
const WEBP = { quality: 72, effort: 5 };
const JPEG = { quality: 76, progressive: true, mozjpeg: true };

const mtime = (path) =>
  stat(path).then(
    (s) => s.mtimeMs,
    () => 0,
  );

async function previous() {
  try {
    return JSON.parse(await readFile(manifestFile, 'utf8'));
  } catch {
    return {};
  }
}

/** `thumbnailOf`: the public address of a download whose thumbnails these are (no JPEG variants, no copy). */
async function picture(file, name, old, thumbnailOf) {
  const bytes = await readFile(file);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 10);
  const { width, height } = await sharp(bytes).metadata();
  const widths = (thumbnailOf ? THUMBNAIL_WIDTHS : WIDTHS).filter((w) => w < width);
  if (!thumbnailOf && !widths.includes(width) && width <= WIDTHS.at(-1)) widths.push(width);
  // The manifest is part of every page's JavaScript: it keeps the address pattern, not every address.
  const variants = `/img/${name}-{width}.${hash}.{format}`;
  const url = (w, ext) => variants.replace('{width}', w).replace('{format}', ext);
  const formats = thumbnailOf ? ['avif', 'webp'] : ['avif', 'webp', 'jpg'];
  const entry = { width, height, src: thumbnailOf ?? `/img/${name}.jpg`, variants, widths, formats };
  const share = thumbnailOf ? undefined : join(web, 'public', url('share', 'jpg'));
  const same = old?.hash === hash && old.variants === variants && String(old.widths) === String(widths);
  if (same && (await mtime(join(web, 'public', url(widths.at(-1), 'avif')))) > 0 && (!share || (await mtime(share)) > 0)) {
    return { ...entry, hash, color: old.color };
  }

  const { dominant } = await sharp(bytes).stats();
  const color = `#${[dominant.r, dominant.g, dominant.b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  await mkdir(dirname(join(out, name)), { recursive: true });
  if (!thumbnailOf) await copyFile(file, join(out, `${name}.jpg`));
  for (const w of widths) {
    const resized = sharp(bytes).resize({ width: w, withoutEnlargement: true });
    await resized
      .clone()
      .avif(AVIF)
      .toFile(join(web, 'public', url(w, 'avif')));
    await resized
      .clone()
      .webp(WEBP)
      .toFile(join(web, 'public', url(w, 'webp')));
    if (!thumbnailOf)
      await resized
        .clone()
        .jpeg(JPEG)
        .toFile(join(web, 'public', url(w, 'jpg')));
  }
  if (share)
    await sharp(bytes)
      .extract(shareCrop(width, height))
      .resize({ ...shareSize(width, height), fit: 'fill' })
      .jpeg(JPEG)
      .toFile(share);
  return { ...entry, hash, color };
}

const started = Date.now();
const old = await previous();
const manifest = {};
const jobs = [];
for await (const file of walk(sources)) {
  const rel = relative(sources, file).split('\\').join('/');
  if (rel.endsWith('.svg')) {
    // Drawn at any size: no variants, the file itself (e.g. the logo's mark, brand/mark).
    await mkdir(dirname(join(out, rel)), { recursive: true });
    await copyFile(file, join(out, rel));
    const { width, height } = await sharp(file).metadata();
    manifest[rel.slice(0, -'.svg'.length)] = { width, height, src: `/img/${rel}`, variants: '', widths: [], formats: [], color: '' };
  } else if (rel.endsWith('.jpg')) {
    const name = rel.slice(0, -'.jpg'.length);
    jobs.push(async () => (manifest[name] = await picture(file, name, old[name])));
  }
}
for (const file of await readdir(downloads)) {
  if (!file.endsWith('.jpg')) continue;
  const name = `downloads/${file.slice(0, -'.jpg'.length)}`;
  jobs.push(async () => (manifest[name] = await picture(join(downloads, file), name, old[name], `/downloads/${file}`)));
}
await runPooled(jobs);

const sorted = Object.fromEntries(
  Object.keys(manifest)
    .sort()
    .map((k) => [k, manifest[k]]),
);
await mkdir(dirname(manifestFile), { recursive: true });
const text = `${JSON.stringify(sorted, null, 1)}\n`;
if ((await readFile(manifestFile, 'utf8').catch(() => '')) !== text) await writeFile(manifestFile, text);
console.log(`images: ${Object.keys(sorted).length} pictures ready in ${Date.now() - started} ms`);
