import { z } from 'zod';
import { MESSAGES as M } from './messages.js';

/**
 * Characters nobody types, refused in every text field the site stores (the site details, the
 * collections, offers, sliders, contact messages) with one message: the C0 controls, DEL and the
 * C1 controls (U+0080 to U+009F), and the line and paragraph separators U+2028 and U+2029. NUL is
 * among them: PostgreSQL cannot store it, SQLite can, so refusing it here gives one answer on both.
 * Multi-line text (descriptions, paragraphs, messages) keeps tab, line feed and carriage return.
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

export const hasControlCharacters = (text: string, multiline = false) =>
  (multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(text);

/** A text field that refuses those characters: one line, or several with `multiline`. */
export const typedText = (field: z.ZodString, multiline = false) =>
  field.refine((text) => !hasControlCharacters(text, multiline), M.controlCharacters);
