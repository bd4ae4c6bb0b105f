import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteDetailsSchema, type CollectionSlug, type DownloadFileType, type SiteDetails } from '@firm/contract';
import type { App } from '../context.js';
import { contentOf } from './content.js';
import { afterWrite, type Doc, type StoredFile } from './repository.js';

/** apps/web/app/content/seed/: today's content, which seeds a fresh site (the web app reads the same files); from src/content and dist/content alike. */
export const CONTENT_SEED_DIR = fileURLToPath(new URL('../../../web/app/content/seed/', import.meta.url));

/** The committed seed downloads (served by their seeded items). */
export const SEED_DOWNLOADS_DIR = fileURLToPath(new URL('../../../web/public/downloads/', import.meta.url));

/** Set per collection once seeded, so an owner who deletes every item does not get the seed back. */
export const contentSeededKey = (slug: CollectionSlug) => `content_seeded_${slug}`;

const readSeed = <T>(dir: string, name: string): T => JSON.parse(readFileSync(`${dir}${name}.json`, 'utf8')) as T;
const GUJARATI = /[\u0A80-\u0AFF]/;

let seedDetails: SiteDetails | undefined;
/** The site details of a fresh site (seed/site.json), read once. */
export const siteSeed = (): SiteDetails => (seedDetails ??= siteDetailsSchema.parse(readSeed(CONTENT_SEED_DIR, 'site')));

interface SeedText {
  id: string;
  title: string;
  summary: string;
  paragraphs: string[];
  topics?: string[];
}

/**
 * The seed items of each collection as [id, document]. Pictures are the site's own by asset name
 * (no encoding at start); downloads are the committed files of apps/web/public/downloads.
 */
function seedItems(dir: string, downloadsDir: string): { [S in CollectionSlug]: [string, Doc][] } {
  const downloads = readSeed<{ title: string; file: string; kind: DownloadFileType; type: string }[]>(dir, 'downloads');
  return {
    services: readSeed<SeedText[]>(dir, 'services').map((s) => [s.id, { title: s.title, summary: s.summary, paragraphs: s.paragraphs, picture: { asset: `services/${s.id}` } }]),
    courses: readSeed<SeedText[]>(dir, 'courses').map((c) => [
      c.id,
      { title: c.title, summary: c.summary, topics: c.topics ?? [], paragraphs: c.paragraphs, price: '', duration: '', picture: { asset: `courses/${c.id}` } },
    ]),
    gallery: readSeed<{ image: string; alt: string }[]>(dir, 'gallery').map((g, i) => [String(i + 1), { title: g.alt, layout: 'normal', picture: { asset: g.image } }]),
    downloads: downloads
      .filter((d) => existsSync(`${downloadsDir}${d.file}`))
      .map((d, i) => {
        const file: StoredFile = { seed: d.file, name: `${d.title}${extname(d.file)}`, mime: d.type, fileType: d.kind, size: statSync(`${downloadsDir}${d.file}`).size };
        // The build makes the thumbnails of the picture downloads under these asset names (apps/web/scripts/images.mjs).
        const thumbnail = d.kind === 'image' ? { asset: `downloads/${d.file.replace(/\.jpg$/, '')}` } : null;
        return [String(i + 1), { title: d.title, language: GUJARATI.test(d.title) ? 'gu' : 'en', file, thumbnail, thumbnailGiven: false }];
      }),
  };
}

/**
 * Fills the site details and each collection from today's content on the first start; content
 * already there is never overwritten (SITE-5: a database from before migration 008_content keeps its
 * offers, sliders and messages and gets the seed). Two servers starting at once agree: the flag decides.
 */
export async function seedContent(app: App, dir = CONTENT_SEED_DIR, downloadsDir = SEED_DOWNLOADS_DIR): Promise<void> {
  const content = contentOf(app.ctx);
  await content.site.insertIfAbsent(siteDetailsSchema.parse(readSeed(dir, 'site')));
  const seeds = seedItems(dir, downloadsDir);
  const now = new Date().toISOString();
  for (const slug of Object.keys(seeds) as CollectionSlug[]) {
    await app.ctx.db.transaction().execute(async (trx) => {
      const flag = await trx
        .insertInto('settings')
        .values({ key: contentSeededKey(slug), value: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(flag.numInsertedOrUpdatedRows ?? 0) === 0) return;
      for (const [i, [id, doc]] of seeds[slug].entries()) {
        await trx
          .insertInto('content_items')
          .values({ collection: slug, id, position: i + 1, hidden: 0, doc: JSON.stringify(doc), created_at: now, updated_at: now })
          .onConflict((oc) => oc.columns(['collection', 'id']).doNothing())
          .execute();
      }
      await afterWrite(trx);
    });
  }
}
