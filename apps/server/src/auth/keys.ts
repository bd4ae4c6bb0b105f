import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Config } from '../config.js';
import { isPostgresUrl } from '../db/index.js';
import { PROJECT_FOLDER } from '../project-folder.js';

/*
 * One root secret, one key per purpose derived from it (docs/decisions/084-one-key-per-purpose.md):
 * a key made for one thing opens nothing else, so a preview link is no login and a sealed two-step
 * key is no signing key. The root lives outside the database (JWT_SECRET, else a key file beside it
 * that backups do not copy), so a backup or a copy of the database lets nobody in.
 */

/** What each derived key is for, and the HKDF `info` that makes it. */
const PURPOSES = {
  /** Login tokens (auth/tokens.ts). */
  session: 'firm-site session token v2',
  /** Links to a hidden item's page (pages/preview.ts). */
  preview: 'firm-site preview link v2',
  /** Sealing the authenticator keys at rest (auth/two-step.ts); the name it had when it was derived from JWT_SECRET alone. */
  twoStep: 'firm two-step key v1',
} as const;

export type KeyPurpose = keyof typeof PURPOSES;
export type Keys = Readonly<Record<KeyPurpose, Uint8Array>>;

declare module '../context.js' {
  interface AppContext {
    /** One key per purpose, derived from the root secret outside the database. */
    keys: Keys;
  }
}

/** The keys of every purpose, derived from `root`. */
export function deriveKeys(root: Uint8Array): Keys {
  const derive = (info: string) => new Uint8Array(hkdfSync('sha256', root, Buffer.alloc(0), info, 32));
  return {
    session: derive(PURPOSES.session),
    preview: derive(PURPOSES.preview),
    twoStep: derive(PURPOSES.twoStep),
  };
}

/**
 * Where the root is kept without JWT_SECRET: SECRET_KEY_FILE, else beside a SQLite database
 * (`data/site.db` has `data/site.key`), else `data/secret.key` in the project folder.
 */
export function keyFileOf(config: Pick<Config, 'databaseUrl' | 'secretKeyFile'>): string {
  if (config.secretKeyFile) return config.secretKeyFile;
  if (isPostgresUrl(config.databaseUrl)) return join(PROJECT_FOLDER, 'data', 'secret.key');
  return config.databaseUrl.replace(/(\.(db|sqlite3?))?$/i, '.key');
}

/**
 * The root secret: JWT_SECRET when set, else the key file's, made on the first start (readable by
 * this user alone). Of two servers starting together on one machine the first to create it wins and
 * the other reads it.
 */
export function loadRootKey(config: Pick<Config, 'databaseUrl' | 'secretKeyFile' | 'jwtSecret'>): Uint8Array {
  if (config.jwtSecret) return new TextEncoder().encode(config.jwtSecret);
  const file = keyFileOf(config);
  if (!existsSync(file)) {
    // Written whole under another name, then linked into place: a server starting beside this one never reads half a key.
    const draft = `${file}.${process.pid}.new`;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(draft, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      rmSync(draft, { force: true });
    }
  }
  const text = readFileSync(file, 'utf8').trim();
  if (text.length < 32)
    throw new Error(`The key file ${file} holds less than 32 characters: delete it to make a new one, or set JWT_SECRET`);
  return new TextEncoder().encode(text);
}
