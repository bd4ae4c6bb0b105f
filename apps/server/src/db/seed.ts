import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADD_IMAGE_TYPES, DEFAULT_SLIDERS as DEFAULT_SLIDES } from '@firm/contract';
import type { App } from '../context.js';
import { afterWrite } from '../content/repository.js';
import { seedContent } from '../content/seed.js';
import { processImage, type ProcessedImage } from '../media/images.js';
import { bumpContentVersion } from '../content/version.js';
import { saveImage } from '../media/store.js';
import { generatePassword, hashPassword } from '../auth/passwords.js';
import { countAdmins, insertAdmin } from '../auth/admin-store.js';

/** The services' picture sources, apps/web/assets/services/, from src/db (tests) and from dist/db (production) alike. */
export const SEED_DIR = fileURLToPath(new URL('../../../web/assets/services/', import.meta.url));

/** The default sliders (the contract's, one definition with the banner's fallback) and their picture files in SEED_DIR. */
export const DEFAULT_SLIDERS = DEFAULT_SLIDES.map(({ service, title }) => ({ file: `${service}.jpg`, title }));

/** Set once the default sliders were added, so an owner who deletes them all does not get them back. */
export const SLIDERS_SEEDED_KEY = 'default_sliders_seeded';
/**
 * admin@localhost would be the obvious name (AUTH-6), but the shared login schema (z.email) wants a dot in the
 * domain and would refuse it at the login form; localhost.localdomain is localhost's usual full name.
 */
export const GENERATED_ADMIN_EMAIL = 'admin@localhost.localdomain';

/**
 * Start-up step (start-up.ts): the site's default content, the sliders and the owner's collections
 * (content/seed.ts). Runs at every start and changes nothing after the first; two servers starting at once agree.
 */
export async function seed(app: App): Promise<void> {
  await seedSliders(app);
  await seedContent(app);
}

/**
 * Start-up step (start-up.ts): the first admin, from ADMIN_EMAIL / ADMIN_PASSWORD or with a password
 * printed once (AUTH-6), when the database has none; nothing when it has one.
 */
export async function ensureAdmin(app: App): Promise<void> {
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
      ready.push({ title, image: await processImage(readFileSync(path), ADD_IMAGE_TYPES) });
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
