import { describe, expect, it } from 'vitest';
import { HashQueue, type Release } from '../../src/auth/hash-queue.js';

/** The order in which the waiting requests get their turn, each releasing it at once. */
async function order(queue: HashQueue, first: Release, waiting: Promise<Release | undefined>[], names: string[]): Promise<string[]> {
  const started: string[] = [];
  waiting.forEach(
    (turn, i) =>
      void turn.then((release) => {
        started.push(release ? names[i]! : `${names[i]} refused`);
        release?.();
      }),
  );
  first();
  await new Promise((r) => setImmediate(r));
  return started;
}

describe('turns at password hashing (AUTH-7)', () => {
  it('runs one hash at a time and gives the next turn when it ends; a release counts once', async () => {
    const queue = new HashQueue(1, 2);
    const first = (await queue.take('a', false))!;
    let second: Release | undefined;
    void queue.take('b', false).then((r) => (second = r));
    await Promise.resolve();
    expect(second).toBeUndefined();
    first();
    first();
    await Promise.resolve();
    expect(second).toBeTypeOf('function');
    second!();
    expect(queue.admits('c', false)).toBe(true);
    expect(await queue.take('c', false)).toBeTypeOf('function');
  });

  it('gives one address one waiting place, and at most maxWaiting places to everyone else', async () => {
    const queue = new HashQueue(1, 2);
    const running = (await queue.take('a', false))!;
    const turns = [queue.take('b', false), queue.take('b', false), queue.take('c', false), queue.take('d', false)];
    expect(queue.admits('e', false)).toBe(false);
    expect(await order(queue, running, turns, ['b', 'b again', 'c', 'd'])).toEqual(['b again refused', 'd refused', 'b', 'c']);
  });

  it('lets a request marked first wait ahead of everyone, even when every place is taken', async () => {
    const queue = new HashQueue(1, 2);
    const running = (await queue.take('flood-0', false))!;
    const turns = [queue.take('flood-1', false), queue.take('flood-2', false), queue.take('owner', true), queue.take('flood-3', false)];
    expect(queue.admits('owner', true)).toBe(false);
    expect(queue.admits('owner-phone', true)).toBe(true);
    expect(await order(queue, running, turns, ['flood-1', 'flood-2', 'owner', 'flood-3'])).toEqual([
      'flood-3 refused',
      'owner',
      'flood-1',
      'flood-2',
    ]);
  });
});
