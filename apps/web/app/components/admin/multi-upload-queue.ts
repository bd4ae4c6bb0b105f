/**
 * The work of "Add many pictures" (multi-upload.tsx) without the screen: a caption from each file's
 * name, the line that sends a few pictures at a time, and the summary said at the end
 * (UPLOAD-1 to UPLOAD-6, docs/decisions/061-many-pictures-at-once.md).
 */
import { ApiError, errorMessage } from '~/lib/api-client';

/** Pictures sent at once: the server works on two (decision 054) while a third is on its way. */
export const AT_ONCE = 3;

/** Where one chosen picture is. */
export type Status =
  /** Chosen; its caption can still be changed. */
  | { kind: 'ready' }
  /** In line to be sent. */
  | { kind: 'waiting' }
  | { kind: 'sending'; percent: number }
  /** Every byte is sent: the server is storing it. */
  | { kind: 'processing' }
  | { kind: 'added'; id: string }
  /** Refused by its size or type, before or after sending, or by the server: `reason` says why. */
  | { kind: 'refused'; reason: string }
  /** No answer came (the network, the server down): not added. */
  | { kind: 'failed'; reason: string }
  | { kind: 'cancelled' }
  /** The session ended before it was added. */
  | { kind: 'stopped' };

export type Ending = 'finished' | 'cancelled' | 'expired';

/**
 * A caption from a file's name: without its extension, separators as spaces, the first letter a
 * capital ("site-visit_2024.jpg" is "Site visit 2024"); `fallback` when nothing is left.
 */
export function captionFromFileName(name: string, fallback: string): string {
  const words = name
    .replace(/\.[^.]*$/, '')
    // Characters nobody types are refused in every text the site stores (API-9).
    .replace(/[\p{Cc}\u2028\u2029]/gu, '')
    .replace(/[\s_.+-]+/g, ' ')
    .trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : fallback;
}

/** "9 added, 1 refused": what became of the pictures, the added always, the rest when there are any. */
export function summaryOf(statuses: readonly Status[]): string {
  const count = (kind: Status['kind']) => statuses.filter((status) => status.kind === kind).length;
  const parts: [number, string][] = [
    [count('refused'), 'refused'],
    [count('failed'), 'failed'],
    [count('cancelled'), 'cancelled'],
    [count('stopped'), 'not added'],
  ];
  return [`${count('added')} added`, ...parts.filter(([n]) => n > 0).map(([n, word]) => `${n} ${word}`)].join(', ');
}

interface Hooks {
  onProgress: (percent: number) => void;
  onSent: () => void;
  signal: AbortSignal;
}

export interface UploadLine {
  /** Stops the pictures not sent yet; those the server already has are answered as usual. */
  cancel(): void;
}

/**
 * Sends the pictures `keys` names, AT_ONCE at a time, in their order, telling `set` where each is.
 * A 401 ends the line: the pictures not added are `stopped` and nothing is sent after it (UPLOAD-6).
 * Cancelling aborts the pictures still being sent (the server stores nothing of a cut-off upload)
 * and lets those it has finish, so each picture is added or not, never in between. `done` is called
 * once, when nothing is under way any more.
 */
export function sendAll(
  keys: readonly string[],
  {
    send,
    set,
    done,
  }: { send: (key: string, hooks: Hooks) => Promise<string>; set: (key: string, status: Status) => void; done: (ending: Ending) => void },
): UploadLine {
  let next = 0;
  let running = 0;
  let ending: Ending = 'finished';
  let over = false;
  const finish = () => {
    if (over) return;
    over = true;
    done(ending);
  };
  const sending = new Map<string, { controller: AbortController; sent: boolean }>();

  const stop = (why: Exclude<Ending, 'finished'>) => {
    if (over || ending !== 'finished') return;
    ending = why;
    for (const key of keys.slice(next)) set(key, why === 'expired' ? { kind: 'stopped' } : { kind: 'cancelled' });
    next = keys.length;
    for (const upload of sending.values()) if (!upload.sent) upload.controller.abort();
    if (running === 0) finish();
  };

  const start = (key: string) => {
    const upload = { controller: new AbortController(), sent: false };
    sending.set(key, upload);
    running++;
    set(key, { kind: 'sending', percent: 0 });
    send(key, {
      signal: upload.controller.signal,
      onProgress: (percent) => !upload.sent && set(key, { kind: 'sending', percent }),
      onSent: () => {
        upload.sent = true;
        set(key, { kind: 'processing' });
      },
    })
      .then(
        (id) => set(key, { kind: 'added', id }),
        (error: unknown) => {
          if (upload.controller.signal.aborted) set(key, ending === 'expired' ? { kind: 'stopped' } : { kind: 'cancelled' });
          else if (error instanceof ApiError && error.status === 401) {
            set(key, { kind: 'stopped' });
            stop('expired');
          } else if (error instanceof ApiError && error.status === 0) set(key, { kind: 'failed', reason: errorMessage(error) });
          else set(key, { kind: 'refused', reason: errorMessage(error) });
        },
      )
      .finally(() => {
        sending.delete(key);
        running--;
        pump();
      });
  };

  const pump = () => {
    while (ending === 'finished' && running < AT_ONCE && next < keys.length) start(keys[next++]!);
    if (running === 0 && next >= keys.length) finish();
  };

  for (const key of keys) set(key, { kind: 'waiting' });
  pump();
  return { cancel: () => stop('cancelled') };
}
