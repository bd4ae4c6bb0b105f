import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, needsRehash, verifyPassword } from '../../src/auth/passwords.js';

describe('passwords', () => {
  it('hashes with scrypt, a salt and its parameters, and verifies', async () => {
    const hash = await hashPassword('correct horse', 2 ** 10);
    expect(hash).toMatch(/^scrypt\$1024\$8\$5\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await hashPassword('correct horse', 2 ** 10)).not.toBe(hash);
  });

  it('works at the production cost, 16 MiB a hash (OWASP N=2^14, r=8, p=5)', async () => {
    const hash = await hashPassword('pw', 2 ** 14);
    expect(hash.startsWith('scrypt$16384$8$5$')).toBe(true);
    expect(await verifyPassword('pw', hash)).toBe(true);
    expect(needsRehash(hash, 2 ** 14)).toBe(false);
  });

  it('still verifies the older N=2^17, p=1 hashes (128 MiB, maxmem raised) and marks them for an upgrade', async () => {
    // Made by the earlier hashPassword: scrypt$131072$8$1$salt$key.
    const old =
      'scrypt$131072$8$1$AVv1Fp49cgK9svnbP7gOlw$cB0Mlc7KlIHqDRIzqfKSr0LX8SRzGVoN4AGd2B0jhdg1WaIVd_qeqDJWGz61L0sQZVyMxoIj-H2Mb8PN-d46sg';
    expect(await verifyPassword('old password', old)).toBe(true);
    expect(await verifyPassword('old passworD', old)).toBe(false);
    expect(needsRehash(old, 2 ** 14)).toBe(true);
  });

  it('never matches a malformed hash', async () => {
    for (const bad of ['', 'scrypt$', 'bcrypt$1$2$3$4$5', 'scrypt$0$8$1$abc$def', 'scrypt$1024$8$1$abc$short']) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });

  it('generates long random passwords', () => {
    const a = generatePassword();
    expect(a).toMatch(/^[\w-]{24}$/);
    expect(generatePassword()).not.toBe(a);
  });
});
