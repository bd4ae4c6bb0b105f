/**
 * The list cache keeps a built value for the content version it was built at (decision 037): a
 * new version rebuilds it once, however many reads arrive, and nothing else does.
 */
import { describe, expect, it } from 'vitest';
import { ListCache } from '../../src/content/list-cache.js';

/** A cache over a version the test moves, counting its builds; a build can be held open. */
function setUp() {
  let version = 1;
  let builds = 0;
  let hold: Promise<void> | undefined;
  const cache = new ListCache(
    async () => version,
    async () => {
      const n = ++builds;
      await hold;
      return { built: n };
    },
  );
  return {
    cache,
    builds: () => builds,
    move: () => (version += 1),
    /** Holds the builds that start from now until the returned function is called. */
    holdBuilds() {
      let release!: () => void;
      hold = new Promise((r) => (release = r));
      return () => {
        hold = undefined;
        release();
      };
    },
  };
}

describe('ListCache', () => {
  it('builds once per content version and serves the same value until the version moves', async () => {
    const { cache, builds, move } = setUp();
    const first = await cache.value();
    expect(await cache.value()).toBe(first);
    expect(builds()).toBe(1);
    move();
    const second = await cache.value();
    expect(second).not.toBe(first);
    expect(second).toEqual({ built: 2 });
    expect(await cache.value()).toBe(second);
    expect(builds()).toBe(2);
  });

  it('makes its JSON text once per build and key', async () => {
    const { cache, move } = setUp();
    const text = await cache.json('list');
    expect(text).toBe('{"list":{"built":1}}');
    expect(await cache.json('list')).toBe(text);
    expect(await cache.json()).toBe('{"built":1}');
    move();
    expect(await cache.json('list')).toBe('{"list":{"built":2}}');
  });

  it('reads that arrive while a build is under way wait for it rather than building again', async () => {
    const { cache, builds, holdBuilds } = setUp();
    const release = holdBuilds();
    const first = Array.from({ length: 10 }, () => cache.value());
    // Reads of later turns, while the build is still held.
    await new Promise((r) => setImmediate(r));
    const later = Array.from({ length: 10 }, () => cache.value());
    await new Promise((r) => setImmediate(r));
    release();
    const values = await Promise.all([...first, ...later]);
    expect(new Set(values).size).toBe(1);
    expect(builds()).toBe(1);
  });

  it('a build at an older version still under way is not waited for by a read at a newer one, nor kept over it', async () => {
    const { cache, builds, move, holdBuilds } = setUp();
    const release = holdBuilds();
    const old = cache.value();
    await new Promise((r) => setImmediate(r));
    expect(builds()).toBe(1);
    move();
    const releaseNew = holdBuilds();
    const current = cache.value();
    await new Promise((r) => setImmediate(r));
    expect(builds()).toBe(2);
    releaseNew();
    expect(await current).toEqual({ built: 2 });
    release();
    expect(await old).toEqual({ built: 1 });
    // The newer value is the one kept.
    expect(await cache.value()).toEqual({ built: 2 });
    expect(builds()).toBe(2);
  });

  it('a failed build is not kept: the next read builds again', async () => {
    let fail = true;
    let builds = 0;
    const cache = new ListCache(
      async () => 1,
      async () => {
        builds += 1;
        if (fail) throw new Error('database gone');
        return 'ok';
      },
    );
    await expect(cache.value()).rejects.toThrow('database gone');
    fail = false;
    expect(await cache.value()).toBe('ok');
    expect(builds).toBe(2);
  });
});
