import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';
import { BackupError, FRAME, FRAME_HEAD, PLAIN_MAGIC, rowFrameValues, type BackupHeader, type EndLine } from './format.js';
import { asBackupError, checkedHeader, damaged, incomplete, knownMigrations, notABackup, type BackupItem } from './read-common.js';
import { readVersion1 } from './read-v1.js';
import { SEALED_MAGIC, SealError, unseal } from './seal.js';

export interface ReadOptions {
  /** The passphrase of a sealed file. */
  passphrase?: string;
  /**
   * Only verify (check.ts): the bytes of rows with pictures and files are hashed as they pass, never
   * gathered, and those rows are counted without their values (yielded with none).
   */
  verifyOnly?: boolean;
}

const inflate = promisify(inflateRaw);
/** A block of texts is about 256 KiB (write.ts); far more is a damaged file, not a reason to take the memory. */
const MAX_TEXTS = 64 * 1024 * 1024;
const GZIP = Buffer.from([0x1f, 0x8b]);

/** What a file starts with: a version-1 backup, a version-2 one, a sealed one, or something else. */
export async function fileKind(path: string): Promise<'version-1' | 'plain' | 'sealed' | 'other'> {
  let file;
  try {
    file = await open(path, 'r');
    const { buffer, bytesRead } = await file.read(Buffer.alloc(SEALED_MAGIC.length), 0, SEALED_MAGIC.length, 0);
    const start = buffer.subarray(0, bytesRead);
    if (start.subarray(0, 2).equals(GZIP)) return 'version-1';
    if (start.equals(PLAIN_MAGIC)) return 'plain';
    if (start.equals(SEALED_MAGIC)) return 'sealed';
    return 'other';
  } catch (err) {
    throw asBackupError(path, err);
  } finally {
    await file?.close();
  }
}

/**
 * Reads a backup file from its start, yielding the header, each table and each row, and returns its
 * end once the checksum, the row counts and the end are all verified. A file that is not a backup, is
 * damaged, cut short, sealed with another passphrase (refused before its first row), or was made by a
 * newer release throws a BackupError: callers that write as they read do so in a transaction they
 * roll back then.
 */
export async function* readBackup(path: string, options: ReadOptions = {}): AsyncGenerator<BackupItem, EndLine> {
  const known = new Set(await knownMigrations());
  const kind = await fileKind(path);
  if (kind === 'other') throw notABackup(path);
  try {
    if (kind === 'version-1') return yield* readVersion1(path, known);
    const file = createReadStream(path, { highWaterMark: 1024 * 1024 });
    try {
      return yield* readFrames(path, kind === 'sealed' ? unseal(file, options.passphrase) : file, known, options.verifyOnly ?? false);
    } finally {
      file.destroy();
    }
  } catch (err) {
    if (err instanceof SealError) throw sealMessage(path, err);
    throw asBackupError(path, err);
  }
}

function sealMessage(path: string, err: SealError): BackupError {
  switch (err.why) {
    case 'needed':
      return new BackupError(`${path} is sealed with a passphrase: give it to open the backup.`);
    case 'passphrase':
      return new BackupError(`The passphrase does not open ${path}: give the one it was sealed with.`);
    case 'cut':
      return incomplete(path);
    case 'damaged':
      return damaged(path, 'a sealed part does not open: it was changed or cut');
    case 'not':
      return notABackup(path);
  }
}

/** The bytes of a stream, taken a given number at a time. */
class Bytes {
  private pieces: Buffer[] = [];
  private have = 0;
  private readonly source: AsyncIterator<Buffer>;

  constructor(source: AsyncIterable<Buffer>) {
    this.source = source[Symbol.asyncIterator]();
  }

  /** The next `n` bytes; undefined at the end of the stream when it ends there; throws `cut` when it ends within them. */
  async take(n: number): Promise<Buffer | undefined> {
    while (this.have < n) {
      const next = await this.source.next();
      if (next.done) {
        if (this.have === 0) return undefined;
        throw new SealError('cut');
      }
      this.pieces.push(next.value);
      this.have += next.value.length;
    }
    this.have -= n;
    const first = this.pieces[0]!;
    if (first.length >= n) {
      this.pieces[0] = first.subarray(n);
      if (first.length === n) this.pieces.shift();
      return first.subarray(0, n);
    }
    const out = Buffer.allocUnsafe(n);
    let at = 0;
    while (at < n) {
      const piece = this.pieces[0]!;
      const used = Math.min(piece.length, n - at);
      piece.copy(out, at, 0, used);
      at += used;
      if (used === piece.length) this.pieces.shift();
      else this.pieces[0] = piece.subarray(used);
    }
    return out;
  }

  /** Hands the next `n` bytes to `use` as they come, without gathering them; throws `cut` when the stream ends within them. */
  async pass(n: number, use: (piece: Buffer) => void): Promise<void> {
    while (n > 0) {
      if (this.have === 0) {
        const next = await this.source.next();
        if (next.done) throw new SealError('cut');
        this.pieces.push(next.value);
        this.have += next.value.length;
      }
      const first = this.pieces[0]!;
      const used = Math.min(first.length, n);
      use(first.subarray(0, used));
      if (used === first.length) this.pieces.shift();
      else this.pieces[0] = first.subarray(used);
      this.have -= used;
      n -= used;
    }
  }
}

/** A version-2 file's frames (format.ts), from the plain bytes of the file. */
async function* readFrames(
  path: string,
  source: AsyncIterable<Buffer>,
  known: Set<string>,
  verifyOnly: boolean,
): AsyncGenerator<BackupItem, EndLine> {
  const bytes = new Bytes(source);
  const hash = createHash('sha256');
  const magic = await bytes.take(PLAIN_MAGIC.length);
  if (!magic?.equals(PLAIN_MAGIC)) throw notABackup(path);
  hash.update(magic);
  const counted: Record<string, number> = {};
  let header: BackupHeader | undefined;
  let table: string | undefined;
  const json = (payload: Buffer): unknown => {
    try {
      return JSON.parse(payload.toString());
    } catch {
      throw header ? damaged(path, 'a part is not readable') : notABackup(path);
    }
  };
  const row = (payload: Buffer): BackupItem => {
    if (table === undefined) throw damaged(path, 'a row before its table');
    counted[table]!++;
    try {
      return { kind: 'row', values: rowFrameValues(payload), size: payload.length };
    } catch {
      throw damaged(path, 'a row is not readable');
    }
  };
  for (;;) {
    const head = await bytes.take(FRAME_HEAD);
    if (!head) throw incomplete(path);
    const kind = head[0];
    if (verifyOnly && kind === FRAME.row && header && table !== undefined) {
      hash.update(head);
      await bytes.pass(head.readUInt32BE(1), (piece) => hash.update(piece));
      counted[table]!++;
      yield { kind: 'row', values: [], size: head.readUInt32BE(1) };
      continue;
    }
    const payload = await bytes.take(head.readUInt32BE(1));
    if (!payload) throw incomplete(path);
    if (kind === FRAME.end) {
      const end = json(payload) as Partial<EndLine>;
      if (!header || end.end !== true || typeof end.sha256 !== 'string' || !end.rows) throw damaged(path, 'its end is not readable');
      if ((await bytes.take(1)) !== undefined) throw damaged(path, 'it goes on after its end');
      if (hash.digest('hex') !== end.sha256) throw damaged(path, 'its checksum does not match');
      const expected = Object.entries(end.rows);
      if (expected.length !== Object.keys(counted).length || expected.some(([name, n]) => counted[name] !== n))
        throw damaged(path, 'its row counts do not match');
      return end as EndLine;
    }
    hash.update(head);
    hash.update(payload);
    if (!header) {
      if (kind !== FRAME.header) throw notABackup(path);
      header = checkedHeader(path, json(payload), known);
      yield { kind: 'header', header };
    } else if (kind === FRAME.table) {
      const line = json(payload) as { table?: unknown; columns?: unknown };
      if (typeof line.table !== 'string' || !Array.isArray(line.columns)) throw damaged(path, 'a table is not readable');
      table = line.table;
      if (table in counted) throw damaged(path, `table ${table} appears twice`);
      counted[table] = 0;
      yield { kind: 'table', table: { table, columns: line.columns as string[] } };
    } else if (kind === FRAME.row) {
      yield row(payload);
    } else if (kind === FRAME.texts) {
      yield* texts(payload);
    } else throw damaged(path, 'a part is not readable');
  }

  /** The rows of a block of texts. */
  async function* texts(payload: Buffer): AsyncGenerator<BackupItem> {
    const length = payload.length >= 4 ? payload.readUInt32BE(0) : -1;
    if (length < 0 || length > MAX_TEXTS) throw damaged(path, 'a block of texts is not readable');
    let plain: Buffer;
    try {
      plain = await inflate(payload.subarray(4), { maxOutputLength: Math.max(1, length) });
    } catch {
      throw damaged(path, 'a block of texts is not readable');
    }
    if (plain.length !== length) throw damaged(path, 'a block of texts is not readable');
    for (let at = 0; at < plain.length;) {
      if (plain[at] !== FRAME.row || at + FRAME_HEAD > plain.length) throw damaged(path, 'a block of texts is not readable');
      const end = at + FRAME_HEAD + plain.readUInt32BE(at + 1);
      if (end > plain.length) throw damaged(path, 'a block of texts is not readable');
      yield row(plain.subarray(at + FRAME_HEAD, end));
      at = end;
    }
  }
}
