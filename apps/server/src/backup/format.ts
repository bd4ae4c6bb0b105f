/**
 * The backup file (docs/decisions/050-backups.md, version 2 by docs/decisions/085-a-backup-is-no-login.md).
 *
 * Version 2 is a sequence of frames after the 16 bytes of PLAIN_MAGIC: one byte of kind, four of
 * length (big-endian), then the payload. A header (JSON), then per table a table frame (JSON: name and
 * columns) and its rows, tables in an order that satisfies their foreign keys, then an end frame (JSON:
 * the rows of each table and the SHA-256 of every byte of the file before it). A row is four bytes of
 * JSON length, the JSON array of its values in the columns' order with each value of bytes as
 * `{"b": length}`, then those bytes as they are, one after the other. Rows without bytes (texts) go
 * deflated, many to a block; bytes (pictures, files: already compressed) are never compressed.
 *
 * Version 1 (read-v1.ts) was gzip over lines of JSON, bytes as base64; it is still read.
 * A file sealed with a passphrase (seal.ts) holds one of these, encrypted.
 */
export const BACKUP_FORMAT = 'firm-site-backup';
/** Raised when an older release could not read the file any more. */
export const BACKUP_FORMAT_VERSION = 2;
export const BACKUP_EXTENSION = '.firmbackup';

/** The first bytes of a version-2 file (a version-1 file starts with gzip's 1f 8b). */
export const PLAIN_MAGIC = Buffer.from('FIRMSITE-BACKUP\n');

/** The kinds of frame. */
export const FRAME = {
  header: 0x48 /* H */,
  table: 0x54 /* T */,
  row: 0x52 /* R */,
  /** Rows without bytes, deflated together: four bytes of their length before, then raw deflate. */
  texts: 0x5a /* Z */,
  end: 0x45 /* E */,
} as const;
/** Kind (1 byte) and length (4 bytes). */
export const FRAME_HEAD = 5;

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
  /** Hex SHA-256 of the bytes before the end (version 1: uncompressed; version 2: as in the file, inside any seal). */
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
  /** Size of the file. */
  bytes: number;
  /** Sealed with a passphrase. */
  sealed: boolean;
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

/** A frame's kind and length, to be followed by its payload. */
export function frameHead(kind: number, length: number): Buffer {
  const head = Buffer.allocUnsafe(FRAME_HEAD);
  head[0] = kind;
  head.writeUInt32BE(length, 1);
  return head;
}

/** A whole frame holding JSON. */
export const jsonFrame = (kind: number, value: unknown): Buffer => {
  const json = Buffer.from(JSON.stringify(value));
  return Buffer.concat([frameHead(kind, json.length), json]);
};

/**
 * One row as the pieces of its frame: the head and JSON, then each value of bytes as it is (never
 * copied, so a picture of several MB costs no memory of its own), and whether it holds bytes.
 */
export function rowFrame(values: readonly unknown[]): { pieces: Buffer[]; bytes: boolean } {
  const blobs: Buffer[] = [];
  let json = '[';
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    if (i > 0) json += ',';
    if (v instanceof Uint8Array) {
      blobs.push(Buffer.from(v.buffer, v.byteOffset, v.byteLength));
      json += `{"b":${v.byteLength}}`;
    } else if (typeof v === 'bigint') json += v.toString();
    else if (v === undefined) json += 'null';
    else if (v !== null && typeof v === 'object')
      throw new BackupError(`A value of a kind the backup does not know (${Object.prototype.toString.call(v)}) cannot be written.`);
    else json += JSON.stringify(v);
  }
  const text = Buffer.from(json + ']');
  const length = 4 + text.length + blobs.reduce((sum, b) => sum + b.length, 0);
  const head = Buffer.allocUnsafe(FRAME_HEAD + 4);
  head[0] = FRAME.row;
  head.writeUInt32BE(length, 1);
  head.writeUInt32BE(text.length, FRAME_HEAD);
  return { pieces: [head, text, ...blobs], bytes: blobs.length > 0 };
}

/** The values of a row frame's payload, bytes as slices of it (read.ts checks what it hands over). */
export function rowFrameValues(payload: Buffer): unknown[] {
  const jsonLength = payload.readUInt32BE(0);
  let at = 4 + jsonLength;
  const values = JSON.parse(payload.toString('utf8', 4, at)) as unknown[];
  if (!Array.isArray(values)) throw new Error('a row is not a list');
  return values.map((v) => {
    if (v === null || typeof v !== 'object') return v;
    const length = (v as { b?: unknown }).b;
    if (typeof length !== 'number' || at + length > payload.length) throw new Error('a value of bytes runs past its row');
    const bytes = payload.subarray(at, at + length);
    at += length;
    return bytes;
  });
}
