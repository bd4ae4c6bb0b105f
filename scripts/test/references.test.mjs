// Comments and tests cite docs/requirements.md (rule ids) and docs/decisions/ (records), never a
// document outside the repository (docs/decisions/000-decision-records.md). This keeps both true.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const requirements = readFileSync(join(root, 'docs', 'requirements.md'), 'utf8');
const records = readdirSync(join(root, 'docs', 'decisions'));

/** The repository's text files that explain code: sources, tests, scripts, styles and the README. */
const files = execFileSync('git', ['ls-files', '-z', 'apps', 'packages', 'e2e', 'bench', 'scripts', 'README.md', '.env.example'], { cwd: root })
  .toString()
  .split('\0')
  .filter((f) => /\.(ts|tsx|mjs|js|css|md|json)$/.test(f) || f === '.env.example')
  .filter((f) => !f.includes('/scripts/downloads/') && f !== 'scripts/test/references.test.mjs');
const sources = files.map((f) => ({ file: f, text: readFileSync(join(root, f), 'utf8') }));

const PREFIXES = [...new Set([...requirements.matchAll(/^- ([A-Z]+)-\d+/gm)].map((m) => m[1]))];
const RULE = new RegExp(`\\b(?:${PREFIXES.join('|')})-\\d+\\b`, 'g');

describe('references', () => {
  it('docs/requirements.md gives each rule id once', () => {
    const ids = [...requirements.matchAll(/^- ([A-Z]+-\d+)/gm)].map((m) => m[1]);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('every rule id cited in the code is a rule of docs/requirements.md', () => {
    const unknown = sources.flatMap(({ file, text }) =>
      [...text.matchAll(RULE)].map((m) => m[0]).filter((id) => !new RegExp(`^- ${id}\\b`, 'm').test(requirements)).map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every decision record cited exists', () => {
    const cited = sources.flatMap(({ file, text }) => [...text.matchAll(/docs\/decisions\/([\w.-]+)/g)].map((m) => ({ file, name: m[1] })));
    const missing = cited.filter(({ name }) => !records.some((r) => r === name || r.startsWith(`${name}-`)));
    expect(missing).toEqual([]);
  });

  it('no comment or test points at a document outside the repository', () => {
    const outside = /spec section|\bthe spec\b|spec's|DESIGN\.md|EXAMPLES\.md|\bthe brief\b|shared\/spec/i;
    expect(sources.filter(({ text }) => outside.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('each decision record has a title, a date, a status, Context, Decision and Consequences', () => {
    for (const name of records) {
      const text = readFileSync(join(root, 'docs', 'decisions', name), 'utf8');
      expect(name, name).toMatch(/^\d{3}-[a-z0-9-]+\.md$/);
      expect(text, name).toMatch(/^# .+\n\nDate: \d{4}-\d{2}-\d{2} *\nStatus: .+\n/);
      for (const section of ['## Context', '## Decision', '## Consequences']) expect(text, `${name} ${section}`).toContain(`\n${section}\n`);
    }
    expect(existsSync(join(root, 'docs', 'decisions', '000-decision-records.md'))).toBe(true);
  });
});
