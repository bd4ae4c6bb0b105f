import { describe, expect, it } from 'vitest';
import { MESSAGES, passwordGuessable } from '@firm/contract';
import { passwordProblem, siteWordsOf } from '../../src/auth/password-rule.js';
import { generatePassword } from '../../src/auth/passwords.js';
import { siteSeed } from '../../src/content/seed-files.js';

const EMAIL = 'admin@example.com';

describe('the password rule: the strength estimator', () => {
  it.each([
    ['aaaaaaaaaaaa', passwordGuessable('repeat')],
    ['adminadminadmin', passwordGuessable('pattern')],
    ['qwertyuiopas', passwordGuessable('common')],
    ['Welcome12345', passwordGuessable('common')],
    ['abcdefghijklmn', passwordGuessable('sequence')],
  ])('refuses %j, saying why and what would pass', (password, message) => {
    expect(passwordProblem(password, { email: EMAIL })).toBe(message);
    expect(passwordProblem(password)).toBe(message);
  });

  it('says it in our words: why, then what would pass', () => {
    expect(passwordProblem('aaaaaaaaaaaa')).toBe(
      'This password is too easy to guess: it repeats one character. Use a few unrelated words, e.g. three or four, with 12 characters or more.',
    );
  });

  it('counts the person’s e-mail: the address, its local part and its words', () => {
    const email = 'ravi.patel@patelbuilders.in';
    for (const password of ['ravi.patel2024!', 'RaviPatel2024', 'patelbuilders99', 'ravi.patel@patelbuilders.in']) {
      expect(passwordProblem(password, { email }), password).toBe(passwordGuessable('personal'));
      // Someone else may choose it: only the e-mail made it guessable.
      expect(passwordProblem(password, { email: EMAIL }), password).toBeUndefined();
    }
  });

  it('counts the site’s name, as stored or, without it, the seed’s', () => {
    const seed = siteSeed();
    expect(seed.name).toBe('Shree Civil Engineering & Consultancy');
    for (const password of ['ShreeCivilEngineering', 'shreecivil@123', 'shreecivilengineering1']) {
      expect(passwordProblem(password, { email: EMAIL }), password).toBe(passwordGuessable('personal'));
    }
    // A renamed firm: its new name counts, read from the site details.
    const renamed = siteWordsOf({ ...seed, name: 'Mehta Structural Works', shortName: 'Mehta Structural' });
    expect(renamed).toEqual(expect.arrayContaining(['mehta structural works', 'mehtastructuralworks', 'mehtastructural', 'mehta']));
    expect(passwordProblem('MehtaStructural99', { email: EMAIL, siteWords: renamed })).toBe(passwordGuessable('personal'));
    expect(passwordProblem('MehtaStructural99', { email: EMAIL })).toBeUndefined();
  });

  it('accepts the passwords the tests and fixtures use, a few words, and generated ones', () => {
    for (const password of [
      'Test-Passw0rd!',
      'e2e-Strong-Passw0rd',
      'Quarry-Lantern-Velvet-42',
      'a brand new pass phrase',
      'Correct-Horse-9',
      'correct horse battery',
      'first pass phrase 4 account',
      'Shree Civil pours concrete slowly',
      generatePassword(),
    ]) {
      expect(passwordProblem(password, { email: EMAIL }), password).toBeUndefined();
    }
  });

  it('keeps the exact messages of the length, blank and common rules, which come first', () => {
    expect(passwordProblem('aaaa', { email: EMAIL })).toBe(MESSAGES.passwordTooShort);
    expect(passwordProblem(' '.repeat(12))).toBe(MESSAGES.passwordBlank);
    expect(passwordProblem('a'.repeat(1025))).toBe(MESSAGES.passwordTooLong);
    expect(passwordProblem('qwerty123456')).toBe(MESSAGES.passwordCommon);
  });

  it('judges a long password by its first 64 characters, in a fraction of a second', () => {
    // A random 1024-character password: the estimator's slowest kind (symbols that stand for letters).
    const symbols = '@4$5!1|30+7({[<';
    let seed = 7;
    const random = Array.from({ length: 1024 }, () => symbols[(seed = (seed * 31 + 17) % 997) % symbols.length]).join('');
    passwordProblem('warm up the dictionaries');
    // CPU time, not the clock: a busy machine (other test files) stretches the clock. Uncapped, this took 4 s.
    const started = process.cpuUsage();
    expect(passwordProblem(random)).toBeUndefined();
    expect(process.cpuUsage(started).user / 1000).toBeLessThan(1000);
    // Guessable at the start: refused, however strong the rest.
    expect(passwordProblem('a'.repeat(64) + random.slice(0, 900))).toBe(passwordGuessable('repeat'));
  });
});
