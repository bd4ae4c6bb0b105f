import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TRASH_MESSAGES, trashPaths } from '@firm/contract';

const success = vi.fn();
const error = vi.fn();
const shown = vi.fn();
vi.mock('sonner', () => ({
  toast: { success: (...a: unknown[]) => success(...a), error: (...a: unknown[]) => error(...a), getToasts: () => shown() },
}));
const apiRequest = vi.fn();
vi.mock('~/lib/api-client', () => ({
  apiRequest: (...args: unknown[]) => apiRequest(...args),
  errorMessage: (e: unknown) => (e instanceof Error ? e.message : 'Something went wrong'),
  messageOf: (b: { message?: string } | null) => b?.message ?? null,
}));
const { UNDO_TOAST_MS, holdUndoToasts, restoreFromTrash, thenRefresh, undoToast } = await import('./undo');

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

  it('is held while the focus is in the toasts, and runs its whole time again after; other toasts are left alone', () => {
    shown.mockReturnValue([
      { id: 1, title: 'Service deleted', action: { label: 'Undo', onClick: () => undefined } },
      { id: 2, title: 'Order saved' },
      { id: 3, dismiss: true },
    ]);
    holdUndoToasts(true);
    expect(success.mock.calls).toEqual([['Service deleted', { id: 1, duration: Infinity }]]);
    holdUndoToasts(false);
    expect(success).toHaveBeenLastCalledWith('Service deleted', { id: 1, duration: UNDO_TOAST_MS });
    expect(success).toHaveBeenCalledTimes(2);
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
