import { stat } from 'node:fs/promises';
import type { BackupManifest } from './format.js';
import { fileKind, readBackup, type ReadOptions } from './read.js';

/**
 * Reads a whole backup file and verifies it: a backup of this site, made by this release or an
 * older one, its checksum and row counts right, and complete to its end; a sealed one opened with
 * `options.passphrase`. Throws a BackupError (one line, plain words) when it is not; else returns
 * what it holds.
 */
export async function checkBackup(path: string, options: ReadOptions = {}): Promise<BackupManifest> {
  const reader = readBackup(path, { ...options, verifyOnly: true });
  let item = await reader.next();
  let header;
  while (!item.done) {
    if (item.value.kind === 'header') header = item.value.header;
    item = await reader.next();
  }
  const end = item.value;
  const { size } = await stat(path);
  return {
    release: header!.release,
    createdAt: header!.createdAt,
    dialect: header!.dialect,
    migrations: header!.migrations,
    tables: end.rows,
    bytes: size,
    sealed: (await fileKind(path)) === 'sealed',
  };
}
