// Draws every picture of the site from code. Run by hand when the artwork changes:
//   node apps/web/scripts/artwork/generate.mjs [group ...]
// Outputs are committed; the build never runs this.
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { linearGradient, rect, rng, svgDoc, writeJpeg } from './lib.mjs';
import { constructionSite, duskElevation } from './views.mjs';
import { layoutPlan } from './drawings.mjs';

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
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(groups)) {
  if (wanted.length && !wanted.includes(name)) continue;
  const t = Date.now();
  await run();
  console.log(`${name}: ${Date.now() - t} ms`);
}
export { assets };
