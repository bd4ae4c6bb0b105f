import { createWriteStream, existsSync, mkdirSync, rmSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { isAbsolute, relative, resolve } from 'node:path';
import type { DbHandle } from '../db/index.js';
import { checkBackup } from './check.js';
import { backupFileName, type BackupSummary } from './format.js';
import { writeBackup, type WriteOptions } from './write.js';

/** A path in `dir` for a backup made now that no file has yet: `site-2026-11-26T0300.firmbackup`, then `…-2`, `…-3`. */
export function newBackupPath(dir: string, prefix = 'site', at = new Date()): string {
  const name = backupFileName(at, prefix);
  let path = resolve(dir, name);
  for (let n = 2; existsSync(path) || existsSync(`${path}.partial`); n++) path = resolve(dir, name.replace(/(\.[a-z]+)$/, `-${n}$1`));
  return path;
}

/**
 * Writes a backup to `path` and reads it back with checkBackup before giving it its name: until then
 * it is `path.partial`, so a file with a backup's name is always a whole, checked one. A failure
 * leaves no file.
 */
export async function writeCheckedBackup(handle: DbHandle, path: string, options: WriteOptions = {}): Promise<BackupSummary> {
  mkdirSync(resolve(path, '..'), { recursive: true });
  const partial = `${path}.partial`;
  try {
    const summary = await writeBackup(handle, createWriteStream(partial, { flags: 'wx' }), options);
    await checkBackup(partial, options);
    await rename(partial, path);
    return summary;
  } catch (err) {
    rmSync(partial, { force: true });
    throw err;
  }
}

/** A path under the working folder as relative (data/backups/…), any other in full. */
export function shownPath(path: string): string {
  const rel = relative(process.cwd(), path);
  return rel && !rel.startsWith('..') && !isAbsolute(rel) ? rel : path;
}
