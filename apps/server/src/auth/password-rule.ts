import { createRequire } from 'node:module';
import type { FeedbackType, ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { MESSAGES, newPasswordField, passwordGuessable, type PasswordWeakness, type SiteDetailsFields } from '@firm/contract';
import { siteSeed } from '../content/seed-files.js';

/** zxcvbn-ts's list of the most common passwords (about 49,000, from public breaches), lower case. */
const COMMON = new Set(commonDictionary['passwords-common']);

/** zxcvbn's scores go 0 to 4; 3 means "safely unguessable" (about 10^8 guesses or more). */
const MIN_SCORE = 3;

/**
 * What the estimator reads of a password. Its cost grows with the length and with the characters that
 * could stand for letters (@, $, 1, 0...): on 2026-11-26, with these settings on a busy 2-core machine, a
 * random 64-character password took about 0.15 s of CPU and a random 100-character one 0.3 s (uncapped,
 * 1024 characters: seconds), blocking the server meanwhile.
 * 64 characters of words or symbols are far beyond guessing; a password whose first 64 are guessable is
 * refused, which only asks for a better one.
 */
const ESTIMATED_LENGTH = 64;

/**
 * The estimator, loaded and made on first use, synchronously (their CommonJS builds): loading its code
 * and English dictionaries and unpacking them take about 0.5 s of CPU, which a start or a command that
 * sets no password should not pay. Its l33t matching makes up to 100 letter-for-symbol
 * variants by default, each a full dictionary pass: 16 took a random 16-character password from about
 * 200 ms of CPU to 20 ms and still finds P@ssw0rd-like spellings. Its Levenshtein option (near misses
 * of whole dictionary words) stays off: about 0.6 s a password.
 */
let estimator: ZxcvbnFactory | undefined;
function estimate(): ZxcvbnFactory {
  if (estimator) return estimator;
  const require = createRequire(import.meta.url);
  const core = require('@zxcvbn-ts/core') as typeof import('@zxcvbn-ts/core');
  const english = require('@zxcvbn-ts/language-en') as typeof import('@zxcvbn-ts/language-en');
  return (estimator = new core.ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...english.dictionary },
    graphs: adjacencyGraphs,
    l33tMaxSubstitutions: 16,
  }));
}

/** zxcvbn's warning keys (its translationKeys.warnings), mapped to the reasons our message gives. */
const WEAKNESS_OF: Record<string, PasswordWeakness> = {
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  simpleRepeat: 'repeat',
  extendedRepeat: 'pattern',
  sequences: 'sequence',
  recentYears: 'date',
  dates: 'date',
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  wordByItself: 'word',
  namesByThemselves: 'names',
  commonNames: 'names',
  userInputs: 'personal',
};

const weaknessOf = (feedback: FeedbackType): PasswordWeakness =>
  (feedback.warning ? WEAKNESS_OF[feedback.warning] : undefined) ?? 'predictable';

/**
 * The words of a text a guesser would try: the whole, the whole without spaces or signs, each word of
 * 3 letters or more and each two of them run together (zxcvbn counts a run of two words as fairly strong).
 */
function wordsOf(text: string): string[] {
  const lower = text.toLowerCase().trim();
  const words = lower.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);
  return [lower, words.join(''), ...words, ...words.slice(1).map((w, i) => words[i]! + w)];
}

/** A domain without its last label (com, in...): example.co for example.co.in, the part people reuse. */
const domainName = (domain: string) => domain.split('.').slice(0, -1).join('.');

/** The person's e-mail, its local part, its domain's name and their words (a.b@example.com: a.b, example, abexample...). */
function emailWords(email: string): string[] {
  const [local = '', domain = ''] = email.toLowerCase().split('@');
  return [email.toLowerCase(), local, ...wordsOf(`${local} ${domainName(domain)}`)];
}

/** The firm's words to refuse in its passwords: its name, short name and its e-mail domains (e.g. shreecivilengineering). */
export function siteWordsOf(site: Pick<SiteDetailsFields, 'name' | 'shortName' | 'emails'>): string[] {
  const domains = site.emails.map((e) => domainName(e.split('@')[1] ?? ''));
  return [...new Set([site.name, site.shortName, ...domains].flatMap(wordsOf))].filter(Boolean);
}

/** Where the site details are not at hand (the command line, ADMIN_PASSWORD): the seed's, the firm's own words. */
let seedWords: string[] | undefined;
const firmWords = () => (seedWords ??= siteWordsOf(siteSeed()));

export interface PasswordContext {
  /** The person whose password it is. */
  email?: string;
  /** siteWordsOf(the site details); the seed's firm words without it. */
  siteWords?: string[];
}

/**
 * The one password rule (first start, `npm run admin`, the Account screen, reset and invitation): the
 * contract's length and character rules, not one of the most common passwords whatever its case, and
 * not guessable (zxcvbn score 3 or more) from its repetitions, keyboard runs, dates, words, the site's
 * name or the person's e-mail. The message of the first rule broken, or undefined when the password is
 * acceptable. Synchronous: a few milliseconds for a usual password (see ESTIMATED_LENGTH).
 */
export function passwordProblem(password: string, context: PasswordContext = {}): string | undefined {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.passwordTooShort;
  if (COMMON.has(password.toLowerCase()) || COMMON.has(password.trim().toLowerCase())) return MESSAGES.passwordCommon;
  const userInputs = [...(context.email ? emailWords(context.email) : []), ...(context.siteWords ?? firmWords())];
  const result = estimate().check(password.slice(0, ESTIMATED_LENGTH), [...new Set(userInputs)]);
  return result.score >= MIN_SCORE ? undefined : passwordGuessable(weaknessOf(result.feedback));
}
