import { constants, type ZlibOptions } from 'node:zlib';

/**
 * The backup file (docs/decisions/050-backups.md): gzip over lines of JSON. The first line is the
 * header, then for each table a line naming it and its columns followed by one line per row (a JSON
 * array in the columns' order; bytes as `{"base64": "..."}`), tables in an order that satisfies their
 * foreign keys; the last line holds the row counts and the SHA-256 of every byte before it.
 */
export const BACKUP_FORMAT = 'firm-site-backup';
/** Raised only when an older release could not read the file any more. */
export const BACKUP_FORMAT_VERSION = 1;
export const BACKUP_EXTENSION = '.firmbackup';

/**
 * Huffman-only deflate: pictures and files are already compressed, so the slow string matching of
 * the usual levels gains nothing on them, while Huffman coding still takes back base64's third and
 * runs several times faster (docs/decisions/050-backups.md).
 */
export const GZIP_OPTIONS: ZlibOptions = { level: 1, strategy: constants.Z_HUFFMAN_ONLY, chunkSize: 64 * 1024 };

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  /** The release that wrote the backup (release.ts). */
  release: string;
  createdAt: string;
  /** The database it was taken from. */
  dialect: 'sqlite' | 'postgres';
  /** The database's schema level: the names in its kysely_migration table, in the order they ran. */
  migrations: string[];
}

export interface TableLine {
  table: string;
  columns: string[];
}

export interface EndLine {
  end: true;
  /** Rows per table. */
  rows: Record<string, number>;
  /** Hex SHA-256 of the uncompressed bytes before this line. */
  sha256: string;
}

/** What a backup holds, read from a checked file or told by the writer. */
export interface BackupManifest {
  release: string;
  createdAt: string;
  dialect: 'sqlite' | 'postgres';
  migrations: string[];
  /** Rows per table, in the file's order. */
  tables: Record<string, number>;
  /** Size of the file (compressed). */
  bytes: number;
}
export type BackupSummary = BackupManifest;

/** A backup that cannot be written, read or restored; the message is one line in plain words. */
export class BackupError extends Error {
  override name = 'BackupError';
}

/** An error's message on one line, for the commands' one-line failures. */
export const oneLine = (err: unknown) => (err instanceof Error ? err.message : String(err)).replace(/\s*\n\s*/g, ' ').trim();

/** `site-2026-11-26T0300.firmbackup`, in UTC so names sort by time whatever the server's zone. */
export function backupFileName(at: Date, prefix = 'site'): string {
  const stamp = at.toISOString().slice(0, 16).replace(':', '');
  return `${prefix}-${stamp}${BACKUP_EXTENSION}`;
}

/**
 * Bytes are turned into base64 and back this many at a time (a multiple of 3 and of 4): a picture
 * of several MB never becomes one string, which V8 would keep in its large-object space until a
 * full collection, so memory stays flat however large the pictures.
 */
const SLICE = 48 * 1024;
const BYTES_START = '{"base64":"';
const BYTES_MARK = Buffer.from(BYTES_START);

/**
 * One row as its line, in parts to write one after the other: JSON text, and each value of bytes
 * as base64 in slices. A JSON array in the columns' order, bytes as `{"base64": "..."}`.
 */
export function* rowParts(values: readonly unknown[]): Generator<string> {
  let text = '[';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) text += ',';
    if (v instanceof Uint8Array) {
      const bytes = Buffer.from(v.buffer, v.byteOffset, v.byteLength);
      yield text + BYTES_START;
      for (let at = 0; at < bytes.length; at += SLICE) yield bytes.toString('base64', at, Math.min(bytes.length, at + SLICE));
      text = '"}';
    } else if (typeof v === 'bigint') text += v.toString();
    else if (v === undefined) text += 'null';
    else text += JSON.stringify(v);
  }
  yield text + ']\n';
}

/**
 * The values of a row line, bytes back as Buffers decoded a slice at a time (see SLICE). The
 * sequence `{"base64":"` only ever starts bytes: inside a JSON string its quotes would be escaped.
 */
export function rowValues(line: Buffer): unknown[] {
  const bytes: Buffer[] = [];
  let json = '';
  let from = 0;
  for (let at = line.indexOf(BYTES_MARK); at >= 0; at = line.indexOf(BYTES_MARK, from)) {
    const start = at + BYTES_MARK.length;
    const end = line.indexOf(0x22 /* " */, start);
    json += `${line.toString('utf8', from, at)}{"b":${bytes.length}}`;
    const out = Buffer.allocUnsafeSlow(Math.floor(((end - start) * 3) / 4));
    let written = 0;
    for (let i = start; i < end; i += (SLICE / 3) * 4)
      written += out.write(line.toString('latin1', i, Math.min(end, i + (SLICE / 3) * 4)), written, 'base64');
    bytes.push(out.subarray(0, written));
    from = end + 2;
  }
  json += line.toString('utf8', from);
  return (JSON.parse(json) as unknown[]).map((v) => (v !== null && typeof v === 'object' ? bytes[(v as { b: number }).b] : v));
}
