import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ADD_IMAGE_TYPES, siteDetailsSchema, type CollectionSpec } from '@firm/contract';
import type { App } from '../context.js';
import { processImage, type ProcessedImage } from '../media/images.js';
import { saveImage } from '../media/store.js';
import { contentOf } from './content.js';
import { seedItem, type SeedEntry } from './field-kinds.js';
import { afterWrite, type Doc } from './repository.js';
import { CONTENT_SEED_DIR, DEFAULT_SLIDERS, SEED_DIR, SEED_DOWNLOADS_DIR, readSeed } from './seed-files.js';
import { bumpContentVersion } from './version.js';

/**
 * Start-up step (start-up.ts): the site's default content, the sliders and the owner's collections.
 * Runs at every start and changes nothing after the first; two servers starting at once agree.
 */
export async function seed(app: App): Promise<void> {
  await seedSliders(app);
  await seedContent(app);
}

/** Set once the default sliders were added, so an owner who deletes them all does not get them back. */
export const SLIDERS_SEEDED_KEY = 'default_sliders_seeded';

/** Set per collection once seeded, so an owner who deletes every item does not get the seed back. */
export const contentSeededKey = (slug: string) => `content_seeded_${slug}`;

/**
 * A seed item as stored: its fields as the collection's definition takes them from the API, the
 * definition's defaults for those it leaves out, and its files. A seed file that breaks the
 * definition stops the start, naming the collection, the item and the rule.
 */
export async function seedDoc(spec: CollectionSpec, entry: SeedEntry, downloadsDir = SEED_DOWNLOADS_DIR): Promise<Doc> {
  const { fields, files } = await seedItem(spec, entry, downloadsDir);
  const checked = spec.fieldsSchema.safeParse(fields);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    throw new Error(`The seed of ${spec.slug}, item ${entry.id}, ${issue.path.join('.')}: ${issue.message}`);
  }
  // Whether it is hidden is its row's, not a field (a hidden example shows the owner how one looks).
  const { hidden: _hidden, ...values } = checked.data as Doc;
  return { ...spec.defaults, ...values, ...files };
}

/** Whether a seed item starts hidden: `"hidden": true` in its collection's seed file, where its items can be hidden. */
const seedHidden = (spec: CollectionSpec, entry: SeedEntry) => (spec.hideable && entry['hidden'] === true ? 1 : 0);

/**
 * Fills the site details and each collection from today's content on the first start; content
 * already there is never overwritten (SITE-5: a database from before migration 008_content keeps its
 * offers, sliders and messages and gets the seed). Two servers starting at once agree: the flag decides.
 */
export async function seedContent(app: App, dir = CONTENT_SEED_DIR, downloadsDir = SEED_DOWNLOADS_DIR): Promise<void> {
  const content = contentOf(app.ctx);
  await content.siteDetails.insertIfAbsent(siteDetailsSchema.parse(readSeed(dir, 'site')));
  const now = new Date().toISOString();
  // Each collection with a file of its name in `dir`; one added later without a file starts empty.
  for (const { spec } of content.all.map((repo) => repo.def).filter((def) => existsSync(`${dir}${def.slug}.json`))) {
    const done = await app.ctx.db.selectFrom('settings').select('key').where('key', '=', contentSeededKey(spec.slug)).executeTakeFirst();
    if (done) continue;
    const docs: [string, Doc, 0 | 1][] = [];
    for (const entry of readSeed<SeedEntry[]>(dir, spec.slug))
      docs.push([entry.id, await seedDoc(spec, entry, downloadsDir), seedHidden(spec, entry)]);
    await app.ctx.db.transaction().execute(async (trx) => {
      const flag = await trx
        .insertInto('settings')
        .values({ key: contentSeededKey(spec.slug), value: now })
        .onConflict((oc) => oc.column('key').doNothing())
        .executeTakeFirst();
      if (Number(flag.numInsertedOrUpdatedRows ?? 0) === 0) return;
      for (const [i, [id, doc, hidden]] of docs.entries()) {
        await trx
          .insertInto('content_items')
          .values({ collection: spec.slug, id, position: i + 1, hidden, doc: JSON.stringify(doc), created_at: now, updated_at: now })
          .onConflict((oc) => oc.columns(['collection', 'id']).doNothing())
          .execute();
      }
      await afterWrite(trx);
    });
  }
}

/** The default home sliders, on the very first start only; pictures missing from `dir` are skipped with a warning. */
export async function seedSliders(app: App, dir = SEED_DIR): Promise<void> {
  const { db } = app.ctx;
  const SLIDERS = contentOf(app.ctx).sliders.def;
  const done = await db.selectFrom('settings').select('key').where('key', '=', SLIDERS_SEEDED_KEY).executeTakeFirst();
  if (done) return;

  const ready: (Omit<(typeof DEFAULT_SLIDERS)[number], 'file'> & { image: ProcessedImage })[] = [];
  for (const { file, title, text, alt } of DEFAULT_SLIDERS) {
    const path = join(dir, file);
    if (!existsSync(path)) {
      app.log.warn({ path }, `default slider picture ${file} is missing: that slider is skipped`);
      continue;
    }
    try {
      ready.push({ title, text, alt, image: await processImage(readFileSync(path), ADD_IMAGE_TYPES) });
    } catch (err) {
      app.log.warn({ path, err }, `default slider picture ${file} cannot be read: that slider is skipped`);
    }
  }

  await db.transaction().execute(async (trx) => {
    // The flag and the sliders commit together; a second server blocks here and then finds the flag.
    const flag = await trx
      .insertInto('settings')
      .values({ key: SLIDERS_SEEDED_KEY, value: new Date().toISOString() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(flag.numInsertedOrUpdatedRows ?? 0) === 0) return;
    await bumpContentVersion(trx);
    const last = await trx
      .selectFrom('content_items')
      .select((eb) => eb.fn.max('position').as('p'))
      .where('collection', '=', SLIDERS.slug)
      .executeTakeFirst();
    let position = Number(last?.p ?? 0);
    const now = new Date().toISOString();
    for (const { title, text, alt, image } of ready) {
      const id = randomUUID();
      position += 1;
      // The document and picture links as a slider added in the admin gets them, without its history and activity.
      const [picture] = SLIDERS.spec.files;
      const doc = SLIDERS.toDoc(
        { title, ...text },
        { pictures: { [picture!.name]: { media: await saveImage(trx, image) } }, pictureSettings: { [picture!.name]: { alt } } },
        undefined,
      );
      await trx
        .insertInto('content_items')
        .values({ collection: SLIDERS.slug, id, position, hidden: 0, doc: JSON.stringify(doc), created_at: now, updated_at: now })
        .execute();
      for (const media of SLIDERS.mediaIds(doc))
        await trx.insertInto('content_media').values({ collection: SLIDERS.slug, item_id: id, media_id: media }).execute();
    }
    await afterWrite(trx);
  });
}
