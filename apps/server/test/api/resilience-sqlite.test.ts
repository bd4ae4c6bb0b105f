/**
 * The SQLite file's failures, each on a real file system (docs/decisions/051-the-site-stays-up-when-the-database-does-not.md):
 * a full disk (a small tmpfs) tells the owner "The server's disk is full" and the log "disk full",
 * and /readyz fails until space is freed; a damaged file makes /readyz fail and the pages the site's
 * 503 page, never a stack trace; a read-only one (a read-only mount: root writes through file modes)
 * fails /readyz and tells the owner nothing can be saved.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, copyFileSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { startUp } from '../../src/start-up.js';
import { adminToken, testConfig, testDb } from '../helpers.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';

/** A tmpfs of `size` on a new folder, or why there cannot be one here (it needs root). */
function mountTmpfs(size: string): { dir: string } | { why: string } {
  const dir = mkdtempSync(join(tmpdir(), 'firm-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { stdio: 'pipe' });
    return { dir };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    return { why: String((error as { stderr?: Buffer }).stderr ?? error).trim() || 'mount failed' };
  }
}
const unmount = (dir: string) => {
  execFileSync('umount', [dir], { stdio: 'pipe' });
  rmSync(dir, { recursive: true, force: true });
};

const onSqlite = testDb === 'sqlite';
if (!onSqlite) console.log('resilience-sqlite: skipped, it runs with TEST_DB=sqlite');
// One probe for the whole file: whether this machine lets a test mount a small disk.
const probe = onSqlite ? mountTmpfs('1m') : undefined;
if (probe && 'dir' in probe) unmount(probe.dir);
const noMount = probe && 'why' in probe ? probe.why : undefined;
if (noMount) console.log(`resilience-sqlite: the full-disk and read-only tests are skipped, tmpfs cannot be mounted here: ${noMount}`);

needsWebBuild();

/** Log lines kept, for what the log says. */
const keepLines = (lines: string[]) => ({ write: (line: string) => lines.push(line) });
const config = (file: string) => testConfig(file, { webBuildDir: WEB_BUILD, publicUrl: 'http://site.test', logLevel: 'info' });

/** Waits until `check` holds, asking again every 250 ms for at most `ms`. */
async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe.skipIf(!onSqlite)('SQLite failures', () => {
  it.skipIf(Boolean(noMount))(
    'a full disk: the owner is told the disk is full, the log says so, /readyz fails, and all recovers once space is freed',
    async () => {
      const disk = mountTmpfs('48m') as { dir: string };
      cleanups.push(() => unmount(disk.dir));
      const file = join(disk.dir, 'site.db');
      copyFileSync(inject('templateDatabase'), file);
      const lines: string[] = [];
      const app = await startUp(config(file), { logStream: keepLines(lines) });
      cleanups.push(() => app.close());
      await app.ready();
      const auth = { authorization: `Bearer ${await adminToken(app)}` };
      const edit = (tagline: string) => app.inject({ method: 'PUT', url: '/api/site', headers: auth, payload: { tagline } });
      expect((await edit('Mon-Sat 9 am to 5 pm')).statusCode).toBe(200);
      expect((await app.inject({ url: '/readyz' })).statusCode).toBe(200);

      // The log emptied into the file, then every byte left taken: the next write needs room it cannot get.
      await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(app.ctx.db);
      const filler = join(disk.dir, 'filler');
      const fd = openSync(filler, 'w');
      try {
        for (const size of [1024 * 1024, 4096, 512]) {
          const block = Buffer.alloc(size, 1);
          try {
            for (;;) writeSync(fd, block);
          } catch (error) {
            expect((error as NodeJS.ErrnoException).code).toBe('ENOSPC');
          }
        }
      } finally {
        closeSync(fd);
      }

      const full = await edit('Mon-Sat 9 am to 6 pm');
      expect(full.statusCode).toBe(507);
      expect(full.json<{ message: string }>().message).toMatch(/^The server's disk is full/);
      // The error SQLite gave, not Kysely's rollback after it.
      const logged = lines.filter((line) => line.includes('disk full'));
      expect(logged.length).toBeGreaterThan(0);
      expect(lines.join('\n')).not.toContain('cannot rollback');
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'The disk is full: the database cannot write' });
      // Reading still works: the pages and the lists.
      expect((await app.inject({ url: '/api/site' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/about' })).statusCode).toBe(200);

      rmSync(filler);
      await until(async () => (await app.inject({ url: '/readyz' })).statusCode === 200, 10_000);
      const saved = await edit('Mon-Sat 9 am to 6 pm');
      expect(saved.statusCode, saved.body).toBe(200);
      expect((await app.inject({ url: '/api/site' })).json<{ site: { tagline: string } }>().site.tagline).toBe('Mon-Sat 9 am to 6 pm');
    },
  );

  it('a damaged file: /readyz fails, and pages are the 503 page in the site look, never a stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'firm-damaged-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'site.db');
    copyFileSync(inject('templateDatabase'), file);
    // While no server has it open: every page of the table the owner's collections live in, overwritten.
    const sqlite = new SQLite(file, { readonly: true });
    const pageSize = sqlite.pragma('page_size', { simple: true }) as number;
    const pages = sqlite.prepare<[], { pageno: number }>("SELECT pageno FROM dbstat WHERE name = 'content_items'").all();
    sqlite.close();
    expect(pages.length).toBeGreaterThan(0);
    const fd = openSync(file, 'r+');
    for (const { pageno } of pages) writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (pageno - 1) * pageSize);
    closeSync(fd);

    // Built on it as a second server would be (buildApp writes nothing), after its start-up steps ran on the sound file.
    const lines: string[] = [];
    const app = await buildApp(config(file), { logStream: keepLines(lines) });
    cleanups.push(() => app.close());
    await app.ready();

    const ready = await app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'The database file is damaged' });
    for (const url of ['/services', '/courses']) {
      const page = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['retry-after']).toBe('60');
      expect(page.body).toContain('The site is being looked after. Please try again in a few minutes.');
      expect(page.body).not.toMatch(/SqliteError|malformed|SQLITE_|at \S+ \(\S+:\d+:\d+\)/);
    }
    const api = await app.inject({ url: '/api/services' });
    expect(api.statusCode).toBe(503);
    expect(api.json()).toEqual({
      message: "The site's database file is damaged. Ask whoever looks after the server to restore the latest backup.",
    });
    expect(lines.some((line) => line.includes('database damaged'))).toBe(true);
  });

  it.skipIf(Boolean(noMount))(
    'a read-only disk: /readyz fails, a save is told nothing can be saved, and all recovers once it is writable',
    async () => {
      const disk = mountTmpfs('48m') as { dir: string };
      cleanups.push(() => unmount(disk.dir));
      const file = join(disk.dir, 'site.db');
      copyFileSync(inject('templateDatabase'), file);
      const first = await startUp({ ...config(file), logLevel: 'silent' });
      const auth = { authorization: `Bearer ${await adminToken(first)}` };
      await first.close();
      // As a server stopped without closing leaves it (its -wal and -shm beside it), which SQLite can read on a read-only disk.
      const driver = createRequire(import.meta.url).resolve('better-sqlite3');
      execFileSync(process.execPath, [
        '-e',
        `const d = new (require(${JSON.stringify(driver)}))(${JSON.stringify(file)}); d.prepare('select 1').get(); process.exit(0);`,
      ]);
      execFileSync('mount', ['-o', 'remount,ro', disk.dir], { stdio: 'pipe' });
      let readOnly = true;
      cleanups.push(() => void (readOnly && execFileSync('mount', ['-o', 'remount,rw', disk.dir], { stdio: 'pipe' })));

      const lines: string[] = [];
      const app = await buildApp(config(file), { logStream: keepLines(lines) });
      cleanups.push(() => app.close());
      await app.ready();

      expect((await app.inject({ url: '/api/site' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/about' })).statusCode).toBe(200);
      const ready = await app.inject({ url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'The database is read-only: nothing can be saved' });
      const save = await app.inject({ method: 'PUT', url: '/api/site', headers: auth, payload: { tagline: 'Mon-Sat 9 am to 6 pm' } });
      expect(save.statusCode).toBe(503);
      expect(save.headers['retry-after']).toBe('60');
      expect(save.json()).toEqual({
        message: "The site's database can only be read just now, so nothing can be saved. Ask whoever looks after the server.",
      });
      expect(lines.some((line) => line.includes('database read-only'))).toBe(true);
      expect(readFileSync('/proc/mounts', 'utf8')).toMatch(new RegExp(`${disk.dir} tmpfs ro`));

      execFileSync('mount', ['-o', 'remount,rw', disk.dir], { stdio: 'pipe' });
      readOnly = false;
      await until(async () => (await app.inject({ url: '/readyz' })).statusCode === 200, 10_000);
      const saved = await app.inject({ method: 'PUT', url: '/api/site', headers: auth, payload: { tagline: 'Mon-Sat 9 am to 6 pm' } });
      expect(saved.statusCode, saved.body).toBe(200);
    },
  );
});
