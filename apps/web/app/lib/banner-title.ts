/**
 * How many characters wide the page banner's title must be set, at the least, to stay within NAV-7's
 * two lines: the longer line of the best split at a space or after a '/' (where the title gets a <wbr>),
 * or the whole title when it has no such place. The banner sizes its type to fit that many characters
 * in the screen's width (PageBanner), so a long title shrinks on a phone instead of being cut.
 */
export function bannerTitleChars(title: string): number {
  const t = title.trim();
  let best = t.length;
  for (let i = 1; i < t.length; i++) {
    const before = t[i - 1];
    if (before !== ' ' && before !== '/') continue;
    best = Math.min(best, Math.max(t.slice(0, i).trimEnd().length, t.slice(i).trimStart().length));
  }
  return Math.max(best, 1);
}
