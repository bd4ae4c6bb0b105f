/**
 * The picture work runs in a process of its own (media/images.ts): it ends when no picture has come
 * for a while, so the memory it took goes back to the system, and when it fails only the pictures it
 * was working on fail.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { ADD_IMAGE_TYPES, PICTURE_TYPES } from '@firm/contract';
import { processImage } from '../../src/media/images.js';
import { jpeg, phonePhoto } from '../fixtures/images.js';

/** The picture processes this test process started (Linux /proc). */
function pictureProcesses(): number[] {
  const found: number[] = [];
  for (const task of readdirSync(`/proc/${process.pid}/task`)) {
    let children: string;
    try {
      children = readFileSync(`/proc/${process.pid}/task/${task}/children`, 'utf8');
    } catch {
      continue;
    }
    for (const pid of children.split(' ').filter(Boolean).map(Number)) {
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('workers/images.mjs')) found.push(pid);
      } catch {
        // It ended meanwhile.
      }
    }
  }
  return found;
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  return check();
};

describe('the picture process', () => {
  it('is started for a picture and ends once none has come for 10 s', { timeout: 30_000 }, async () => {
    // The server's clock is faked (its timers alone), the picture process and its pictures are real: 10 s are
    // passed in an instant, to the millisecond.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await processImage(await jpeg(300, 200), ADD_IMAGE_TYPES);
      const started = pictureProcesses();
      expect(started).toHaveLength(1);
      vi.advanceTimersByTime(9_999);
      // The same one takes the next picture just under 10 s later, and waits 10 s again from there.
      await processImage(await jpeg(301, 200), ADD_IMAGE_TYPES);
      expect(pictureProcesses()).toEqual(started);
      vi.advanceTimersByTime(9_999);
      expect(pictureProcesses()).toEqual(started);
      vi.advanceTimersByTime(1);
    } finally {
      vi.useRealTimers();
    }
    expect(await until(() => pictureProcesses().length === 0, 5_000)).toBe(true);
  });

  it('stopping mid-picture fails that picture only: the next one is processed', { timeout: 60_000 }, async () => {
    const photo = await phonePhoto();
    const working = processImage(photo, PICTURE_TYPES, { maxBytes: 20 * 1024 * 1024 });
    expect(await until(() => pictureProcesses().length === 1, 10_000)).toBe(true);
    process.kill(pictureProcesses()[0]!, 'SIGKILL');
    await expect(working).rejects.toThrow(/The picture process stopped \(SIGKILL\)/);
    const next = await processImage(await jpeg(302, 200), ADD_IMAGE_TYPES);
    expect(next.width).toBe(302);
  });
});
