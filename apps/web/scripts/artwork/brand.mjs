// The firm's mark (a drafting compass over a house) and what is built from it: the logo, the icons,
// the link-preview card and the dark blueprint behind every page banner.
import { linearGradient, nest, rect, text, FONT } from './lib.mjs';
import { elevationDrawing, floorPlan } from './drawings.mjs';
import { isoBuilding } from './views.mjs';

export const NAVY = '#0b1f3f';
export const AMBER = '#f59e0b';

/** The glyph on a 56 x 56 grid: compass legs form the roof, a house with a door and windows beneath. */
export function markGlyph() {
  return (
    '<path d="M28 12 9 31M28 12l19 19" stroke="#f59e0b" stroke-width="4.5" stroke-linecap="round" fill="none"/>' +
    '<circle cx="28" cy="10" r="4" fill="#f59e0b"/>' +
    '<path d="M16 29h24v17H16z" fill="#fff"/>' +
    '<path d="M25 36h6v10h-6zM19 32h4v4h-4zM33 32h4v4h-4z" fill="#0b1f3f"/>' +
    '<path d="M7 47h42" stroke="#f59e0b" stroke-width="3" stroke-linecap="round"/>'
  );
}

/** The mark on its navy tile; `square` fills the corners for icons that must be opaque. */
export function markTile(size = 56, { square = false, inset = 0 } = {}) {
  const k = size / 56;
  const g = 56 * (1 - inset * 2);
  const off = 56 * inset;
  return `<rect width="${size}" height="${size}" rx="${square ? 0 : 11 * k}" fill="${NAVY}"/><g transform="scale(${k}) translate(${off} ${off}) scale(${g / 56})">${markGlyph()}</g>`;
}

export function markSvg(size = 56, opts = {}) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${markTile(size, opts)}</svg>`;
}

/** Link-preview card, 1200 x 630: a dusk 3D view behind a navy wash, the mark, name and motto. */
export function ogCard(w, h, r) {
  const g = 'og-wash';
  let s = isoBuilding(w, h, r, { day: false, at: 0.72 });
  s += `<defs>${linearGradient(
    g,
    [
      [0, NAVY, 1],
      [0.42, NAVY, 0.96],
      [0.62, NAVY, 0.35],
      [1, NAVY, 0],
    ],
    { x2: 1, y2: 0 },
  )}</defs>${rect(0, 0, w, h, `fill="url(#${g})"`)}`;
  s += `<g transform="translate(70 88)">${markTile(112)}</g>`;
  s += text(70, 300, 'Shree Civil Engineering', `font-family="${FONT}" font-size="58" font-weight="bold" fill="#ffffff"`);
  s += text(70, 368, '& Consultancy', `font-family="${FONT}" font-size="58" font-weight="bold" fill="#ffffff"`);
  s += rect(70, 404, 120, 6, `fill="${AMBER}"`);
  s += text(
    70,
    462,
    'Trust in work beyond image and imagination',
    `font-family="${FONT}" font-size="32" font-style="italic" fill="#f7b23b"`,
  );
  s += text(
    70,
    540,
    'Building permission · Planning · Design · Layouts · 3D elevation',
    `font-family="${FONT}" font-size="22" fill="#d7e2f4"`,
  );
  return s;
}

/** Page banner background, wide and dark: faint blueprint drawings, darkest where the title sits. */
export function pageBanner(w, h, r) {
  let s = rect(0, 0, w, h, 'fill="#0a1d3a"');
  const grid = 'pb-grid';
  s += `<defs><pattern id="${grid}" width="24" height="24" patternUnits="userSpaceOnUse"><path d="M24 0H0V24" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="1"/></pattern></defs>${rect(0, 0, w, h, `fill="url(#${grid})"`)}`;
  s += `<g opacity="0.4">${nest(-40, -60, 700, 620, 700, 620, floorPlan(700, 620, r, { blueprint: true, rooms: 4, titleBlockOn: false }))}</g>`;
  // the elevation is ink on paper: invert it to white lines on the dark ground
  s += `<g opacity="0.3" filter="url(#pb-inv)">${nest(w - 720, -30, 720, 560, 720, 560, elevationDrawing(720, 560, r))}</g>`;
  s +=
    '<defs><filter id="pb-inv"><feColorMatrix type="matrix" values="-1 0 0 0 1  0 -1 0 0 1  0 0 -1 0 1  -1 -1 -1 2.4 0"/></filter></defs>';
  const veil = 'pb-veil';
  s += `<defs>${linearGradient(
    veil,
    [
      [0, '#06142b', 0.2],
      [0.3, '#06142b', 0.75],
      [0.5, '#06142b', 0.85],
      [0.7, '#06142b', 0.75],
      [1, '#06142b', 0.2],
    ],
    { x2: 1, y2: 0 },
  )}</defs>${rect(0, 0, w, h, `fill="url(#${veil})"`)}`;
  return s;
}
