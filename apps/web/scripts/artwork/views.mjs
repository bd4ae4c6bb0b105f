// Rendered views: buildings at dusk or by day, construction sites, isometric blocks, interiors.
// Every scene is `(w, h, r, opts) => svg markup` drawn for a w x h canvas.
import { circle, line, linearGradient, path, poly, radialGradient, rect, text, FONT } from './lib.mjs';

let uid = 0;
const id = (p) => `${p}${++uid}`;

const SKIES = {
  dusk: [
    [0, '#0b1a36'],
    [0.45, '#2c3f73'],
    [0.75, '#9b5b7e'],
    [1, '#f3a35f'],
  ],
  day: [
    [0, '#4f8fd6'],
    [0.6, '#9cc7ef'],
    [1, '#e7f2fb'],
  ],
  evening: [
    [0, '#27427a'],
    [0.55, '#7d8fbf'],
    [0.85, '#e7b48a'],
    [1, '#f6d3a4'],
  ],
};

export function sky(w, h, r, kind, horizon) {
  const g = id('sky');
  let s = `<defs>${linearGradient(g, SKIES[kind])}</defs>${rect(0, 0, w, horizon, `fill="url(#${g})"`)}`;
  if (kind === 'dusk') {
    for (let i = 0; i < 60; i++) {
      s += circle(r.float(0, w), r.float(0, horizon * 0.45), r.float(0.4, 1.2), `fill="#fff" opacity="${r.float(0.3, 0.9).toFixed(2)}"`);
    }
  } else {
    for (let i = 0; i < Math.round(w / 300); i++)
      s += cloud(r.float(0, w), r.float(horizon * 0.08, horizon * 0.45), r.float(0.6, 1.4) * (w / 1600), r);
  }
  return s;
}

function cloud(x, y, k, r) {
  let s = `<g opacity="${r.float(0.55, 0.85).toFixed(2)}" fill="#fff">`;
  for (let i = 0; i < 6; i++)
    s += `<ellipse cx="${x + r.float(-90, 90) * k}" cy="${y + r.float(-14, 10) * k}" rx="${r.float(40, 80) * k}" ry="${r.float(16, 30) * k}"/>`;
  return `${s}</g>`;
}

export function tree(x, y, size, r, { dark = false } = {}) {
  const greens = dark ? ['#11251d', '#163024', '#0e1f18'] : ['#3f7d3a', '#4d8f43', '#356b31', '#5a9a4a'];
  let s = rect(x - size * 0.05, y - size * 0.6, size * 0.1, size * 0.6, `fill="${dark ? '#0c1612' : '#6b4a2f'}"`);
  for (let i = 0; i < 5; i++) {
    s += circle(x + r.float(-0.35, 0.35) * size, y - size * r.float(0.75, 1.15), size * r.float(0.28, 0.42), `fill="${r.pick(greens)}"`);
  }
  return s;
}

export function car(x, y, len, color, { night = false, facing = 1 } = {}) {
  const h = len * 0.28;
  let s = `<g>`;
  s += path(
    `M${x},${y - h * 0.25} L${x},${y - h * 0.6} Q${x + len * 0.05},${y - h * 0.7} ${x + len * 0.22},${y - h * 0.7} L${x + len * 0.32},${y - h} L${x + len * 0.7},${y - h} L${x + len * 0.84},${y - h * 0.68} Q${x + len},${y - h * 0.62} ${x + len},${y - h * 0.35} L${x + len},${y - h * 0.25} Z`,
    `fill="${color}"`,
  );
  s += poly(
    [
      [x + len * 0.35, y - h * 0.93],
      [x + len * 0.5, y - h * 0.93],
      [x + len * 0.5, y - h * 0.7],
      [x + len * 0.27, y - h * 0.7],
    ],
    `fill="${night ? '#1b2333' : '#9fb6cc'}"`,
  );
  s += poly(
    [
      [x + len * 0.53, y - h * 0.93],
      [x + len * 0.68, y - h * 0.93],
      [x + len * 0.79, y - h * 0.7],
      [x + len * 0.53, y - h * 0.7],
    ],
    `fill="${night ? '#1b2333' : '#9fb6cc'}"`,
  );
  s += circle(x + len * 0.2, y - h * 0.22, h * 0.22, 'fill="#1a1a1a"') + circle(x + len * 0.8, y - h * 0.22, h * 0.22, 'fill="#1a1a1a"');
  s += circle(x + len * 0.2, y - h * 0.22, h * 0.1, 'fill="#8a8f96"') + circle(x + len * 0.8, y - h * 0.22, h * 0.1, 'fill="#8a8f96"');
  if (night) {
    const fx = facing > 0 ? x + len : x;
    const bx = facing > 0 ? x : x + len;
    s += circle(fx, y - h * 0.45, h * 0.12, 'fill="#fff6d0"') + circle(bx, y - h * 0.45, h * 0.1, 'fill="#ff3b30"');
  }
  return `${s}</g>`;
}

function person(x, y, hgt, helmet, shirt) {
  return (
    rect(x - hgt * 0.09, y - hgt * 0.45, hgt * 0.08, hgt * 0.45, 'fill="#2d3440"') +
    rect(x + hgt * 0.01, y - hgt * 0.45, hgt * 0.08, hgt * 0.45, 'fill="#2d3440"') +
    rect(x - hgt * 0.13, y - hgt * 0.82, hgt * 0.26, hgt * 0.4, `rx="${hgt * 0.05}" fill="${shirt}"`) +
    circle(x, y - hgt * 0.9, hgt * 0.09, 'fill="#9c6b4a"') +
    path(`M${x - hgt * 0.11},${y - hgt * 0.91} a${hgt * 0.11},${hgt * 0.1} 0 0 1 ${hgt * 0.22},0 z`, `fill="${helmet}"`)
  );
}

/** A modern mixed-use block seen from the street at dusk, lights on. */
export function duskElevation(w, h, r, { from = 0.42, to = 0.97 } = {}) {
  const horizon = h * 0.8;
  let s = sky(w, h, r, 'dusk', horizon + 2);
  // distant skyline
  let x = -20;
  while (x < w) {
    const bw = r.float(40, 110) * (w / 1600);
    const bh = r.float(0.12, 0.32) * h;
    s += rect(x, horizon - bh, bw, bh, 'fill="#1c2a4d"');
    for (let i = 0; i < bh / 14; i++) {
      if (r.chance(0.25)) s += rect(x + r.float(4, bw - 8), horizon - bh + 6 + i * 14, 3, 5, 'fill="#f7c56b" opacity="0.6"');
    }
    x += bw + r.float(0, 20);
  }
  s += rect(0, horizon, w, h - horizon, 'fill="#151b28"');

  const gGlass = id('g');
  const gLit = id('l');
  const gFacade = id('f');
  s += `<defs>${linearGradient(gGlass, [
    [0, '#3b4f7d'],
    [1, '#1a2540'],
  ])}${linearGradient(gLit, [
    [0, '#ffe2a3'],
    [1, '#f5a84a'],
  ])}${linearGradient(
    gFacade,
    [
      [0, '#6d7386'],
      [1, '#4a5062'],
    ],
    { x2: 1, y2: 0 },
  )}</defs>`;

  const X0 = w * from;
  const X1 = w * to;
  const fh = h * 0.066;
  const floors = Math.floor((horizon - h * 0.14) / fh);
  // main tower (left part) and a lower wing with fins (right part)
  const split = X0 + (X1 - X0) * r.float(0.52, 0.6);
  const wingFloors = floors - r.int(3, 5);
  const volumes = [
    { x0: X0, x1: split, n: floors, kind: 'glass' },
    { x0: split, x1: X1, n: wingFloors, kind: 'balcony' },
  ];
  for (const v of volumes) {
    const top = horizon - v.n * fh - fh * 0.4;
    s += rect(v.x0, top, v.x1 - v.x0, horizon - top, `fill="url(#${gFacade})"`);
    // parapet and roof plant
    s += rect(v.x0 - 4, top - 6, v.x1 - v.x0 + 8, 8, 'fill="#8d93a5"');
    for (let f = 1; f < v.n; f++) {
      const y = horizon - (f + 1) * fh;
      s += rect(v.x0, y + fh - 5, v.x1 - v.x0, 5, 'fill="#9aa0b2"');
      const bays = Math.max(3, Math.round((v.x1 - v.x0) / (fh * 1.3)));
      const bw = (v.x1 - v.x0 - 16) / bays;
      for (let b = 0; b < bays; b++) {
        const wx = v.x0 + 8 + b * bw + 3;
        const lit = r.chance(0.55);
        s += rect(wx, y + 6, bw - 6, fh - 14, `fill="url(#${lit ? gLit : gGlass})"`);
        if (lit && r.chance(0.35))
          s += rect(wx + r.float(0, bw * 0.5), y + fh * 0.35, bw * 0.3, fh - 14 - fh * 0.27, 'fill="#6b4a33" opacity="0.5"');
        s += line(wx + (bw - 6) / 2, y + 6, wx + (bw - 6) / 2, y + fh - 8, 'stroke="#2b3142" stroke-width="2"');
      }
      if (v.kind === 'balcony') {
        s += rect(v.x0 - 6, y + fh - 8, v.x1 - v.x0 + 12, 6, 'fill="#b7bcc8"');
        s += rect(v.x0 - 6, y + fh - 26, v.x1 - v.x0 + 12, 18, 'fill="#cfe3ff" opacity="0.18" stroke="#d7dbe6" stroke-width="1.5"');
      }
    }
    if (v.kind === 'glass') {
      for (let k = 1; k < 4; k++) {
        const fx = v.x0 + ((v.x1 - v.x0) * k) / 4;
        s += rect(fx - 3, top, 6, horizon - top - fh, 'fill="#c9ccd6"');
      }
    }
  }
  // ground floor lobby
  s += rect(X0, horizon - fh * 1.25, X1 - X0, fh * 1.25, `fill="url(#${gLit})" opacity="0.92"`);
  for (let fx = X0; fx < X1; fx += fh * 0.9) s += line(fx, horizon - fh * 1.25, fx, horizon, 'stroke="#3d3326" stroke-width="2"');
  s += rect(X0 - 20, horizon - fh * 1.3, (X1 - X0) * 0.45, 8, 'fill="#e9e9ee"');
  // street: pavement, road, lamps, trees, cars
  s += rect(0, horizon, w, h * 0.035, 'fill="#3a3f4c"');
  const road = horizon + h * 0.035;
  s += rect(0, road, w, h - road, 'fill="#1d2230"');
  for (let lx = 0; lx < w; lx += 120) s += rect(lx, road + (h - road) * 0.55, 60, 4, 'fill="#e8e3c9" opacity="0.7"');
  const glow = id('gl');
  s += `<defs>${radialGradient(glow, [
    [0, '#ffd27a', 0.55],
    [1, '#ffd27a', 0],
  ])}</defs>`;
  for (let lx = w * 0.05; lx < w; lx += w * 0.16) {
    s += rect(lx, horizon - h * 0.16, 4, h * 0.16 + h * 0.035, 'fill="#2a2e36"');
    s += rect(lx, horizon - h * 0.16, 26, 4, 'fill="#2a2e36"');
    s += circle(lx + 24, horizon - h * 0.155, h * 0.08, `fill="url(#${glow})"`);
    s += circle(lx + 24, horizon - h * 0.155, 4, 'fill="#fff3cf"');
  }
  for (let tx = w * 0.1 + r.float(0, 60); tx < w; tx += r.float(w * 0.1, w * 0.2)) {
    s += tree(tx, horizon + h * 0.03, h * r.float(0.13, 0.18), r, { dark: true });
  }
  const cars = ['#c0392b', '#dfe6ee', '#2c3e50', '#7f8c8d', '#1f4e79'];
  for (let cx = r.float(0, 120); cx < w; cx += r.float(w * 0.18, w * 0.3)) {
    s += car(cx, h - (h - road) * 0.18, h * 0.13, r.pick(cars), { night: true });
  }
  return s;
}

/** Tower crane drawn as a lattice; (x, base) is the foot of the mast. */
function crane(x, base, top, jibLeft, jibRight, r) {
  const Y = '#f2b705';
  const D = '#b98a00';
  const mw = 22;
  let s = '';
  // mast
  s += line(x, base, x, top, `stroke="${Y}" stroke-width="4"`) + line(x + mw, base, x + mw, top, `stroke="${Y}" stroke-width="4"`);
  for (let y = base; y > top; y -= mw) {
    s += line(x, y, x + mw, y - mw, `stroke="${D}" stroke-width="2"`) + line(x, y, x + mw, y, `stroke="${D}" stroke-width="1.5"`);
  }
  // slewing unit, cab
  s += rect(x - 6, top - 10, mw + 12, 12, 'fill="#404854"');
  s += rect(x + mw + 2, top - 4, 22, 20, 'fill="#e8e8e8" stroke="#555" stroke-width="1"');
  s += rect(x + mw + 6, top, 14, 9, 'fill="#7fa6c9"');
  // jib and counter-jib
  const jy = top - 10;
  const jh = 16;
  s += line(x - jibLeft, jy, x + mw + jibRight, jy, `stroke="${Y}" stroke-width="3.5"`);
  s += line(x - jibLeft, jy - jh, x + mw + jibRight * 0.25, jy - jh, `stroke="${Y}" stroke-width="3"`);
  for (let k = x - jibLeft; k < x + mw + jibRight * 0.25; k += jh) {
    s += line(k, jy, k + jh, jy - jh, `stroke="${D}" stroke-width="1.5"`);
  }
  s += line(x + mw + jibRight * 0.25, jy - jh, x + mw + jibRight, jy, `stroke="${Y}" stroke-width="3"`);
  // apex and pendant ties
  const apex = jy - 80;
  s += poly(
    [
      [x, jy - jh],
      [x + mw / 2, apex],
      [x + mw, jy - jh],
    ],
    `fill="none" stroke="${Y}" stroke-width="3"`,
  );
  s += line(x + mw / 2, apex, x - jibLeft * 0.7, jy - jh, 'stroke="#444" stroke-width="1.5"');
  s += line(x + mw / 2, apex, x + mw + jibRight * 0.7, jy, 'stroke="#444" stroke-width="1.5"');
  // counterweights on the short side
  const cwSide = jibLeft < jibRight ? -1 : 1;
  const cwx = cwSide < 0 ? x - jibLeft + 6 : x + mw + jibRight - 46;
  s += rect(cwx, jy + 2, 40, 26, 'fill="#6c727c"') + line(cwx, jy + 15, cwx + 40, jy + 15, 'stroke="#555"');
  // trolley, hook and a load of rebar
  const long = cwSide < 0 ? 1 : -1;
  const tx = long > 0 ? x + mw + jibRight * r.float(0.45, 0.75) : x - jibLeft * r.float(0.45, 0.75);
  const hookY = jy + r.float(120, 220);
  s += rect(tx - 10, jy + 2, 20, 8, 'fill="#404854"');
  s +=
    line(tx - 3, jy + 10, tx - 3, hookY, 'stroke="#333" stroke-width="1.2"') +
    line(tx + 3, jy + 10, tx + 3, hookY, 'stroke="#333" stroke-width="1.2"');
  s += rect(tx - 7, hookY, 14, 10, 'fill="#e0b000"');
  s += line(tx, hookY + 10, tx - 40, hookY + 34, 'stroke="#333"') + line(tx, hookY + 10, tx + 40, hookY + 34, 'stroke="#333"');
  for (let i = 0; i < 6; i++) s += line(tx - 60, hookY + 34 + i * 2.2, tx + 60, hookY + 34 + i * 2.2, 'stroke="#7a4b2a" stroke-width="2"');
  return s;
}

/** A residential frame under construction with a tower crane, scaffolding and workers. */
export function constructionSite(w, h, r, { from = 0.45, to = 0.95, time = 'evening' } = {}) {
  const horizon = h * 0.82;
  let s = sky(w, h, r, time, horizon + 2);
  // far trees and houses
  for (let x = 0; x < w; x += r.float(30, 70)) s += circle(x, horizon - 8, r.float(14, 30), 'fill="#5d7656" opacity="0.7"');
  const soil = id('soil');
  s += `<defs>${linearGradient(soil, [
    [0, '#9c7a55'],
    [1, '#6e5238'],
  ])}</defs>`;
  s += rect(0, horizon, w, h - horizon, `fill="url(#${soil})"`);

  const X0 = w * from;
  const X1 = w * to;
  const fh = h * 0.085;
  const floors = r.int(5, 6);
  const bays = r.int(4, 6);
  const bw = (X1 - X0) / bays;
  const brick = id('brick');
  s += `<defs><pattern id="${brick}" width="24" height="12" patternUnits="userSpaceOnUse"><rect width="24" height="12" fill="#b4553a"/><path d="M0 6H24M0 12H24M12 0V6M0 6V12M24 6V12" stroke="#d9b8a0" stroke-width="1"/></pattern></defs>`;
  for (let f = 0; f < floors; f++) {
    const y = horizon - (f + 1) * fh;
    for (let b = 0; b < bays; b++) {
      const bx = X0 + b * bw;
      if (f < floors - 2) {
        s += rect(bx, y, bw, fh, `fill="url(#${brick})"`);
        if (r.chance(0.7)) s += rect(bx + bw * 0.3, y + fh * 0.25, bw * 0.4, fh * 0.5, 'fill="#2b2b30"');
      } else if (f === floors - 2) {
        s += rect(bx, y, bw, fh, 'fill="#3a3633" opacity="0.85"');
        for (let p = 1; p < 4; p++) s += line(bx + (bw * p) / 4, y + 8, bx + (bw * p) / 4, y + fh, 'stroke="#c8a070" stroke-width="2"');
      } else {
        s += rect(bx, y, bw, fh, 'fill="#2f2b29" opacity="0.55"');
      }
    }
    for (let b = 0; b <= bays; b++) s += rect(X0 + b * bw - 6, y, 12, fh, 'fill="#b9b7b1"');
    s += rect(X0 - 10, y - 4, X1 - X0 + 20, 10, 'fill="#cfccc4"');
  }
  const roofY = horizon - floors * fh - 4;
  // shuttering on the top slab and bars sticking out of columns
  s += rect(X0 - 10, roofY - 6, X1 - X0 + 20, 8, 'fill="#c48a4a"');
  for (let b = 0; b <= bays; b++) {
    for (let k = -1; k <= 1; k++)
      s += line(
        X0 + b * bw + k * 3,
        roofY - 6,
        X0 + b * bw + k * 3 + r.float(-2, 2),
        roofY - 6 - fh * 0.55,
        'stroke="#5a4636" stroke-width="1.4"',
      );
  }
  // scaffolding across the left bays
  const sx1 = X0 + bw * r.int(2, 3);
  for (let f = 0; f <= floors - 1; f++) {
    const y = horizon - (f + 1) * fh;
    s += rect(X0 - 30, y + fh - 6, sx1 - X0 + 30, 5, 'fill="#a57a48"');
    s += line(X0 - 30, y, X0 - 30 + (sx1 - X0 + 30), y + fh, 'stroke="#7d8a96" stroke-width="1.5"');
  }
  for (let x = X0 - 30; x <= sx1; x += bw / 2) s += line(x, horizon, x, roofY - 10, 'stroke="#7d8a96" stroke-width="2.5"');
  // crane
  const cx = X1 + w * 0.015;
  s += crane(Math.min(cx, w - 60), horizon, Math.max(h * 0.2, 110), w * 0.45, w * 0.05, r);
  // site: hoarding, sand, bricks, mixer, workers
  s += rect(0, h * 0.9, w, h * 0.04, 'fill="#123a63"') + rect(0, h * 0.94, w, 4, 'fill="#f2b705"');
  for (let i = 0; i < 3; i++) {
    const px = X0 + r.float(0, X1 - X0 - 100);
    s += poly(
      [
        [px, h * 0.9],
        [px + 50, h * 0.84],
        [px + 100, h * 0.9],
      ],
      'fill="#d8b27a"',
    );
  }
  for (let i = 0; i < 4; i++) s += rect(X0 - 140 + i * 22, h * 0.88, 20, 10, 'fill="#b4553a" stroke="#8c3b27"');
  const helmets = ['#f2b705', '#ffffff', '#ff7f11'];
  const shirts = ['#ff7f11', '#2e86de', '#e1e1e1', '#27ae60'];
  for (let i = 0; i < 5; i++)
    s += person(X0 + r.float(-100, X1 - X0), h * 0.895, h * r.float(0.055, 0.065), r.pick(helmets), r.pick(shirts));
  for (let f = 1; f < floors - 1; f += 2)
    s += person(X0 + r.float(0, sx1 - X0), horizon - f * fh - 6, fh * 0.6, r.pick(helmets), r.pick(shirts));
  return s;
}

/** An isometric block with two lit faces and a shadow: the "3D view" of a design. */
export function isoBuilding(w, h, r, { day = true, at } = {}) {
  const horizon = h * 0.58;
  let s = sky(w, h, r, day ? 'day' : 'dusk', h);
  const gr = id('gr');
  s += `<defs>${linearGradient(
    gr,
    day
      ? [
          [0, '#a9c590'],
          [1, '#6f9a5a'],
        ]
      : [
          [0, '#2c3b3a'],
          [1, '#1a2423'],
        ],
  )}</defs>`;
  s += rect(0, horizon, w, h - horizon, `fill="url(#${gr})"`);
  const cx = w * (at ?? r.float(0.45, 0.55));
  const base = h * 0.86;
  const unit = Math.min(w, h) * 0.055;
  const L = r.int(5, 8);
  const D = r.int(4, 6);
  const floors = r.int(3, 6);
  const fh = unit * 1.1;
  const ax = unit * 0.87;
  const ay = unit * 0.5;
  // plot, paving and lawn
  const pt = (a, b, z = 0) => [cx + (a - b) * ax, base - (a + b) * ay - z];
  s += poly(
    [pt(-2, -2), pt(L + 2, -2), pt(L + 2, D + 2), pt(-2, D + 2)],
    day ? 'fill="#d9d2c2" stroke="#b7ad97"' : 'fill="#6d6a72" stroke="#4b4850"',
  );
  s += poly([pt(-1.2, -1.2), pt(L + 1.2, -1.2), pt(L + 1.2, D + 1.2), pt(-1.2, D + 1.2)], `fill="${day ? '#7fb069' : '#3d5a3a'}"`);
  // trees beside the far corner stand behind the block, so they are painted before it
  const trees = Array.from({ length: 4 }, () => ({ a: r.pick([-1, L + 0.8]), b: r.float(-1, D + 1), size: unit * r.float(1.6, 2.4) }));
  const behind = (t) => t.a > 0 && t.b > 0;
  for (const t of trees.filter(behind)) s += tree(...pt(t.a, t.b), t.size, r, { dark: !day });
  // shadow
  s += poly([pt(0, 0), pt(L, 0), pt(L + 1.2, -1.2), pt(1.2, -1.2)], 'fill="#2d3b28" opacity="0.25"');
  const H = floors * fh;
  // at dusk the faces catch only the last light of the sky
  const wallL = day ? r.pick(['#f1ece2', '#e8e2d6', '#f4efe6']) : r.pick(['#8a8499', '#7d7a8f']);
  const wallR = day ? r.pick(['#c9c1b2', '#bdb5a6', '#cfc6b5']) : r.pick(['#55526a', '#4c4a60']);
  const accent = r.pick(['#b5654a', '#8a6a4f', '#5e6b7a', '#a0522d']);
  // the two faces seen: along a at b = 0, and along b at a = 0
  s += poly([pt(0, 0), pt(L, 0), pt(L, 0, H), pt(0, 0, H)], `fill="${wallL}" stroke="#8d8576"`);
  s += poly([pt(0, 0), pt(0, D), pt(0, D, H), pt(0, 0, H)], `fill="${wallR}" stroke="#8d8576"`);
  const glass = day ? '#7fa7c9' : '#ffd58a';
  for (let f = 0; f < floors; f++) {
    for (let a = 0.5; a < L - 0.4; a += 1) {
      const z0 = f * fh + fh * 0.3;
      const z1 = f * fh + fh * 0.85;
      s += poly(
        [pt(a, 0, z0), pt(a + 0.6, 0, z0), pt(a + 0.6, 0, z1), pt(a, 0, z1)],
        `fill="${glass}" stroke="#4a5563" stroke-width="0.8"`,
      );
    }
    for (let b = 0.5; b < D - 0.4; b += 1.2) {
      const z0 = f * fh + fh * 0.3;
      const z1 = f * fh + fh * 0.85;
      s += poly(
        [pt(0, b, z0), pt(0, b + 0.7, z0), pt(0, b + 0.7, z1), pt(0, b, z1)],
        `fill="${day ? '#5d7f9c' : '#e8b868'}" stroke="#4a5563" stroke-width="0.8"`,
      );
    }
    // slab edge band
    s += poly([pt(0, 0, f * fh), pt(L, 0, f * fh), pt(L, 0, f * fh + 4), pt(0, 0, f * fh + 4)], 'fill="#9d9586"');
    // balcony on the long face
    if (f > 0) {
      const a0 = r.int(1, Math.max(1, L - 3));
      s += poly([pt(a0, 0, f * fh), pt(a0 + 2, 0, f * fh), pt(a0 + 2, -0.6, f * fh), pt(a0, -0.6, f * fh)], `fill="${accent}"`);
      s += poly(
        [pt(a0, -0.6, f * fh), pt(a0 + 2, -0.6, f * fh), pt(a0 + 2, -0.6, f * fh + fh * 0.35), pt(a0, -0.6, f * fh + fh * 0.35)],
        'fill="#cfe3f2" opacity="0.6" stroke="#666" stroke-width="0.6"',
      );
    }
  }
  // roof and parapet
  s += poly([pt(0, 0, H), pt(L, 0, H), pt(L, D, H), pt(0, D, H)], `fill="${day ? '#d7d0c3' : '#8f8a9e'}" stroke="#8d8576"`);
  s += poly([pt(0.2, 0.2, H), pt(L - 0.2, 0.2, H), pt(L - 0.2, D - 0.2, H), pt(0.2, D - 0.2, H)], `fill="${day ? '#bcb4a4' : '#6f6a80'}"`);
  // stair cabin with an accent colour
  s += poly([pt(L - 2, D - 2, H), pt(L - 0.5, D - 2, H), pt(L - 0.5, D - 2, H + fh), pt(L - 2, D - 2, H + fh)], `fill="${accent}"`);
  s += poly(
    [pt(L - 2, D - 2, H), pt(L - 2, D - 0.5, H), pt(L - 2, D - 0.5, H + fh), pt(L - 2, D - 2, H + fh)],
    `fill="${accent}" opacity="0.8"`,
  );
  s += poly(
    [pt(L - 2, D - 2, H + fh), pt(L - 0.5, D - 2, H + fh), pt(L - 0.5, D - 0.5, H + fh), pt(L - 2, D - 0.5, H + fh)],
    'fill="#e6e0d4"',
  );
  // front trees, a car on the lawn and, at dusk, garden lamps
  for (const t of trees.filter((q) => !behind(q))) s += tree(...pt(t.a, t.b), t.size, r, { dark: !day });
  const [kx, ky] = pt(L * 0.5, -1.5);
  s += car(kx, ky, unit * 2.2, r.pick(['#c0392b', '#2c3e50', '#ecf0f1']), { night: !day });
  if (!day) {
    const glow = id('lamp');
    s += `<defs>${radialGradient(glow, [
      [0, '#ffd27a', 0.6],
      [1, '#ffd27a', 0],
    ])}</defs>`;
    for (const [a, b] of [
      [-1.6, -1.6],
      [L + 1.6, -1.6],
      [-1.6, D + 1.6],
    ]) {
      const [lx, ly] = pt(a, b);
      s += rect(lx - 2, ly - unit * 1.4, 4, unit * 1.4, 'fill="#1d2128"');
      s += circle(lx, ly - unit * 1.45, unit * 1.2, `fill="url(#${glow})"`) + circle(lx, ly - unit * 1.45, unit * 0.14, 'fill="#fff3cf"');
    }
  }
  return s;
}

/** One-point perspective interior: living room or office. */
export function interior(w, h, r, { kind = 'living' } = {}) {
  const vx = w * r.float(0.45, 0.55);
  const vy = h * 0.45;
  const bx0 = w * 0.24;
  const bx1 = w * 0.76;
  const by0 = h * 0.2;
  const by1 = h * 0.66;
  const wall = r.pick(['#efe6d8', '#e7e1d5', '#f2ebe0', '#dfe6e4']);
  const side = r.pick(['#d8cbb6', '#cfc6b6', '#d6d0c4']);
  const floorC = r.pick(['#b98a5a', '#a97c4f', '#d9d4cc', '#c7b59c']);
  let s = rect(0, 0, w, h, `fill="${side}"`);
  // ceiling
  s += poly(
    [
      [0, 0],
      [w, 0],
      [bx1, by0],
      [bx0, by0],
    ],
    'fill="#f7f4ee"',
  );
  // floor
  s += poly(
    [
      [0, h],
      [w, h],
      [bx1, by1],
      [bx0, by1],
    ],
    `fill="${floorC}"`,
  );
  for (let k = 0; k <= 12; k++) {
    const fx = bx0 + ((bx1 - bx0) * k) / 12;
    const ex = (fx - vx) * ((h - vy) / (by1 - vy)) + vx;
    s += line(fx, by1, ex, h, 'stroke="#00000022" stroke-width="1.5"');
  }
  for (let k = 1; k < 6; k++) {
    const t = Math.pow(k / 6, 1.6);
    const y = by1 + (h - by1) * t;
    const lx = bx0 + (0 - bx0) * t;
    const rx = bx1 + (w - bx1) * t;
    s += line(lx, y, rx, y, 'stroke="#00000018" stroke-width="1.2"');
  }
  // side walls shading
  s += poly(
    [
      [0, 0],
      [bx0, by0],
      [bx0, by1],
      [0, h],
    ],
    'fill="#00000010"',
  );
  s += poly(
    [
      [w, 0],
      [bx1, by0],
      [bx1, by1],
      [w, h],
    ],
    'fill="#00000022"',
  );
  // back wall
  s += rect(bx0, by0, bx1 - bx0, by1 - by0, `fill="${wall}"`);
  // window with a view
  const wx0 = bx0 + (bx1 - bx0) * 0.08;
  const wx1 = bx0 + (bx1 - bx0) * 0.5;
  const gv = id('v');
  s += `<defs>${linearGradient(gv, [
    [0, '#9cc7ef'],
    [1, '#e5f1fb'],
  ])}</defs>`;
  s += rect(wx0, by0 + (by1 - by0) * 0.12, wx1 - wx0, (by1 - by0) * 0.6, `fill="url(#${gv})" stroke="#5b5148" stroke-width="5"`);
  for (let k = 0; k < 5; k++) s += circle(wx0 + r.float(10, wx1 - wx0 - 10), by0 + (by1 - by0) * 0.68, r.float(10, 24), 'fill="#6a9a55"');
  s += line((wx0 + wx1) / 2, by0 + (by1 - by0) * 0.12, (wx0 + wx1) / 2, by0 + (by1 - by0) * 0.72, 'stroke="#5b5148" stroke-width="4"');
  // curtains
  s += rect(wx0 - 26, by0 + 6, 22, (by1 - by0) * 0.8, 'fill="#c7b08a"') + rect(wx1 + 4, by0 + 6, 22, (by1 - by0) * 0.8, 'fill="#c7b08a"');
  // art frame
  const ax = bx0 + (bx1 - bx0) * 0.62;
  s += rect(ax, by0 + (by1 - by0) * 0.18, (bx1 - bx0) * 0.26, (by1 - by0) * 0.32, 'fill="#fff" stroke="#3b3b3b" stroke-width="4"');
  s += poly(
    [
      [ax + 10, by0 + (by1 - by0) * 0.45],
      [ax + 40, by0 + (by1 - by0) * 0.28],
      [ax + 70, by0 + (by1 - by0) * 0.4],
      [ax + (bx1 - bx0) * 0.24, by0 + (by1 - by0) * 0.3],
      [ax + (bx1 - bx0) * 0.24, by0 + (by1 - by0) * 0.46],
      [ax + 10, by0 + (by1 - by0) * 0.46],
    ],
    `fill="${r.pick(['#c96f4a', '#4a7fc9', '#6aa06a'])}" opacity="0.7"`,
  );
  // ceiling lights
  for (let k = 0; k < 3; k++) {
    const lx = bx0 + ((bx1 - bx0) * (k + 0.5)) / 3;
    s += circle(lx, by0 * 0.6 + k, 8, 'fill="#fff8dc"');
    s += circle(lx, by0 * 0.6 + k, 26, 'fill="#fff8dc" opacity="0.25"');
  }
  // rug and furniture
  const fy = by1 + (h - by1) * 0.45;
  s += `<ellipse cx="${vx}" cy="${fy + 20}" rx="${w * 0.26}" ry="${(h - by1) * 0.22}" fill="${r.pick(['#8b3a3a', '#3a5a8b', '#6b5b8a', '#9c7a3c'])}" opacity="0.85"/>`;
  if (kind === 'living') {
    const sofa = r.pick(['#4f5d75', '#7a5c44', '#5b7354', '#8a8f98']);
    const sx = w * 0.3;
    const sw = w * 0.4;
    s += rect(sx, by1 - (by1 - by0) * 0.28, sw, (by1 - by0) * 0.28 + 16, `rx="10" fill="${sofa}"`);
    s += rect(sx - 14, by1 - (by1 - by0) * 0.16, 26, (by1 - by0) * 0.16 + 24, `rx="8" fill="${sofa}"`);
    s += rect(sx + sw - 12, by1 - (by1 - by0) * 0.16, 26, (by1 - by0) * 0.16 + 24, `rx="8" fill="${sofa}"`);
    for (let k = 0; k < 3; k++)
      s += rect(sx + 16 + (k * (sw - 32)) / 3, by1 - (by1 - by0) * 0.24, (sw - 40) / 3, (by1 - by0) * 0.13, 'rx="6" fill="#ffffff30"');
    // coffee table
    s += `<ellipse cx="${vx}" cy="${fy}" rx="${w * 0.1}" ry="${(h - by1) * 0.08}" fill="#3b2f28"/>`;
    s += rect(vx - 4, fy, 8, (h - by1) * 0.16, 'fill="#2b221d"');
    // floor lamp and plant
    s += line(w * 0.83, h * 0.86, w * 0.83, h * 0.36, 'stroke="#2f2f2f" stroke-width="4"');
    s += poly(
      [
        [w * 0.8, h * 0.36],
        [w * 0.86, h * 0.36],
        [w * 0.845, h * 0.29],
        [w * 0.815, h * 0.29],
      ],
      'fill="#f3e1b5"',
    );
    s += rect(w * 0.1, h * 0.78, w * 0.06, h * 0.1, 'fill="#d9d2c2"');
    for (let k = 0; k < 7; k++)
      s += `<ellipse cx="${w * 0.13 + r.float(-30, 30)}" cy="${h * 0.72 + r.float(-60, 10)}" rx="10" ry="30" transform="rotate(${r.float(-40, 40)} ${w * 0.13} ${h * 0.78})" fill="#4f8a3e"/>`;
  } else {
    // office: desk with monitors and chairs
    const dy = by1 + 8;
    s += rect(w * 0.28, dy - 30, w * 0.44, 18, 'fill="#6b5038"');
    s += rect(w * 0.3, dy - 12, 10, 60, 'fill="#4a3828"') + rect(w * 0.69, dy - 12, 10, 60, 'fill="#4a3828"');
    for (let k = 0; k < 2; k++) {
      const mx = w * 0.36 + k * w * 0.16;
      s += rect(mx, dy - 110, w * 0.12, 74, 'rx="4" fill="#1f2630"');
      s += rect(mx + 5, dy - 105, w * 0.12 - 10, 64, 'fill="#0f3d6b"');
      for (let q = 0; q < 6; q++)
        s += line(mx + 10, dy - 98 + q * 10, mx + r.float(30, w * 0.11), dy - 98 + q * 10, 'stroke="#bfe1ff" stroke-width="1.2"');
      s += rect(mx + w * 0.055, dy - 36, 8, 8, 'fill="#1f2630"');
    }
    s += rect(w * 0.44, dy + 10, w * 0.12, 60, 'rx="10" fill="#2d2d2d"');
  }
  return s;
}

/** Title text helper for scenes that carry a caption strip. */
export function caption(w, h, label) {
  return (
    rect(0, h - 44, w, 44, 'fill="#0b2545" opacity="0.85"') +
    text(20, h - 16, label, `font-family="${FONT}" font-size="18" fill="#fff" font-weight="bold" letter-spacing="1"`)
  );
}
