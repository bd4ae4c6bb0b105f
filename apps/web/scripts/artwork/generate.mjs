// Draws every picture of the site from code. Run by hand when the artwork changes:
//   node apps/web/scripts/artwork/generate.mjs [group ...]
// Groups: sliders (apps/server/seed/slider-1..3.jpg), services (assets/services/101..110.jpg),
// courses (assets/courses/101..106.jpg), home (assets/home/welcome.jpg), banners (assets/banners/page.jpg),
// brand (assets/brand/mark.svg and og.jpg), icons (favicons and app icons in public/),
// gallery (assets/gallery/01..38.jpg and app/content/seed/gallery.json).
// Outputs are committed; the build never runs this. It only writes sources: the build makes the variants.
import { writeFile, mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { linearGradient, rect, renderScene, rng, svgDoc, writeJpeg, writePng } from './lib.mjs';
import { constructionSite, duskElevation, interior, isoBuilding } from './views.mjs';
import { floorPlan, layoutPlan } from './drawings.mjs';
import { commercialComplex, renovation } from './facades.mjs';
import { classroom, deskFlatLay, drawingSheet, permissionSet, screenScene, titleStrip } from './workplace.mjs';
import { markSvg, ogCard, pageBanner } from './brand.mjs';
import { galleryJson, writeGallery } from './gallery.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const webRoot = join(here, '..', '..');
const repoRoot = join(webRoot, '..', '..');
const assets = join(webRoot, 'assets');

/** Dark wash on the left so the white slogan reads on any picture. */
function slogan(w, h, strength = 0.78) {
  const g = 'slogan-wash';
  return `<defs>${linearGradient(
    g,
    [
      [0, '#06152b', strength],
      [0.45, '#06152b', strength * 0.55],
      [0.7, '#06152b', 0],
    ],
    { x2: 1, y2: 0 },
  )}</defs>${rect(0, 0, w, h, `fill="url(#${g})"`)}`;
}

const groups = {
  async sliders() {
    const W = 1920;
    const H = 800;
    const out = join(repoRoot, 'apps', 'server', 'seed');
    const one = duskElevation(W, H, rng(11), { from: 0.44, to: 0.96 }) + slogan(W, H, 0.7);
    const two = constructionSite(W, H, rng(23), { from: 0.5, to: 0.88, time: 'evening' }) + slogan(W, H, 0.75);
    const three = layoutPlan(W, H, rng(37), { scale: 1.25 }) + slogan(W, H, 0.86);
    await writeJpeg(join(out, 'slider-1.jpg'), svgDoc(W, H, one), { quality: 78 });
    await writeJpeg(join(out, 'slider-2.jpg'), svgDoc(W, H, two), { quality: 78 });
    await writeJpeg(join(out, 'slider-3.jpg'), svgDoc(W, H, three), { quality: 78 });
  },

  async services() {
    const dir = join(assets, 'services');
    // [id, scene, seed, options, zoom]; 110, 104 and 106 double as home banner slides, so their subject sits right
    const list = [
      [101, permissionSet, 41, {}, 1.6],
      [102, floorPlan, 42, { rooms: 4, title: 'GROUND FLOOR PLAN' }, 1.6],
      [103, drawingSheet, 43, { panels: ['elevation', 'section'], title: 'BUILDING DESIGN', sub: 'FRONT ELEVATION AND SECTION' }, 1.6],
      [104, layoutPlan, 44, { scale: 1 }, 1.25],
      [105, renovation, 45, {}, 1.6],
      [106, constructionSite, 46, { time: 'day', from: 0.42, to: 0.9 }, 1.6],
      [107, interior, 47, { kind: 'living' }, 1.6],
      [108, screenScene, 48, { show: 'plan' }, 1.6],
      [109, classroom, 49, { lesson: 'BUILDING PERMISSION' }, 1.6],
      [110, isoBuilding, 50, { day: false, at: 0.62 }, 1],
    ];
    for (const [n, scene, seed, opts, zoom] of list) await renderScene(join(dir, `${n}.jpg`), 1600, 1200, scene, seed, opts, { zoom });
  },

  async courses() {
    const dir = join(assets, 'courses');
    const W = 1000;
    const H = 750;
    const strip = 86;
    /** A scene with the course name in a title strip, like the title of a drawing sheet. */
    const titled = (body, title, sub) => body + titleStrip(0, H - strip, W, strip, title, sub);
    const scenes = {
      101: drawingSheet(W, H, rng(61), { panels: ['plan'], title: 'BASIC', sub: 'COURSE 101 · FLOOR PLAN DRAFTING' }),
      102: drawingSheet(W, H, rng(62), { panels: ['plan', 'elevation'], title: 'BASIC COMBO', sub: 'COURSE 102 · PLAN AND ELEVATION' }),
      103: drawingSheet(W, H, rng(63), {
        panels: ['plan', 'elevation', 'section', 'iso'],
        title: 'ALL COMBO',
        sub: 'COURSE 103 · PLAN, ELEVATION, SECTION, 3D',
      }),
      104: titled(
        commercialComplex(W, H - strip, rng(64), { name: 'COMMERCIAL HUB' }),
        'COMMERICAL COMBO',
        'COURSE 104 · COMMERCIAL BUILDING DESIGN',
      ),
      105: titled(
        layoutPlan(W, H - strip, rng(65), { kind: 'commercial', scale: 0.8 }),
        'COMMERICAL LAYOUT',
        'COURSE 105 · SHOP AND OFFICE PLOT LAYOUTS',
      ),
      106: titled(
        layoutPlan(W, H - strip, rng(66), { houses: true, scale: 0.8 }),
        'RESIDENTIAL LAYOUT',
        'COURSE 106 · HOUSING PLOT LAYOUTS',
      ),
    };
    for (const [n, body] of Object.entries(scenes)) await writeJpeg(join(dir, `${n}.jpg`), svgDoc(W, H, body, 1.6), { quality: 80 });
  },

  async home() {
    await renderScene(join(assets, 'home', 'welcome.jpg'), 1600, 1200, deskFlatLay, 71, {}, { zoom: 1.6 });
  },

  async banners() {
    await writeJpeg(join(assets, 'banners', 'page.jpg'), svgDoc(1920, 500, pageBanner(1920, 500, rng(81))), { quality: 80 });
  },

  async brand() {
    const dir = join(assets, 'brand');
    await mkdir(dir, { recursive: true });
    // The logo's mark until the owner uploads a logo (the name beside it is text: components/layout/logo.tsx).
    await writeFile(join(dir, 'mark.svg'), markSvg(56));
    await writeJpeg(join(dir, 'og.jpg'), svgDoc(1200, 630, ogCard(1200, 630, rng(91))), { quality: 82 });
  },

  async icons() {
    const pub = join(webRoot, 'public');
    await mkdir(pub, { recursive: true });
    await writeFile(join(pub, 'favicon.svg'), markSvg(56));
    await writePng(join(pub, 'favicon-32.png'), markSvg(512), 32);
    await writePng(join(pub, 'icon-192.png'), markSvg(512), 192);
    await writePng(join(pub, 'icon-512.png'), markSvg(512), 512);
    // opaque squares: iOS fills transparent corners with black; maskable keeps the glyph in the 80% safe zone
    await writePng(join(pub, 'apple-touch-icon.png'), markSvg(512, { square: true, inset: 0.06 }), 180);
    await writePng(join(pub, 'icon-maskable-512.png'), markSvg(512, { square: true, inset: 0.16 }), 512);
  },

  async gallery() {
    await writeGallery(join(assets, 'gallery'));
    await writeFile(join(webRoot, 'app', 'content', 'seed', 'gallery.json'), galleryJson());
  },
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(groups)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const t = Date.now();
  await run();
  console.log(`${name}: ${Date.now() - t} ms`);
}
export { assets };
