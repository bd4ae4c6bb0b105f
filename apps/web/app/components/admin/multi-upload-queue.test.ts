import { describe, expect, it } from 'vitest';
import { ApiError } from '~/lib/api-client';
import { AT_ONCE, captionFromFileName, sendAll, summaryOf, type Ending, type Status } from './multi-upload-queue';

describe('captionFromFileName (UPLOAD-2)', () => {
  it('drops the extension, reads separators as spaces and starts with a capital', () => {
    expect(captionFromFileName('site-visit_2024.jpg', 'Picture')).toBe('Site visit 2024');
    expect(captionFromFileName('IMG_1234.JPG', 'Picture')).toBe('IMG 1234');
    expect(captionFromFileName('new  school.front..view.png', 'Picture')).toBe('New school front view');
    expect(captionFromFileName('ઘર_૧.webp', 'Picture')).toBe('ઘર ૧');
  });

  it('leaves out characters nobody types, and gives the fallback when nothing is left', () => {
    expect(captionFromFileName('bad\u0007name\u2028.jpg', 'Picture')).toBe('Badname');
    expect(captionFromFileName('.jpg', 'Picture')).toBe('Picture');
    expect(captionFromFileName('__-__.png', 'Picture')).toBe('Picture');
  });
});

it('summaryOf says how many were added and, when any, refused, failed, cancelled and not added (UPLOAD-5)', () => {
  const added: Status = { kind: 'added', id: '1' };
  expect(summaryOf([...Array<Status>(9).fill(added), { kind: 'refused', reason: 'Unsupported File Format' }])).toBe('9 added, 1 refused');
  expect(summaryOf([added, added])).toBe('2 added');
  expect(summaryOf([added, { kind: 'cancelled' }, { kind: 'stopped' }, { kind: 'failed', reason: 'x' }])).toBe(
    '1 added, 1 failed, 1 cancelled, 1 not added',
  );
});

/** A send whose answers the test gives, one picture at a time. */
function fakeServer() {
  const calls = new Map<
    string,
    {
      resolve: (id: string) => void;
      reject: (error: unknown) => void;
      signal: AbortSignal;
      sent: () => void;
      progress: (p: number) => void;
    }
  >();
  const statuses = new Map<string, Status>();
  const endings: Ending[] = [];
  const started: string[] = [];
  const line = (keys: string[]) =>
    sendAll(keys, {
      send: (key, { signal, onSent, onProgress }) =>
        new Promise<string>((resolve, reject) => {
          started.push(key);
          signal.addEventListener('abort', () => reject(new ApiError(0, 'The server could not be reached')));
          calls.set(key, { resolve, reject, signal, sent: onSent, progress: onProgress });
        }),
      set: (key, status) => statuses.set(key, status),
      done: (ending) => endings.push(ending),
    });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return { calls, statuses, endings, started, line, settle };
}

const keys = (n: number) => Array.from({ length: n }, (_, i) => `f${i + 1}`);

describe('sendAll', () => {
  it(`sends ${AT_ONCE} at a time in order, the next as soon as one is answered, and says when all are done (UPLOAD-3)`, async () => {
    const s = fakeServer();
    s.line(keys(5));
    expect(s.started).toEqual(['f1', 'f2', 'f3']);
    expect(s.statuses.get('f4')).toEqual({ kind: 'waiting' });
    s.calls.get('f1')!.progress(40);
    expect(s.statuses.get('f1')).toEqual({ kind: 'sending', percent: 40 });
    s.calls.get('f2')!.resolve('39');
    await s.settle();
    expect(s.started).toEqual(['f1', 'f2', 'f3', 'f4']);
    expect(s.statuses.get('f2')).toEqual({ kind: 'added', id: '39' });
    s.calls.get('f1')!.reject(new ApiError(415, 'Unsupported File Format'));
    for (const key of ['f3', 'f4', 'f5']) {
      await s.settle();
      s.calls.get(key)!.resolve(key);
    }
    await s.settle();
    expect(s.statuses.get('f1')).toEqual({ kind: 'refused', reason: 'Unsupported File Format' });
    expect(s.endings).toEqual(['finished']);
  });

  it('cancelling stops the waiting ones, aborts those still sending and lets the server finish those it has (UPLOAD-4)', async () => {
    const s = fakeServer();
    const line = s.line(keys(6));
    s.calls.get('f1')!.sent();
    expect(s.statuses.get('f1')).toEqual({ kind: 'processing' });
    line.cancel();
    expect(s.calls.get('f1')!.signal.aborted).toBe(false);
    expect(s.calls.get('f2')!.signal.aborted).toBe(true);
    expect(s.endings).toEqual([]);
    s.calls.get('f1')!.resolve('40');
    await s.settle();
    expect(s.started).toEqual(['f1', 'f2', 'f3']);
    expect(keys(6).map((key) => s.statuses.get(key)!.kind)).toEqual([
      'added',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
    expect(s.endings).toEqual(['cancelled']);
  });

  it('a refused token stops the line: nothing more is sent and the rest are not added (UPLOAD-6)', async () => {
    const s = fakeServer();
    s.line(keys(5));
    s.calls.get('f1')!.resolve('41');
    await s.settle();
    s.calls.get('f2')!.reject(new ApiError(401, 'Please log in again'));
    await s.settle();
    expect(s.calls.get('f3')!.signal.aborted).toBe(true);
    await s.settle();
    expect(s.started).toEqual(['f1', 'f2', 'f3', 'f4']);
    expect(keys(5).map((key) => s.statuses.get(key)!.kind)).toEqual(['added', 'stopped', 'stopped', 'stopped', 'stopped']);
    expect(s.endings).toEqual(['expired']);
  });

  it('an answer that never came is a failure, not a refusal, and the others go on', async () => {
    const s = fakeServer();
    s.line(keys(2));
    s.calls.get('f1')!.reject(new ApiError(0, 'The server could not be reached'));
    s.calls.get('f2')!.resolve('42');
    await s.settle();
    expect(s.statuses.get('f1')).toEqual({ kind: 'failed', reason: 'The server could not be reached' });
    expect(s.endings).toEqual(['finished']);
  });
});
