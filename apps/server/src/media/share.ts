import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FOCUS_CENTRE, parseShareName, sameShare, shareName, type Focus } from '@firm/contract';
import type { Db } from '../db/index.js';
import { shareImage } from './images.js';

/**
 * Link previews cut around the focal point (IMAGE-9, decision 064), made on their first request and
 * kept in `media` under their name (`shareName`): a cache of what the pictures in use and their
 * focus say, so one is made only for a picture some page shows at that focus, and dropping one is
 * always safe (it is made again when asked for).
 */

/** A picture as the documents and rows keep it (content/pictures.ts' StoredPicture). */
type Placed = ({ asset: string } | { media: string }) & { focus?: Focus };

/** apps/web, from src/media and dist/media alike. */
const WEB_DIR = fileURLToPath(new URL('../../../web/', import.meta.url));
let hashes: Map<string, string> | undefined;
/** Seeded pictures' names by the hash of their source, from the web build's manifest (none before a build). */
function assetNames(): Map<string, string> {
  if (!hashes) {
    const path = `${WEB_DIR}app/generated/images.json`;
    const manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, { hash?: string }>) : {};
    hashes = new Map(Object.entries(manifest).flatMap(([name, entry]) => (entry.hash ? [[entry.hash, name] as const] : [])));
  }
  return hashes;
}

/** The key of a picture's link previews: an upload's content hash, or `asset-<hash of its source>` for a seeded one. */
function shareKeyOf(picture: Placed): string | undefined {
  if ('media' in picture) return picture.media.slice(0, picture.media.indexOf('.'));
  for (const [hash, name] of assetNames()) if (name === picture.asset) return `asset-${hash}`;
  return undefined;
}

/** The name of a picture's link preview at its focus (the centre when none is kept). */
function shareNameOf(picture: Placed): string | undefined {
  const key = shareKeyOf(picture);
  return key ? shareName(key, picture.focus ?? FOCUS_CENTRE) : undefined;
}

/** True when `value` (a document, or any part of one) holds the picture `is` names at the focus. */
function holds(value: unknown, is: (picture: Placed) => boolean, focus: Focus): boolean {
  if (Array.isArray(value)) return value.some((v) => holds(v, is, focus));
  if (!value || typeof value !== 'object') return false;
  const picture = value as Placed;
  if (('media' in picture || 'asset' in picture) && is(picture) && sameShare(picture.focus ?? FOCUS_CENTRE, focus)) return true;
  return Object.values(value).some((v) => holds(v, is, focus));
}

/** True when an item or the site details show the picture at that focus (never a trashed or past one): offers and sliders are never a page's link preview. */
async function inUse(db: Db, find: string, is: (picture: Placed) => boolean, focus: Focus): Promise<boolean> {
  const items = await db.selectFrom('content_items').select('doc').where('doc', 'like', `%${find}%`).execute();
  const site = await db.selectFrom('site_details').select('doc').where('doc', 'like', `%${find}%`).execute();
  return [...items, ...site].some((row) => holds(JSON.parse(row.doc), is, focus));
}

/** The picture a link preview is cut from, and how to tell it in a document. */
async function sourceOf(db: Db, key: string) {
  if (key.startsWith('asset-')) {
    const name = assetNames().get(key.slice('asset-'.length));
    if (!name) return undefined;
    const bytes = await readFile(`${WEB_DIR}assets/${name}.jpg`).catch(() => undefined);
    const is = (p: Placed) => 'asset' in p && p.asset === name;
    return bytes && { bytes, size: undefined, find: `"asset":"${name}"`, is };
  }
  const row = await db
    .selectFrom('media')
    .select(['id', 'bytes', 'width', 'height'])
    .where('id', 'like', `${key}.%`)
    .where('kind', '=', 'image')
    .executeTakeFirst();
  if (!row) return undefined;
  const size = row.width && row.height ? { width: row.width, height: row.height } : undefined;
  return { bytes: Buffer.from(row.bytes), size, find: `${key}.`, is: (p: Placed) => 'media' in p && p.media === row.id };
}

/**
 * The link preview of that name, made now from its picture when a page shows the picture at that
 * focus, and kept; undefined when none does (a name made up, a focus moved since, a picture gone).
 */
export async function makeShare(db: Db, name: string): Promise<{ mime: string; bytes: Buffer; size: number } | undefined> {
  const wanted = parseShareName(name);
  if (!wanted) return undefined;
  const source = await sourceOf(db, wanted.key);
  if (!source || !(await inUse(db, source.find, source.is, wanted.focus))) return undefined;
  const made = await shareImage(source.bytes, wanted.focus, source.size);
  const row = { id: name, kind: 'image' as const, mime: 'image/jpeg', bytes: made.bytes, size: made.bytes.length };
  await db
    .insertInto('media')
    .values({ ...row, width: made.width, height: made.height, variants: '[]', created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
    // A database that takes no writes (decision 051) still gets the preview shown; the next request makes it again.
    .catch(() => undefined);
  return row;
}

/** Drops the link preview a picture had at its focus (a write moved the point, turned or replaced the picture). */
export async function freeShare(db: Db, picture: Placed | null | undefined): Promise<void> {
  const name = picture && shareNameOf(picture);
  if (name) await db.deleteFrom('media').where('id', '=', name).execute();
}
