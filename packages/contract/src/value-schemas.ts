/**
 * The zod schemas of typed values, shared by the collections' fields (field-kinds.ts) and the site details
 * (site-details.ts): text arrives as strings from multipart forms, and as strings or arrays from JSON. Every text
 * refuses the characters nobody types (typed-text.ts); `multiline` for the fields the admin types in a text area.
 */
import { z } from 'zod';
import { typedText } from './typed-text.js';
import { richTextPlain } from './rich-text.js';

export const text = (label: string, max: number, multiline = false, tooLong = `${label} must be at most ${max} characters`) =>
  typedText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, tooLong),
    multiline,
  );
export const optionalText = (label: string, max: number, multiline = false) =>
  z.preprocess(
    (v) => (v === null ? '' : v),
    typedText(z.string().trim().max(max, `${label} must be at most ${max} characters`), multiline),
  );

/** A list of short lines: a JSON array of strings, or one text with one entry per line. */
export const lines = (label: string, { min = 0, maxEach = 200, maxCount = 20 } = {}) =>
  z.preprocess(
    (v) =>
      typeof v === 'string'
        ? v
            .split(/\r?\n/)
            .map((p) => p.trim())
            .filter(Boolean)
        : v,
    z
      .array(typedText(z.string().trim().min(1).max(maxEach, `Each line of ${label} must be at most ${maxEach} characters`), true), {
        error: `${label} is required`,
      })
      .min(min, `${label} is required`)
      .max(maxCount, `${label} can have at most ${maxCount} lines`),
  );
/** 'true'/'false' from forms, booleans from JSON. */
export const flagOf = (message: string) =>
  z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: message }));
export const flag = flagOf('Must be true or false');

/**
 * A rich text as the API accepts it: text of at most `max` characters (markup included) with words
 * in it. What its markup may hold is the server's check (refused or cleaned there, TEXT-2).
 */
export const richText = (label: string, max: number) =>
  typedText(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, { error: `${label} is required`, abort: true })
      .max(max, `${label} must be at most ${max} characters`),
    true,
  ).refine((html) => richTextPlain(html) !== '', `${label} is required`);
