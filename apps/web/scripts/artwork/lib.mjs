// Small helpers shared by the artwork scenes: a seeded random source (so every run draws
// the same pictures), SVG string builders and the JPEG writer.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sharp from 'sharp';

export const FONT = "'Liberation Sans', 'DejaVu Sans', Arial, sans-serif";
export const NARROW = "'Liberation Sans Narrow', 'Liberation Sans', Arial, sans-serif";

/** mulberry32: tiny, fast, good enough for drawing. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    float: (lo, hi) => lo + (hi - lo) * next(),
    int: (lo, hi) => Math.floor(lo + (hi - lo + 1) * next()),
    pick: (arr) => arr[Math.floor(next() * arr.length)],
    chance: (p) => next() < p,
  };
}

export const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(1));

export const rect = (x, y, w, h, attrs = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(Math.max(0, w))}" height="${n(Math.max(0, h))}" ${attrs}/>`;
export const line = (x1, y1, x2, y2, attrs = '') => `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${attrs}/>`;
export const circle = (cx, cy, r, attrs = '') => `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" ${attrs}/>`;
export const poly = (pts, attrs = '') => `<polygon points="${pts.map((p) => p.map(n).join(',')).join(' ')}" ${attrs}/>`;
export const path = (d, attrs = '') => `<path d="${d}" ${attrs}/>`;
export const text = (x, y, s, attrs = '') => `<text x="${n(x)}" y="${n(y)}" ${attrs}>${esc(s)}</text>`;

export function linearGradient(id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
  return `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radialGradient(id, stops) {
  const s = stops.map(([o, c, op = 1]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${op}"/>`).join('');
  return `<radialGradient id="${id}">${s}</radialGradient>`;
}

/**
 * Wraps scene markup drawn for (w, h) in a document; zoom > 1 renders it larger, so scenes drawn
 * with fixed pixel sizes (text, strokes) keep readable proportions in a big picture.
 */
export const svgDoc = (w, h, body, zoom = 1) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${Math.round(w * zoom)}" height="${Math.round(h * zoom)}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** Draws `scene(w / zoom, h / zoom, r, opts)` and writes it as a w x h JPEG. */
export function renderScene(file, w, h, scene, seed, opts = {}, { zoom = 1, quality = 80 } = {}) {
  const vw = w / zoom;
  const vh = h / zoom;
  return writeJpeg(file, svgDoc(vw, vh, scene(vw, vh, rng(seed), opts), zoom), { quality });
}

/** Soft drop shadow filter; reference it as filter="url(#id)". */
export const shadowFilter = (id, dx = 6, dy = 10, blur = 10, opacity = 0.35) =>
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dx="${dx}" dy="${dy}"/><feComponentTransfer><feFuncA type="linear" slope="${opacity}"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;

/** Places a scene drawn for (w, h) inside a box of the parent drawing. */
export const nest = (x, y, w, h, vw, vh, body, extra = '') =>
  `<svg x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" viewBox="0 0 ${vw} ${vh}" preserveAspectRatio="xMidYMid slice" ${extra}>${body}</svg>`;

/** Renders SVG to a progressive JPEG without metadata (sharp drops it unless asked). */
export async function writeJpeg(file, svg, { quality = 80, width, height } = {}) {
  await mkdir(dirname(file), { recursive: true });
  let img = sharp(Buffer.from(svg), { density: 72 });
  if (width && height) img = img.resize(width, height, { fit: 'cover' });
  const info = await img
    .flatten({ background: '#ffffff' })
    .jpeg({ quality, progressive: true, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toFile(file);
  return info;
}

export async function writePng(file, svg, size) {
  await mkdir(dirname(file), { recursive: true });
  return sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(file);
}

/** Feet-and-inches label as drawings in India show them, e.g. 12'6". */
export function feet(v) {
  const ft = Math.floor(v);
  const inch = Math.round((v - ft) * 12);
  return inch === 12 ? `${ft + 1}'0"` : `${ft}'${inch}"`;
}
