// The 38 gallery pictures: scene, shape, seed and the alt text a screen reader says for each.
// generate.mjs draws them and writes app/content/seed/gallery.json from the same list, so alts stay true.
import { renderScene } from './lib.mjs';
import { duskElevation, constructionSite, interior, isoBuilding } from './views.mjs';
import { elevationDrawing, floorPlan, layoutPlan, sectionDrawing, structuralDetail } from './drawings.mjs';
import { commercialComplex, dayHouse, renovation } from './facades.mjs';
import { classroom, deskFlatLay, drawingSheet, permissionSet, screenScene } from './workplace.mjs';

/** Shapes with the longest side 1600: landscape 4:3 and 16:9, portrait 3:4, square. */
const SIZE = { L: [1600, 1200], W: [1600, 900], P: [1200, 1600], S: [1600, 1600] };

// [scene, shape, options, alt]; the seed is 200 + position, so each picture differs.
const ITEMS = [
  [duskElevation, 'W', { from: 0.3, to: 0.9 }, 'Mixed-use tower block at dusk with lit windows'],
  [floorPlan, 'P', { blueprint: true, rooms: 4 }, 'Blueprint of a residence ground floor plan'],
  [constructionSite, 'L', { time: 'day' }, 'Brick and concrete frame under construction beside a tower crane'],
  [interior, 'S', { kind: 'living' }, 'Living room interior with sofa, rug and a large window'],
  [layoutPlan, 'L', {}, 'Colour-coded residential layout plan with numbered plots and roads'],
  [isoBuilding, 'P', { day: true }, 'Isometric 3D view of an apartment block on a landscaped plot'],
  [structuralDetail, 'L', {}, 'Reinforcement details of a column, a beam and a footing'],
  [dayHouse, 'W', {}, 'Modern two-storey bungalow with wood cladding, seen from the street'],
  [sectionDrawing, 'S', {}, 'Building cross-section drawing with footings, slabs and stairs'],
  [elevationDrawing, 'L', { colored: true }, 'Coloured front elevation drawing of a house'],
  [renovation, 'L', {}, 'Before and after views of a renovated building facade'],
  [constructionSite, 'P', { time: 'evening', from: 0.2, to: 0.85 }, 'Building site in the evening with scaffolding and a crane'],
  [commercialComplex, 'W', {}, 'Commercial complex with shops below and glazed offices above'],
  [interior, 'P', { kind: 'office' }, 'Office interior with a desk and two monitors'],
  [permissionSet, 'S', {}, 'Approved building permission drawings with stamps and a pen'],
  [isoBuilding, 'L', { day: false }, '3D view of an apartment block at dusk with garden lamps'],
  [floorPlan, 'L', { rooms: 4 }, 'Dimensioned house floor plan with furniture layout'],
  [layoutPlan, 'P', { houses: true }, 'Residential layout plan with houses built on the plots'],
  [duskElevation, 'P', { from: 0.12, to: 0.9 }, 'Apartment tower at dusk above a tree-lined street'],
  [screenScene, 'W', { show: 'plan' }, 'CAD workstation with a floor plan open on the monitor'],
  [dayHouse, 'P', {}, 'Contemporary bungalow with a compound wall and gate'],
  [
    drawingSheet,
    'S',
    { panels: ['plan', 'elevation', 'section', 'iso'], title: 'WORKING DRAWINGS', sub: 'PLAN, ELEVATION, SECTION AND 3D VIEW' },
    'Drawing sheet with a plan, an elevation, a section and a 3D view',
  ],
  [structuralDetail, 'P', {}, 'Structural drawing of column, beam and footing reinforcement'],
  [interior, 'P', { kind: 'living' }, 'Furnished living room with a floor lamp and plants'],
  [layoutPlan, 'W', { kind: 'commercial' }, 'Commercial layout plan with shop and office plots'],
  [constructionSite, 'W', { time: 'day', from: 0.35, to: 0.85 }, 'Multi-storey frame under construction on a sunny day'],
  [elevationDrawing, 'W', {}, 'Line drawing of a building front elevation with levels'],
  [isoBuilding, 'S', { day: true }, 'Isometric model of a residential block with a rooftop cabin'],
  [deskFlatLay, 'L', {}, "Blueprint, scale, helmet and laptop on an engineer's desk"],
  [sectionDrawing, 'P', {}, 'Cross-section of a framed building with footings'],
  [classroom, 'W', { lesson: 'SITE PLANNING' }, 'Training class watching a lesson on site planning'],
  [floorPlan, 'S', { blueprint: true, rooms: 3, title: 'FIRST FLOOR PLAN' }, 'Blueprint of a first floor plan with room sizes'],
  [commercialComplex, 'P', { name: 'TRADE CENTRE' }, 'Shopping and office complex named Trade Centre'],
  [dayHouse, 'L', {}, 'Bungalow elevation by day with trees and a parked car'],
  [duskElevation, 'L', { from: 0.36, to: 0.96 }, 'Glass tower and balcony wing lit up at dusk'],
  [screenScene, 'L', { show: 'iso' }, 'Monitor showing a 3D model of a building in CAD'],
  [renovation, 'P', {}, 'Old worn facade beside the same facade modernized'],
  [
    drawingSheet,
    'W',
    { panels: ['elevation', 'section'], title: 'ELEVATION AND SECTION', sub: 'PROPOSED RESIDENCE' },
    'Sheet with a front elevation and a section of a house',
  ],
];

/** Drawings use fixed pixel sizes, so they are drawn on a smaller canvas and enlarged; layouts less so. */
const zoomFor = (scene) => (scene === layoutPlan ? 1.25 : 1.6);

export const GALLERY = ITEMS.map(([scene, shape, opts, alt], i) => ({
  name: String(i + 1).padStart(2, '0'),
  scene,
  size: SIZE[shape],
  opts,
  alt,
  seed: 200 + i,
}));

export async function writeGallery(dir) {
  for (const g of GALLERY) {
    const [w, h] = g.size;
    await renderScene(`${dir}/${g.name}.jpg`, w, h, g.scene, g.seed, g.opts, { zoom: zoomFor(g.scene), quality: 80 });
  }
}

/** app/content/seed/gallery.json: the gallery's seed, read by the server on its first start. */
export function galleryJson() {
  return `${JSON.stringify(
    GALLERY.map((g, i) => ({ id: String(i + 1), title: g.alt, picture: `gallery/${g.name}` })),
    null,
    2,
  )}\n`;
}
