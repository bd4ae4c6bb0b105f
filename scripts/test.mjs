// `npm test`: install what is missing, build, then the dependency check and the typecheck beside the unit tests, lint beside
// the Firefox checks, the development loop (npm run dev) and the HTTPS proxies (deploy/), the API tests on SQLite beside
// those on PostgreSQL (when one answers), and the browser tests in Chromium. Each suite's line gives its wall time, each
// stage's how busy the cores were; the last line is "N passed, N failed in Xm YYs", the install and build included.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { browserSpecGroups, playwrightTests } from './browser-split.mjs';
import { ensureBuilt, ensureInstalled, freePorts, root, run } from './lib.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
/** What failed, by suite and test, printed again beside the summary: CI shows the end of the output alone. */
const failures = [];
/** Each suite's line, in the order the suites started, whichever ends first. */
const lines = [];
const started = Date.now();
/** Minutes and seconds, so a slow suite shows in the summary rather than in CI's total alone. */
const took = (since) => {
  const s = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};
const record = (name, since, passed, failed, skipped = 0, note = '') => {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const line = `${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${note ? ` (${note})` : ''} in ${took(since)}`;
  lines.push({ since, line });
};

/** The machine's CPU time so far in milliseconds, busy and in all, summed over its cores (Node's `os.cpus()`). */
function machineCpuTime() {
  const times = cpus().map((cpu) => cpu.times);
  const all = times.reduce((sum, t) => sum + t.user + t.nice + t.sys + t.idle + t.irq, 0);
  return { busy: all - times.reduce((sum, t) => sum + t.idle, 0), all };
}

/**
 * Each stage's line: its wall time and how busy the machine's cores were meanwhile, so that a stage held up by the
 * cores shows apart from one that waits (on a browser, a timer, a database).
 */
const stages = [];
function noteStage(name, since, before) {
  const after = machineCpuTime();
  const busy =
    after.all > before.all
      ? `, the machine's ${availableParallelism()} cores ${Math.round((100 * (after.busy - before.busy)) / (after.all - before.all))} % busy`
      : '';
  stages.push(`${name}: ${took(since)}${busy}`);
}
/** Runs the suites of a stage side by side (decision 090). */
async function stage(name, ...suites) {
  const since = Date.now();
  const before = machineCpuTime();
  await Promise.all(suites);
  noteStage(name, since, before);
}

/** A Debian package for a tool the browser tests run, installed with apt-get unless it is there. */
function ensureDebianPackage(present, pkg, why) {
  if (present) return;
  console.log(`Installing ${pkg} from Debian packages for ${why}...`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args) =>
    run(sudo[0] ?? 'apt-get', [...(sudo.length ? ['apt-get'] : []), ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt(['update', '-qq']);
  apt(['install', '-y', '-qq', pkg]);
}

const canReach = (port, host = '127.0.0.1') =>
  new Promise((resolve) => {
    const socket = createConnection({ port, host, timeout: 1000 });
    socket.on('connect', () => (socket.end(), resolve(true)));
    socket.on('error', () => resolve(false));
    socket.on('timeout', () => (socket.destroy(), resolve(false)));
  });

const tmp = mkdtempSync(join(tmpdir(), 'firm-test-'));

/**
 * A command run beside others: its output is kept and printed whole when it ends, under its title, so
 * the lines of two at once never interleave. Resolves to its exit code.
 */
function quietly(title, cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('close', (code) => {
      console.log(`\n=== ${title}\n${log}`);
      resolve(code ?? 1);
    });
  });
}

/** A check that is one test: the command passes or fails as a whole. */
async function step(name, cmd, args) {
  const since = Date.now();
  const code = await quietly(name, cmd, args);
  record(name, since, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

async function vitest(name, project, env = {}) {
  const since = Date.now();
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const args = ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`];
  const code = await quietly(name, 'npx', args, env);
  if (!existsSync(out)) return record(name, since, 0, 1, 0, `vitest exited ${code} without results`);
  const r = JSON.parse(readFileSync(out, 'utf8'));
  for (const file of r.testResults) {
    const where = `${name}: ${file.name.replace(root, '')}`;
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    failures.push(...failedTests.map((t) => `${where} › ${t.fullName}`));
    // A file that failed before its tests ran (an import, a hook) has no failed test of its own.
    if (file.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${file.message.split('\n')[0]}`);
  }
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  record(name, since, r.numPassedTests, failed, r.numPendingTests + r.numTodoTests);
}

/**
 * A Playwright suite, its spec files shared among `groups` (one process each, all at once; browser-split.mjs; an empty
 * group runs every file of the config), each process with its own production server, database, SMTP server and backups
 * folder (e2e/env.ts reads the ports given here), so no test sees another's changes. Each process's output is printed
 * whole when it ends, so its lines never interleave with another's.
 */
async function playwright(name, config, groups = [[]]) {
  const since = Date.now();
  const shards = groups.length;
  const ports = await freePorts(2 * shards);
  const runs = groups.map(async (files, i) => {
    const out = join(tmp, `${name.replace(/\W+/g, '-')}-${i + 1}.json`);
    // Playwright takes each argument as part of a file's path: `tests/home.spec.ts` is that file alone.
    const args = ['playwright', 'test', '-c', config, '--reporter=list,json', ...files.map((file) => `tests/${file}`)];
    const env = {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_PORT: String(ports[2 * i]),
      E2E_SMTP_PORT: String(ports[2 * i + 1]),
    };
    const code = await quietly(shards > 1 ? `${name}, process ${i + 1} of ${shards}` : name, 'npx', args, env);
    return { code, out };
  });
  const stats = { expected: 0, flaky: 0, skipped: 0, failed: 0 };
  const notes = [];
  for (const [i, { code, out }] of (await Promise.all(runs)).entries()) {
    if (!existsSync(out)) {
      stats.failed += 1;
      notes.push(`process ${i + 1} exited ${code} without results`);
      continue;
    }
    const report = JSON.parse(readFileSync(out, 'utf8'));
    failures.push(...unexpected(report).map((test) => `${name}: ${test}`));
    const r = report.stats;
    stats.expected += r.expected;
    stats.flaky += r.flaky;
    stats.skipped += r.skipped;
    stats.failed += r.unexpected + (code !== 0 && r.unexpected === 0 ? 1 : 0);
  }
  record(name, since, stats.expected + stats.flaky, stats.failed, stats.skipped, notes.join('; '));
}

/** The tests of a Playwright JSON report that did not end as expected, as "[project] file:line › describe › title". */
const unexpected = (report) =>
  [...playwrightTests(report)]
    .filter(({ test }) => test.status === 'unexpected')
    .map(({ spec, test, titles }) => `[${test.projectName}] ${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}`);

const setupCpuTime = machineCpuTime();
ensureInstalled();
// Chromium's headless shell for the browser tests (decision 090); the full browser for the Firefox checks' comparison.
ensureDebianPackage(existsSync('/usr/bin/chromium-headless-shell'), 'chromium-headless-shell', 'the browser tests');
ensureDebianPackage(existsSync('/usr/bin/chromium'), 'chromium', 'the Firefox checks');
// The second browser (e2e/firefox, QUALITY-5): Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi.
ensureDebianPackage(existsSync('/usr/bin/firefox-esr'), 'firefox-esr', 'the Firefox checks');
// The W3C Nu HTML checker of e2e/tests/html-validator.spec.ts (vnu.jar, from npm) runs on Java.
ensureDebianPackage(spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0, 'default-jre-headless', 'the HTML checker');
// Caddy and nginx in front of the production build with the files of deploy/ (e2e/proxies, decision 088); openssl makes
// nginx's certificate there.
ensureDebianPackage(existsSync('/usr/bin/caddy'), 'caddy', 'the HTTPS proxy checks');
ensureDebianPackage(existsSync('/usr/sbin/nginx'), 'nginx', 'the HTTPS proxy checks');
ensureDebianPackage(existsSync('/usr/bin/openssl'), 'openssl', 'the HTTPS proxy checks');
ensureBuilt();
noteStage('install and build', started, setupCpuTime);
// Each pair below runs side by side, each taking about one core, so that neither core waits (decision 090).
// The dependency check, then the typecheck (TypeScript 7, decision 090), beside the unit tests: the two take about as
// long as the unit tests. Both write the web app's route types, so they run one after the other; ESLint's type-aware
// rules read those types, so lint comes after.
await stage(
  'dependencies and typecheck beside the unit tests',
  (async () => {
    // Every workspace declares what it imports, runtime imports as dependencies, and nothing unused (knip.jsonc).
    await step('dependencies', 'npm', ['run', 'deps:check', '--silent']);
    await step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
  })(),
  vitest('unit tests', 'unit'),
);
// Lint (one process: ESLint, then Prettier's check of the code's layout, decision 039) beside the Firefox checks and the
// development loop, which wait on their browsers most of the time: 65 of the Firefox checks' 146 core-seconds were busy.
// The HTTPS proxy checks beside them: about 20 s that wait on the server, Caddy and nginx (decision 088).
await stage(
  'lint beside the Firefox checks, the development loop and the HTTPS proxies',
  step('lint', 'npm', ['run', 'lint', '--silent']),
  (async () => {
    await vitest('Firefox checks', 'firefox');
    await playwright('development loop', 'e2e/playwright.dev.config.ts');
  })(),
  vitest('HTTPS proxies', 'proxies'),
);
async function apiTestsOnPostgres() {
  if (process.env.TEST_DATABASE_URL || (await canReach(5432))) return vitest('API tests on PostgreSQL', 'api', { TEST_DB: 'postgres' });
  console.log('\n=== API tests on PostgreSQL: skipped, no PostgreSQL answers on 127.0.0.1:5432 and TEST_DATABASE_URL is unset');
  lines.push({ since: Date.now(), line: 'API tests on PostgreSQL: skipped (no PostgreSQL server reachable)' });
}
// The API suites on SQLite and on PostgreSQL at once: each waits on its database part of the time.
await stage('the API tests', vitest('API tests on SQLite', 'api', { TEST_DB: 'sqlite' }), apiTestsOnPostgres());
// The browser suite in two processes at once, one per core, each with its own server, their spec files shared so that
// they end together (decision 090); E2E_PROCESSES=1 for one.
await stage(
  'the browser tests',
  playwright('browser tests', 'e2e/playwright.config.ts', browserSpecGroups(Number(process.env.E2E_PROCESSES ?? 2))),
);

console.log(
  '\n' +
    lines
      .sort((a, b) => a.since - b.since)
      .map((l) => l.line)
      .join('\n') +
    `\n\n${stages.join('\n')}`,
);
if (failures.length) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''} in ${took(started)}`);
process.exit(totals.failed > 0 ? 1 : 0);
