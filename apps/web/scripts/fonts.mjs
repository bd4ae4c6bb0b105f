// Build step: the site's own faces (QUALITY-4, decision 063), all from @fontsource/noto-sans-gujarati (SIL Open Font
// License 1.1), written to app/generated/fonts with faces.css, which app.css imports.
// - Noto Sans for Latin text: the package's Latin files, which are Noto Sans's Latin, the family Noto Sans Gujarati is
//   drawn to sit beside. One file per weight the pages use (font-normal, -semibold, -bold; -medium takes the semibold),
//   about 11 KB each and fetched only by a page that sets text in it; root.tsx preloads the regular one, which every page
//   shows first.
//   The rupee sign, cut from the Gujarati files (about 1 KB), is in the same family: the Latin files lack it.
// - Noto Sans Gujarati, complete, behind its unicode-range: only a page with Gujarati on it fetches it.
// - Noto Sans Gujarati cut to the letters of the site's seeded texts. The complete face is about 37 KB per weight, and on
//   /download (the Gujarati checklist titles) it is fetched with the page's first paint. The texts of app/ (the seed's JSON
//   included) use a few dozen letters: cut to those, a face is about a third of that. The cut faces are a family of their
//   own, 'Noto Sans Gujarati Site' (the font-gujarati utility); everything else, such as Gujarati that the owner types into
//   an offer, falls back to the complete 'Noto Sans Gujarati'. Both under one family name would break letters: Chrome then
//   shapes a cluster that mixes covered and uncovered letters from two files. For the same reason a title the owner writes
//   later with a letter the cut face lacks is set whole in the complete face (font-gujarati-full): letters.json lists the
//   letters the cut face has, for the pages to choose.
// - Stand-ins while a face loads (font-display: swap): the device's Arial (or Liberation Sans or Arimo, which share its
//   widths) or else Roboto (phones), scaled to Noto Sans's widths and heights, so that the text takes the same room before
//   and after the swap and nothing on the page moves.
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
const cssFile = join(out, 'faces.css');
const lettersFile = join(out, 'letters.json');
/** font-normal, font-semibold and font-bold, the weights the pages' classes use, no other. */
const WEIGHTS = [400, 600, 700];
/**
 * font-medium (form labels, the drawer's links) is drawn in the semibold file: a fourth file put the contact page's first
 * paint back by about 0.2 s in Lighthouse's slow 4G, and its score under 95.
 */
const MATCHES = { 400: '400', 600: '500 600', 700: '700' };
const GUJARATI = /[\u0A80-\u0AFF]/gu;
const RUPEE = 0x20b9;
/** What the complete Gujarati font covers (Google Fonts' gujarati subset), less the rupee sign, which Noto Sans has. */
const COVERED = [
  [0x0951, 0x0952],
  [0x0964, 0x0965],
  [0x0a80, 0x0aff],
  [0x200c, 0x200d],
  [0x25cc, 0x25cc],
  [0xa830, 0xa839],
];
// Joiners steer conjuncts; the dotted circle is what a shaper draws under a lone vowel sign.
const ALWAYS = '\u200C\u200D\u25CC';
/**
 * Noto Sans's heights, per em, and per weight its mean advance per em over "Building permission, structural design and site
 * supervision for homes, shops and factories. We draw the plans, file the forms and see the work through: 50000+ works since
 * 2020. Contact us at the office." (shaped with HarfBuzz). The Latin files carry Noto Sans Gujarati's heights (ascent 0.896,
 * descent 0.408), made for Gujarati's stacked signs: in a line of 1.25 (leading-tight) the text's box was taller than the
 * line, which Firefox counts as overflow of a clamped title, and capitals sat above the middle of a button. The Latin faces
 * say 0.92 and 0.28 instead: 1.2 em, the middle near that of the capitals, as in Arial.
 */
const NOTO = { ascent: 0.92, descent: 0.28, width: { 400: 0.4681, 600: 0.48577, 700: 0.4965 } };
const ARIAL = ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo'];
const ARIAL_BOLD = ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'];
/** The stand-ins per weight: local fonts and their mean advance over the same sentence (Liberation Sans; Debian's Roboto). */
const FALLBACKS = {
  'Arial for Noto Sans': {
    400: [ARIAL, 0.44189],
    600: [ARIAL_BOLD, 0.47678],
    700: [ARIAL_BOLD, 0.47678],
  },
  'Roboto for Noto Sans': {
    400: [['Roboto', 'Roboto-Regular'], 0.44228],
    600: [['Roboto Bold', 'Roboto-Bold'], 0.44975],
    700: [['Roboto Bold', 'Roboto-Bold'], 0.44975],
  },
};

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
  console.log(`fonts: up to date (Gujarati cut to ${letters.size} letters)`);
} else {
  const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-gujarati/package.json'));
  const file = (subset, weight) => join(fontsource, 'files', `noto-sans-gujarati-${subset}-${weight}-normal.woff2`);
  const latinRange = JSON.parse(await readFile(join(fontsource, 'unicode.json'), 'utf8')).latin.replaceAll(',', ', ');
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
  const percent = (n) => `${(n * 100).toFixed(2)}%`;
  const face = (family, weight, name, range, heights = '') => `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: ${MATCHES[weight]};
  font-display: swap;
  src: url('./${name}') format('woff2');
  unicode-range: ${range};${heights}
}`;
  const latinHeights = `
  ascent-override: ${percent(NOTO.ascent)};
  descent-override: ${percent(NOTO.descent)};
  line-gap-override: 0%;`;
  const standIn = (family, weight, [names, width]) => {
    const scale = NOTO.width[weight] / width;
    return `@font-face {
  font-family: '${family}';
  font-style: normal;
  font-weight: ${MATCHES[weight]};
  src: ${names.map((n) => `local('${n}')`).join(', ')};
  size-adjust: ${percent(scale)};
  ascent-override: ${percent(NOTO.ascent / scale)};
  descent-override: ${percent(NOTO.descent / scale)};
  line-gap-override: 0%;
}`;
  };
  const ours = unicodeRange(codes);
  const complete = unicodeRange(COVERED.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  const faces = [];
  for (const weight of WEIGHTS) {
    const latin = `noto-sans-${weight}.woff2`;
    await copyFile(file('latin', weight), join(out, latin));
    const gujarati = await readFile(file('gujarati', weight));
    const rupee = `noto-sans-rupee-${weight}.woff2`;
    await writeFile(join(out, rupee), await subsetFont(gujarati, String.fromCodePoint(RUPEE), { targetFormat: 'woff2' }));
    const completeFile = `noto-sans-gujarati-${weight}.woff2`;
    await writeFile(join(out, completeFile), gujarati);
    const subset = await subsetFont(gujarati, text, { targetFormat: 'woff2' });
    const cut = `noto-sans-gujarati-site-${weight}.woff2`;
    await writeFile(join(out, cut), subset);
    faces.push(
      face('Noto Sans Site', weight, latin, latinRange, latinHeights),
      face('Noto Sans Site', weight, rupee, hex(RUPEE), latinHeights),
      face('Noto Sans Gujarati', weight, completeFile, complete),
      face('Noto Sans Gujarati Site', weight, cut, ours),
      ...Object.entries(FALLBACKS).map(([family, byWeight]) => standIn(family, weight, byWeight[weight])),
    );
    console.log(`fonts: ${weight}, Gujarati cut to ${letters.size} letters: ${gujarati.length} -> ${subset.length} bytes`);
  }
  await writeFile(lettersFile, `${JSON.stringify(text.replace(/[^\u0A80-\u0AFF]/gu, ''))}\n`);
  await writeFile(cssFile, `/* Written by scripts/fonts.mjs (letters ${stamp}); do not edit. */\n${faces.join('\n')}\n`);
}
