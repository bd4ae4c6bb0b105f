// How `npm test` shares the browser suite's spec files among its processes so that they end together: by the seconds
// each file took in a recent run (e2e/spec-seconds.json, both screens), the longest first, each to the process with
// the least so far. Playwright's own --shard splits by the count of tests in file order, which left one of three
// processes 100 s behind the others (decision 090). Run as a script on Playwright JSON reports
// (`node scripts/browser-split.mjs /tmp/firm-test-*/browser-tests-*.json`), it rewrites e2e/spec-seconds.json.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const TESTS = join(root, 'e2e', 'tests');
const SECONDS = join(root, 'e2e', 'spec-seconds.json');

/**
 * The files in `processes` groups of about equal seconds. A file the table does not know (a new one) counts as
 * the median file.
 * @param {string[]} files
 * @param {Record<string, number>} seconds
 * @param {number} processes
 * @returns {string[][]}
 */
export function splitSpecs(files, seconds, processes) {
  const known = Object.values(seconds).sort((a, b) => a - b);
  const median = known.length ? known[Math.floor(known.length / 2)] : 1;
  const weight = (file) => seconds[file] ?? median;
  const groups = Array.from({ length: processes }, () => ({ files: /** @type {string[]} */ ([]), total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((a, b) => (b.total < a.total ? b : a));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return groups.map((g) => g.files.sort()).filter((g) => g.length > 0);
}

/** The browser suite's spec files and their seconds, for `processes` processes. */
export function browserSpecGroups(processes) {
  const files = readdirSync(TESTS).filter((f) => f.endsWith('.spec.ts'));
  return splitSpecs(files, JSON.parse(readFileSync(SECONDS, 'utf8')), processes);
}

/**
 * Each test of a Playwright JSON report, on each screen, with its spec and the titles of the describe blocks around
 * it: the report's top suites are its test files, the suites under them the describe blocks.
 */
export function* playwrightTests(report) {
  function* walk(suite, titles) {
    for (const spec of suite.specs ?? []) for (const test of spec.tests) yield { spec, test, titles };
    for (const child of suite.suites ?? []) yield* walk(child, [...titles, child.title]);
  }
  for (const suite of report.suites ?? []) yield* walk(suite, []);
}

/** Seconds by spec file, summed over the tests and screens of Playwright JSON reports. */
function secondsOf(reports) {
  /** @type {Record<string, number>} */
  const totals = {};
  for (const report of reports)
    for (const { spec, test } of playwrightTests(JSON.parse(readFileSync(report, 'utf8')))) {
      const name = basename(spec.file);
      for (const result of test.results) totals[name] = (totals[name] ?? 0) + result.duration / 1000;
    }
  return Object.fromEntries(
    Object.entries(totals)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, s]) => [file, Math.round(s)]),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const reports = process.argv.slice(2);
  if (reports.length === 0) {
    console.error('Usage: node scripts/browser-split.mjs <Playwright JSON report>...');
    process.exit(1);
  }
  writeFileSync(SECONDS, `${JSON.stringify(secondsOf(reports), null, 2)}\n`);
  console.log(`Wrote ${SECONDS}`);
}
