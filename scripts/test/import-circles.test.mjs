// No module of the contract, the server or the web app imports itself back through others, not even
// for a type alone or by a dynamic import (docs/decisions/091-no-import-circles.md). dpdm reads the
// imports with TypeScript and resolves them as each tree's tsconfig.json says.
import { join, relative } from 'node:path';
import { parseCircular, parseDependencyTree } from 'dpdm';
import { beforeAll, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');

const TREES = [
  { files: 'packages/contract/src/**/*.ts', tsconfig: 'packages/contract/tsconfig.json' },
  { files: 'apps/server/src/**/*.ts', tsconfig: 'apps/server/tsconfig.json' },
  { files: 'apps/web/app/**/*.{ts,tsx}', tsconfig: 'apps/web/tsconfig.json' },
];

/**
 * What the web app's build writes, absent from a fresh checkout: React Router's route types (`./+types/`)
 * and the pictures' and fonts' files of apps/web/scripts (`generated/`).
 */
const WRITTEN_BY_THE_BUILD = /(^|\/)(\+types|generated)\//;

const dependencies = (tree) => Object.values(tree).flatMap((deps) => deps ?? []);
const shown = (path) => relative(root, path);

describe.each(TREES)('$files', ({ files, tsconfig }) => {
  /** Each file's imports, type-only ones included (no `transform`), with what each resolved to. */
  let tree;
  beforeAll(async () => {
    tree = await parseDependencyTree(files, { context: root, cwd: root, tsconfig: join(root, tsconfig), transform: false });
  }, 60_000);

  it('resolves every import of its own files', () => {
    // An import left unresolved would hide any circle through it.
    const unresolved = dependencies(tree)
      .filter((d) => d.id === null && /^(\.|~\/)/.test(d.request) && !WRITTEN_BY_THE_BUILD.test(d.request))
      .map((d) => `${shown(d.issuer)}: ${d.request}`);
    expect(unresolved).toEqual([]);
  });

  it('has no import circle', () => {
    // Most files import another of the tree: none found would mean the imports were not read.
    expect(dependencies(tree).filter((d) => d.id !== null).length).toBeGreaterThan(Object.keys(tree).length / 2);
    const circles = parseCircular(tree).map((circle) => [...circle, circle[0]].map(shown).join(' -> '));
    expect(circles).toEqual([]);
  });
});
