// Makes the files of the Download page in apps/web/public/downloads/ (committed).
// Run by hand after changing a template: node apps/web/scripts/downloads/generate.mjs
// The build never runs it. It needs Chromium at /usr/bin/chromium (or CHROMIUM=path).
// PDFs are printed by Chromium (A4), checklists are A4 screenshots encoded as JPEG with sharp,
// and the 'Sizes' drawing is a real DWG written with @node-projects/acad-ts.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHECKLISTS } from './checklists.mjs';
import { FORMS } from './forms.mjs';
import { GUJARATI } from './gujarati.mjs';
import { documentHtml } from './page.mjs';
import { writeSizesDwg } from './sizes-dwg.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const out = join(web, 'public', 'downloads');

/** File names given on the command line make only those files; none makes all. */
const only = process.argv.slice(2);
const wanted = (file) => only.length === 0 || only.includes(file);

const LIMITS = { pdf: 300 * 1024, jpg: 400 * 1024 };
/** A4 at 96 CSS px per inch, scaled so the picture is 1240 px wide (150 dpi). */
const A4 = { width: 794, height: 1123 };
const SCALE = 1240 / A4.width;

/** Every file named in app/content/seed/downloads.json must be made here, and nothing else. */
async function checkAgainstContent(made) {
  const listed = JSON.parse(await readFile(join(web, 'app', 'content', 'seed', 'downloads.json'), 'utf8')).map((d) => d.file);
  const missing = listed.filter((f) => !made.includes(f));
  const extra = made.filter((f) => !listed.includes(f));
  if (missing.length || extra.length) throw new Error(`seed/downloads.json and the generator disagree: missing ${missing}, extra ${extra}`);
}

async function report(file, limit) {
  const { size } = await stat(join(out, file));
  console.log(`${file.padEnd(44)} ${(size / 1024).toFixed(1).padStart(7)} KB`);
  if (limit && size > limit) throw new Error(`${file} is ${size} bytes, over ${limit}`);
}

async function main() {
  await mkdir(out, { recursive: true });
  const made = [...Object.keys(FORMS), ...Object.keys(GUJARATI), ...Object.keys(CHECKLISTS), 'standard-sizes.dwg'];
  if (only.length === 0) await checkAgainstContent(made);

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: A4, deviceScaleFactor: SCALE });
    const load = async (doc, lang) => {
      await page.setContent(documentHtml({ lang, title: doc.title, pages: doc.pages }), { waitUntil: 'load' });
      await page.evaluate(() => document.fonts.ready);
      // A page whose content runs past its bottom edge would lose it: say so and fail the run.
      const over = await page.$$eval('.page', (pages) =>
        pages.map((p, i) => (p.scrollHeight > p.clientHeight + 1 ? `${i + 1} (+${p.scrollHeight - p.clientHeight}px)` : 0)).filter(Boolean),
      );
      if (over.length) {
        console.error(`${doc.title}: page(s) ${over} overflow`);
        process.exitCode = 1;
      }
    };

    const pdfs = [...Object.entries(FORMS).map(([f, d]) => [f, d, 'en']), ...Object.entries(GUJARATI).map(([f, d]) => [f, d, 'gu'])];
    for (const [file, doc, lang] of pdfs.filter(([f]) => wanted(f))) {
      await load(doc, lang);
      await writeFile(join(out, file), await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true, tagged: true }));
      await report(file, LIMITS.pdf);
    }

    for (const [file, doc] of Object.entries(CHECKLISTS).filter(([f]) => wanted(f))) {
      await load(doc, doc.lang);
      const png = await page.screenshot({ clip: { x: 0, y: 0, ...A4 }, type: 'png' });
      // sharp writes no metadata unless asked to, so the JPEG carries none.
      await sharp(png).jpeg({ quality: 80, mozjpeg: true }).toFile(join(out, file));
      await report(file, LIMITS.jpg);
    }
  } finally {
    await browser.close();
  }

  if (wanted('standard-sizes.dwg')) {
    const { version, counts } = await writeSizesDwg(join(out, 'standard-sizes.dwg'));
    await report('standard-sizes.dwg');
    console.log(
      `  read back: ${version},`,
      Object.entries(counts)
        .map(([k, n]) => `${n} ${k}`)
        .join(', '),
    );
  }
}

await main();
