// 'Sizes': a DWG sheet (AutoCAD 2000 format, AC1015, the version nearly every CAD program opens)
// of standard sizes used in house planning: doors, windows, a stair, minimum rooms and parking
// bays. Model space is drawn 1:1 in millimetres on an A1 sheet outline at 1:50.
import { readFile, writeFile } from 'node:fs/promises';
import {
  ACadVersion,
  Arc,
  CadDocument,
  Color,
  DwgReader,
  DwgWriter,
  Layer,
  Layout,
  Line,
  LwPolyline,
  MeasurementUnits,
  TextEntity,
  UnitsType,
  XY,
  XYZ,
} from '@node-projects/acad-ts';

const SHEET = { width: 42050, height: 29700 };

function drawing() {
  const doc = new CadDocument(ACadVersion.AC1015);
  // The dictionaries (layouts, groups, styles) AutoCAD expects in every drawing, and the two layouts.
  doc.updateCollections(true, true);
  const paper = [...doc.blockRecords].find((b) => b.name.toLowerCase() === '*paper_space');
  for (const [name, block] of [
    [Layout.modelLayoutName, doc.modelSpace],
    [Layout.paperLayoutName, paper],
  ]) {
    const layout = new Layout(name);
    layout.associatedBlock = block;
    block.layout = layout;
    doc.layouts.add(layout);
  }

  const header = doc.header;
  header.insUnits = UnitsType.Millimeters;
  header.measurementUnits = MeasurementUnits.Metric;
  header.modelSpaceExtMin = new XYZ(0, 0, 0);
  header.modelSpaceExtMax = new XYZ(SHEET.width, SHEET.height, 0);
  header.modelSpaceLimitsMin = new XY(0, 0);
  header.modelSpaceLimitsMax = new XY(SHEET.width, SHEET.height);
  header.textHeightDefault = 200;
  // Open zoomed to the whole sheet.
  const active = [...doc.vPorts][0];
  active.center = new XY(SHEET.width / 2, SHEET.height / 2);
  active.viewHeight = SHEET.height * 1.05;
  active.aspectRatio = SHEET.width / SHEET.height;

  const layers = {};
  for (const [name, color] of [
    ['BORDER', 7],
    ['DOORS', 1],
    ['WINDOWS', 4],
    ['STAIR', 3],
    ['ROOMS', 6],
    ['PARKING', 5],
    ['DIMS', 8],
    ['TEXT', 7],
  ]) {
    const layer = new Layer();
    layer.name = name;
    layer.color = new Color(color);
    doc.layers.add(layer);
    layers[name] = layer;
  }

  const add = (entity, layer) => {
    entity.layer = layers[layer];
    doc.entities.add(entity);
  };
  const line = (layer, x1, y1, x2, y2) => {
    const l = new Line();
    l.startPoint = new XYZ(x1, y1, 0);
    l.endPoint = new XYZ(x2, y2, 0);
    add(l, layer);
  };
  const poly = (layer, points, closed = false) => {
    const p = new LwPolyline(points.map(([x, y]) => new XY(x, y)));
    p.isClosed = closed;
    add(p, layer);
  };
  const rect = (layer, x, y, w, h) =>
    poly(
      layer,
      [
        [x, y],
        [x + w, y],
        [x + w, y + h],
        [x, y + h],
      ],
      true,
    );
  const text = (value, x, y, height = 180, layer = 'TEXT', rotation = 0) => {
    const t = new TextEntity(value);
    t.insertPoint = new XYZ(x, y, 0);
    t.height = height;
    t.rotation = rotation;
    add(t, layer);
  };
  const arc = (layer, cx, cy, r, start, end) => {
    const a = new Arc();
    a.center = new XYZ(cx, cy, 0);
    a.radius = r;
    a.startAngle = start;
    a.endAngle = end;
    add(a, layer);
  };
  /** A dimension drawn with lines: the measured line, 45-degree ticks and the value. */
  const dimH = (x1, x2, y, label = String(Math.round(x2 - x1))) => {
    line('DIMS', x1, y, x2, y);
    for (const x of [x1, x2]) {
      line('DIMS', x - 60, y - 60, x + 60, y + 60);
      line('DIMS', x, y - 150, x, y + 150);
    }
    text(label, (x1 + x2) / 2 - label.length * 50, y + 60, 120, 'DIMS');
  };
  const dimV = (x, y1, y2, label = String(Math.round(y2 - y1))) => {
    line('DIMS', x, y1, x, y2);
    for (const y of [y1, y2]) {
      line('DIMS', x - 60, y - 60, x + 60, y + 60);
      line('DIMS', x - 150, y, x + 150, y);
    }
    text(label, x - 60, (y1 + y2) / 2 - label.length * 50, 120, 'DIMS', Math.PI / 2);
  };
  const heading = (value, x, y) => {
    text(value, x, y, 350);
    line('TEXT', x, y - 120, x + value.length * 260, y - 120);
  };

  // Sheet border and title block.
  rect('BORDER', 500, 500, SHEET.width - 1000, SHEET.height - 1000);
  rect('BORDER', 29550, 500, 12000, 4000);
  text('STANDARD SIZES', 29900, 3500, 450);
  text('Shree Civil Engineering & Consultancy, Surat, Gujarat', 29900, 2700, 220);
  text('All dimensions in millimetres. Sheet A1 at 1:50.', 29900, 2100, 180);
  text('Minimums for residential buildings: check the CGDCR and your', 29900, 1500, 160);
  text('local authority, whose regulations prevail where they differ.', 29900, 1100, 160);

  // Doors: elevation (width x 2100) and plan symbol (wall, leaf, swing) under it.
  heading('DOORS', 1500, 27600);
  let x = 2000;
  for (const [mark, width, use] of [
    ['D', 1000, 'Main door'],
    ['D1', 900, 'Room door'],
    ['D2', 750, 'Bath / WC door'],
    ['DS', 1500, 'Balcony (2 leaves)'],
  ]) {
    const base = 21500;
    rect('DOORS', x, base, width, 2100);
    dimH(x, x + width, base - 400);
    dimV(x - 400, base, base + 2100);
    text(`${mark}: ${use}`, x, base + 2500, 180);
    text(`${width} x 2100`, x, base + 2250, 150);
    // Plan: 230 mm walls each side of the opening, the leaf open at 90 degrees and its swing.
    const py = 18800;
    rect('DOORS', x - 300, py, 300, 230);
    rect('DOORS', x + width, py, 300, 230);
    if (mark === 'DS') {
      const leaf = width / 2;
      line('DOORS', x, py + 230, x, py + 230 + leaf);
      line('DOORS', x + width, py + 230, x + width, py + 230 + leaf);
      arc('DOORS', x, py + 230, leaf, 0, Math.PI / 2);
      arc('DOORS', x + width, py + 230, leaf, Math.PI / 2, Math.PI);
    } else {
      line('DOORS', x, py + 230, x, py + 230 + width);
      arc('DOORS', x, py + 230, width, 0, Math.PI / 2);
    }
    x += width + 2600;
  }
  text('Plan', 1500, 19000, 160);
  text('Elevation', 1500, 22400, 160, 'TEXT', Math.PI / 2);

  // Windows: elevations between the floor line and the lintel level (2100 above floor).
  heading('WINDOWS AND VENTILATOR', 21000, 27600);
  const floor = 20100;
  line('WINDOWS', 21000, floor, 40800, floor);
  line('DIMS', 21000, floor + 2100, 40800, floor + 2100);
  text('Floor level', 21000, floor - 300, 150);
  text('Lintel level +2100', 37800, floor + 2200, 150);
  x = 22000;
  for (const [mark, width, height, sill] of [
    ['W', 1500, 1200, 900],
    ['W1', 1200, 1200, 900],
    ['W2', 900, 1200, 900],
    ['V', 600, 450, 1650],
  ]) {
    const y = floor + sill;
    rect('WINDOWS', x, y, width, height);
    if (width >= 1200) line('WINDOWS', x + width / 2, y, x + width / 2, y + height);
    line('WINDOWS', x, y - 50, x + width, y - 50);
    dimH(x, x + width, floor + 2600);
    dimV(x + width + 300, y, y + height);
    dimV(x - 300, floor, y, `sill ${sill}`);
    text(`${mark}: ${width} x ${height}`, x, floor + 3100, 180);
    x += width + 2200;
  }

  // Stair: a section of ten risers of 175 and treads of 250.
  heading('STAIR (SECTION)', 1500, 16800);
  const rise = 175;
  const going = 250;
  const steps = 10;
  const sx = 2500;
  const sy = 8500;
  const profile = [[sx - 600, sy]];
  for (let i = 0; i < steps; i++) {
    profile.push([sx + i * going, sy + i * rise], [sx + i * going, sy + (i + 1) * rise]);
  }
  profile.push([sx + steps * going + 800, sy + steps * rise]);
  poly('STAIR', profile);
  // Waist slab, 150 thick, under the flight.
  line('STAIR', sx, sy - 150, sx + steps * going, sy + steps * rise - 150);
  line('STAIR', sx - 600, sy, sx - 600, sy - 150);
  dimH(sx, sx + going, sy + rise + 900, `tread ${going}`);
  dimV(sx - 900, sy, sy + rise, `riser ${rise}`);
  dimV(sx + steps * going + 1200, sy, sy + steps * rise, `${steps} x ${rise} = ${steps * rise}`);
  text('Residential (NBC 2016): riser 190 max, tread 250 min,', 1500, 7200, 170);
  text('clear width 1000 min; keep 2R + T between 550 and 700.', 1500, 6850, 170);

  // Rooms: the smallest plans that meet the usual minimum areas and widths.
  heading('MINIMUM ROOM SIZES', 10500, 16800);
  x = 10500;
  for (const [name, width, depth, rule] of [
    ['Habitable room', 2400, 3960, '9.5 sq m, width 2400'],
    ['Kitchen', 1800, 2780, '5.0 sq m, width 1800'],
    ['Bath', 1200, 1500, '1.8 sq m, width 1200'],
    ['WC', 900, 1225, '1.1 sq m, width 900'],
    ['Bath + WC', 1200, 2340, '2.8 sq m, width 1200'],
  ]) {
    rect('ROOMS', x, 8500, width, depth);
    dimH(x, x + width, 8100);
    dimV(x + width + 250, 8500, 8500 + depth);
    text(name, x, 8500 + depth + 550, 170);
    text(rule, x, 8500 + depth + 300, 130);
    x += width + 1300;
  }
  text('Clear height: habitable rooms 2750, bath and WC 2200 (NBC 2016).', 10500, 6850, 170);

  // Parking bays.
  heading('PARKING', 31500, 16800);
  rect('PARKING', 31500, 8500, 2500, 5000);
  dimH(31500, 34000, 8100);
  dimV(34300, 8500, 13500);
  text('Car: 2500 x 5000', 31500, 14000, 180);
  rect('PARKING', 36000, 8500, 1000, 2000);
  dimH(36000, 37000, 8100);
  dimV(37300, 8500, 10500);
  text('Two-wheeler (typical): 1000 x 2000', 36000, 11000, 180);
  text('Aisle and ramp widths: as per the CGDCR.', 31500, 6850, 170);

  return doc;
}

/** Writes the DWG, then reads it back and returns what it holds (entities by type and layer). */
export async function writeSizesDwg(path) {
  await writeFile(path, DwgWriter.writeToBuffer(drawing()));
  const bytes = await readFile(path);
  const back = DwgReader.readFromStream(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength), () => {});
  const counts = {};
  for (const entity of back.entities) {
    const key = `${entity.constructor.name}@${entity.layer?.name}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return { version: bytes.subarray(0, 6).toString('latin1'), counts };
}
