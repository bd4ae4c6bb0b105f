// Comments and tests cite docs/requirements.md (rule ids) and docs/decisions/ (records), never a
// document outside the repository nor an issue number, and the files they name exist
// (docs/decisions/000-decision-records.md). This keeps all of it true.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const requirements = readFileSync(join(root, 'docs', 'requirements.md'), 'utf8');
/** The decision records in force (docs/decisions), and those a later record replaced whole (docs/decisions/superseded). */
const recordsIn = (folder) => readdirSync(join(root, folder)).filter((f) => f.endsWith('.md'));
const records = recordsIn('docs/decisions');
const superseded = recordsIn('docs/decisions/superseded');

/** The repository's text files that explain code: sources, tests, scripts, styles and the README. */
const files = execFileSync('git', ['ls-files', '-z', 'apps', 'packages', 'e2e', 'bench', 'scripts', 'README.md', '.env.example'], {
  cwd: root,
})
  .toString()
  .split('\0')
  .filter((f) => /\.(ts|tsx|mjs|js|css|md|json)$/.test(f) || f === '.env.example')
  .filter((f) => !f.includes('/scripts/downloads/') && f !== 'scripts/test/references.test.mjs');
const sources = files.map((f) => ({ file: f, text: readFileSync(join(root, f), 'utf8') }));
const git = (...args) => execFileSync('git', args, { cwd: root }).toString().split('\0').filter(Boolean);
/** The documents: the requirements, the decision records and the guides under docs/. */
const docs = git('ls-files', '-z', 'docs')
  .filter((f) => f.endsWith('.md'))
  .map((f) => ({ file: f, text: readFileSync(join(root, f), 'utf8') }));
const trackedFiles = git('ls-files', '-z');
const tracked = new Set(trackedFiles);

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
      [...text.matchAll(RULE)]
        .map((m) => m[0])
        .filter((id) => !new RegExp(`^- ${id}\\b`, 'm').test(requirements))
        .map((id) => `${file}: ${id}`),
    );
    expect(unknown).toEqual([]);
  });

  it('every decision record cited exists, in its folder', () => {
    const cited = sources.flatMap(({ file, text }) =>
      [...text.matchAll(/docs\/decisions\/(superseded\/)?([\w.-]+)/g)].map((m) => ({ file, old: !!m[1], name: m[2] })),
    );
    const missing = cited.filter(({ old, name }) => !(old ? superseded : records).some((r) => r === name || r.startsWith(`${name}-`)));
    expect(missing).toEqual([]);
  });

  it('no comment or test points at a document outside the repository', () => {
    const outside = /spec section|\bthe spec\b|spec's|DESIGN\.md|EXAMPLES\.md|\bthe brief\b|shared\/spec/i;
    expect(sources.filter(({ text }) => outside.test(text)).map(({ file }) => file)).toEqual([]);
  });

  it('each decision record has a title, a date, a status, Context, Decision and Consequences', () => {
    for (const name of [...records, ...superseded.map((f) => `superseded/${f}`)]) {
      const text = readFileSync(join(root, 'docs', 'decisions', name), 'utf8');
      expect(name, name).toMatch(/^(superseded\/)?\d{3}-[a-z0-9-]+\.md$/);
      expect(text, name).toMatch(/^# .+\n\nDate: \d{4}-\d{2}-\d{2} *\nStatus: .+\n/);
      for (const section of ['## Context', '## Decision', '## Consequences'])
        expect(text, `${name} ${section}`).toContain(`\n${section}\n`);
    }
    expect(existsSync(join(root, 'docs', 'decisions', '000-decision-records.md'))).toBe(true);
  });

  it('a record replaced whole is in superseded/ and names the record that replaced it; one in force does not say so', () => {
    const number = (name) => name.slice(0, 3);
    const all = [...records, ...superseded].map(number);
    expect(all.filter((n, i) => all.indexOf(n) !== i)).toEqual([]);
    for (const name of superseded) {
      const status = /^Status: (.*)$/m.exec(readFileSync(join(root, 'docs', 'decisions', 'superseded', name), 'utf8'))?.[1];
      const by = /^superseded by \[(\d{3})\]/i.exec(status ?? '')?.[1];
      expect(by && all.includes(by) ? 'names it' : status, name).toBe('names it');
    }
    for (const name of records) {
      const status = /^Status: (.*)$/m.exec(readFileSync(join(root, 'docs', 'decisions', name), 'utf8'))?.[1];
      expect(status, name).not.toMatch(/^superseded/i);
    }
  });

  it('every relative link of a document leads to a file or folder of the repository', () => {
    const links = [...docs, { file: 'README.md', text: readFileSync(join(root, 'README.md'), 'utf8') }].flatMap(({ file, text }) =>
      [...text.matchAll(/\]\(([^)\s#]+)(?:#[^)]*)?\)/g)]
        .map((m) => m[1])
        .filter((target) => !/^[a-z][\w+.-]*:/i.test(target))
        .map((target) => ({ cited: `${file}: ${target}`, path: normalize(join(dirname(file), target)).replace(/\/$/, '') })),
    );
    expect(links.length).toBeGreaterThan(100);
    const folders = new Set(
      trackedFiles.flatMap((f) =>
        f
          .split('/')
          .slice(0, -1)
          .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
      ),
    );
    expect(links.filter(({ path }) => !tracked.has(path) && !folders.has(path)).map(({ cited }) => cited)).toEqual([]);
  });

  it('no comment, test, script or document cites an issue number', () => {
    const cites = [...sources, ...docs].flatMap(({ file, text }) => [...text.matchAll(/\bissues? #?\d+/gi)].map((m) => `${file}: ${m[0]}`));
    expect(cites).toEqual([]);
  });

  it('every repository file a comment, test, script or document names exists', () => {
    const unresolved = [...sources, ...docs].flatMap(({ file, text }) => unresolvedPaths(file, text));
    // What the build writes (dist/, build/, app/generated/) is ignored by git, not missing.
    const built = ignoredByGit(unresolved.flatMap((u) => u.candidates));
    expect(unresolved.filter((u) => !u.candidates.some((c) => built.has(c))).map((u) => u.cited)).toEqual([]);
  });

  it('the README stays under 10,000 bytes: what it is, the commands, configuration, deploying and a map', () => {
    expect(readFileSync(join(root, 'README.md')).length).toBeLessThan(10_000);
  });
});

const TOP = /^(?:apps|packages|e2e|bench|scripts|docs)\//;
const WORKSPACES = ['apps/server', 'apps/web', 'packages/contract', 'e2e', 'bench'];
/**
 * A path with at least one folder and an extension: `./x.js` and `../x.md` from the file's folder,
 * `~/x.ts` from apps/web/app (the web app's alias), the rest from the root or the file's workspace.
 * Not part of an address (after '/' or '.'), a glob (`*`) or a template (`}`).
 */
const PATH = /(?<![\w@$./*~}-])(\.{1,2}\/|~\/)?((?:[\w-][\w.-]*\/)+[\w.-]+\.(?:tsx|ts|mjs|js|md|css|json))(?![\w/*-])/g;
const URL_TEXT = /\b[a-z][\w+.-]*:\/\/[^\s'"`)>\]]*/gi;

/** The paths `text` names that no tracked file matches, each with the files it may mean. */
function unresolvedPaths(file, text) {
  const workspace = WORKSPACES.find((w) => file.startsWith(`${w}/`));
  const unresolved = [];
  for (const [whole, from, path] of text.replace(URL_TEXT, ' ').matchAll(PATH)) {
    // A file of an installed package ('pdfjs-dist/package.json') is not the repository's.
    if (!from && existsSync(join(root, 'node_modules', path.split('/')[0]))) continue;
    const bases =
      from === '~/'
        ? [`apps/web/app/${path}`]
        : from
          ? [normalize(join(dirname(file), whole))]
          : TOP.test(path)
            ? [path, ...(workspace ? [`${workspace}/${path}`] : [])]
            : [path, ...WORKSPACES.map((w) => `${w}/${path}`)];
    // An import names the compiled .js of a .ts or .tsx source.
    const candidates = bases.flatMap((p) => [p, p.replace(/\.js$/, '.ts'), p.replace(/\.js$/, '.tsx')]);
    if (candidates.some((c) => tracked.has(c))) continue;
    // Relative to a package's source folder ('content/routes.ts' in apps/server/src).
    if (!from && !TOP.test(path) && trackedFiles.some((t) => t.endsWith(`/${path}`))) continue;
    unresolved.push({ cited: `${file}: ${whole}`, candidates });
  }
  return unresolved;
}

/** Which of `paths` git ignores. */
function ignoredByGit(paths) {
  if (paths.length === 0) return new Set();
  const run = spawnSync('git', ['check-ignore', '--no-index', '--stdin'], { cwd: root, input: `${paths.join('\n')}\n` });
  // 0: some ignored, 1: none.
  if (run.status !== 0 && run.status !== 1) throw new Error(`git check-ignore: ${run.stderr}`);
  return new Set(run.stdout.toString().split('\n'));
}
