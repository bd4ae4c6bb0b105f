// Scenes of the firm at work: stamped drawing sets, a desk seen from above, a CAD screen, a class.
// Every scene is `(w, h, r, opts) => svg markup` drawn for a w x h canvas; drawings are nested in.
import { circle, line, linearGradient, nest, path, poly, rect, shadowFilter, text, FONT } from './lib.mjs';
import { elevationDrawing, floorPlan, layoutPlan, sectionDrawing } from './drawings.mjs';
import { isoBuilding } from './views.mjs';

let uid = 0;
const id = (p) => `w${p}${++uid}`;

/** Wooden table top filling the canvas, with grain. */
function woodTop(w, h, r, tone = '#7a4f2e') {
  const g = id('wood');
  let s = `<defs>${linearGradient(
    g,
    [
      [0, tone],
      [1, '#4e311c'],
    ],
    { x2: 1, y2: 1 },
  )}</defs>${rect(0, 0, w, h, `fill="url(#${g})"`)}`;
  for (let y = 0; y < h; y += r.float(10, 26)) {
    s += path(
      `M0,${y} C${w * 0.3},${y + r.float(-8, 8)} ${w * 0.6},${y + r.float(-8, 8)} ${w},${y + r.float(-6, 6)}`,
      `fill="none" stroke="#2b1a0e" stroke-opacity="${r.float(0.05, 0.16).toFixed(2)}" stroke-width="${r.float(1, 3).toFixed(1)}"`,
    );
  }
  return s;
}

/** A sheet of paper (rotated about its centre) holding a drawing. */
function sheet(x, y, w, h, angle, drawing, shadow) {
  return `<g transform="rotate(${angle} ${x + w / 2} ${y + h / 2})" filter="url(#${shadow})">${rect(x, y, w, h, 'fill="#fbfaf6"')}${drawing ? nest(x, y, w, h, w, h, drawing) : ''}</g>`;
}

/** Round rubber stamp, slightly rotated and faded like real ink. */
function stamp(cx, cy, R, lines, color, angle) {
  let s = `<g transform="rotate(${angle} ${cx} ${cy})" opacity="0.82" fill="none" stroke="${color}">`;
  s += circle(cx, cy, R, 'stroke-width="5"') + circle(cx, cy, R * 0.8, 'stroke-width="2"');
  s += rect(cx - R * 1.05, cy - R * 0.24, R * 2.1, R * 0.48, `fill="#fbfaf6" stroke-width="4"`);
  s += text(
    cx,
    cy + R * 0.12,
    lines[0],
    `font-family="${FONT}" font-size="${R * 0.32}" font-weight="bold" fill="${color}" stroke="none" text-anchor="middle" letter-spacing="2"`,
  );
  s += text(
    cx,
    cy - R * 0.4,
    lines[1],
    `font-family="${FONT}" font-size="${R * 0.11}" font-weight="bold" fill="${color}" stroke="none" text-anchor="middle"`,
  );
  s += text(
    cx,
    cy + R * 0.54,
    lines[2],
    `font-family="${FONT}" font-size="${R * 0.11}" font-weight="bold" fill="${color}" stroke="none" text-anchor="middle"`,
  );
  return `${s}</g>`;
}

function pen(x, y, len, angle, color = '#1d3b6e') {
  return `<g transform="rotate(${angle} ${x} ${y})">${rect(x, y - 7, len, 14, `rx="7" fill="${color}"`)}${rect(x + len * 0.72, y - 9, len * 0.05, 18, 'rx="2" fill="#d6b25e"')}${poly(
    [
      [x, y - 6],
      [x - 22, y],
      [x, y + 6],
    ],
    'fill="#c9c9c9"',
  )}${rect(x + len * 0.1, y - 10, len * 0.45, 4, 'rx="2" fill="#c9ccd2"')}</g>`;
}

/** Building permission: a stamped, signed drawing set on the desk with a pen. */
export function permissionSet(w, h, r) {
  const sh = id('sh');
  let s = `<defs>${shadowFilter(sh, 6, 10, 9, 0.45)}</defs>` + woodTop(w, h, r);
  const sw = w * 0.62;
  const shh = sw * 0.7;
  const x = (w - sw) / 2;
  const y = (h - shh) / 2;
  s += sheet(x + w * 0.05, y - h * 0.04, sw, shh, 5, elevationDrawing(sw, shh, r), sh);
  s += sheet(x - w * 0.05, y + h * 0.02, sw, shh, -6, sectionDrawing(sw, shh, r), sh);
  s += sheet(x, y, sw, shh, -1.5, floorPlan(sw, shh, r, { title: 'SUBMISSION DRAWING', rooms: 3 }), sh);
  const R = Math.min(w, h) * 0.11;
  s += stamp(x + sw * 0.26, y + shh * 0.74, R, ['APPROVED', 'BUILDING PERMISSION', `NO. BP/${r.int(1100, 4800)}/24`], '#1f3fae', -14);
  s += stamp(x + sw * 0.62, y + shh * 0.22, R * 0.7, ['PASSED', 'SCRUTINY', 'ENGINEER'], '#b0282e', 10);
  // signature over the stamp
  s += path(
    `M${x + sw * 0.36},${y + shh * 0.86} c20,-30 30,10 48,-16 s18,24 40,-6 s10,18 34,2 s20,-14 42,-4`,
    'fill="none" stroke="#10225a" stroke-width="3" stroke-linecap="round"',
  );
  s += pen(x + sw * 0.88, y + shh * 0.95, w * 0.22, -28);
  // paper clip on the set
  s += path(
    `M${x + sw * 0.06},${y - 14} v70 a10,10 0 0 0 20,0 v-60 a6,6 0 0 0 -12,0 v50`,
    'fill="none" stroke="#9aa3ad" stroke-width="4" stroke-linecap="round"',
  );
  return s;
}

/** Engineers' desk from above: blueprint, second sheet, helmet, scale, laptop, coffee, pencil. */
export function deskFlatLay(w, h, r) {
  const sh = id('sh');
  let s = `<defs>${shadowFilter(sh, 5, 9, 9, 0.45)}</defs>` + woodTop(w, h, r, '#8a5a34');
  // the blueprint roll spread across the middle
  const bw = w * 0.58;
  const bh = bw * 0.68;
  s += `<g transform="rotate(-4 ${w * 0.42} ${h * 0.5})" filter="url(#${sh})">${nest(w * 0.13, h * 0.5 - bh / 2, bw, bh, bw, bh, floorPlan(bw, bh, r, { blueprint: true, rooms: 4 }))}</g>`;
  s += sheet(w * 0.58, h * 0.05, w * 0.36, w * 0.26, 7, elevationDrawing(w * 0.36, w * 0.26, r, { colored: true }), sh);
  // triangular scale ruler across the blueprint
  s += `<g transform="rotate(18 ${w * 0.4} ${h * 0.8})" filter="url(#${sh})">`;
  s +=
    rect(w * 0.2, h * 0.78, w * 0.42, h * 0.045, 'fill="#eef0f2" stroke="#9aa3ad"') +
    rect(w * 0.2, h * 0.78 + h * 0.03, w * 0.42, h * 0.015, 'fill="#c7ccd2"');
  for (let i = 0; i <= 80; i++)
    s += line(
      w * 0.2 + (i * w * 0.42) / 80,
      h * 0.78,
      w * 0.2 + (i * w * 0.42) / 80,
      h * 0.78 + (i % 10 ? h * 0.008 : h * 0.016),
      'stroke="#2b2f36" stroke-width="1"',
    );
  s += `</g>`;
  // hard hat seen from the top
  const hx = w * 0.84;
  const hy = h * 0.72;
  const hr = Math.min(w, h) * 0.13;
  s += `<g filter="url(#${sh})"><ellipse cx="${hx}" cy="${hy + hr * 0.12}" rx="${hr * 1.18}" ry="${hr * 1.05}" fill="#e1a200"/><ellipse cx="${hx}" cy="${hy}" rx="${hr * 0.9}" ry="${hr * 0.86}" fill="#f7b900"/>`;
  for (const d of [-0.45, 0.45]) s += `<ellipse cx="${hx + d * hr}" cy="${hy}" rx="${hr * 0.08}" ry="${hr * 0.74}" fill="#e9aa00"/>`;
  s += `<ellipse cx="${hx}" cy="${hy}" rx="${hr * 0.16}" ry="${hr * 0.84}" fill="#ffd34d"/><ellipse cx="${hx - hr * 0.3}" cy="${hy - hr * 0.3}" rx="${hr * 0.2}" ry="${hr * 0.12}" fill="#fff" opacity="0.35"/></g>`;
  // laptop, open flat, bottom left
  const lw = w * 0.3;
  const lx = -w * 0.04;
  const ly = h * 0.06;
  s += `<g transform="rotate(-12 ${lx + lw / 2} ${ly + lw * 0.6})" filter="url(#${sh})">`;
  s += rect(lx, ly, lw, lw * 0.62, 'rx="10" fill="#2a2e35"') + rect(lx + 12, ly + 12, lw - 24, lw * 0.62 - 24, 'fill="#0f2f57"');
  s += nest(lx + 12, ly + 12, lw - 24, lw * 0.62 - 24, 600, 400, isoBuilding(600, 400, r));
  s += rect(lx, ly + lw * 0.62, lw, lw * 0.62, 'rx="10" fill="#b9bec6"');
  for (let row = 0; row < 4; row++)
    for (let k = 0; k < 12; k++)
      s += rect(lx + lw * 0.07 + k * lw * 0.072, ly + lw * 0.66 + row * lw * 0.05, lw * 0.06, lw * 0.04, 'rx="2" fill="#3a3f47"');
  s += rect(lx + lw * 0.33, ly + lw * 0.9, lw * 0.34, lw * 0.22, 'rx="6" fill="#a7adb6"');
  s += `</g>`;
  // coffee cup and a pencil
  const cx = w * 0.1;
  const cy = h * 0.86;
  const cr = Math.min(w, h) * 0.06;
  s += `<g filter="url(#${sh})">${circle(cx, cy, cr * 1.45, 'fill="#f3f1ec"')}${circle(cx, cy, cr, 'fill="#fafafa"')}${circle(cx, cy, cr * 0.8, 'fill="#5a3620"')}${rect(cx + cr * 0.95, cy - cr * 0.18, cr * 0.5, cr * 0.36, 'rx="6" fill="#fafafa"')}</g>`;
  s += `<g transform="rotate(-35 ${w * 0.6} ${h * 0.55})">${rect(w * 0.6, h * 0.55, w * 0.16, 10, 'fill="#f2c230"')}${poly(
    [
      [w * 0.6, h * 0.55],
      [w * 0.6 - 20, h * 0.55 + 5],
      [w * 0.6, h * 0.55 + 10],
    ],
    'fill="#e8c9a0"',
  )}${rect(w * 0.76, h * 0.55, 12, 10, 'fill="#e58a9a"')}</g>`;
  return s;
}

/** A CAD workstation: monitor with a drawing open and panels, laptop beside it, on an office desk. */
export function screenScene(w, h, r, { show = 'plan' } = {}) {
  const sh = id('sh');
  const wallG = id('wall');
  let s = `<defs>${shadowFilter(sh, 0, 14, 16, 0.4)}${linearGradient(wallG, [
    [0, '#dfe5ea'],
    [1, '#c3ccd4'],
  ])}</defs>`;
  const deskY = h * 0.74;
  s += rect(0, 0, w, deskY, `fill="url(#${wallG})"`);
  // window light on the wall and a shelf of binders
  s += poly(
    [
      [w * 0.7, 0],
      [w, 0],
      [w, deskY * 0.8],
      [w * 0.86, deskY * 0.8],
    ],
    'fill="#ffffff" opacity="0.35"',
  );
  for (let i = 0; i < 7; i++)
    s += rect(
      w * 0.05 + i * w * 0.025,
      h * 0.08,
      w * 0.021,
      h * 0.14,
      `fill="${r.pick(['#1f4e79', '#c0392b', '#2e8b57', '#d4a017', '#5b6570'])}"`,
    );
  s += rect(w * 0.03, h * 0.22, w * 0.22, 8, 'fill="#7a5a3a"');
  s += rect(0, deskY, w, h - deskY, 'fill="#8a6244"') + rect(0, deskY, w, 10, 'fill="#a57a56"');
  // monitor
  const mw = w * 0.58;
  const mh = mw * 0.58;
  const mx = w * 0.28;
  const my = deskY - mh - h * 0.1;
  s += rect(mx + mw / 2 - 14, my + mh, 28, h * 0.1, 'fill="#2f3339"') + rect(mx + mw / 2 - 90, deskY - 6, 180, 14, 'rx="6" fill="#2f3339"');
  s += `<g filter="url(#${sh})">${rect(mx, my, mw, mh, 'rx="10" fill="#1b1e23"')}</g>`;
  const sx = mx + 12;
  const sy = my + 12;
  const sw = mw - 24;
  const sH = mh - 24;
  s += rect(sx, sy, sw, sH, 'fill="#252a31"');
  // CAD chrome: menu, ribbon, tool column, layers panel, command line
  s += rect(sx, sy, sw, sH * 0.05, 'fill="#3a4049"');
  for (let i = 0; i < 7; i++) s += rect(sx + 10 + i * sw * 0.06, sy + sH * 0.015, sw * 0.04, sH * 0.02, 'fill="#8a94a3"');
  s += rect(sx, sy + sH * 0.05, sw, sH * 0.09, 'fill="#2f353d"');
  for (let i = 0; i < 16; i++)
    s += rect(
      sx + 10 + i * sw * 0.045,
      sy + sH * 0.065,
      sw * 0.032,
      sH * 0.06,
      `rx="3" fill="${r.pick(['#4a88c7', '#6fae5b', '#d9a441', '#a4adb9', '#c7604a'])}" opacity="0.8"`,
    );
  const ax = sx + sw * 0.04;
  const aw = sw * 0.74;
  const ay = sy + sH * 0.16;
  const ah = sH * 0.74;
  s += rect(sx, ay, sw * 0.035, ah, 'fill="#2f353d"');
  for (let i = 0; i < 10; i++) s += rect(sx + sw * 0.008, ay + 8 + i * ah * 0.085, sw * 0.02, sw * 0.02, 'rx="2" fill="#8a94a3"');
  const drawing = show === 'plan' ? floorPlan(aw, ah, r, { blueprint: true, rooms: 4, titleBlockOn: false }) : isoBuilding(aw, ah, r);
  s += nest(ax, ay, aw, ah, aw, ah, drawing);
  const px = ax + aw + 4;
  s += rect(px, ay, sx + sw - px, ah, 'fill="#2f353d"');
  const layers = ['#ffffff', '#e74c3c', '#f1c40f', '#2ecc71', '#3498db', '#9b59b6', '#e67e22', '#1abc9c'];
  layers.forEach((c, i) => {
    s +=
      rect(px + 8, ay + 12 + i * ah * 0.07, 12, 12, `fill="${c}"`) +
      rect(px + 28, ay + 15 + i * ah * 0.07, (sx + sw - px) * r.float(0.35, 0.65), 6, 'fill="#8a94a3"');
  });
  s += rect(sx, ay + ah, sw, sy + sH - ay - ah, 'fill="#1b1f25"');
  s += text(
    sx + 10,
    sy + sH - sH * 0.03,
    'Command: DIMLINEAR  Specify first extension line origin:',
    `font-family="${FONT}" font-size="${sH * 0.028}" fill="#9fd4a0"`,
  );
  // laptop on the left showing the 3D view, keyboard and mouse, mug
  const lw = w * 0.24;
  const lh = lw * 0.62;
  const lx = w * 0.02;
  const ly = deskY - lh - lh * 0.08;
  s += `<g filter="url(#${sh})">${rect(lx, ly, lw, lh, 'rx="8" fill="#2a2e35"')}</g>`;
  s += nest(lx + 8, ly + 8, lw - 16, lh - 16, 600, 380, isoBuilding(600, 380, r, { day: show !== 'plan' }));
  s += poly(
    [
      [lx - lw * 0.06, deskY + h * 0.04],
      [lx + lw * 1.06, deskY + h * 0.04],
      [lx + lw, ly + lh],
      [lx, ly + lh],
    ],
    'fill="#b9bec6"',
  );
  s += rect(mx + mw * 0.15, deskY + h * 0.06, mw * 0.55, h * 0.06, 'rx="8" fill="#e8eaee" stroke="#b8bec6"');
  for (let k = 0; k < 18; k++) s += rect(mx + mw * 0.17 + k * mw * 0.029, deskY + h * 0.07, mw * 0.022, h * 0.016, 'rx="2" fill="#c9ced5"');
  s += `<ellipse cx="${mx + mw * 0.82}" cy="${deskY + h * 0.09}" rx="${w * 0.022}" ry="${h * 0.032}" fill="#e8eaee" stroke="#b8bec6"/>`;
  const cx = w * 0.92;
  s +=
    rect(cx - w * 0.03, deskY - h * 0.02, w * 0.06, h * 0.1, 'rx="6" fill="#c0392b"') +
    rect(cx + w * 0.028, deskY + h * 0.005, w * 0.018, h * 0.045, 'rx="8" fill="none" stroke="#c0392b" stroke-width="8"');
  return s;
}

/** Person seen from behind, sitting: head and shoulders. */
function seated(x, y, k, shirt, hair) {
  return (
    path(`M${x - 34 * k},${y} q0,${-46 * k} ${34 * k},${-50 * k} q${34 * k},${4 * k} ${34 * k},${50 * k} z`, `fill="${shirt}"`) +
    circle(x, y - 62 * k, 18 * k, `fill="${hair}"`)
  );
}

/** Training class: lesson slide on a screen, the trainer beside it, trainees at desks with laptops. */
export function classroom(w, h, r, { lesson = 'BUILDING PERMISSION' } = {}) {
  const wallG = id('cw');
  let s = `<defs>${linearGradient(wallG, [
    [0, '#e9e4da'],
    [1, '#d6cfc2'],
  ])}</defs>`;
  const floorY = h * 0.62;
  s += rect(0, 0, w, floorY, `fill="url(#${wallG})"`) + rect(0, floorY, w, h - floorY, 'fill="#b48a62"');
  for (let y = floorY; y < h; y += (h - floorY) / 8) s += line(0, y, w, y, 'stroke="#00000018"');
  // projection screen with the lesson slide
  const sw = w * 0.5;
  const shh = sw * 0.56;
  const sx = w * 0.3;
  const sy = h * 0.06;
  s += rect(sx - 10, sy - 10, sw + 20, shh + 20, 'fill="#3a3f47"') + rect(sx, sy, sw, shh, 'fill="#ffffff"');
  s += rect(sx, sy, sw, shh * 0.16, 'fill="#0b1f3f"');
  const fs = shh * 0.07;
  s += text(
    sx + sw * 0.04,
    sy + shh * 0.105,
    `LESSON ${r.int(2, 9)}: ${lesson}`,
    `font-family="${FONT}" font-size="${fs}" font-weight="bold" fill="#ffffff"`,
  );
  const bullets = ['Plot area and FSI', 'Margins (setbacks)', 'Parking and ramps', 'Drawing checklist'];
  bullets.forEach((b, i) => {
    s += circle(sx + sw * 0.06, sy + shh * (0.3 + i * 0.15) - fs * 0.3, fs * 0.2, 'fill="#f59e0b"');
    s += text(sx + sw * 0.09, sy + shh * (0.3 + i * 0.15), b, `font-family="${FONT}" font-size="${fs * 0.85}" fill="#1e293b"`);
  });
  // small site plan on the slide: plot, building and margins
  const px = sx + sw * 0.6;
  const py = sy + shh * 0.24;
  const pw = sw * 0.34;
  const ph = shh * 0.66;
  s += rect(px, py, pw, ph, 'fill="#fdf3d7" stroke="#c0392b" stroke-width="2" stroke-dasharray="8 4"');
  s += rect(px + pw * 0.2, py + ph * 0.25, pw * 0.6, ph * 0.55, 'fill="#aec4e8" stroke="#1e293b" stroke-width="2"');
  s +=
    line(px + pw * 0.5, py, px + pw * 0.5, py + ph * 0.25, 'stroke="#c0392b" stroke-width="1.5"') +
    text(px + pw * 0.54, py + ph * 0.16, '3.0 M', `font-family="${FONT}" font-size="${fs * 0.55}" fill="#c0392b"`);
  s += text(
    px + pw * 0.5,
    py + ph * 0.56,
    'G+2',
    `font-family="${FONT}" font-size="${fs * 0.7}" font-weight="bold" fill="#1e293b" text-anchor="middle"`,
  );
  // trainer with a pointer
  const tx = sx - w * 0.08;
  const ty = floorY + h * 0.08;
  const k = h / 600;
  s += rect(tx - 14 * k, ty - 90 * k, 12 * k, 90 * k, 'fill="#2d3440"') + rect(tx + 2 * k, ty - 90 * k, 12 * k, 90 * k, 'fill="#2d3440"');
  s += rect(tx - 22 * k, ty - 170 * k, 44 * k, 84 * k, `rx="${10 * k}" fill="#1f4e79"`);
  s +=
    circle(tx, ty - 188 * k, 17 * k, 'fill="#9c6b4a"') +
    path(`M${tx - 17 * k},${ty - 192 * k} a${17 * k},${15 * k} 0 0 1 ${34 * k},0 z`, 'fill="#222"');
  s += line(tx + 18 * k, ty - 150 * k, sx + sw * 0.08, sy + shh * 0.45, `stroke="#333" stroke-width="${2.5 * k}"`);
  // rows of trainees seen from behind, laptops glowing
  const shirts = ['#2e86de', '#c0392b', '#27ae60', '#8e44ad', '#f39c12', '#34495e', '#e67e22', '#16a085'];
  const rows = 3;
  for (let row = 0; row < rows; row++) {
    const t = row / (rows - 1);
    const kk = (0.7 + t * 0.6) * k;
    const y = floorY + (h - floorY) * (0.12 + t * 0.62);
    const seats = 5 - row;
    // desk row
    s +=
      rect(w * 0.02, y - 56 * kk, w * 0.96, 14 * kk, 'fill="#6b4f36"') + rect(w * 0.03, y - 42 * kk, w * 0.94, 30 * kk, 'fill="#54402c"');
    for (let i = 0; i < seats; i++) {
      const x = w * (0.12 + (0.76 * (i + 0.5)) / seats) + r.float(-10, 10);
      s += poly(
        [
          [x - 30 * kk, y - 56 * kk],
          [x + 30 * kk, y - 56 * kk],
          [x + 26 * kk, y - 96 * kk],
          [x - 26 * kk, y - 96 * kk],
        ],
        'fill="#c9ced5"',
      );
      // chair back first: it shows below the front row, the next desk hides it elsewhere
      s += rect(x - 36 * kk, y + 10 * kk, 72 * kk, 80 * kk, `rx="${8 * kk}" fill="#3b3f46"`);
      s += seated(x + r.float(-8, 8), y + 16 * kk, kk * 1.4, r.pick(shirts), r.pick(['#1b1b1b', '#3b2a1f', '#2a2a2a']));
    }
  }
  return s;
}

/** A drawing sheet holding several drawings in framed panels, with a title block strip. */
export function drawingSheet(w, h, r, { panels = ['plan', 'elevation'], title = 'DRAWING SET', sub = '' } = {}) {
  const INK = '#1d2a3a';
  let s = rect(0, 0, w, h, 'fill="#fbfaf6"') + rect(14, 14, w - 28, h - 28, `fill="none" stroke="${INK}" stroke-width="3"`);
  const tbH = Math.max(70, h * 0.12);
  const n = panels.length;
  const cols = n > 2 ? 2 : n;
  const rows = Math.ceil(n / cols);
  const gw = (w - 28 - 12 * (cols + 1)) / cols;
  const gh = (h - 28 - tbH - 12 * (rows + 1)) / rows;
  const draw = { plan: floorPlan, elevation: elevationDrawing, section: sectionDrawing, iso: isoBuilding, layout: layoutPlan };
  panels.forEach((p, i) => {
    const x = 26 + (i % cols) * (gw + 12);
    const y = 26 + Math.floor(i / cols) * (gh + 12);
    const opts =
      p === 'plan' ? { titleBlockOn: false, rooms: 3 } : p === 'elevation' ? { colored: true } : p === 'layout' ? { scale: 0.6 } : {};
    s += nest(x, y, gw, gh, gw, gh, draw[p](gw, gh, r, opts)) + rect(x, y, gw, gh, `fill="none" stroke="${INK}" stroke-width="1.5"`);
  });
  return s + titleStrip(14, h - 14 - tbH, w - 28, tbH, title, sub);
}

/** Navy title strip of a drawing: title and subtitle on the left, the firm on the right. */
export function titleStrip(x, y, w, h, title, sub = '') {
  let s = rect(x, y, w, h, 'fill="#0b1f3f"');
  s += text(
    x + 20,
    y + h * 0.48,
    title,
    `font-family="${FONT}" font-size="${h * 0.36}" font-weight="bold" fill="#ffffff" letter-spacing="2"`,
  );
  if (sub) s += text(x + 20, y + h * 0.8, sub, `font-family="${FONT}" font-size="${h * 0.18}" fill="#f7b23b"`);
  s += text(
    x + w - 20,
    y + h * 0.48,
    'SHREE CIVIL ENGINEERING',
    `font-family="${FONT}" font-size="${h * 0.2}" font-weight="bold" fill="#ffffff" text-anchor="end"`,
  );
  s += text(
    x + w - 20,
    y + h * 0.8,
    '& CONSULTANCY, SURAT',
    `font-family="${FONT}" font-size="${h * 0.16}" fill="#aec4e8" text-anchor="end"`,
  );
  return s;
}
