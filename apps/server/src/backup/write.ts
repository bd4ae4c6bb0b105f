import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { deflateRaw } from 'node:zlib';
import type { DbHandle } from '../db/index.js';
import { RELEASE } from '../release.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  FRAME,
  PLAIN_MAGIC,
  frameHead,
  jsonFrame,
  rowFrame,
  type BackupHeader,
  type BackupSummary,
  type EndLine,
} from './format.js';
import { seal } from './seal.js';
import { withSnapshot, type Snapshot } from './snapshot.js';

export interface WriteOptions {
  /** Seals the backup with this passphrase (seal.ts); without one it is written plain. */
  passphrase?: string;
}

/** Rows without bytes are deflated together about this many bytes at a time (a block); one larger goes alone, as it is. */
const TEXTS = 256 * 1024;
const deflate = promisify(deflateRaw);

/**
 * Streams a complete backup of the database to `out` and ends it: one consistent snapshot taken
 * while the site goes on serving and writing (snapshot.ts), read a page at a time and written only
 * as fast as `out` takes it, so memory does not grow with the size of the media. Every byte is
 * hashed as it is handed on, in the one pass (docs/decisions/085).
 */
export async function writeBackup(
  handle: DbHandle,
  out: NodeJS.WritableStream | Writable,
  options: WriteOptions = {},
): Promise<BackupSummary> {
  return withSnapshot(handle, async (snapshot) => {
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_FORMAT_VERSION,
      release: RELEASE,
      createdAt: new Date().toISOString(),
      dialect: handle.dialect,
      migrations: snapshot.migrations,
    };
    const rows: Record<string, number> = {};
    let bytes = 0;
    const plain = frames(snapshot, header, rows);
    await pipeline(
      options.passphrase === undefined ? plain : seal(plain, options.passphrase),
      async function* count(written: AsyncIterable<Buffer>) {
        for await (const chunk of written) {
          bytes += chunk.length;
          yield chunk;
        }
      },
      out,
    );
    return {
      release: header.release,
      createdAt: header.createdAt,
      dialect: header.dialect,
      migrations: header.migrations,
      tables: rows,
      bytes,
      sealed: options.passphrase !== undefined,
    };
  });
}

/** The file's frames (format.ts); fills `rows` with the count of each table as it goes. */
async function* frames(snapshot: Snapshot, header: BackupHeader, rows: Record<string, number>): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  const hashed = (buffer: Buffer) => {
    hash.update(buffer);
    return buffer;
  };
  let texts: Buffer[] = [];
  let textBytes = 0;
  /** The block of texts waiting, deflated: four bytes of its length, then raw deflate. */
  async function* textBlock() {
    if (textBytes === 0) return;
    const deflated = await deflate(Buffer.concat(texts, textBytes));
    const length = Buffer.allocUnsafe(4);
    length.writeUInt32BE(textBytes);
    texts = [];
    textBytes = 0;
    yield hashed(frameHead(FRAME.texts, 4 + deflated.length));
    yield hashed(length);
    yield hashed(deflated);
  }

  yield hashed(PLAIN_MAGIC);
  yield hashed(jsonFrame(FRAME.header, header));
  for (const table of snapshot.tables) {
    rows[table.name] = 0;
    yield hashed(jsonFrame(FRAME.table, { table: table.name, columns: table.columns }));
    for await (const batch of snapshot.rows(table)) {
      for (const row of batch) {
        const frame = rowFrame(row);
        const size = frame.pieces.reduce((sum, p) => sum + p.length, 0);
        if (frame.bytes || size > TEXTS) {
          // Pictures and files are already compressed: they go as they are, after the texts before them.
          yield* textBlock();
          for (const piece of frame.pieces) yield hashed(piece);
        } else {
          texts.push(...frame.pieces);
          textBytes += size;
          if (textBytes >= TEXTS) yield* textBlock();
        }
        rows[table.name]!++;
      }
    }
    yield* textBlock();
  }
  const end: EndLine = { end: true, rows, sha256: hash.digest('hex') };
  yield jsonFrame(FRAME.end, end);
}
