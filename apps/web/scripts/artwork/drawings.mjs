// Technical drawings: layout plans, floor plans, sections, elevations, structural details.
// Every scene is `(w, h, r, opts) => svg markup` drawn for a w x h canvas.
import { circle, esc, feet, line, path, poly, rect, text, FONT, NARROW } from './lib.mjs';

let uid = 0;
const id = (p) => `d${p}${++uid}`;

const INK = '#1d2a3a';

export function northArrow(x, y, s, color = INK) {
  return (
    circle(x, y, s, `fill="none" stroke="${color}" stroke-width="1.5"`) +
    poly(
      [
        [x, y - s * 0.9],
        [x + s * 0.35, y + s * 0.6],
        [x, y + s * 0.3],
      ],
      `fill="${color}"`,
    ) +
    poly(
      [
        [x, y - s * 0.9],
        [x - s * 0.35, y + s * 0.6],
        [x, y + s * 0.3],
      ],
      `fill="none" stroke="${color}" stroke-width="1.2"`,
    ) +
    text(x, y - s * 1.15, 'N', `font-family="${FONT}" font-size="${s * 0.6}" font-weight="bold" text-anchor="middle" fill="${color}"`)
  );
}

export function titleBlock(x, y, w, h, title, sub, r, { color = INK, bg = '#ffffff' } = {}) {
  const f = h / 6;
  const no = `DRG. NO. ${r.pick(['A', 'S', 'L', 'P'])}-${r.int(101, 418)}`;
  return (
    rect(x, y, w, h, `fill="${bg}" stroke="${color}" stroke-width="2"`) +
    line(x, y + h * 0.5, x + w, y + h * 0.5, `stroke="${color}"`) +
    line(x + w * 0.55, y + h * 0.5, x + w * 0.55, y + h, `stroke="${color}"`) +
    text(x + 10, y + f * 1.35, title, `font-family="${FONT}" font-size="${f * 1.05}" font-weight="bold" fill="${color}"`) +
    text(x + 10, y + f * 2.55, sub, `font-family="${FONT}" font-size="${f * 0.72}" fill="${color}"`) +
    text(
      x + 10,
      y + f * 4.1,
      'SHREE CIVIL ENGINEERING',
      `font-family="${FONT}" font-size="${f * 0.66}" font-weight="bold" fill="${color}"`,
    ) +
    text(x + 10, y + f * 5.3, '& CONSULTANCY', `font-family="${FONT}" font-size="${f * 0.66}" fill="${color}"`) +
    text(x + w * 0.58, y + f * 4.1, no, `font-family="${FONT}" font-size="${f * 0.62}" fill="${color}"`) +
    text(
      x + w * 0.58,
      y + f * 5.3,
      `SCALE 1:${r.pick([50, 100, 200, 500])}`,
      `font-family="${FONT}" font-size="${f * 0.62}" fill="${color}"`,
    )
  );
}

/** Arrow-ticked dimension line with its text, horizontal or vertical. */
export function dim(x1, y1, x2, y2, label, { color = INK, size = 11, off = 0 } = {}) {
  const vertical = Math.abs(x2 - x1) < Math.abs(y2 - y1);
  let s = line(x1, y1, x2, y2, `stroke="${color}" stroke-width="0.8"`);
  const t = 4;
  s += line(x1 - t, y1 + t, x1 + t, y1 - t, `stroke="${color}" stroke-width="1.4"`);
  s += line(x2 - t, y2 + t, x2 + t, y2 - t, `stroke="${color}" stroke-width="1.4"`);
  const mx = (x1 + x2) / 2;
  const my = (y1 + y2) / 2;
  if (vertical) {
    s += `<text x="${mx - 4 - off}" y="${my}" font-family="${NARROW}" font-size="${size}" fill="${color}" text-anchor="middle" transform="rotate(-90 ${mx - 4 - off} ${my})">${esc(label)}</text>`;
  } else {
    s += text(mx, my - 4 - off, label, `font-family="${NARROW}" font-size="${size}" fill="${color}" text-anchor="middle"`);
  }
  return s;
}

function paper(w, h, color = '#fbfaf6') {
  return rect(0, 0, w, h, `fill="${color}"`);
}

function gridPattern(step, color) {
  const g = id('grid');
  return {
    def: `<pattern id="${g}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="${color}" stroke-width="0.5"/></pattern>`,
    ref: `url(#${g})`,
  };
}

/** A residential layout (master plan) with roads, numbered plots, garden and amenities. */
/** kind: 'residential' or 'commercial' (colours, names); houses: roofs drawn on the plots as built. */
export function layoutPlan(w, h, r, { scale = 1, colored = true, margin = 0, kind = 'residential', houses = false } = {}) {
  const k = scale;
  let s = paper(w, h, colored ? '#efe9d8' : '#fbfaf6');
  const road = 34 * k;
  const pd = 62 * k; // plot depth
  const blockH = pd * 2;
  const left = margin + 30 * k;
  const top = margin + 30 * k;
  const right = w - margin - 30 * k;
  const bottom = h - margin - 30 * k;
  s += rect(
    left - 12 * k,
    top - 12 * k,
    right - left + 24 * k,
    bottom - top + 24 * k,
    `fill="none" stroke="#c0392b" stroke-width="${2 * k}" stroke-dasharray="${14 * k} ${5 * k} ${3 * k} ${5 * k}"`,
  );
  const commercial = kind === 'commercial';
  const uses = !colored
    ? ['#ffffff']
    : commercial
      ? ['#f4c7a1', '#f4c7a1', '#f1b48f', '#d9c8ef', '#f7e3a8']
      : ['#f7e3a8', '#f7e3a8', '#f7e3a8', '#f3d08c', '#f4c7a1'];
  let plotNo = 1;
  const roadCol = colored ? '#fdfdfb' : '#ffffff';
  const edge = colored ? '#8f959c' : INK;
  // vertical spine roads
  const spines = [];
  let x = left + r.float(0.18, 0.28) * (right - left);
  while (x < right - 120 * k) {
    spines.push(x);
    x += r.float(260, 380) * k;
  }
  const hRoads = [];
  for (let y = top; y < bottom; y += blockH + road) hRoads.push(y);
  // land under roads
  for (const y of hRoads) s += rect(left, y, right - left, road, `fill="${roadCol}" stroke="${edge}" stroke-width="${k}"`);
  for (const sx of spines) s += rect(sx, top, road, bottom - top, `fill="${roadCol}" stroke="${edge}" stroke-width="${k}"`);
  for (const y of hRoads)
    s += line(left, y + road / 2, right, y + road / 2, `stroke="#c9a227" stroke-width="${1.2 * k}" stroke-dasharray="${10 * k} ${8 * k}"`);
  for (const sx of spines)
    s += line(
      sx + road / 2,
      top,
      sx + road / 2,
      bottom,
      `stroke="#c9a227" stroke-width="${1.2 * k}" stroke-dasharray="${10 * k} ${8 * k}"`,
    );
  // blocks between roads
  const cols = [left, ...spines.map((v) => v + road)];
  const colEnds = [...spines, right];
  const special = new Set();
  const nBlocks = cols.length * hRoads.length;
  special.add(r.int(0, nBlocks - 1));
  special.add(r.int(0, nBlocks - 1));
  let bi = 0;
  for (const y0 of hRoads) {
    const by = y0 + road;
    if (by + 40 * k > bottom) break;
    const bh = Math.min(blockH, bottom - by);
    for (let c = 0; c < cols.length; c++) {
      const bx0 = cols[c];
      const bx1 = colEnds[c];
      if (special.has(bi++)) {
        const isGarden = r.chance(0.6);
        s += rect(
          bx0,
          by,
          bx1 - bx0,
          bh,
          `fill="${isGarden ? (colored ? '#bfe0a6' : '#ffffff') : colored ? '#cfe0ef' : '#ffffff'}" stroke="${INK}" stroke-width="${1.2 * k}"`,
        );
        if (isGarden) {
          s += path(
            `M${bx0 + 10 * k},${by + bh / 2} C${bx0 + (bx1 - bx0) * 0.3},${by + 10 * k} ${bx0 + (bx1 - bx0) * 0.6},${by + bh - 10 * k} ${bx1 - 10 * k},${by + bh / 2}`,
            `fill="none" stroke="${colored ? '#e8d9b5' : INK}" stroke-width="${7 * k}"`,
          );
          for (let t = 0; t < ((bx1 - bx0) * bh) / (900 * k * k); t++) {
            const tx = bx0 + r.float(10, bx1 - bx0 - 10);
            const ty = by + r.float(10, bh - 10);
            s += circle(
              tx,
              ty,
              r.float(6, 11) * k,
              `fill="${colored ? '#6fa85a' : 'none'}" stroke="${colored ? '#4d7f3c' : INK}" stroke-width="${k}"`,
            );
          }
          s += text(
            (bx0 + bx1) / 2,
            by + bh / 2 + 5 * k,
            'GARDEN',
            `font-family="${FONT}" font-size="${13 * k}" font-weight="bold" fill="${INK}" text-anchor="middle"`,
          );
        } else {
          s += rect(
            bx0 + 20 * k,
            by + 20 * k,
            (bx1 - bx0) * 0.5,
            bh - 40 * k,
            `fill="${colored ? '#e9eef3' : '#fff'}" stroke="${INK}" stroke-width="${k}"`,
          );
          s += text(
            (bx0 + bx1) / 2,
            by + bh / 2 + 5 * k,
            'COMMON PLOT',
            `font-family="${FONT}" font-size="${12 * k}" font-weight="bold" fill="${INK}" text-anchor="middle"`,
          );
        }
        continue;
      }
      // two rows of plots back to back
      for (let row = 0; row < 2; row++) {
        const ry = by + row * pd;
        const rh = Math.min(pd, by + bh - ry);
        if (rh < 20 * k) continue;
        let px = bx0;
        while (px < bx1 - 20 * k) {
          let pw = r.pick([38, 42, 46, 50]) * k;
          if (bx1 - px - pw < 30 * k) pw = bx1 - px;
          s += rect(px, ry, pw, rh, `fill="${r.pick(uses)}" stroke="${INK}" stroke-width="${0.9 * k}"`);
          if (houses) {
            // roof of the house, set back from the road side of the plot
            const inset = 6 * k;
            const roofY = row === 0 ? ry + rh * 0.3 : ry + inset;
            s += rect(
              px + inset,
              roofY,
              pw - inset * 2,
              rh * 0.62,
              `fill="${r.pick(['#b5654a', '#a0522d', '#c98a5e', '#8d99a6'])}" stroke="#5b3a29" stroke-width="${0.8 * k}"`,
            );
            s += line(
              px + inset,
              roofY + rh * 0.31,
              px + pw - inset,
              roofY + rh * 0.31,
              `stroke="#5b3a29" stroke-width="${0.8 * k}" opacity="0.7"`,
            );
            if (r.chance(0.5)) s += circle(px + pw * 0.5, row === 0 ? ry + rh * 0.14 : ry + rh * 0.86, 5 * k, 'fill="#5e9a4b"');
            px += pw;
            continue;
          }
          s += text(
            px + pw / 2,
            ry + rh / 2 + 4 * k,
            String(plotNo++),
            `font-family="${NARROW}" font-size="${11 * k}" fill="${INK}" text-anchor="middle"`,
          );
          if (r.chance(0.2) && pw > 40 * k)
            s += text(
              px + pw / 2,
              ry + rh / 2 + 17 * k,
              `${(pw / k / 4).toFixed(1)}x${(rh / k / 4).toFixed(1)}`,
              `font-family="${NARROW}" font-size="${7.5 * k}" fill="#5a6572" text-anchor="middle"`,
            );
          px += pw;
        }
      }
    }
  }
  // road labels
  for (const y of hRoads.slice(0, 3)) {
    const lx = r.float(left + 40 * k, right - 300 * k);
    s += rect(lx - 6 * k, y + road / 2 - 9 * k, 150 * k, 17 * k, `fill="${roadCol}"`);
    s += text(
      lx,
      y + road / 2 + 4 * k,
      r.pick(['9.00 M WIDE ROAD', '12.00 M WIDE ROAD', '7.50 M WIDE ROAD']),
      `font-family="${FONT}" font-size="${11 * k}" fill="${INK}" letter-spacing="1"`,
    );
  }
  const tbW = 340 * k;
  const tbH = 96 * k;
  s += titleBlock(
    right - tbW - 10 * k,
    bottom - tbH - 10 * k,
    tbW,
    tbH,
    'LAYOUT PLAN',
    `PROPOSED ${commercial ? 'COMMERCIAL' : 'RESIDENTIAL'} LAYOUT, ${r.int(112, 478)} PLOTS`,
    r,
  );
  s += rect(right - tbW - 10 * k, bottom - tbH - 86 * k, 200 * k, 68 * k, `fill="#fff" stroke="${INK}"`);
  const legend = colored
    ? [
        commercial ? ['#f4c7a1', 'SHOP / SHOWROOM'] : ['#f7e3a8', 'RESIDENTIAL PLOT'],
        commercial ? ['#d9c8ef', 'OFFICE PLOT'] : ['#f4c7a1', 'COMMERCIAL PLOT'],
        ['#bfe0a6', 'GARDEN / OPEN SPACE'],
      ]
    : [];
  legend.forEach(([c, l], i) => {
    s += rect(right - tbW, bottom - tbH - 78 * k + i * 20 * k, 18 * k, 12 * k, `fill="${c}" stroke="${INK}"`);
    s += text(right - tbW + 26 * k, bottom - tbH - 68 * k + i * 20 * k, l, `font-family="${FONT}" font-size="${10 * k}" fill="${INK}"`);
  });
  s += northArrow(right - 50 * k, top + 60 * k, 26 * k);
  return s;
}

/** Recursive split of a rectangle into rooms. */
function splitRooms(x, y, w, h, r, depth, out) {
  if (depth === 0 || (w < 150 && h < 150)) {
    out.push({ x, y, w, h });
    return;
  }
  const vertical = w > h ? r.chance(0.8) : r.chance(0.2);
  if (vertical && w > 150) {
    const c = w * r.float(0.38, 0.62);
    splitRooms(x, y, c, h, r, depth - 1, out);
    splitRooms(x + c, y, w - c, h, r, depth - 1, out);
  } else if (h > 150) {
    const c = h * r.float(0.38, 0.62);
    splitRooms(x, y, w, c, r, depth - 1, out);
    splitRooms(x, y + c, w, h - c, r, depth - 1, out);
  } else out.push({ x, y, w, h });
}

function furniture(room, label, ink) {
  const { x, y, w, h } = room;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const st = `fill="none" stroke="${ink}" stroke-width="0.9"`;
  if (label.includes('BED')) {
    const bw = Math.min(w * 0.45, 90);
    const bh = Math.min(h * 0.55, 110);
    return (
      rect(cx - bw / 2, y + 14, bw, bh, st) +
      rect(cx - bw / 2 + 6, y + 18, bw / 2 - 9, 18, `rx="4" ${st}`) +
      rect(cx + 3, y + 18, bw / 2 - 9, 18, `rx="4" ${st}`) +
      line(cx - bw / 2, y + 44, cx + bw / 2, y + 44, st.replace('none', 'none'))
    );
  }
  if (label === 'LIVING ROOM' || label === 'DRAWING ROOM') {
    const sw = Math.min(w * 0.6, 130);
    return (
      rect(cx - sw / 2, y + h - 44, sw, 28, `rx="5" ${st}`) +
      rect(cx - 28, cy - 10, 56, 30, st) +
      rect(x + 12, cy - 30, 24, 50, `rx="4" ${st}`)
    );
  }
  if (label === 'KITCHEN') {
    return (
      rect(x + 6, y + 6, w - 12, 22, st) +
      circle(x + 30, y + 17, 6, st) +
      circle(x + 46, y + 17, 6, st) +
      rect(x + w - 50, y + 8, 32, 18, `rx="3" ${st}`)
    );
  }
  if (label === 'DINING') {
    return (
      `<ellipse cx="${cx}" cy="${cy}" rx="${Math.min(w, 120) * 0.3}" ry="${Math.min(h, 90) * 0.25}" ${st}/>` +
      [-1, 1].map((d) => circle(cx + d * Math.min(w, 120) * 0.38, cy, 8, st)).join('')
    );
  }
  if (label === 'TOILET' || label === 'BATH') {
    return `<ellipse cx="${x + w - 22}" cy="${y + 24}" rx="10" ry="14" ${st}/>` + rect(x + 8, y + h - 26, 28, 18, `rx="6" ${st}`);
  }
  if (label === 'STAIRCASE') {
    let s = '';
    for (let i = 1; i < 10; i++) s += line(x + 6, y + (h * i) / 10, x + w - 6, y + (h * i) / 10, st);
    return (
      s +
      line(cx, y + h - 6, cx, y + 12, `stroke="${ink}" stroke-width="1"`) +
      poly(
        [
          [cx - 5, y + 20],
          [cx + 5, y + 20],
          [cx, y + 10],
        ],
        `fill="${ink}"`,
      )
    );
  }
  return '';
}

/** A dimensioned residential floor plan with walls, doors, windows, room names and furniture. */
export function floorPlan(w, h, r, { blueprint = false, title = 'GROUND FLOOR PLAN', rooms = 4, titleBlockOn = true } = {}) {
  const ink = blueprint ? '#e9f2ff' : INK;
  const bg = blueprint ? '#123a6b' : '#fbfaf6';
  let s = paper(w, h, bg);
  if (blueprint) {
    const g = gridPattern(20, '#ffffff14');
    s += `<defs>${g.def}</defs>${rect(0, 0, w, h, `fill="${g.ref}"`)}`;
  }
  const pad = Math.min(w, h) * 0.12;
  const tbH = titleBlockOn ? Math.min(90, h * 0.14) : 0;
  const X = pad;
  const Y = pad * 1.2; // room above for the dimension chains and grid bubbles
  const W = w - pad * 2;
  const H = h - Y - pad - tbH;
  const list = [];
  splitRooms(X, Y, W, H, r, rooms, list);
  const hatch = id('h');
  s += `<defs><pattern id="${hatch}" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="6" stroke="${ink}" stroke-width="1.2"/></pattern></defs>`;
  const wallT = Math.max(6, Math.min(w, h) * 0.012);
  // room floors and labels
  const ftPerPx = r.float(34, 48) / W;
  // names by size, as a house is planned: the biggest room is the living room, the smallest are wet areas
  const bySize = [...list].sort((a, b) => b.w * b.h - a.w * a.h);
  const big = [
    'LIVING ROOM',
    'MASTER BED',
    'KITCHEN',
    'BED ROOM',
    'DINING',
    'DRAWING ROOM',
    'BED ROOM',
    'OFFICE',
    'GUEST ROOM',
    'STUDY',
    'FAMILY ROOM',
    'BED ROOM',
  ];
  const small = ['TOILET', 'BATH', 'STAIRCASE', 'PUJA', 'STORE', 'TOILET', 'PASSAGE', 'STORE'];
  const names = new Map();
  bySize.forEach((room, i) => {
    const fromEnd = bySize.length - 1 - i;
    names.set(
      room,
      room.w * room.h < 12000 || fromEnd < Math.floor(bySize.length / 3) ? small[fromEnd % small.length] : big[i % big.length],
    );
  });
  for (const room of list) {
    const label = names.get(room);
    s += furniture(room, label, blueprint ? '#b9d2f0' : '#6b7785');
    const fs = Math.max(9, Math.min(13, room.w / 10));
    s += text(
      room.x + room.w / 2,
      room.y + room.h / 2 + 4,
      label,
      `font-family="${FONT}" font-size="${fs}" font-weight="bold" fill="${ink}" text-anchor="middle"`,
    );
    s += text(
      room.x + room.w / 2,
      room.y + room.h / 2 + 6 + fs,
      `${feet(room.w * ftPerPx)} x ${feet(room.h * ftPerPx)}`,
      `font-family="${NARROW}" font-size="${fs * 0.85}" fill="${ink}" text-anchor="middle"`,
    );
  }
  // walls: outer thick, inner thinner, hatched
  s += rect(X - wallT, Y - wallT, W + wallT * 2, H + wallT * 2, `fill="none" stroke="${ink}" stroke-width="1.4"`);
  s += `<path d="M${X - wallT},${Y - wallT}h${W + wallT * 2}v${H + wallT * 2}h${-W - wallT * 2}z M${X},${Y}v${H}h${W}v${-H}z" fill="url(#${hatch})" fill-rule="evenodd" stroke="${ink}" stroke-width="1.4"/>`;
  for (const room of list) {
    if (room.x > X + 1) s += rect(room.x - wallT / 4, room.y, wallT / 2, room.h, `fill="${ink}"`);
    if (room.y > Y + 1) s += rect(room.x, room.y - wallT / 4, room.w, wallT / 2, `fill="${ink}"`);
  }
  // doors (gap + swing arc) on the left or top wall of each room
  for (const room of list) {
    const dw = Math.min(32, room.w * 0.3, room.h * 0.3);
    if (room.y > Y + 1 && room.w > 60) {
      const dx = room.x + r.float(8, room.w - dw - 8);
      s += rect(dx, room.y - wallT / 2, dw, wallT, `fill="${bg}"`);
      s += path(
        `M${dx},${room.y} L${dx},${room.y + dw} A${dw},${dw} 0 0 0 ${dx + dw},${room.y}`,
        `fill="none" stroke="${ink}" stroke-width="0.9"`,
      );
    } else if (room.x > X + 1 && room.h > 60) {
      const dy = room.y + r.float(8, room.h - dw - 8);
      s += rect(room.x - wallT / 2, dy, wallT, dw, `fill="${bg}"`);
      s += path(
        `M${room.x},${dy} L${room.x + dw},${dy} A${dw},${dw} 0 0 1 ${room.x},${dy + dw}`,
        `fill="none" stroke="${ink}" stroke-width="0.9"`,
      );
    }
  }
  // windows on the outer walls
  const win = (x1, y1, x2, y2) => {
    const horiz = y1 === y2;
    let q = horiz ? rect(x1, y1 - wallT, x2 - x1, wallT, `fill="${bg}"`) : rect(x1 - wallT, y1, wallT, y2 - y1, `fill="${bg}"`);
    for (let i = 0; i <= 2; i++) {
      const o = (wallT * i) / 2;
      q += horiz
        ? line(x1, y1 - o, x2, y1 - o, `stroke="${ink}" stroke-width="0.9"`)
        : line(x1 - o, y1, x1 - o, y2, `stroke="${ink}" stroke-width="0.9"`);
    }
    return q;
  };
  for (const room of list) {
    if (Math.abs(room.y - Y) < 1 && room.w > 70) s += win(room.x + room.w * 0.3, Y, room.x + room.w * 0.7, Y);
    if (Math.abs(room.x - X) < 1 && room.h > 70) s += win(X, room.y + room.h * 0.3, X, room.y + room.h * 0.7);
    if (Math.abs(room.y + room.h - Y - H) < 1 && room.w > 70)
      s += win(room.x + room.w * 0.3, Y + H + wallT, room.x + room.w * 0.7, Y + H + wallT);
    if (Math.abs(room.x + room.w - X - W) < 1 && room.h > 70)
      s += win(X + W + wallT, room.y + room.h * 0.3, X + W + wallT, room.y + room.h * 0.7);
  }
  // dimension chains: top per room, overall left
  const xs = [
    ...new Set(
      list
        .filter((q) => Math.abs(q.y - Y) < 1)
        .flatMap((q) => [q.x, q.x + q.w])
        .map(Math.round),
    ),
  ].sort((a, b) => a - b);
  for (let i = 0; i < xs.length - 1; i++)
    s += dim(xs[i], Y - wallT - pad * 0.3, xs[i + 1], Y - wallT - pad * 0.3, feet((xs[i + 1] - xs[i]) * ftPerPx), { color: ink, size: 10 });
  s += dim(X, Y - wallT - pad * 0.62, X + W, Y - wallT - pad * 0.62, feet(W * ftPerPx), { color: ink, size: 11 });
  s += dim(X - wallT - pad * 0.45, Y, X - wallT - pad * 0.45, Y + H, feet(H * ftPerPx), { color: ink, size: 11 });
  for (const xx of xs) s += line(xx, Y - wallT - 4, xx, Y - wallT - pad * 0.68, `stroke="${ink}" stroke-width="0.5"`);
  // grid bubbles
  xs.forEach((xx, i) => {
    s +=
      circle(xx, Y - wallT - pad * 0.85, 9, `fill="${bg}" stroke="${ink}"`) +
      text(
        xx,
        Y - wallT - pad * 0.85 + 4,
        String.fromCharCode(65 + i),
        `font-family="${FONT}" font-size="10" fill="${ink}" text-anchor="middle"`,
      );
  });
  if (titleBlockOn) {
    const tbW = Math.min(w * 0.55, 380);
    s += titleBlock(w - tbW - pad * 0.4, h - tbH - pad * 0.3, tbW, tbH - 8, title, `PROPOSED RESIDENCE, PLOT NO. ${r.int(11, 298)}`, r, {
      color: ink,
      bg,
    });
    s += northArrow(pad * 0.8, h - tbH / 2 - pad * 0.3, Math.min(22, tbH * 0.3), ink);
  }
  return s;
}

/** Front elevation line drawing with levels, openings and dimensions. */
export function elevationDrawing(w, h, r, { colored = false } = {}) {
  let s = paper(w, h);
  const ground = h * 0.78;
  const floors = r.int(2, 4);
  const fh = Math.min((ground - h * 0.2) / (floors + 0.6), h * 0.16);
  const X0 = w * 0.18;
  const X1 = w * 0.74;
  const top = ground - floors * fh;
  const fill = colored ? r.pick(['#f2e6d0', '#e9eef2', '#efe3da']) : '#fff';
  s += line(w * 0.05, ground, w * 0.95, ground, `stroke="${INK}" stroke-width="2.5"`);
  s +=
    rect(X0 - 10, ground, X1 - X0 + 20, 16, `fill="none" stroke="${INK}"`) +
    text(X0 - 6, ground + 12, 'PLINTH', `font-family="${FONT}" font-size="9" fill="${INK}"`);
  s += rect(X0, top, X1 - X0, ground - top, `fill="${fill}" stroke="${INK}" stroke-width="2"`);
  s += rect(X0 - 8, top - 16, X1 - X0 + 16, 16, `fill="${colored ? '#b0685a' : '#fff'}" stroke="${INK}" stroke-width="1.5"`);
  const bays = r.int(3, 4);
  const bw = (X1 - X0) / bays;
  for (let f = 0; f < floors; f++) {
    const y = ground - (f + 1) * fh;
    s += line(X0 - 12, y + fh, X1 + 12, y + fh, `stroke="${INK}" stroke-width="1.2"`);
    for (let b = 0; b < bays; b++) {
      const bx = X0 + b * bw;
      if (f === 0 && b === 1) {
        s += rect(
          bx + bw * 0.25,
          y + fh * 0.2,
          bw * 0.5,
          fh * 0.8,
          `fill="${colored ? '#8a5a3c' : '#fff'}" stroke="${INK}" stroke-width="1.4"`,
        );
        s += line(bx + bw / 2, y + fh * 0.2, bx + bw / 2, ground, `stroke="${INK}"`);
        continue;
      }
      const wx = bx + bw * 0.2;
      const ww = bw * 0.6;
      s += rect(wx, y + fh * 0.3, ww, fh * 0.45, `fill="${colored ? '#a9c7e0' : '#fff'}" stroke="${INK}" stroke-width="1.4"`);
      s += line(wx + ww / 2, y + fh * 0.3, wx + ww / 2, y + fh * 0.75, `stroke="${INK}"`);
      s += rect(wx - 6, y + fh * 0.22, ww + 12, 6, `fill="${colored ? '#c9c2b8' : '#fff'}" stroke="${INK}"`);
      if (f > 0 && b === bays - 1) {
        s += rect(bx, y + fh * 0.55, bw, fh * 0.45, `fill="none" stroke="${INK}"`);
        for (let q = 1; q < 8; q++)
          s += line(bx + (bw * q) / 8, y + fh * 0.58, bx + (bw * q) / 8, y + fh, `stroke="${INK}" stroke-width="0.7"`);
      }
    }
    // level marks
    s += poly(
      [
        [X1 + 40, y + fh],
        [X1 + 48, y + fh - 8],
        [X1 + 32, y + fh - 8],
      ],
      `fill="${INK}"`,
    );
    s += text(
      X1 + 56,
      y + fh - 2,
      `${f === 0 ? '±' : '+'}${(f * 3.1).toFixed(2)} ${f === 0 ? 'GR. FLR' : `${f}${['ST', 'ND', 'RD'][f - 1] ?? 'TH'} FLR`}`,
      `font-family="${NARROW}" font-size="11" fill="${INK}"`,
    );
  }
  s += dim(X0 - 40, top, X0 - 40, ground, `${(floors * 3.1 + 0.9).toFixed(2)} M`, { size: 11 });
  s += dim(X0, ground + 36, X1, ground + 36, `${r.float(9, 14).toFixed(2)} M`, { size: 11 });
  for (let t = 0; t < 2; t++) {
    const tx = t ? X1 + 30 + r.float(40, 80) : X0 - r.float(60, 90);
    s +=
      line(tx, ground, tx, ground - 44, `stroke="${INK}"`) +
      circle(tx, ground - 64, 26, `fill="none" stroke="${INK}"`) +
      circle(tx - 10, ground - 70, 14, `fill="none" stroke="${INK}" stroke-width="0.6"`);
  }
  s += text(
    w / 2,
    h * 0.94,
    'FRONT ELEVATION',
    `font-family="${FONT}" font-size="16" font-weight="bold" fill="${INK}" text-anchor="middle" text-decoration="underline"`,
  );
  return s;
}

/** Building cross-section with hatched cut slabs, footings, stair and levels. */
export function sectionDrawing(w, h, r) {
  let s = paper(w, h);
  const ground = h * 0.72;
  const floors = r.int(2, 3);
  const fh = (ground - h * 0.16) / (floors + 0.3);
  const X0 = w * 0.14;
  const X1 = w * 0.78;
  const hatch = id('c');
  s += `<defs><pattern id="${hatch}" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="7" stroke="${INK}" stroke-width="1"/></pattern></defs>`;
  // earth
  s += rect(w * 0.04, ground, w * 0.92, h * 0.2, 'fill="#efe7d6"');
  for (let i = 0; i < 40; i++)
    s += circle(w * 0.05 + r.float(0, w * 0.9), ground + r.float(4, h * 0.19), r.float(1, 2.5), `fill="#b9a888"`);
  s += line(w * 0.04, ground, w * 0.96, ground, `stroke="${INK}" stroke-width="2"`);
  const cols = r.int(3, 4);
  const cw = (X1 - X0) / (cols - 1);
  for (let c = 0; c < cols; c++) {
    const cx = X0 + c * cw;
    s += rect(cx - 36, ground + h * 0.12, 72, 16, `fill="url(#${hatch})" stroke="${INK}"`);
    s += rect(cx - 8, ground, 16, h * 0.12, `fill="url(#${hatch})" stroke="${INK}"`);
    s += rect(cx - 8, ground - floors * fh, 16, floors * fh, `fill="url(#${hatch})" stroke="${INK}"`);
  }
  s += rect(X0 - 8, ground - 10, X1 - X0 + 16, 10, `fill="url(#${hatch})" stroke="${INK}"`);
  for (let f = 1; f <= floors; f++) {
    const y = ground - f * fh;
    s += rect(X0 - 20, y, X1 - X0 + 40, 12, `fill="url(#${hatch})" stroke="${INK}" stroke-width="1.2"`);
    for (let c = 0; c < cols - 1; c++)
      s +=
        rect(X0 + c * cw + 8, y + 12, 18, 14, `fill="url(#${hatch})" stroke="${INK}"`) +
        rect(X0 + (c + 1) * cw - 26, y + 12, 18, 14, `fill="url(#${hatch})" stroke="${INK}"`);
    s += poly(
      [
        [X1 + 50, y],
        [X1 + 58, y - 8],
        [X1 + 42, y - 8],
      ],
      `fill="${INK}"`,
    );
    s += text(X1 + 66, y - 2, `+${(f * 3.0 + 0.45).toFixed(2)}`, `font-family="${NARROW}" font-size="12" fill="${INK}"`);
    // windows in section: lintel and sill lines
    s += rect(X1 - 6, y + fh * 0.3, 12, fh * 0.45, `fill="#fff" stroke="${INK}"`);
  }
  // stair flight in the first bay
  const steps = 10;
  const sx = X0 + 10;
  const sw = cw * 0.75;
  for (let f = 0; f < floors; f++) {
    const y0 = ground - f * fh;
    let d = `M${sx},${y0}`;
    for (let i = 0; i < steps; i++) d += ` v${-fh / steps} h${sw / steps}`;
    s += path(d, `fill="none" stroke="${INK}" stroke-width="1.2"`);
    s += line(sx, y0 + 10, sx + sw, y0 - fh + 10, `stroke="${INK}" stroke-width="1.2"`);
  }
  s +=
    line(w * 0.05, ground - 10, w * 0.12, ground - 10, `stroke="${INK}"`) +
    text(w * 0.05, ground - 14, '±0.00', `font-family="${NARROW}" font-size="12" fill="${INK}"`);
  s += dim(X0 - 50, ground - floors * fh, X0 - 50, ground, `${(floors * 3).toFixed(2)} M`);
  s += dim(X0, h * 0.12, X1, h * 0.12, `${r.float(9, 15).toFixed(2)} M`);
  s += text(
    w / 2,
    h * 0.96,
    `SECTION ${r.pick(['A-A', 'B-B', 'X-X'])}`,
    `font-family="${FONT}" font-size="16" font-weight="bold" fill="${INK}" text-anchor="middle" text-decoration="underline"`,
  );
  return s;
}

/** Reinforcement details: column section, beam elevation and an isolated footing. */
export function structuralDetail(w, h, r) {
  let s = paper(w, h, '#fdfcf8');
  const g = gridPattern(24, '#1d2a3a10');
  s += `<defs>${g.def}</defs>${rect(0, 0, w, h, `fill="${g.ref}"`)}`;
  const red = '#c0392b';
  const lab = (x, y, t, a = 'start') => text(x, y, t, `font-family="${NARROW}" font-size="12" fill="${INK}" text-anchor="${a}"`);
  // column section
  const cs = Math.min(w, h) * 0.24;
  const cx = w * 0.08;
  const cy = h * 0.14;
  s += rect(cx, cy, cs, cs, `fill="#eceae4" stroke="${INK}" stroke-width="2"`);
  s += rect(cx + 10, cy + 10, cs - 20, cs - 20, `fill="none" stroke="${red}" stroke-width="1.6" rx="3"`);
  const bars = r.pick([4, 6, 8]);
  const pts = [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
    [0.5, 0],
    [0.5, 1],
    [0, 0.5],
    [1, 0.5],
  ].slice(0, bars);
  for (const [px, py] of pts) s += circle(cx + 14 + px * (cs - 28), cy + 14 + py * (cs - 28), 5, `fill="${INK}"`);
  s += dim(cx, cy + cs + 22, cx + cs, cy + cs + 22, `${r.pick([230, 300, 375])}`, { size: 11 });
  s += lab(cx, cy - 12, `COLUMN C${r.int(1, 9)}: ${bars}-${r.pick([12, 16, 20])}Ø`);
  s += lab(cx, cy + cs + 44, `TIES 8Ø @ ${r.pick([150, 175, 200])} C/C`);
  // beam elevation
  const bx = w * 0.42;
  const by = h * 0.12;
  const bw = w * 0.52;
  const bh = h * 0.12;
  s += rect(bx, by, bw, bh, `fill="#eceae4" stroke="${INK}" stroke-width="2"`);
  s += rect(bx - 16, by, 16, bh + 40, `fill="#d9d6cd" stroke="${INK}"`) + rect(bx + bw, by, 16, bh + 40, `fill="#d9d6cd" stroke="${INK}"`);
  s +=
    line(bx + 6, by + 8, bx + bw - 6, by + 8, `stroke="${red}" stroke-width="2"`) +
    line(bx + 6, by + bh - 8, bx + bw - 6, by + bh - 8, `stroke="${red}" stroke-width="2"`);
  s += path(
    `M${bx + 6},${by + bh - 14} L${bx + bw * 0.2},${by + bh - 14} L${bx + bw * 0.28},${by + 14} L${bx + bw * 0.72},${by + 14} L${bx + bw * 0.8},${by + bh - 14} L${bx + bw - 6},${by + bh - 14}`,
    `fill="none" stroke="${red}" stroke-width="1.5"`,
  );
  const sp = r.pick([8, 10, 12]);
  for (let x = bx + 10; x < bx + bw - 6; x += sp + (x > bx + bw * 0.25 && x < bx + bw * 0.75 ? sp : 0))
    s += line(x, by + 4, x, by + bh - 4, `stroke="${red}" stroke-width="0.8"`);
  s += lab(bx, by - 12, `BEAM B${r.int(1, 12)} (${r.pick([230, 300])} x ${r.pick([380, 450, 600])})`);
  s += lab(bx + bw / 2, by + bh + 22, `2-${r.pick([12, 16])}Ø TOP, 3-${r.pick([16, 20])}Ø BOTTOM, 8Ø STIRRUPS`, 'middle');
  s += dim(bx, by + bh + 48, bx + bw, by + bh + 48, `CLEAR SPAN ${r.float(3.2, 5.4).toFixed(2)} M`, { size: 11 });
  // footing
  const fx = w * 0.5;
  const fy = h * 0.62;
  const fw = w * 0.34;
  const fd = h * 0.12;
  s += rect(w * 0.38, fy - h * 0.18, w * 0.58, h * 0.18 + fd + 40, 'fill="#f3ecdc"');
  s += poly(
    [
      [fx - fw / 2, fy],
      [fx + fw / 2, fy],
      [fx + fw / 2, fy + fd * 0.4],
      [fx + fw / 2, fy + fd],
      [fx - fw / 2, fy + fd],
      [fx - fw / 2, fy + fd * 0.4],
    ],
    `fill="#eceae4" stroke="${INK}" stroke-width="2"`,
  );
  s += poly(
    [
      [fx - fw / 2, fy + fd * 0.4],
      [fx - 18, fy],
      [fx + 18, fy],
      [fx + fw / 2, fy + fd * 0.4],
    ],
    `fill="#e2dfd6" stroke="${INK}"`,
  );
  s += rect(fx - 18, fy - h * 0.18, 36, h * 0.18, `fill="#eceae4" stroke="${INK}" stroke-width="2"`);
  s += rect(fx - fw / 2 - 10, fy + fd, fw + 20, 12, `fill="#cfcac0" stroke="${INK}"`);
  s += line(fx - fw / 2 + 8, fy + fd - 10, fx + fw / 2 - 8, fy + fd - 10, `stroke="${red}" stroke-width="2"`);
  for (let x = fx - fw / 2 + 12; x < fx + fw / 2 - 8; x += 14) s += circle(x, fy + fd - 14, 2.5, `fill="${red}"`);
  for (const d of [-10, 10])
    s +=
      line(fx + d, fy - h * 0.18, fx + d, fy + fd - 12, `stroke="${red}" stroke-width="2"`) +
      line(fx + d, fy + fd - 12, fx + d * 4, fy + fd - 12, `stroke="${red}" stroke-width="2"`);
  s += lab(fx + fw / 2 + 16, fy + fd - 8, `${r.pick([10, 12])}Ø @ ${r.pick([125, 150])} C/C B/W`);
  s += lab(fx + fw / 2 + 16, fy + fd + 14, 'P.C.C. 1:4:8, 100 THK');
  s += dim(
    fx - fw / 2,
    fy + fd + 34,
    fx + fw / 2,
    fy + fd + 34,
    `${r.pick(['1500', '1800', '2100'])} x ${r.pick(['1500', '1800', '2100'])}`,
    { size: 11 },
  );
  s += lab(fx - fw / 2, fy - h * 0.2, `FOOTING F${r.int(1, 6)}`);
  // notes
  const nx = w * 0.06;
  const ny = h * 0.62;
  s += text(nx, ny, 'GENERAL NOTES', `font-family="${FONT}" font-size="13" font-weight="bold" fill="${INK}" text-decoration="underline"`);
  const notes = [
    '1. CONCRETE M20 UNLESS NOTED.',
    '2. STEEL Fe 500 TMT BARS.',
    '3. CLEAR COVER: FOOTING 50,',
    '   COLUMN 40, BEAM 25, SLAB 20.',
    '4. ALL DIMENSIONS IN MM.',
    '5. LAP LENGTH 50 x DIA.',
  ];
  notes.forEach((t, i) => {
    s += lab(nx, ny + 20 + i * 17, t);
  });
  return s;
}
