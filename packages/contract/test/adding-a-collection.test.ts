/**
 * docs/adding-a-collection.md is a checklist of three files; this keeps it true: its example definition is the
 * type-checked one of fixtures/guide-example.ts, every collection there is has the page modules and the seed the
 * checklist asks for, and the commands it gives exist.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, ITEMS_API_SLUGS, collectionRoutes } from '../src/index.js';
import { GUIDE_EXAMPLE } from './fixtures/guide-example.js';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');
const guide = read('docs/adding-a-collection.md');
/**
 * Collections of what only the owner can tell or choose (a client's words, the firm's people, a page's own banner):
 * nothing invented is seeded.
 */
const OWNERS_ALONE = new Set<string>(['testimonials', 'people', 'banners']);
/** Lines without their indent or blank ones: the guide's block sits deeper than the fixture's. */
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

describe('docs/adding-a-collection.md', () => {
  it('shows the definition of fixtures/guide-example.ts word for word', () => {
    const shown = /```ts\n([\s\S]*?)```/.exec(guide)?.[1] ?? '';
    const fixture = read('packages/contract/test/fixtures/guide-example.ts');
    const kept = fixture.slice(fixture.indexOf('projects: defineCollection('), fixture.lastIndexOf('};'));
    expect(lines(shown)).toEqual(lines(kept));
  });

  it('names the page modules its example needs, as the routes are made from a definition', () => {
    const modules = ['projects', 'project-detail'].map((name) => `${name}.tsx`);
    expect(collectionRoutes(GUIDE_EXAMPLE).map(([, file]) => file)).toEqual(modules.map((name) => `routes/${name}`));
    for (const name of modules) expect(guide).toContain(`\`${name}\``);
    expect(guide).toContain('`apps/web/app/routes/`');
    expect(guide).toContain(`\`${GUIDE_EXAMPLE.projects.slug}.json\` in \`apps/web/app/content/seed/\``);
  });

  // Sliders and offers, of the original API, have pages of their own making and are seeded otherwise (content/seed.ts).
  it.each(ITEMS_API_SLUGS)('%s has what the checklist asks: its page modules and a seed of at least one item, or none', (slug) => {
    for (const [, file] of collectionRoutes({ [slug]: COLLECTIONS[slug] }))
      expect(existsSync(new URL(`apps/web/app/${file}`, root)), file).toBe(true);
    const path = `apps/web/app/content/seed/${slug}.json`;
    if (OWNERS_ALONE.has(slug)) return expect(existsSync(new URL(path, root)), path).toBe(false);
    const seed = JSON.parse(read(path)) as unknown[];
    expect(seed.length).toBeGreaterThan(0);
  });

  it('names in the checklist the collections that start empty', () => {
    expect(guide).toContain(`no seed file (${[...OWNERS_ALONE].map((slug) => `\`${slug}\``).join(', ')})`);
  });

  it('gives commands that exist: npm scripts and vitest projects', () => {
    const scripts = Object.keys((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts);
    for (const [, script] of guide.matchAll(/npm run ([\w:-]+)/g)) expect(scripts, script).toContain(script);
    const config = read('vitest.config.ts');
    for (const [, project] of guide.matchAll(/--project (\w+)/g)) expect(config, project).toContain(`name: '${project}'`);
    for (const [, path] of guide.matchAll(/vitest run --project \w+ (\S+\.test\.ts)/g))
      expect(existsSync(new URL(path!, root)), path).toBe(true);
  });
});
