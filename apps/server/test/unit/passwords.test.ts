import { describe, expect, it } from 'vitest';
import { generatePassword, hashPassword, verifyPassword } from '../../src/lib/passwords.js';

describe('passwords', () => {
  it('hashes with scrypt, a salt and its parameters, and verifies', async () => {
    const hash = await hashPassword('correct horse', 2 ** 10);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('correct horsE', hash)).toBe(false);
    expect(await hashPassword('correct horse', 2 ** 10)).not.toBe(hash);
  });

  it('works at the production cost (N = 2^17 needs maxmem raised)', async () => {
    const hash = await hashPassword('pw', 2 ** 17);
    expect(await verifyPassword('pw', hash)).toBe(true);
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
