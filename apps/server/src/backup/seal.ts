import { createCipheriv, createDecipheriv, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * A backup sealed with a passphrase, for the copy that leaves the server (docs/decisions/085):
 * AES-256-GCM in chunks of 1 MiB, under a key made from the passphrase with scrypt and a random salt.
 *
 * The seal's head: SEALED_MAGIC, a byte of seal version, scrypt's log2 N, r and p, the salt (16), a
 * random nonce prefix (7), and 16 bytes that tell a wrong passphrase at once (an HMAC of the head
 * under a second key from scrypt). Each chunk is sealed with the nonce prefix, its number (4 bytes)
 * and a byte that marks the last, and the whole head as additional data: a chunk changed, moved,
 * dropped, or a file cut at a chunk's end does not open.
 */
export const SEALED_MAGIC = Buffer.from('FIRMSITE-SEALED\n');
const SEAL_VERSION = 1;
/** OWASP's first choice for scrypt: 128 MiB and about half a second, once per backup or restore. */
const KDF = { logN: 17, r: 8, p: 1 };
/** scrypt's memory limit: what KDF needs, with room, and what a file may ask for at most. */
const MAX_MEMORY = 256 * 1024 * 1024;
const SALT = 16;
const PREFIX = 7;
const CHECK = 16;
const TAG = 16;
const CHUNK = 1024 * 1024;
const HEAD = SEALED_MAGIC.length + 4 + SALT + PREFIX;
/** The seal's head with its check. */
export const SEAL_HEAD = HEAD + CHECK;

/** Why a sealed file does not open: told in words by the reader, which knows the file's name. */
export class SealError extends Error {
  constructor(readonly why: 'passphrase' | 'needed' | 'damaged' | 'cut' | 'not') {
    super(why);
  }
}

interface Keys {
  key: Buffer;
  check: Buffer;
}

async function keysOf(passphrase: string, head: Buffer): Promise<Keys> {
  const at = SEALED_MAGIC.length;
  const [version, logN, r, p] = [head[at]!, head[at + 1]!, head[at + 2]!, head[at + 3]!];
  if (version !== SEAL_VERSION || logN < 10 || logN > 20 || r < 1 || p < 1) throw new SealError('not');
  const salt = head.subarray(at + 4, at + 4 + SALT);
  const derived = await new Promise<Buffer>((resolve, reject) =>
    scrypt(passphrase.normalize('NFC'), salt, 64, { N: 2 ** logN, r, p, maxmem: MAX_MEMORY }, (err, key) =>
      err ? reject(new SealError('not')) : resolve(key),
    ),
  );
  const check = createHmac('sha256', derived.subarray(32)).update(head.subarray(0, HEAD)).digest().subarray(0, CHECK);
  return { key: derived.subarray(0, 32), check };
}

function nonce(head: Buffer, n: number, last: boolean): Buffer {
  const bytes = Buffer.alloc(12);
  head.copy(bytes, 0, HEAD - PREFIX, HEAD);
  bytes.writeUInt32BE(n, PREFIX);
  bytes[11] = last ? 1 : 0;
  return bytes;
}

/** Takes `n` bytes off the front of `pieces` (without copying them). */
function take(pieces: Buffer[], n: number): Buffer[] {
  const taken: Buffer[] = [];
  while (n > 0) {
    const first = pieces[0]!;
    if (first.length <= n) {
      taken.push(first);
      pieces.shift();
      n -= first.length;
    } else {
      taken.push(first.subarray(0, n));
      pieces[0] = first.subarray(n);
      n = 0;
    }
  }
  return taken;
}

/** `plain`, sealed with `passphrase`. */
export async function* seal(plain: AsyncIterable<Buffer>, passphrase: string): AsyncGenerator<Buffer> {
  const head = Buffer.concat([SEALED_MAGIC, Buffer.from([SEAL_VERSION, KDF.logN, KDF.r, KDF.p]), randomBytes(SALT), randomBytes(PREFIX)]);
  const { key, check } = await keysOf(passphrase, head);
  const whole = Buffer.concat([head, check]);
  yield whole;
  const sealChunk = (pieces: Buffer[], n: number, last: boolean) => {
    const cipher = createCipheriv('aes-256-gcm', key, nonce(head, n, last));
    cipher.setAAD(whole);
    const out = pieces.map((piece) => cipher.update(piece));
    out.push(cipher.final(), cipher.getAuthTag());
    return out;
  };
  const pending: Buffer[] = [];
  let have = 0;
  let n = 0;
  for await (const piece of plain) {
    pending.push(piece);
    have += piece.length;
    // A chunk is the last only when nothing follows it: one is sealed once more bytes are waiting.
    while (have > CHUNK) {
      yield* sealChunk(take(pending, CHUNK), n++, false);
      have -= CHUNK;
    }
  }
  yield* sealChunk(take(pending, have), n, true);
}

/**
 * The bytes of a sealed file, checked chunk by chunk before any is handed on. `sealed` is the file
 * from its first byte. Throws SealError: 'needed' without a passphrase, 'passphrase' for a wrong one
 * (before anything is handed on), 'damaged' or 'cut'.
 */
export async function* unseal(sealed: AsyncIterable<Buffer>, passphrase: string | undefined): AsyncGenerator<Buffer> {
  const pending: Buffer[] = [];
  let have = 0;
  let keys: Keys | undefined;
  let whole: Buffer | undefined;
  let n = 0;
  const openChunk = (bytes: Buffer[], length: number, last: boolean): Buffer[] => {
    const body = take(bytes, length - TAG);
    const tag = Buffer.concat(take(bytes, TAG));
    const decipher = createDecipheriv('aes-256-gcm', keys!.key, nonce(whole!, n++, last));
    decipher.setAAD(whole!);
    decipher.setAuthTag(tag);
    const out = body.map((piece) => decipher.update(piece));
    try {
      out.push(decipher.final());
    } catch {
      throw new SealError('damaged');
    }
    return out;
  };
  for await (const piece of sealed) {
    pending.push(piece);
    have += piece.length;
    if (!keys) {
      if (have < SEAL_HEAD) continue;
      whole = Buffer.concat(take(pending, SEAL_HEAD));
      have -= SEAL_HEAD;
      if (passphrase === undefined) throw new SealError('needed');
      keys = await keysOf(passphrase, whole);
      if (!timingSafeEqual(keys.check, whole.subarray(HEAD))) throw new SealError('passphrase');
    }
    while (have > CHUNK + TAG) {
      yield* openChunk(take(pending, CHUNK + TAG), CHUNK + TAG, false);
      have -= CHUNK + TAG;
    }
  }
  if (!keys || have < TAG) throw new SealError('cut');
  yield* openChunk(take(pending, have), have, true);
}
