// `npm test`: install what is missing, build, then lint, the dependency check, typecheck, unit and API tests (SQLite, then
// PostgreSQL when one answers), the browser tests (Chromium, then Firefox), and the development loop (npm run dev). Each
// suite's line gives its wall time; the last line is "N passed, N failed in Xm YYs", the install and build included.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuilt, ensureInstalled, run } from './lib.mjs';

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
const started = Date.now();
let suiteStarted = started;
/** Minutes and seconds, so a slow suite shows in the summary rather than in CI's total alone. */
const took = (since) => {
  const s = Math.round((Date.now() - since) / 1000);
  return `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
};
const record = (name, passed, failed, skipped = 0, note = '') => {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  lines.push(
    `${name}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}${note ? ` (${note})` : ''} in ${took(suiteStarted)}`,
  );
  suiteStarted = Date.now();
};

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

/** A check that is one test: the command passes or fails as a whole. */
function step(name, cmd, args) {
  console.log(`\n=== ${name}`);
  const code = run(cmd, args);
  record(name, code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

function vitest(name, project, env = {}) {
  console.log(`\n=== ${name}`);
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const code = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], {
    env: { ...process.env, ...env },
  });
  if (!existsSync(out)) return record(name, 0, 1, 0, `vitest exited ${code} without results`);
  const r = JSON.parse(readFileSync(out, 'utf8'));
  const failed = r.numFailedTests + (code !== 0 && r.numFailedTests === 0 ? 1 : 0);
  record(name, r.numPassedTests, failed, r.numPendingTests + r.numTodoTests);
}

function playwright(name, config) {
  console.log(`\n=== ${name} (Playwright, Chromium)`);
  const out = join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const code = run('npx', ['playwright', 'test', '-c', config, '--reporter=list,json'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  });
  if (!existsSync(out)) return record(name, 0, 1, 0, `playwright exited ${code} without results`);
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + (code !== 0 && stats.unexpected === 0 ? 1 : 0);
  record(name, stats.expected + stats.flaky, failed, stats.skipped);
}

ensureInstalled();
ensureDebianPackage(existsSync('/usr/bin/chromium'), 'chromium', 'the browser tests');
// The second browser (e2e/firefox, QUALITY-5): Debian's Firefox ESR, driven by puppeteer-core over WebDriver BiDi.
ensureDebianPackage(existsSync('/usr/bin/firefox-esr'), 'firefox-esr', 'the Firefox checks');
// The W3C Nu HTML checker of e2e/tests/html-validator.spec.ts (vnu.jar, from npm) runs on Java.
ensureDebianPackage(spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0, 'default-jre-headless', 'the HTML checker');
ensureBuilt();
suiteStarted = Date.now();
// ESLint, then Prettier's check of the code's layout (decision 039).
step('lint', 'npm', ['run', 'lint', '--silent']);
// Every workspace declares what it imports, runtime imports as dependencies, and nothing unused (knip.jsonc).
step('dependencies', 'npm', ['run', 'deps:check', '--silent']);
step('typecheck', 'npm', ['run', 'typecheck', '--silent']);
vitest('unit tests', 'unit');
vitest('API tests on SQLite', 'api', { TEST_DB: 'sqlite' });
if (process.env.TEST_DATABASE_URL || (await canReach(5432))) {
  vitest('API tests on PostgreSQL', 'api', { TEST_DB: 'postgres' });
} else {
  console.log('\n=== API tests on PostgreSQL: skipped, no PostgreSQL answers on 127.0.0.1:5432 and TEST_DATABASE_URL is unset');
  lines.push('API tests on PostgreSQL: skipped (no PostgreSQL server reachable)');
  suiteStarted = Date.now();
}
playwright('browser tests', 'e2e/playwright.config.ts');
vitest('Firefox checks', 'firefox');
playwright('development loop', 'e2e/playwright.dev.config.ts');

console.log('\n' + lines.join('\n'));
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''} in ${took(started)}`);
process.exit(totals.failed > 0 ? 1 : 0);
