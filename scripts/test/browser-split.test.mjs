// The browser suite's spec files shared among processes that end together (decision 090).
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { browserSpecGroups, splitSpecs } from '../browser-split.mjs';

describe('splitSpecs', () => {
  it('gives each file to one process, the longest first to the least loaded', () => {
    const seconds = { 'a.spec.ts': 100, 'b.spec.ts': 60, 'c.spec.ts': 50, 'd.spec.ts': 40, 'e.spec.ts': 10 };
    // a (100) and b (60) start the two; c goes with b (110), d with a (140), e with b (120).
    expect(splitSpecs(Object.keys(seconds), seconds, 2)).toEqual([
      ['a.spec.ts', 'd.spec.ts'],
      ['b.spec.ts', 'c.spec.ts', 'e.spec.ts'],
    ]);
  });

  it('counts a file the table does not know as the median file', () => {
    const seconds = { 'a.spec.ts': 30, 'b.spec.ts': 20, 'c.spec.ts': 10 };
    expect(splitSpecs(['a.spec.ts', 'b.spec.ts', 'c.spec.ts', 'new.spec.ts'], seconds, 2)).toEqual([
      ['a.spec.ts', 'c.spec.ts'],
      ['b.spec.ts', 'new.spec.ts'],
    ]);
  });

  it('starts no process without a file', () => {
    expect(splitSpecs(['a.spec.ts'], {}, 3)).toEqual([['a.spec.ts']]);
  });
});

it('shares every spec file of e2e/tests once among the processes', () => {
  const files = readdirSync(join(import.meta.dirname, '..', '..', 'e2e', 'tests')).filter((f) => f.endsWith('.spec.ts'));
  const groups = browserSpecGroups(3);
  expect(groups).toHaveLength(3);
  expect(groups.flat().sort()).toEqual(files.sort());
});
