/**
 * The site stays up when PostgreSQL does not (docs/decisions/051-the-site-stays-up-when-the-database-does-not.md):
 * a connection the database ends is replaced without the process exiting, and while the database
 * cannot be reached (its host down, or the network silently dropping packets) pages already rendered
 * are served from the page cache, others are the 503 page, /readyz says so within 2 seconds, the
 * contact form says its message was not sent and keeps what was typed, and all of it comes back on
 * its own. Runs against the real web build (apps/web/build), as page-cache.test.ts does.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_HIDDEN, MESSAGES, SERVED_FROM_CACHE, SERVED_FROM_HEADER } from '@firm/contract';
import type { App } from '../../src/context.js';
import { APP_NAME } from '../../src/db/index.js';
import { startUp } from '../../src/start-up.js';
import { adminToken, makeDatabase, testConfig, testDb, type TestDatabase } from '../helpers.js';
import { TcpProxy } from '../fixtures/tcp-proxy.js';
import { multipart, postContact, validContact } from './contact-helpers.js';
import { WEB_BUILD, needsWebBuild } from '../fixtures/web-build.js';

const pgAdminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const skipped = testDb !== 'postgres';
if (skipped) console.log('resilience-postgres: skipped, it runs with TEST_DB=postgres (PostgreSQL on 127.0.0.1:5432 or TEST_DATABASE_URL)');

/** Every uncaught exception while these tests run: a dropped connection must never be one. */
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);
needsWebBuild();
beforeAll(() => {
  process.on('uncaughtException', onUncaught);
});
afterAll(() => {
  process.off('uncaughtException', onUncaught);
});

/** An app started on `url` with its log lines kept, as main.ts starts one. */
async function start(url: string, lines: string[]): Promise<App> {
  const config = testConfig(url, { webBuildDir: WEB_BUILD, publicUrl: 'http://site.test', logLevel: 'info' });
  const app = await startUp(config, { logStream: { write: (line) => lines.push(line) } });
  await app.ready();
  return app;
}

const elapsed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const from = performance.now();
  const result = await work();
  return [result, performance.now() - from];
};

/** Waits until `check` holds, asking again every 200 ms for at most `ms`. */
async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(skipped)('PostgreSQL ending connections', () => {
  let database: TestDatabase;
  let app: App;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await makeDatabase(inject('templateDatabase'));
    app = await start(database.url, lines);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('a connection the database ends mid-traffic is replaced: the process stays up, requests succeed after', async () => {
    const token = await adminToken(app);
    const auth = { authorization: `Bearer ${token}` };
    const admin = new pg.Client({ connectionString: pgAdminUrl });
    await admin.connect();
    const name = new URL(database.url).pathname.slice(1);
    // The app's own connections: by the name its pool gives them, on this test's database only.
    const terminate = async () =>
      (
        await admin.query<{ n: number }>(
          'SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND application_name = $2',
          [name, APP_NAME],
        )
      ).rows[0]!.n;

    const statuses: number[] = [];
    let running = true;
    let edits = 0;
    const traffic = async (lane: number) => {
      while (running) {
        const res =
          lane === 0
            ? await app.inject({
                method: 'PUT',
                url: '/api/site',
                headers: auth,
                payload: { tagline: `Mon-Sat ${(edits++ % 9) + 1} am to 6 pm` },
              })
            : await app.inject({ url: ['/api/services', '/api/offers', '/api/site', '/api/courses'][lane % 4]! });
        statuses.push(res.statusCode);
      }
    };
    const lanes = [0, 1, 2, 3, 4, 5].map(traffic);
    let terminated = 0;
    try {
      for (let round = 0; round < 4; round++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        terminated += await terminate();
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    } finally {
      running = false;
      await Promise.all(lanes);
      await admin.end();
    }

    expect(terminated).toBeGreaterThan(0);
    expect(uncaught).toEqual([]);
    // Meanwhile each request either went through or was told the database could not be reached: never a 500.
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((s) => s === 200 || s === 503)));
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(statuses.length / 2);
    // After: every request goes through, reads and writes.
    for (const url of ['/api/services', '/api/offers', '/api/site', '/api/courses', '/readyz', '/about']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    const edit = await app.inject({ method: 'PUT', url: '/api/site', headers: auth, payload: { tagline: 'Mon-Sat 9 am to 6 pm' } });
    expect(edit.statusCode, edit.body).toBe(200);
    // One warning line per connection lost, no stack trace in it.
    const lost = lines.filter((line) => line.includes('database connection lost'));
    expect(lost.length).toBeGreaterThan(0);
    expect(lost.length).toBeLessThanOrEqual(terminated);
    expect(JSON.parse(lost[0]!)).toMatchObject({ level: 40 });
  });
});

describe.skipIf(skipped)('PostgreSQL out of reach', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let app: App;
  let firm: string;
  const lines: string[] = [];

  beforeAll(async () => {
    database = await makeDatabase(inject('templateDatabase'));
    const direct = new URL(database.url);
    proxy = await TcpProxy.start({ host: direct.hostname, port: Number(direct.port || 5432) });
    const through = new URL(database.url);
    through.port = String(proxy.port);
    app = await start(through.toString(), lines);
    firm = (await app.inject({ url: '/api/site' })).json<{ site: { name: string } }>().site.name;
  });
  afterAll(async () => {
    await app?.close();
    await proxy?.close();
    await database?.drop();
  });

  /** The contact page's own POST, as a browser without JavaScript sends it. */
  const postContactPage = async (ip: string) => {
    const form = await multipart({ ...validContact, [CONTACT_HIDDEN.started]: '0', [CONTACT_HIDDEN.page]: '/contact' });
    return app.inject({ method: 'POST', url: '/contact', payload: form.payload, headers: form.headers, remoteAddress: ip });
  };

  // Each with a page not rendered before it.
  for (const [cut, how, unrendered] of [
    ['refused', (p: TcpProxy) => p.refuse(), '/gallery'],
    ['silent', (p: TcpProxy) => p.blackHole(), '/download'],
  ] as const) {
    it(`the database ${cut === 'refused' ? 'host down (connections refused)' : 'behind a network that drops packets'}: the site answers, and recovers on its own`, async () => {
      // Rendered while the database answers: in the page cache.
      const before = await app.inject({ url: '/about' });
      expect(before.statusCode).toBe(200);
      const readyBefore = await app.inject({ url: '/readyz' });
      expect(readyBefore.statusCode, `${readyBefore.body} ${lines.filter((l) => !l.includes('request completed')).join('\n')}`).toBe(200);

      await how(proxy);

      const [cached, cachedMs] = await elapsed(() => app.inject({ url: '/about' }));
      expect(cached.statusCode).toBe(200);
      expect(cached.headers[SERVED_FROM_HEADER]).toBe(SERVED_FROM_CACHE);
      expect(cached.body).toBe(before.body);
      expect(cachedMs).toBeLessThan(2500);

      const [down, downMs] = await elapsed(() => app.inject({ url: unrendered, headers: { accept: 'text/html' } }));
      expect(down.statusCode).toBe(503);
      expect(down.headers['content-type']).toMatch(/^text\/html/);
      expect(down.headers['retry-after']).toBe('60');
      expect(down.headers['cache-control']).toBe('private, no-store');
      expect(down.body).toContain('The site is being looked after. Please try again in a few minutes.');
      // In the site's look, with the firm's name as last read, and no trace of the failure.
      expect(down.body).toContain(firm.replaceAll('&', '&amp;'));
      expect(down.body).toMatch(/<link [^>]*rel="stylesheet" href="\/assets\/[^"]+\.css"/);
      expect(down.body).not.toMatch(/node_modules|ECONNREFUSED|Connection terminated|Query read|at \S+ \(\S+:\d+:\d+\)/);
      expect(downMs).toBeLessThan(2500);

      const [ready, readyMs] = await elapsed(() => app.inject({ url: '/readyz' }));
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: expect.stringMatching(/^The database (cannot be reached|did not answer within)/) });
      expect(readyMs).toBeLessThan(2500);

      // A network that drops packets is found out by pg's time limit on an answer (12 s), once.
      const [sent, sentMs] = await elapsed(() => postContact(app, validContact, `10.77.${cut.length}.1`));
      expect(sent.statusCode).toBe(503);
      expect(sent.json()).toEqual({ message: MESSAGES.contactFailure });
      expect(sent.headers['retry-after']).toBe('60');
      expect(sentMs).toBeLessThan(15_000);

      // Without JavaScript: the page says so and gives back what was typed.
      const page = await postContactPage(`10.78.${cut.length}.1`);
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.body).toContain(MESSAGES.contactFailure);
      expect(page.body).toContain('What you wrote is still in the form');
      for (const typed of [validContact.name, validContact.email, validContact.mobile, validContact.message])
        expect(page.body).toContain(typed);

      // Once the database is back, without a restart: ready, every page rendered, the form sent.
      await proxy.forward();
      await until(async () => (await app.inject({ url: '/readyz' })).statusCode === 200, 20_000);
      const rendered = await app.inject({ url: unrendered });
      expect(rendered.statusCode).toBe(200);
      expect(rendered.headers[SERVED_FROM_HEADER]).toBeUndefined();
      const about = await app.inject({ url: '/about' });
      expect(about.statusCode).toBe(200);
      expect(about.headers[SERVED_FROM_HEADER]).toBeUndefined();
      expect((await postContact(app, validContact, `10.79.${cut.length}.1`)).statusCode).toBe(201);

      expect(uncaught).toEqual([]);
      expect(lines.some((line) => line.includes('database unreachable'))).toBe(true);
      expect(lines.some((line) => line.includes('database reachable again'))).toBe(true);
    }, 60_000);
  }
});
