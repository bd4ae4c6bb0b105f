// Street views by day: a modern bungalow, a commercial complex, and a before/after facade renovation.
// Every scene is `(w, h, r, opts) => svg markup` drawn for a w x h canvas.
import { circle, line, linearGradient, poly, rect, text, FONT } from './lib.mjs';
import { car, sky, tree } from './views.mjs';

let uid = 0;
const id = (p) => `f${p}${++uid}`;

/** Pavement, kerb and road below the horizon line `ground`. */
function street(w, h, ground) {
  let s = rect(0, ground, w, h * 0.05, 'fill="#b9b3a8"') + rect(0, ground + h * 0.05, w, 6, 'fill="#8d877c"');
  s += rect(0, ground + h * 0.05 + 6, w, h, 'fill="#4a4e57"');
  const mid = ground + h * 0.05 + (h - ground) * 0.5;
  for (let x = 0; x < w; x += 140) s += rect(x, mid, 70, 5, 'fill="#f1ecd8" opacity="0.8"');
  return s;
}

/** Window with a frame and a mullion; `lit` for warm interior light. */
function windowPane(x, y, w, h, { frame = '#2b2f36', glass = '#8fb4d4', mullions = 1 } = {}) {
  let s = rect(x, y, w, h, `fill="${glass}" stroke="${frame}" stroke-width="${Math.max(2, w * 0.03)}"`);
  for (let i = 1; i <= mullions; i++)
    s += line(
      x + (w * i) / (mullions + 1),
      y,
      x + (w * i) / (mullions + 1),
      y + h,
      `stroke="${frame}" stroke-width="${Math.max(1.5, w * 0.02)}"`,
    );
  // a reflection streak sells the glass
  s += poly(
    [
      [x + w * 0.1, y + h],
      [x + w * 0.35, y],
      [x + w * 0.45, y],
      [x + w * 0.2, y + h],
    ],
    'fill="#ffffff" opacity="0.18"',
  );
  return s;
}

/** A two-storey modern residence behind its compound wall, seen from the street by day. */
export function dayHouse(w, h, r) {
  const ground = h * (h > w ? 0.8 : 0.76);
  const m = Math.min(w, h);
  let s = sky(w, h, r, 'day', ground + 2);
  for (let x = -20; x < w; x += r.float(40, 90)) s += circle(x, ground - 6, r.float(18, 40), 'fill="#7ea36a" opacity="0.55"');
  s += rect(0, ground - h * 0.02, w, h * 0.02 + 2, 'fill="#8fb56f"');
  const wall = r.pick(['#f4f1ea', '#efe9dd', '#e9eef0']);
  const accent = r.pick(['#8a5a3c', '#a0673f', '#6d4c35']); // wood cladding
  const stone = r.pick(['#7b7f86', '#9a8f80', '#5f646c']);
  const X0 = w * r.float(0.12, 0.2);
  const X1 = w * r.float(0.8, 0.88);
  const fh = Math.min(h * 0.22, (X1 - X0) * 0.3);
  const gTop = ground - fh;
  const fTop = gTop - fh;
  const split = X0 + (X1 - X0) * r.float(0.42, 0.55);
  // ground floor: stone-clad left, glazed living room right
  s += rect(X0, gTop, split - X0, fh, `fill="${stone}"`);
  for (let y = gTop + 10; y < ground; y += 14) s += line(X0, y, split, y, 'stroke="#00000022"');
  s += rect(split, gTop, X1 - split, fh, `fill="${wall}"`);
  s += windowPane(split + 20, gTop + fh * 0.15, X1 - split - 40, fh * 0.85, { mullions: 3 });
  // main door in the stone wall
  const dw = fh * 0.42;
  const dx = X0 + (split - X0) * 0.62;
  s += rect(dx, gTop + fh * 0.14, dw, fh * 0.86, `fill="${accent}" stroke="#3b2a1f" stroke-width="3"`);
  s += rect(dx + dw * 0.78, gTop + fh * 0.55, 4, fh * 0.2, 'fill="#d9c9a3"');
  s += windowPane(X0 + (split - X0) * 0.12, gTop + fh * 0.3, (split - X0) * 0.34, fh * 0.45);
  // first floor cantilevers over the glazing; wood-clad box on the left
  const over = (X1 - X0) * 0.06;
  s += rect(X0 - over * 0.3, fTop, split - X0 + over * 0.3, fh, `fill="${accent}"`);
  for (let x = X0 - over * 0.3 + 10; x < split; x += 12) s += line(x, fTop, x, gTop, 'stroke="#00000026" stroke-width="2"');
  s += rect(split, fTop, X1 - split + over, fh, `fill="${wall}" stroke="#d4cfc4"`);
  s += windowPane(X0 + (split - X0) * 0.2, fTop + fh * 0.22, (split - X0) * 0.5, fh * 0.56, { mullions: 2 });
  s += windowPane(split + (X1 - split) * 0.1, fTop + fh * 0.18, (X1 - split) * 0.5, fh * 0.7, { mullions: 2 });
  // balcony glass rail on the cantilever
  s += rect(
    split + (X1 - split) * 0.65,
    fTop + fh * 0.55,
    (X1 - split) * 0.35 + over,
    fh * 0.45,
    'fill="#cfe3f2" opacity="0.55" stroke="#9aa8b4"',
  );
  // slabs as white bands and a roof pergola
  s += rect(X0 - over * 0.5, gTop - 8, X1 - X0 + over * 1.6, 12, 'fill="#fbfbf8" stroke="#cfcac0"');
  s += rect(X0 - over * 0.5, fTop - 12, X1 - X0 + over * 1.6, 14, 'fill="#fbfbf8" stroke="#cfcac0"');
  for (let x = split; x < X1; x += 22) s += rect(x, fTop - 40, 8, 28, `fill="${accent}"`);
  s += rect(split - 6, fTop - 46, X1 - split + 12, 8, `fill="${accent}"`);
  // compound wall with a gate, lawn strip, trees and a parked car
  const cw = ground - fh * 0.32;
  s += rect(0, cw, w, ground - cw, `fill="${wall}" stroke="#cfc9bd"`);
  s += rect(0, cw - 6, w, 8, 'fill="#d8d2c6"');
  const gx = X0 + (split - X0) * 0.45;
  const gw = (split - X0) * 0.9;
  s += rect(gx, cw - 10, gw, ground - cw + 10, 'fill="#2f3338"');
  for (let x = gx + 8; x < gx + gw; x += 12) s += rect(x, cw - 4, 4, ground - cw + 2, 'fill="#4b5057"');
  s += rect(gx - 16, cw - 24, 16, ground - cw + 24, 'fill="#d8d2c6"') + rect(gx + gw, cw - 24, 16, ground - cw + 24, 'fill="#d8d2c6"');
  for (let i = 0; i < 3; i++) s += tree(r.pick([w * r.float(0.02, 0.08), w * r.float(0.92, 0.98)]), ground, m * r.float(0.22, 0.3), r);
  s += street(w, h, ground);
  s += car(w * r.float(0.5, 0.65), ground + (h - ground) * 0.75, m * 0.17, r.pick(['#c0392b', '#dfe6ee', '#1f4e79', '#7f8c8d']));
  return s;
}

const SHOPS = [
  ['#c0392b', 'SUPER MART'],
  ['#1f6fb2', 'PHARMACY'],
  ['#2e8b57', 'FRESH CAFE'],
  ['#8e44ad', 'FASHION'],
  ['#d35400', 'ELECTRONICS'],
  ['#16a085', 'OPTICALS'],
  ['#2c3e50', 'BANK ATM'],
  ['#b7950b', 'JEWELLERS'],
];

/** A G+3 commercial complex: shops with signboards below, glazed offices above. */
export function commercialComplex(w, h, r, { name = 'BUSINESS HUB' } = {}) {
  const ground = h * 0.8;
  let s = sky(w, h, r, 'day', ground + 2);
  const X0 = w * 0.08;
  const X1 = w * 0.92;
  const fh = Math.min(h * 0.13, (X1 - X0) * 0.09);
  const floors = 4;
  const top = ground - floors * fh;
  const body = r.pick(['#e8e4dc', '#dfe3e8', '#ece6dc']);
  const fin = r.pick(['#5b6570', '#7a5230', '#394a5c']);
  s += rect(X0, top - fh * 0.5, X1 - X0, ground - top + fh * 0.5, `fill="${body}"`);
  // brand parapet with the complex name
  s += rect(X0 + (X1 - X0) * 0.3, top - fh * 1.1, (X1 - X0) * 0.4, fh * 0.75, `fill="${fin}"`);
  s += text(
    w / 2,
    top - fh * 0.58,
    name,
    `font-family="${FONT}" font-size="${fh * 0.38}" font-weight="bold" fill="#fff" text-anchor="middle" letter-spacing="3"`,
  );
  const gGlass = id('cg');
  s += `<defs>${linearGradient(gGlass, [
    [0, '#5f8fb8'],
    [0.5, '#9cc3e0'],
    [1, '#4d7aa3'],
  ])}</defs>`;
  // office floors: curtain wall bands with vertical fins
  for (let f = 1; f < floors; f++) {
    const y = ground - (f + 1) * fh;
    s += rect(X0 + 10, y + fh * 0.14, X1 - X0 - 20, fh * 0.72, `fill="url(#${gGlass})"`);
    for (let x = X0 + 10; x <= X1 - 10; x += (X1 - X0 - 20) / 14) s += rect(x - 3, y + fh * 0.1, 6, fh * 0.8, `fill="${fin}"`);
    s += rect(X0, y + fh * 0.86, X1 - X0, fh * 0.14, 'fill="#f7f5f0"');
  }
  // shop row
  const shops = r.int(5, 6);
  const sw = (X1 - X0) / shops;
  const picks = [...SHOPS].sort(() => r.next() - 0.5).slice(0, shops);
  picks.forEach(([color, label], i) => {
    const x = X0 + i * sw;
    s += rect(x + 4, ground - fh, sw - 8, fh * 0.28, `fill="${color}"`);
    s += text(
      x + sw / 2,
      ground - fh + fh * 0.19,
      label,
      `font-family="${FONT}" font-size="${Math.min(fh * 0.16, sw * 0.1)}" font-weight="bold" fill="#fff" text-anchor="middle"`,
    );
    s += rect(x + 8, ground - fh * 0.68, sw - 16, fh * 0.68, 'fill="#f5dfae"');
    for (let k = 0; k < 3; k++)
      s += rect(
        x + 14 + (k * (sw - 28)) / 3,
        ground - fh * 0.5,
        (sw - 40) / 3,
        fh * 0.5,
        `fill="${r.pick(['#c9a06a', '#8fb4d4', '#d98c6a', '#a3c48a'])}" opacity="0.7"`,
      );
    s += line(x + sw / 2, ground - fh * 0.68, x + sw / 2, ground, 'stroke="#6b5d49" stroke-width="2"');
  });
  s += rect(X0 - 10, ground - fh - 8, X1 - X0 + 20, 10, 'fill="#f7f5f0" stroke="#cfc9bd"');
  s += street(w, h, ground);
  for (let i = 0; i < 3; i++) s += tree(r.pick([w * 0.04, w * 0.96, w * r.float(0.2, 0.8)]), ground + h * 0.04, h * r.float(0.14, 0.2), r);
  for (let cx = r.float(0, w * 0.1); cx < w; cx += r.float(w * 0.22, w * 0.34))
    s += car(cx, ground + h * 0.15, h * 0.13, r.pick(['#c0392b', '#dfe6ee', '#2c3e50', '#7f8c8d', '#1f4e79']));
  return s;
}

/** One facade, worn (before) or renovated (after), filling x0..x1 above `ground`. */
function facade(x0, x1, ground, fh, floors, r, renovated) {
  const W = x1 - x0;
  const top = ground - floors * fh;
  let s = '';
  if (!renovated) {
    s += rect(x0, top, W, ground - top, 'fill="#b9b09c"');
    // damp streaks and patches of fallen plaster
    for (let i = 0; i < 26; i++)
      s += rect(x0 + r.float(0, W), top + r.float(0, ground - top - 40), r.float(3, 9), r.float(30, 120), 'fill="#6e6656" opacity="0.25"');
    for (let i = 0; i < 8; i++)
      s += `<ellipse cx="${x0 + r.float(20, W - 20)}" cy="${top + r.float(20, ground - top - 20)}" rx="${r.float(12, 30)}" ry="${r.float(8, 18)}" fill="#9c6b4f" opacity="0.5"/>`;
    s += rect(x0 - 6, top - 14, W + 12, 14, 'fill="#8f8672"');
  } else {
    s += rect(x0, top, W, ground - top, 'fill="#f3f1ec"');
    s += rect(x1 - W * 0.12, top, W * 0.12, ground - top, 'fill="#3d434b"');
    s += rect(x0 - 8, top - 18, W + 16, 18, 'fill="#2f343a"');
    s += rect(x0 - 8, top - 2, W + 16, 3, 'fill="#ffd27a"'); // LED cove
  }
  for (let f = 0; f < floors; f++) {
    const y = ground - (f + 1) * fh;
    s += rect(x0, y + fh - (renovated ? 6 : 8), W, renovated ? 6 : 8, `fill="${renovated ? '#d9d5cc' : '#9a917e'}"`);
    const bays = 3;
    for (let b = 0; b < bays; b++) {
      const bx = x0 + (W * (b + 0.18)) / bays;
      const bw = (W / bays) * 0.64;
      if (f === 0 && b === 1) {
        s += renovated
          ? rect(bx, y + fh * 0.12, bw, fh * 0.88, 'fill="#8a5a3c" stroke="#2f343a" stroke-width="4"')
          : rect(bx, y + fh * 0.2, bw, fh * 0.8, 'fill="#6f5a48" stroke="#4d4033" stroke-width="3"');
        continue;
      }
      if (renovated) {
        s += windowPane(bx - bw * 0.08, y + fh * 0.12, bw * 1.16, fh * 0.74, { frame: '#1f2328', mullions: 1 });
        for (let k = 0; k < 5; k++)
          s += rect(bx - bw * 0.08 + (k * bw * 1.16) / 5, y + fh * 0.04, 6, fh * 0.82, 'fill="#9b6a42" opacity="0.85"');
        s += rect(bx - bw * 0.1, y + fh * 0.84, bw * 1.2, 10, 'fill="#5d8a45"');
      } else {
        s += rect(bx, y + fh * 0.25, bw, fh * 0.5, 'fill="#55606b" stroke="#4d4033" stroke-width="3"');
        for (let k = 1; k < 6; k++)
          s += line(bx + (bw * k) / 6, y + fh * 0.25, bx + (bw * k) / 6, y + fh * 0.75, 'stroke="#3a3a3a" stroke-width="2"');
        s += rect(bx - 8, y + fh * 0.18, bw + 16, 8, 'fill="#8b7d66"');
        if (r.chance(0.5)) s += rect(bx + bw * 0.1, y + fh * 0.72, bw * 0.8, fh * 0.1, 'fill="#7a3e2a" opacity="0.7"'); // rusty AC box
      }
    }
  }
  if (!renovated) {
    // sagging wires across the front
    s += `<path d="M${x0},${top + fh * 0.6} Q${x0 + W / 2},${top + fh * 1.1} ${x1},${top + fh * 0.5}" fill="none" stroke="#222" stroke-width="2"/>`;
    s += `<path d="M${x0},${top + fh * 0.7} Q${x0 + W / 2},${top + fh * 1.3} ${x1},${top + fh * 0.65}" fill="none" stroke="#222" stroke-width="1.5"/>`;
  }
  return s;
}

/** Before/after of a building modernization: one facade, split down the middle by a slider handle. */
export function renovation(w, h, r) {
  const ground = h * 0.8;
  let s = sky(w, h, r, 'day', ground + 2);
  const floors = 3;
  const fh = (ground - h * 0.22) / floors;
  const x0 = w * 0.14;
  const x1 = w * 0.86;
  const left = id('cl');
  const right = id('cr');
  s += `<defs><clipPath id="${left}"><rect x="0" y="0" width="${w / 2}" height="${h}"/></clipPath><clipPath id="${right}"><rect x="${w / 2}" y="0" width="${w / 2}" height="${h}"/></clipPath></defs>`;
  s += `<g clip-path="url(#${left})">${rect(0, 0, w / 2, ground, 'fill="#c8c4b8" opacity="0.35"')}${facade(x0, x1, ground, fh, floors, r, false)}</g>`;
  s += `<g clip-path="url(#${right})">${facade(x0, x1, ground, fh, floors, r, true)}</g>`;
  s += rect(0, ground, w, h - ground, 'fill="#8d877c"') + rect(0, ground, w / 2, h - ground, 'fill="#7a746a"');
  s += rect(w / 2, ground, w / 2, 10, 'fill="#d6d1c6"');
  s += tree(w * 0.93, ground, h * 0.26, r) + tree(w * 0.06, ground, h * 0.2, r, { dark: true });
  // divider and handle
  s += rect(w / 2 - 3, 0, 6, h, 'fill="#ffffff"');
  s += circle(w / 2, h * 0.5, Math.min(w, h) * 0.045, 'fill="#ffffff" stroke="#0b1f3f" stroke-width="3"');
  const a = Math.min(w, h) * 0.018;
  s += poly(
    [
      [w / 2 - a * 0.4, h * 0.5 - a],
      [w / 2 - a * 1.6, h * 0.5],
      [w / 2 - a * 0.4, h * 0.5 + a],
    ],
    'fill="#0b1f3f"',
  );
  s += poly(
    [
      [w / 2 + a * 0.4, h * 0.5 - a],
      [w / 2 + a * 1.6, h * 0.5],
      [w / 2 + a * 0.4, h * 0.5 + a],
    ],
    'fill="#0b1f3f"',
  );
  const fs = Math.min(w, h) * 0.04;
  const tag = (x, label, bg) =>
    rect(x - fs * 2.6, h * 0.05, fs * 5.2, fs * 1.7, `rx="${fs * 0.85}" fill="${bg}"`) +
    text(
      x,
      h * 0.05 + fs * 1.18,
      label,
      `font-family="${FONT}" font-size="${fs}" font-weight="bold" fill="#fff" text-anchor="middle" letter-spacing="2"`,
    );
  s += tag(w * 0.25, 'BEFORE', '#5b5348') + tag(w * 0.75, 'AFTER', '#0b1f3f');
  return s;
}
