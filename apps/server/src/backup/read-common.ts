import { migrations } from '../db/migrations/index.js';
import { RELEASE } from '../release.js';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, type BackupHeader, type TableLine } from './format.js';

/** What a backup file holds, in order: its header, each table, and each row with its values and size in the file. */
export type BackupItem =
  { kind: 'header'; header: BackupHeader } | { kind: 'table'; table: TableLine } | { kind: 'row'; values: unknown[]; size: number };

/** The migrations this release knows (the same names on both databases). */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrations('sqlite').getMigrations());
}

/** The header, when it is one of a backup of this site that this release can read; else a BackupError. */
export function checkedHeader(path: string, parsed: unknown, known: Set<string>): BackupHeader {
  const header = parsed as Partial<BackupHeader>;
  if (header?.format !== BACKUP_FORMAT || typeof header.version !== 'number' || !Array.isArray(header.migrations)) throw notABackup(path);
  const release = String(header.release);
  const unknown = header.migrations.filter((m) => !known.has(m));
  if (header.version > BACKUP_FORMAT_VERSION || unknown.length > 0) {
    if (isNewer(release, RELEASE))
      throw new BackupError(
        `This backup was made by release ${release}, newer than this one (${RELEASE}): restore it with release ${release} or newer.`,
      );
    throw new BackupError(
      `This backup was made by release ${release} with database changes this release (${RELEASE}) does not know (${unknown.join(', ') || `format ${header.version}`}): restore it with the release that made it.`,
    );
  }
  return header as BackupHeader;
}

/** Whether release `a` is later than `b` (numbered major.minor.patch). */
function isNewer(a: string, b: string): boolean {
  const pa = a.split(/[.-]/).map(Number);
  const pb = b.split(/[.-]/).map(Number);
  for (let i = 0; i < 3; i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (Number.isNaN(x) || Number.isNaN(y)) return false;
    if (x !== y) return x > y;
  }
  return false;
}

export const notABackup = (path: string) => new BackupError(`${path} is not a backup of this site.`);
export const damaged = (path: string, why: string) =>
  new BackupError(`${path} is damaged (${why}): it cannot be restored; use another backup.`);
export const incomplete = (path: string) =>
  new BackupError(`${path} is incomplete: it ends before the backup does (cut short while it was written or copied); use another backup.`);

/** Any failure while reading `path`, as a BackupError in plain words. */
export function asBackupError(path: string, err: unknown): BackupError {
  if (err instanceof BackupError) return err;
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return new BackupError(`There is no file ${path}.`);
  if (code === 'EISDIR') return new BackupError(`${path} is a folder, not a backup file.`);
  if (code === 'EACCES' || code === 'EPERM') return new BackupError(`${path} cannot be read: permission denied.`);
  if (code === 'Z_BUF_ERROR') return incomplete(path);
  if (code === 'Z_DATA_ERROR')
    return /header check/.test(String((err as Error).message)) ? notABackup(path) : damaged(path, 'its compressed bytes are not valid');
  return new BackupError(`${path} cannot be read: ${err instanceof Error ? err.message : String(err)}.`);
}
