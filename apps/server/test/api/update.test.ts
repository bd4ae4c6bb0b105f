import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { makeDatabase, testDb, type TestDatabase } from '../helpers.js';
import { ROOT, freePort, launch, type Launched } from '../fixtures/processes.js';

/**
 * Updates without downtime (docs/decisions/053-updates-without-downtime.md), in real processes: the
 * web build's last step (apps/web/scripts/release.mjs) puts a new build in place beside the running
 * one, and npm start's supervisor (scripts/supervisor.mjs), told by `npm run update`
 * (scripts/update.mjs), replaces its server process by one on the new build while requests go on.
 */

const RELEASE_SCRIPT = join(ROOT, 'apps/web/scripts/release.mjs');
const release = (build: string) => spawnSync(process.execPath, [RELEASE_SCRIPT, build], { encoding: 'utf8' });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(check: () => boolean | Promise<boolean>, what: string, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms: ${what}`);
    await sleep(50);
  }
}
const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the web build released beside the running one', () => {
  let build: string;
  beforeAll(() => {
    build = join(mkdtempSync(join(tmpdir(), 'firm-release-')), 'build');
  });
  afterAll(() => rmSync(join(build, '..'), { recursive: true, force: true }));
  const stage = (n: number) => {
    const staging = join(build, '.staging');
    mkdirSync(join(staging, 'client', 'assets'), { recursive: true });
    mkdirSync(join(staging, 'server', 'assets'), { recursive: true });
    writeFileSync(join(staging, 'client', 'assets', `entry-${n}.js`), `build ${n}`);
    writeFileSync(join(staging, 'server', 'assets', `chunk-${n}.js`), `build ${n}`);
    writeFileSync(join(staging, 'client', 'favicon.svg'), `<svg>${n}</svg>`);
    writeFileSync(join(staging, 'server', 'index.js'), `export const build = ${n};`);
  };

  it('keeps the files of the last three builds, replaces the others in place, and deletes older ones', () => {
    for (const n of [1, 2, 3, 4]) {
      stage(n);
      const run = release(build);
      expect(run.status, run.stderr).toBe(0);
    }
    expect(readdirSync(join(build, 'client', 'assets')).sort()).toEqual(['entry-2.js', 'entry-3.js', 'entry-4.js']);
    expect(readdirSync(join(build, 'server', 'assets')).sort()).toEqual(['chunk-2.js', 'chunk-3.js', 'chunk-4.js']);
    expect(readFileSync(join(build, 'server', 'index.js'), 'utf8')).toBe('export const build = 4;');
    expect(readFileSync(join(build, 'client', 'favicon.svg'), 'utf8')).toBe('<svg>4</svg>');
    expect(existsSync(join(build, '.staging'))).toBe(false);
  });

  it('refuses a staging folder without a server entry, moving nothing', () => {
    mkdirSync(join(build, '.staging', 'client'), { recursive: true });
    writeFileSync(join(build, '.staging', 'client', 'favicon.svg'), '<svg>half</svg>');
    const run = release(build);
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/holds no build \(no server\/index\.js\)/);
    expect(readFileSync(join(build, 'client', 'favicon.svg'), 'utf8')).toBe('<svg>4</svg>');
    rmSync(join(build, '.staging'), { recursive: true });
  });
});

const webBuild = join(ROOT, 'apps/web/build');
const skip = testDb !== 'sqlite' || !existsSync(join(webBuild, 'server', 'index.js'));

describe.skipIf(skip)('npm start and npm run update (these run with TEST_DB=sqlite, after npm run build)', () => {
  let dir: string;
  let build: string;
  let database: TestDatabase;
  let port: number;
  let base: string;
  let supervisor: Launched;
  const statusFile = () => join(ROOT, 'data', `server-${port}.json`);
  const status = () => JSON.parse(readFileSync(statusFile(), 'utf8')) as { pid: number; worker: number };
  const update = () => launch(process.execPath, [join(ROOT, 'scripts/update.mjs'), '--no-build'], { env: { PORT: String(port) } });

  beforeAll(async () => {
    // The build where a checkout has it, so its imports find the packages (linked) as they do there.
    dir = mkdtempSync(join(tmpdir(), 'firm-update-'));
    build = join(dir, 'apps/web/build');
    cpSync(webBuild, build, { recursive: true, filter: (path) => !path.endsWith('.staging') });
    for (const modules of ['node_modules', 'apps/web/node_modules']) symlinkSync(join(ROOT, modules), join(dir, modules));
    database = await makeDatabase(inject('templateDatabase'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    supervisor = launch(process.execPath, [join(ROOT, 'scripts/supervisor.mjs')], {
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        WEB_BUILD_DIR: build,
        ADMIN_EMAIL: 'owner@example.com',
        ADMIN_PASSWORD: 'Lantern-Quarry-Meadow-73',
        LOG_LEVEL: 'warn',
      },
    });
    await until(() => existsSync(statusFile()), 'the supervisor serves');
  }, 60_000);
  afterAll(async () => {
    if (supervisor) expect(await supervisor.stop()).toBe(0);
    expect(existsSync(statusFile())).toBe(false);
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Requests to each path, one after the other, until stopped; every answer that is not a 200 is a failure. */
  function traffic(paths: string[]) {
    let going = true;
    let answered = 0;
    const failures: string[] = [];
    const loops = paths.map(async (path) => {
      while (going) {
        try {
          const res = await fetch(base + path);
          await res.arrayBuffer();
          if (res.status === 200) answered++;
          else failures.push(`${path}: ${res.status}`);
        } catch (err) {
          failures.push(`${path}: ${String((err as { cause?: unknown }).cause ?? err)}`);
        }
      }
    });
    return {
      async stop() {
        going = false;
        await Promise.all(loops);
        return { answered, failures };
      },
    };
  }

  /** The next build as the web build makes it: the current one with `change` made to it, in build/.staging. */
  function nextBuild(change: (staging: string) => void) {
    const staging = join(build, '.staging');
    for (const part of ['client', 'server']) cpSync(join(build, part), join(staging, part), { recursive: true });
    change(staging);
    const run = release(build);
    expect(run.status, run.stderr).toBe(0);
  }

  it('reloads onto a new build with no request failing; the old styles answer until the old server stops, and after', async () => {
    const page = await (await fetch(`${base}/`)).text();
    const oldStyle = /\/assets\/[\w-]+\.css/.exec(page)![0];
    const newStyle = oldStyle.replace(/\.css$/, '-next.css');
    const before = status();
    const load = traffic(['/', oldStyle, '/', oldStyle, '/about']);
    await sleep(500);

    nextBuild((staging) => {
      const assets = join(staging, 'client');
      writeFileSync(join(assets, newStyle), readFileSync(join(assets, oldStyle), 'utf8') + '\n/* next */\n');
      for (const file of [oldStyle, `${oldStyle}.br`, `${oldStyle}.gz`]) rmSync(join(assets, file), { force: true });
      const entry = join(staging, 'server', 'index.js');
      writeFileSync(entry, readFileSync(entry, 'utf8').replaceAll(oldStyle, newStyle));
    });
    // Built, not yet reloaded: the running server still serves its page and its styles.
    await sleep(300);
    expect(await (await fetch(`${base}/`)).text()).toContain(oldStyle);

    const run = update();
    expect(await run.exited).toBe(0);
    expect(run.stdout()).toMatch(/The new release answers \(process \d+\)/);
    expect(status().worker).not.toBe(before.worker);
    await until(() => !isAlive(before.worker), 'the old server stops');
    await sleep(300);
    const { answered, failures } = await load.stop();

    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(100);
    const after = await (await fetch(`${base}/`)).text();
    expect(after).toContain(newStyle);
    expect(after).not.toContain(oldStyle);
    // Kept for pages already open in browsers, and for a CDN's copies of the old pages.
    expect((await fetch(base + oldStyle)).status).toBe(200);
    expect((await fetch(base + newStyle)).status).toBe(200);
  }, 60_000);

  it('keeps the running server answering when the new release does not start', async () => {
    const before = status();
    const entry = join(build, 'server', 'index.js');
    const working = readFileSync(entry);
    const load = traffic(['/', '/about']);
    nextBuild((staging) => writeFileSync(join(staging, 'server', 'index.js'), 'throw new Error("a broken build");\n'));
    const run = update();
    expect(await run.exited).toBe(1);
    expect(run.stdout()).toMatch(
      /The new release did not start \(exit code 1; the line above says why\): the running one keeps answering\./,
    );
    expect(supervisor.stderr()).toMatch(/^The server could not start: a broken build/m);
    await sleep(300);
    const { answered, failures } = await load.stop();
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(10);
    expect(status().worker).toBe(before.worker);
    // Put back the build that starts, for what follows.
    writeFileSync(entry, working);
  }, 60_000);

  it('starts its server again when it stops by itself', async () => {
    const before = status();
    process.kill(before.worker, 'SIGKILL');
    await until(() => status().worker !== before.worker, 'a new server process');
    await until(async () => (await fetch(`${base}/readyz`).catch(() => undefined))?.status === 200, 'the site answers again');
    expect(supervisor.stdout()).toMatch(/The server stopped unexpectedly \(by SIGKILL\): starting it again\./);
  }, 60_000);
});
