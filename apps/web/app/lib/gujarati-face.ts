import cutLetters from '~/generated/fonts/letters.json';

const GUJARATI = /[\u0A80-\u0AFF]/gu;
const CUT = new Set<string>(cutLetters);

/**
 * The face of a Gujarati title: the one cut to the seeded titles' letters (scripts/fonts.mjs) when it
 * has them all, else the complete face, whole, so that no cluster is shaped from two fonts. Used by the
 * download page and the admin's list of downloads.
 */
export function gujaratiFace(title: string): string | undefined {
  const letters = title.match(GUJARATI);
  if (!letters) return undefined;
  return letters.every((l) => CUT.has(l)) ? 'font-gujarati' : 'font-gujarati-full';
}
