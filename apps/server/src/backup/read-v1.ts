import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import type { EndLine, TableLine } from './format.js';
import { checkedHeader, damaged, incomplete, notABackup, type BackupItem } from './read-common.js';
import type { BackupHeader } from './format.js';

/**
 * Version-1 files (docs/decisions/050-backups.md), still read: the owner's older backups may be their
 * only copy. gzip over lines of JSON: the header, per table a line naming it and its columns and one
 * JSON array per row (bytes as `{"base64": "..."}`), then the end line with the row counts and the
 * SHA-256 of every uncompressed byte before it.
 */

const NEWLINE = Buffer.from('\n');

/**
 * Bytes come back from base64 this many at a time (a multiple of 3 and of 4): a picture of several MB
 * never becomes one string, which V8 would keep in its large-object space until a full collection.
 */
const SLICE = 48 * 1024;
const BYTES_MARK = Buffer.from('{"base64":"');

/**
 * The values of a row line, bytes back as Buffers decoded a slice at a time. The sequence
 * `{"base64":"` only ever starts bytes: inside a JSON string its quotes would be escaped.
 */
function rowValues(line: Buffer): unknown[] {
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

/** Reads a version-1 file whole, as read.ts readBackup does a version-2 one. */
export async function* readVersion1(path: string, known: Set<string>): AsyncGenerator<BackupItem, EndLine> {
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
      const whole = Buffer.concat(pieces);
      let values: unknown[];
      try {
        values = rowValues(whole);
      } catch {
        throw damaged(path, 'a line is not readable');
      }
      yield { kind: 'row', values, size: whole.length };
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
