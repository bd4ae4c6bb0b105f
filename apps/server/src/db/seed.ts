import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import sharp from 'sharp';
import { fileURLToPath } from 'node:url';
import { ADD_IMAGE_TYPES } from '@firm/contract';
import type { App } from '../context.js';
import { afterWrite } from '../content/repository.js';
import { seedContent } from '../content/seed.js';
import { processImage, type ProcessedImage } from '../lib/images.js';
import { bumpContentVersion } from '../lib/content-version.js';
import { saveImage } from '../lib/media-store.js';
import { generatePassword, hashPassword } from '../lib/passwords.js';
import { countAdmins, insertAdmin } from '../repos/admins.js';

/** apps/server/seed/, from src/db (tests) and from dist/db (production) alike. */
export const SEED_DIR = fileURLToPath(new URL('../../seed/', import.meta.url));

export const DEFAULT_SLIDERS = [
  { file: 'slider-1.jpg', title: 'Structural design you can build on' },
  { file: 'slider-2.jpg', title: 'Roads, bridges and infrastructure planning' },
  { file: 'slider-3.jpg', title: 'Site supervision and quality control' },
] as const;

/** Set once the default sliders were added, so an owner who deletes them all does not get them back. */
export const SLIDERS_SEEDED_KEY = 'default_sliders_seeded';
/**
 * admin@localhost would be the obvious name (AUTH-6), but the shared login schema (z.email) wants a dot in the
 * domain and would refuse it at the login form; localhost.localdomain is localhost's usual full name.
 */
export const GENERATED_ADMIN_EMAIL = 'admin@localhost.localdomain';

/** Runs at every start and changes nothing after the first; two servers starting at once agree. */
export async function seed(app: App): Promise<void> {
  await seedAdmin(app);
  await seedSliders(app);
  await seedContent(app);
}

async function seedAdmin(app: App): Promise<void> {
  const { db, config } = app.ctx;
  if ((await countAdmins(db)) > 0) return;
  const email = config.adminEmail ?? GENERATED_ADMIN_EMAIL;
  const password = config.adminPassword ?? generatePassword();
  // The unique e-mail decides a race between two servers: only the one that inserted reports.
  if (!(await insertAdmin(db, email, await hashPassword(password, config.scryptCost)))) return;
  if (config.adminPassword) {
    app.log.info({ email }, 'first admin created from ADMIN_EMAIL / ADMIN_PASSWORD');
    return;
  }
  // Straight to stdout, never through the logger: log shippers must not receive the password.
  process.stdout.write(
    [
      '',
      'First admin created. This password is shown only once:',
      `  E-mail:   ${email}`,
      `  Password: ${password}`,
      `  Log in at ${config.publicUrl}/admin/login`,
      `Change it with: npm run admin -- reset-password --email ${email}`,
      '',
      '',
    ].join('\n'),
  );
}

/**
 * Encoding the seed pictures (AVIF, three widths) costs seconds of CPU, and every test file starts
 * apps on fresh databases: the result is kept in this process and in a private folder under the
 * system's temporary directory, keyed by the picture's bytes and the code that encodes it.
 */
const processed = new Map<string, Promise<ProcessedImage>>();
const CACHE_DIR = join(tmpdir(), `firm-seed-images-${process.getuid?.() ?? 'user'}`);
// images.js when built, images.ts when the tests run the sources.
const pipelineSource = readFileSync(fileURLToPath(new URL(`../lib/images${extname(fileURLToPath(import.meta.url))}`, import.meta.url)));

/** Only a folder this user owns and nobody else may write is trusted. */
function privateCacheDir(): boolean {
  try {
    mkdirSync(CACHE_DIR, { recursive: true, mode: 0o700 });
    const st = statSync(CACHE_DIR);
    return st.isDirectory() && (process.getuid === undefined || st.uid === process.getuid()) && (st.mode & 0o022) === 0;
  } catch {
    return false;
  }
}

async function encodeSeedImage(bytes: Buffer): Promise<ProcessedImage> {
  const key = createHash('sha256').update(pipelineSource).update(sharp.versions.vips).update(bytes).digest('hex');
  const file = join(CACHE_DIR, `${key}.bin`);
  const cacheable = privateCacheDir();
  if (cacheable && existsSync(file)) {
    try {
      return deserialize(readFileSync(file)) as ProcessedImage;
    } catch {
      // A broken cache file is made again below.
    }
  }
  const image = await processImage(bytes, ADD_IMAGE_TYPES);
  if (cacheable) {
    const partial = `${file}.${process.pid}.tmp`;
    try {
      writeFileSync(partial, serialize(image), { mode: 0o600 });
      renameSync(partial, file);
    } catch {
      rmSync(partial, { force: true });
    }
  }
  return image;
}

function processSeedImage(path: string): Promise<ProcessedImage> {
  const bytes = readFileSync(path);
  const key = createHash('sha256').update(bytes).digest('hex');
  let result = processed.get(key);
  if (!result) {
    result = encodeSeedImage(bytes);
    processed.set(key, result);
    result.catch(() => processed.delete(key));
  }
  return result;
}

/** The default home sliders, on the very first start only; pictures missing from `dir` are skipped with a warning. */
export async function seedSliders(app: App, dir = SEED_DIR): Promise<void> {
  const { db } = app.ctx;
  const done = await db.selectFrom('settings').select('key').where('key', '=', SLIDERS_SEEDED_KEY).executeTakeFirst();
  if (done) return;

  const ready: { title: string; image: ProcessedImage }[] = [];
  for (const { file, title } of DEFAULT_SLIDERS) {
    const path = join(dir, file);
    if (!existsSync(path)) {
      app.log.warn({ path }, `default slider picture ${file} is missing: that slider is skipped`);
      continue;
    }
    try {
      ready.push({ title, image: await processSeedImage(path) });
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
    const last = await trx.selectFrom('sliders').select((eb) => eb.fn.max('position').as('p')).executeTakeFirst();
    let position = Number(last?.p ?? 0);
    const now = new Date().toISOString();
    for (const { title, image } of ready) {
      const imageId = await saveImage(trx, image);
      position += 1;
      await trx.insertInto('sliders').values({ id: randomUUID(), title, image_id: imageId, position, created_at: now, updated_at: now }).execute();
    }
    await afterWrite(trx);
  });
}
