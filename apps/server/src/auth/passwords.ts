import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
/**
 * OWASP's scrypt setting N=2^14, r=8, p=5: as strong as its N=2^17, p=1, but 16 MiB a hash instead
 * of 128 MiB, so a burst of logins cannot take the process's memory.
 * N is `config.scryptCost` (lowered by the tests).
 */
const R = 8;
const P = 5;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** scrypt needs 128·N·r bytes; Node's 32 MiB default is too small for the older N = 2^17 hashes. */
const maxmem = (N: number, r: number) => 256 * N * r;

/** `scrypt$N$r$p$salt$hash` (base64url): the parameters travel with the hash so the cost can change later. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: R, p: P, maxmem: maxmem(cost, R) });
  return ['scrypt', cost, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** True when a stored hash was made with other parameters than today's: it is replaced at the next login. */
export const needsRehash = (stored: string, cost: number): boolean => !stored.startsWith(`scrypt$${cost}$${R}$${P}$`);

/** True when `password` matches `stored`; compared in constant time. A malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const N = Number(n);
  const rr = Number(r);
  const pp = Number(p);
  if (![N, rr, pp].every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hash, 'base64url');
  if (expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), { N, r: rr, p: pp, maxmem: maxmem(N, rr) });
  return timingSafeEqual(key, expected);
}

/** A strong random password (144 bits) that is easy to copy: letters, digits, '-' and '_'. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');
