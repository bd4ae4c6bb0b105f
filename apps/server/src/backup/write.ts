import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { DbHandle } from '../db/index.js';
import { RELEASE } from '../release.js';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  GZIP_OPTIONS,
  rowParts,
  type BackupHeader,
  type BackupSummary,
  type EndLine,
} from './format.js';
import { withSnapshot, type Snapshot } from './snapshot.js';

/** Rows are gathered into pieces of about this size before they go to gzip (small enough to stay young strings in V8). */
const PIECE = 64 * 1024;

/**
 * Streams a complete backup of the database to `out` and ends it: one consistent snapshot taken
 * while the site goes on serving and writing (snapshot.ts), read a page at a time and written only
 * as fast as `out` takes it, so memory does not grow with the size of the media.
 */
export async function writeBackup(handle: DbHandle, out: NodeJS.WritableStream | Writable): Promise<BackupSummary> {
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
    await pipeline(
      lines(snapshot, header, rows),
      createGzip(GZIP_OPTIONS),
      async function* count(compressed: AsyncIterable<Buffer>) {
        for await (const chunk of compressed) {
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
    };
  });
}

/** The file's lines, uncompressed; fills `rows` with the count of each table as it goes. */
async function* lines(snapshot: Snapshot, header: BackupHeader, rows: Record<string, number>): AsyncGenerator<Buffer> {
  const hash = createHash('sha256');
  const piece = (text: string) => {
    const buffer = Buffer.from(text);
    hash.update(buffer);
    return buffer;
  };
  yield piece(JSON.stringify(header) + '\n');
  for (const table of snapshot.tables) {
    rows[table.name] = 0;
    let text = JSON.stringify({ table: table.name, columns: table.columns }) + '\n';
    for await (const batch of snapshot.rows(table)) {
      for (const row of batch) {
        for (const part of rowParts(row)) {
          if (text.length + part.length > PIECE && text) {
            yield piece(text);
            text = '';
          }
          text += part;
        }
        rows[table.name]!++;
      }
    }
    if (text) yield piece(text);
  }
  const end: EndLine = { end: true, rows, sha256: hash.digest('hex') };
  yield Buffer.from(JSON.stringify(end) + '\n');
}
