import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extendTailwindMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { buttonClass, type ButtonSize, type ButtonVariant } from './button';
import { containerClass } from './container';

/**
 * Class lists are joined, not merged (docs/decisions/026): two utilities for one property would leave the
 * stylesheet's order to decide. tailwind-merge, which knows Tailwind's groups, is the judge here and only
 * here: a joined list it would shorten has a conflict.
 */
const merge = extendTailwindMerge({ extend: { theme: { container: ['site-sm', 'site-md', 'site-lg', 'site-xl', 'site-full'] } } });
const conflicts = (classes: string) => {
  const kept = new Set(merge(classes).split(' '));
  return classes.split(/\s+/).filter((c) => c && !kept.has(c));
};

const VARIANTS: ButtonVariant[] = ['solid', 'outline', 'outlineOnDark', 'accent', 'danger', 'ghost', 'ghostDanger', 'ghostOnDark', 'quiet'];
const SIZES: ButtonSize[] = ['md', 'sm', 'bar', 'menu', 'icon', 'iconLg', 'action'];

const app = join(import.meta.dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  );
const code = sources(app).map((file) => ({ file: file.slice(app.length + 1), text: readFileSync(file, 'utf8') }));

describe('class lists never hold two utilities for one property', () => {
  it('in every button variant and size', () => {
    for (const v of VARIANTS) for (const s of SIZES) expect(conflicts(buttonClass(v, '', s)), `${v} ${s}`).toEqual([]);
  });

  it('where a screen adds classes to a button or a container', () => {
    const found: string[] = [];
    for (const { file, text } of code) {
      for (const [, v, extra, s] of text.matchAll(/buttonClass\('(\w+)', '([^']*)'(?:, '(\w+)')?\)/g)) {
        found.push(file);
        expect(conflicts(buttonClass(v as ButtonVariant, extra, s as ButtonSize)), `${file}: ${extra}`).toEqual([]);
      }
      for (const [tag] of text.matchAll(/<(?:Button|ButtonLink)\b[^>]*className="[^"]*"[^>]*>/g)) {
        const prop = (name: string) => tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
        expect(
          conflicts(buttonClass((prop('variant') ?? 'solid') as ButtonVariant, prop('className'), (prop('size') ?? 'md') as ButtonSize)),
          `${file}: ${tag}`,
        ).toEqual([]);
      }
      for (const [tag, extra] of text.matchAll(/<Container\b[^>]*className="([^"]*)"/g)) {
        expect(conflicts(`${containerClass(/\bwide\b/.test(tag))} ${extra}`), `${file}: ${extra}`).toEqual([]);
      }
    }
    // The scan reads the screens: it found the admin's and the public pages' buttons.
    expect(found.length).toBeGreaterThan(20);
  });
});
