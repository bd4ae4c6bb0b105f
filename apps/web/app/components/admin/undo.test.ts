import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TRASH_MESSAGES, trashPaths } from '@firm/contract';

const success = vi.fn();
const error = vi.fn();
const shown = vi.fn();
vi.mock('sonner', () => ({
  toast: { success: (...a: unknown[]) => success(...a), error: (...a: unknown[]) => error(...a), getToasts: () => shown() },
}));
const apiRequest = vi.fn();
// The answers' messages are read as the app reads them (messageOf, said); only the requests are the test's.
vi.mock(import('~/lib/api-client'), async (importOriginal) => ({
  ...(await importOriginal()),
  apiRequest: (...args: unknown[]) => apiRequest(...args),
  errorMessage: (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong'),
}));
const { UNDO_TOAST_MS, NOTICE_MS, holdToasts, restoreFromTrash, thenRefresh, undoToast } = await import('./undo');

interface Options {
  duration: number;
  action: { label: string; onClick: () => void };
}
const optionsOfCall = (n: number) => success.mock.calls[n]![1] as Options;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  success.mockReset();
  error.mockReset();
  shown.mockReset().mockReturnValue([]);
  apiRequest.mockReset();
});

describe('the Undo notice', () => {
  it('is a success toast with an Undo button, up for at least 10 seconds', () => {
    undoToast('Service deleted', async () => 'Restored');
    expect(success).toHaveBeenCalledTimes(1);
    expect(success.mock.calls[0]![0]).toBe('Service deleted');
    expect(optionsOfCall(0).duration).toBeGreaterThanOrEqual(10_000);
    expect(optionsOfCall(0).action.label).toBe('Undo');
  });

  it("Undo runs the undo and shows its message, or the server's message as an error", async () => {
    undoToast('Saved', async () => 'Restored');
    optionsOfCall(0).action.onClick();
    await settle();
    expect(success).toHaveBeenLastCalledWith('Restored', expect.anything());

    undoToast('Saved', () => Promise.reject(new Error(TRASH_MESSAGES.notInTrash)));
    optionsOfCall(2).action.onClick();
    await settle();
    expect(error).toHaveBeenCalledWith(TRASH_MESSAGES.notInTrash, expect.anything());
  });

  it('is held while the focus is in the toasts, as every other notice, and each runs its own whole time again after', () => {
    shown.mockReturnValue([
      { id: 1, type: 'success', title: 'Service deleted', duration: UNDO_TOAST_MS, action: { label: 'Undo', onClick: () => undefined } },
      { id: 2, type: 'success', title: 'Order saved', duration: NOTICE_MS },
      { id: 3, type: 'error', title: 'Please log in again', duration: NOTICE_MS },
      { id: 4, dismiss: true },
    ]);
    holdToasts(true);
    expect(success.mock.calls).toEqual([
      ['Service deleted', { id: 1, duration: Infinity }],
      ['Order saved', { id: 2, duration: Infinity }],
    ]);
    expect(error.mock.calls).toEqual([['Please log in again', { id: 3, duration: Infinity }]]);
    // A second focus inside the notices holds nothing twice.
    holdToasts(true);
    expect(success).toHaveBeenCalledTimes(2);
    holdToasts(false);
    expect(success.mock.calls.slice(2)).toEqual([
      ['Service deleted', { id: 1, duration: UNDO_TOAST_MS }],
      ['Order saved', { id: 2, duration: NOTICE_MS }],
    ]);
    expect(error).toHaveBeenLastCalledWith('Please log in again', { id: 3, duration: NOTICE_MS });
  });
});

describe('restoring', () => {
  it('posts the entry to the restore path and answers with the message', async () => {
    apiRequest.mockResolvedValue({ message: 'Restored' });
    await expect(restoreFromTrash({ collection: 'services', id: '101' })).resolves.toBe('Restored');
    expect(apiRequest).toHaveBeenCalledWith(trashPaths.restore, { method: 'POST', json: { collection: 'services', id: '101' } });
  });

  it('refreshes the list after an undo, also when it failed', async () => {
    const refresh = vi.fn();
    await expect(thenRefresh(() => Promise.reject(new Error('gone')), refresh)()).rejects.toThrow('gone');
    await expect(thenRefresh(async () => 'Saved', refresh)()).resolves.toBe('Saved');
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
