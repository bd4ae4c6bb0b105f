// Build step: the Gujarati font, cut down to the letters of the site's seeded texts.
// Noto Sans Gujarati is about 37 KB per weight, and on /download (the Gujarati checklist titles) it is
// fetched with the page's first paint. The texts of app/ (the seed's JSON included) use a few dozen letters:
// cut to those, a face is about a third of that. The cut faces are a family of their own, 'Noto Sans
// Gujarati Site' (the font-gujarati utility); everything else, such as Gujarati that the owner types into
// an offer, falls back to the complete 'Noto Sans Gujarati'. Both under one family name would break
// letters: Chrome then shapes a cluster that mixes covered and uncovered letters from two files. For the
// same reason a title the owner writes later with a letter the cut face lacks is set whole in the complete
// face (font-gujarati-full): letters.json lists the letters the cut face has, for the pages to choose.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { walk } from './files.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const app = join(web, 'app');
const out = join(app, 'generated', 'fonts');
const cssFile = join(out, 'gujarati.css');
const lettersFile = join(out, 'letters.json');
const WEIGHTS = [400, 700];
const GUJARATI = /[\u0A80-\u0AFF]/gu;
/** What the complete Gujarati font covers (Google Fonts' gujarati subset). */
const COVERED = [
  [0x0951, 0x0952],
  [0x0964, 0x0965],
  [0x0a80, 0x0aff],
  [0x200c, 0x200d],
  [0x20b9, 0x20b9],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
];
// Joiners steer conjuncts; the dotted circle is what a shaper draws under a lone vowel sign.
const ALWAYS = '\u200C\u200D\u25CC';

const letters = new Set(ALWAYS);
for await (const file of walk(app, (dir) => dir === join(app, 'generated'))) {
  // Not the tests: they write letters the site's texts do not have, on purpose.
  if (/\.(tsx?|json)$/.test(file) && !/\.test\.tsx?$/.test(file))
    for (const [letter] of (await readFile(file, 'utf8')).matchAll(GUJARATI)) letters.add(letter);
}
const codes = [...letters].map((l) => l.codePointAt(0)).sort((a, b) => a - b);
const text = String.fromCodePoint(...codes);
// A change of the letters or of this script writes the faces again.
const stamp = createHash('sha256')
  .update(text)
  .update(await readFile(fileURLToPath(import.meta.url)))
  .digest('hex')
  .slice(0, 10);

const previous = await readFile(cssFile, 'utf8').catch(() => '');
if (previous.includes(stamp) && (await readFile(lettersFile, 'utf8').catch(() => '')) !== '') {
  console.log(`fonts: Gujarati subset of ${letters.size} letters up to date`);
} else {
  const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-gujarati/package.json'));
  const hex = (n) => `U+${n.toString(16).toUpperCase().padStart(4, '0')}`;
  /** Ascending code points as a unicode-range, runs joined. */
  const unicodeRange = (points) => {
    const runs = [];
    for (const c of points) {
      const last = runs.at(-1);
      if (last && last[1] === c - 1) last[1] = c;
      else runs.push([c, c]);
    }
    return runs.map(([from, to]) => (from === to ? hex(from) : `${hex(from)}-${hex(to).slice(2)}`)).join(', ');
  };
  const face = (family, weight, file, range) => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: ${weight};
  font-display: swap;
  src: url('./${file}') format('woff2');
  unicode-range: ${range};
}`;
  const ours = unicodeRange(codes);
  const complete = unicodeRange(COVERED.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const faces = [];
  for (const weight of WEIGHTS) {
    const completeFile = `noto-sans-gujarati-${weight}.woff2`;
    const source = join(fontsource, 'files', `noto-sans-gujarati-gujarati-${weight}-normal.woff2`);
    await copyFile(source, join(out, completeFile));
    const full = await readFile(source);
    const subset = await subsetFont(full, text, { targetFormat: 'woff2' });
    const name = `noto-sans-gujarati-site-${weight}.woff2`;
    await writeFile(join(out, name), subset);
    faces.push(face('Noto Sans Gujarati', weight, completeFile, complete), face('Noto Sans Gujarati Site', weight, name, ours));
    console.log(`fonts: Gujarati ${weight}, ${letters.size} letters: ${full.length} -> ${subset.length} bytes`);
  }
  await writeFile(lettersFile, `${JSON.stringify(text.replace(/[^\u0A80-\u0AFF]/gu, ''))}\n`);
  await writeFile(cssFile, `/* Written by scripts/fonts.mjs (letters ${stamp}); do not edit. */\n${faces.join('\n')}\n`);
}
