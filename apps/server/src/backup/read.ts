import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { migrations } from '../db/migrations.js';
import { RELEASE } from '../release.js';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, BackupError, type BackupHeader, type EndLine, type TableLine } from './format.js';

/** What a backup file holds, in order; a row is the pieces of its line (see rowValues). */
export type BackupItem = { kind: 'header'; header: BackupHeader } | { kind: 'table'; table: TableLine } | { kind: 'row'; line: Buffer[] };

const NEWLINE = Buffer.from('\n');

/** The migrations this release knows (the same names on both databases). */
export async function knownMigrations(): Promise<string[]> {
  return Object.keys(await migrations('sqlite').getMigrations());
}

/**
 * Reads a backup file from its start, yielding the header, each table and each row, and returns its
 * end line once the checksum, the row counts and the end are all verified. A file that is not a
 * backup, is damaged, cut short, or was made by a newer release throws a BackupError: callers that
 * write as they read do so in a transaction they roll back then.
 */
export async function* readBackup(path: string): AsyncGenerator<BackupItem, EndLine> {
  const known = new Set(await knownMigrations());
  const input = createReadStream(path, { highWaterMark: 1024 * 1024 });
  const gunzip = createGunzip({ chunkSize: 256 * 1024 });
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);

  const hash = createHash('sha256');
  const counted: Record<string, number> = {};
  let header: BackupHeader | undefined;
  let table: string | undefined;
  let end: EndLine | undefined;

  const hashLine = (pieces: Buffer[]) => {
    for (const piece of pieces) hash.update(piece);
    hash.update(NEWLINE);
  };

  function* line(pieces: Buffer[]): Generator<BackupItem> {
    const first = pieces.find((p) => p.length > 0)?.[0];
    if (end) throw damaged(path, 'it goes on after its end');
    if (first === 0x5b /* [ */) {
      if (!header || table === undefined) throw damaged(path, 'a row before its table');
      hashLine(pieces);
      counted[table]!++;
      yield { kind: 'row', line: pieces };
      return;
    }
    const text = Buffer.concat(pieces).toString();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw header ? damaged(path, 'a line is not readable') : notABackup(path);
    }
    if (!header) {
      header = checkedHeader(path, parsed, known);
      hashLine(pieces);
      yield { kind: 'header', header };
      return;
    }
    const object = parsed as Partial<TableLine & EndLine>;
    if (typeof object.table === 'string' && Array.isArray(object.columns)) {
      table = object.table;
      if (table in counted) throw damaged(path, `table ${table} appears twice`);
      counted[table] = 0;
      hashLine(pieces);
      yield { kind: 'table', table: { table, columns: object.columns } };
      return;
    }
    if (object.end === true && typeof object.sha256 === 'string' && object.rows) {
      end = object as EndLine;
      return;
    }
    throw damaged(path, 'a line is not readable');
  }

  try {
    let pieces: Buffer[] = [];
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      let start = 0;
      for (;;) {
        const newline = chunk.indexOf(0x0a, start);
        if (newline < 0) {
          if (start < chunk.length) pieces.push(chunk.subarray(start));
          break;
        }
        pieces.push(chunk.subarray(start, newline));
        start = newline + 1;
        yield* line(pieces);
        pieces = [];
      }
    }
    if (pieces.some((p) => p.length > 0) || !header || !end) throw incomplete(path);
  } catch (err) {
    throw asBackupError(path, err);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
  if (hash.digest('hex') !== end.sha256) throw damaged(path, 'its checksum does not match');
  const expected = Object.entries(end.rows);
  if (expected.length !== Object.keys(counted).length || expected.some(([name, n]) => counted[name] !== n))
    throw damaged(path, 'its row counts do not match');
  return end;
}

function checkedHeader(path: string, parsed: unknown, known: Set<string>): BackupHeader {
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

const notABackup = (path: string) => new BackupError(`${path} is not a backup of this site.`);
const damaged = (path: string, why: string) => new BackupError(`${path} is damaged (${why}): it cannot be restored; use another backup.`);
const incomplete = (path: string) =>
  new BackupError(`${path} is incomplete: it ends before the backup does (cut short while it was written or copied); use another backup.`);

function asBackupError(path: string, err: unknown): BackupError {
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
