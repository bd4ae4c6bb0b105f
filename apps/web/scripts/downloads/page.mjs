// The A4 page every download is printed on: fonts, styles, the firm's header and the small
// building blocks of a form (blank fields, particulars tables, checklists, signature boxes).
// Templates are trusted constants written in this folder, so they are plain HTML strings.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const FIRM = 'Shree Civil Engineering &amp; Consultancy';
const FIRM_GU = 'શ્રી સિવિલ એન્જિનિયરિંગ એન્ડ કન્સલ્ટન્સી';

/** Noto Sans Gujarati (Gujarati and Latin subsets) inlined, so the page needs no network or system font. */
function fontFaces() {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@fontsource/noto-sans-gujarati/package.json')), 'files');
  const ranges = {
    gujarati: 'U+0951-0952, U+0964-0965, U+0A80-0AFF, U+200C-200D, U+20B9, U+25CC, U+A830-A839',
    latin:
      'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
  };
  return [400, 600, 700]
    .flatMap((weight) =>
      Object.entries(ranges).map(([subset, range]) => {
        const data = readFileSync(join(dir, `noto-sans-gujarati-${subset}-${weight}-normal.woff2`)).toString('base64');
        return `@font-face{font-family:'Noto Sans Gujarati';font-weight:${weight};font-display:block;src:url(data:font/woff2;base64,${data}) format('woff2');unicode-range:${range}}`;
      }),
    )
    .join('\n');
}

const CSS = `
@page { size: A4; margin: 0 }
* { box-sizing: border-box }
html, body { margin: 0; padding: 0 }
body { font-family: 'Noto Sans Gujarati', 'DejaVu Sans', sans-serif; color: #1b2433; font-size: 10pt; line-height: 1.42;
  -webkit-print-color-adjust: exact; print-color-adjust: exact }
.page { width: 210mm; height: 297mm; overflow: hidden; padding: 11mm 15mm 12mm; position: relative; page-break-after: always; display: flex; flex-direction: column }
.page:last-child { page-break-after: auto }
.firm { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 1.2pt solid #1f3a68; padding-bottom: 1.5mm;
  font-size: 8.5pt; color: #1f3a68; font-weight: 600; letter-spacing: .02em }
.firm span:last-child { font-weight: 400; color: #55617a }
h1 { font-size: 15pt; margin: 5mm 0 1mm; text-align: center; color: #10213f; line-height: 1.3 }
.sub { text-align: center; font-size: 9.5pt; color: #3c4861; margin: 0 0 4mm }
h2 { font-size: 11pt; margin: 3.8mm 0 1.8mm; color: #10213f; border-left: 3pt solid #c8902c; padding-left: 2mm; line-height: 1.3 }
p { margin: 0 0 2.2mm }
.to { margin: 2mm 0 3mm }
.blank { display: inline-block; border-bottom: .7pt dotted #475069; min-width: 40mm; height: 1.1em; vertical-align: baseline }
.blank.s { min-width: 22mm } .blank.m { min-width: 55mm } .blank.l { min-width: 95mm }
.line { display: flex; gap: 2mm; align-items: baseline; margin: 0 0 2.2mm }
.line .label { flex: none }
.line .fill { flex: 1; border-bottom: .7pt dotted #475069; height: 1.1em }
table { width: 100%; border-collapse: collapse; margin: 0 0 3mm; font-size: 9.8pt }
th, td { border: .6pt solid #7d879b; padding: 1mm 2mm; height: 6.6mm; text-align: left; vertical-align: top }
th { background: #e9eef6; font-weight: 600 }
td.n { width: 9mm; text-align: center; color: #3c4861 }
td.v { width: 42% }
table.pairs td.k { width: 26%; background: #f4f6fa; font-size: 9pt }
td.box { width: 13mm; text-align: center }
.tick { display: inline-block; width: 3.6mm; height: 3.6mm; border: .8pt solid #1b2433; vertical-align: -0.5mm }
ol.check { list-style: none; padding: 0; margin: 0 0 2mm; counter-reset: item }
ol.check li { counter-increment: item; display: grid; grid-template-columns: 6mm 8mm 1fr; align-items: start; padding: 1.1mm 0; border-bottom: .5pt solid #dde2ea }
ol.check li::before { content: ''; width: 3.6mm; height: 3.6mm; border: .8pt solid #1b2433; margin-top: .9mm }
ol.check li::after { content: counter(item) '.'; grid-column: 2; grid-row: 1; color: #3c4861 }
ol.check li > span { grid-column: 3; grid-row: 1 }
ol.check li small { display: block; color: #55617a; font-size: 8.6pt }
.cols { columns: 2; column-gap: 8mm }
.cols ol.check li { break-inside: avoid }
.signs { display: grid; gap: 6mm; margin-top: auto; padding-top: 13mm }
.sign { border-top: .8pt solid #1b2433; padding-top: 1.2mm; font-size: 9pt; min-height: 18mm }
.sign b { display: block; font-size: 9.5pt }
.stamp { border: .8pt dashed #7d879b; min-height: 26mm; display: flex; align-items: center; justify-content: center; color: #7d879b; font-size: 8.5pt }
.note { margin-top: 4mm; font-size: 8pt; color: #55617a; border-top: .5pt solid #c5ccd8; padding-top: 1.5mm }
.muted { color: #55617a }
.small { font-size: 9pt }
.office { border: 1pt solid #1f3a68; padding: 2mm 3mm; margin-top: 4mm }
.office h3 { margin: 0 0 1.5mm; font-size: 9.5pt; color: #1f3a68 }
`;

/** One A4 page: the firm's line on top, then the content. `lang` sets hyphenation and shaping. */
export function page(content, { right = 'Surat, Gujarat' } = {}) {
  return `<section class="page"><div class="firm"><span>${FIRM}</span><span>${right}</span></div>${content}</section>`;
}

/** The page in Gujarati: the firm's name in both scripts. */
export const pageGu = (content) => page(content, { right: FIRM_GU });

/** A whole document of one or more pages. */
export function documentHtml({ lang, title, pages }) {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title><style>${fontFaces()}${CSS}</style></head><body>${pages.join('')}</body></html>`;
}

/** A labelled blank line that fills the rest of the row. */
export const line = (label) => `<div class="line"><span class="label">${label}</span><span class="fill"></span></div>`;

/** Several labelled blanks on one row. */
export const lines = (...labels) =>
  `<div class="line">${labels.map((l) => `<span class="label">${l}</span><span class="fill"></span>`).join('')}</div>`;

/** An inline blank of a given size (s, m, l). */
export const blank = (size = '') => `<span class="blank ${size}"></span>`;

/** A numbered particulars table: label on the left, an empty cell to fill on the right. */
export function particulars(rows, head = ['No.', 'Particulars', 'Details']) {
  const body = rows.map((label, i) => `<tr><td class="n">${i + 1}</td><td>${label}</td><td class="v"></td></tr>`).join('');
  return `<table><thead><tr><th>${head[0]}</th><th>${head[1]}</th><th>${head[2]}</th></tr></thead><tbody>${body}</tbody></table>`;
}

/** A compact particulars table: two label / blank pairs per row. */
export function pairs(labels) {
  const rows = [];
  for (let i = 0; i < labels.length; i += 2) {
    rows.push(
      `<tr>${labels
        .slice(i, i + 2)
        .map((l) => `<td class="k">${l}</td><td></td>`)
        .join('')}</tr>`,
    );
  }
  return `<table class="pairs"><tbody>${rows.join('')}</tbody></table>`;
}

/** A table with given column heads and empty rows to fill. */
export function grid(heads, rows, firstColumn = []) {
  const body = Array.from(
    { length: rows },
    (_, i) => `<tr>${heads.map((_, c) => `<td>${c === 0 ? (firstColumn[i] ?? '&nbsp;') : '&nbsp;'}</td>`).join('')}</tr>`,
  ).join('');
  return `<table><thead><tr>${heads.map((h) => `<th>${h}</th>`).join('')}</tr></thead><tbody>${body}</tbody></table>`;
}

/** A checklist with a tick box per item; an item is text or [text, hint]. */
export function checklist(items, { columns = false } = {}) {
  const li = items.map((item) => {
    const [text, hint] = Array.isArray(item) ? item : [item];
    return `<li><span>${text}${hint ? `<small>${hint}</small>` : ''}</span></li>`;
  });
  const list = `<ol class="check">${li.join('')}</ol>`;
  return columns ? `<div class="cols">${list}</div>` : list;
}

/** Signature boxes; each is [role, detail lines]. */
export function signatures(boxes, { stamp, inline = false } = {}) {
  const cells = boxes.map(([role, detail = '']) => `<div class="sign"><b>${role}</b>${detail}</div>`);
  if (stamp) cells.push(`<div class="stamp">${stamp}</div>`);
  // Signatures sit at the foot of the page unless more text follows them (inline).
  const place = inline ? 'margin-top:0;' : '';
  return `<div class="signs" style="${place}grid-template-columns:repeat(${cells.length},1fr)">${cells.join('')}</div>`;
}

/** The small print that says what the form is and is not. */
export const note = (text) => `<p class="note">${text}</p>`;
