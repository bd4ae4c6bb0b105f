import { fork, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { fileTypeFromBuffer } from 'file-type';
import {
  CONTENT_LIMITS,
  LIMITS,
  MESSAGES,
  fileExtension,
  imageFileProblem,
  shareCrop,
  shareSize,
  type Focus,
  type ImageVariant,
} from '@firm/contract';
import { tooLarge, unsupported } from '../lib/errors.js';

/** Widths of the resized copies for `srcset`; a picture is never enlarged. */
const VARIANT_WIDTHS = [480, 960, 1600];

export interface EncodedImage {
  /** Content address: `<sha256>.<ext>`, or `<sha256 of the original>-<width>.<ext>` for a variant. */
  id: string;
  mime: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage extends EncodedImage {
  variants: (EncodedImage & { type: ImageVariant['type'] })[];
}

export const pixelLimitMessage = `Image dimensions are too large (at most ${LIMITS.maxImagePixels / 1_000_000} megapixels)`;

/** What the image process answers (workers/images.mjs). */
type Answer<T> = { id: number; result: T; refused?: undefined } | { id: number; refused: 'pixels' | 'unreadable' };
interface Waiting {
  resolve(answer: Answer<unknown>): void;
  reject(err: Error): void;
}
interface Running {
  child: ChildProcess;
  /** The pictures sent to it and not answered yet, by job id. */
  waiting: Map<number, Waiting>;
}

/** apps/server/workers/, from src/media (tests) and dist/media (production) alike. */
const SCRIPT = fileURLToPath(new URL('../../workers/images.mjs', import.meta.url));
/** The process ends after this long without a picture: the owner uploads pictures in a row, each a few seconds apart. */
const IDLE_MS = 10_000;
/** A picture of LIMITS.maxImagePixels takes seconds; past this the process is stuck and is ended. */
const TIME_LIMIT_MS = 120_000;
/** Pictures worked on together (the others wait in line): a core each on a small server, and their memory bounded. */
const AT_ONCE = 2;

/**
 * sharp (libvips) runs in a process of its own, started when a picture comes and ended once none has
 * come for IDLE_MS: memory the allocator took for decoding phone photographs is given back to the
 * system only when the process that took it ends. In the server's own process 50 photographs of
 * 4000×3000 left it 400 MB larger for good (bench/ops); and a picture that crashes or hangs the
 * decoder fails its upload, not the site. MALLOC_ARENA_MAX=2 keeps glibc from giving each of
 * libvips' threads an arena of its own, which kept the process large between pictures too.
 */
class ImageProcess {
  private current: Running | undefined;
  private nextId = 1;
  private idle: NodeJS.Timeout | undefined;
  private busy = 0;
  private readonly queue: (() => void)[] = [];

  async run<T>(job: { op: string; input: Buffer } & Record<string, unknown>): Promise<Answer<T>> {
    if (this.busy >= AT_ONCE) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.busy++;
    try {
      return (await this.send(job)) as Answer<T>;
    } finally {
      this.busy--;
      this.queue.shift()?.();
    }
  }

  private send(job: Record<string, unknown>): Promise<Answer<unknown>> {
    clearTimeout(this.idle);
    const running = (this.current ??= this.start());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      // Held while a picture is worked on: a command waiting for one does not end before it.
      const limit = setTimeout(() => this.end(running, `took more than ${TIME_LIMIT_MS / 1000} s`), TIME_LIMIT_MS);
      const settle = () => {
        clearTimeout(limit);
        running.waiting.delete(id);
        if (running.waiting.size === 0 && this.current === running) {
          this.idle = setTimeout(() => this.end(running), IDLE_MS);
          this.idle.unref();
        }
      };
      running.waiting.set(id, {
        resolve: (answer) => (settle(), resolve(answer)),
        reject: (err) => (settle(), reject(err)),
      });
      try {
        running.child.send({ id, ...job });
      } catch (err) {
        // The process has just ended: its exit fails the others; this one fails here.
        running.waiting.get(id)?.reject(err as Error);
      }
    });
  }

  private start(): Running {
    // Node's own flags only (not a test runner's loader), and no setting of the server's: the process reads pictures, nothing else.
    const child = fork(SCRIPT, [], {
      execArgv: [],
      serialization: 'advanced',
      // What it says when it fails goes to the server's log.
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      env: { PATH: process.env.PATH ?? '', MALLOC_ARENA_MAX: '2' },
    });
    const running: Running = { child, waiting: new Map() };
    child.on('message', (answer: Answer<unknown>) => running.waiting.get(answer.id)?.resolve(answer));
    child.on('exit', (code, signal) => this.end(running, `stopped (${signal ?? `exit code ${code}`}) before it answered`));
    // A process that could not start is seen by its exit: never an unhandled error.
    child.on('error', () => {});
    // It never keeps the server (or a command) from stopping; a picture being worked on does, by its time limit.
    child.unref();
    child.channel?.unref();
    return running;
  }

  /** Ends the process; the pictures it was working on fail, saying `why`. */
  private end(running: Running, why = 'was ended') {
    if (this.current === running) this.current = undefined;
    for (const waiting of [...running.waiting.values()]) waiting.reject(new Error(`The picture process ${why}`));
    running.child.kill('SIGKILL');
  }
}

const images = new ImageProcess();

/** The image process's refusal as the client's: too many pixels (413), or bytes sharp cannot read (415). */
function answered<T>(answer: Answer<T>): T {
  if (answer.refused === 'pixels') throw tooLarge(pixelLimitMessage);
  if (answer.refused) throw unsupported(MESSAGES.unsupportedFileFormat);
  return answer.result;
}

/**
 * A picture offered as a download, re-encoded at full size in its format: upright and without its
 * metadata (EXIF, GPS, author, camera), as /media serves every picture. 413/415 as processImage.
 */
export async function withoutMetadata(input: Buffer, mime: string): Promise<Buffer> {
  return answered(await images.run<Buffer>({ op: 'strip', input, mime, maxPixels: LIMITS.maxImagePixels }));
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

interface Encoded {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Checks an uploaded picture by its bytes (never its name or claimed type), refuses one whose
 * header claims more than LIMITS.maxImagePixels before decoding it, and stores it upright, without
 * its metadata and at most CONTENT_LIMITS.maxPictureSide pixels on its long side, whichever form or
 * collection it came from (a phone's 4000×3000 photograph becomes 2560×1920: more than any screen
 * shows of it, at a third of the bytes), turned clockwise by `rotate` degrees when asked (IMAGE-6),
 * with WebP/AVIF copies at VARIANT_WIDTHS. Throws 413/415
 * HttpErrors with the messages of IMAGE-1 and IMAGE-2 (docs/requirements.md).
 */
export async function processImage(
  input: Buffer,
  allowed: readonly string[],
  { maxBytes = LIMITS.maxImageBytes, rotate = 0 }: { maxBytes?: number; rotate?: number } = {},
): Promise<ProcessedImage> {
  const type = (await fileTypeFromBuffer(input))?.mime ?? 'application/octet-stream';
  const problem = imageFileProblem({ size: input.length, type }, allowed, maxBytes);
  if (problem) throw problem === MESSAGES.fileTooLarge ? tooLarge(problem) : unsupported(problem);

  const stored = answered(
    await images.run<Encoded & { variants: (Encoded & { named: number; type: ImageVariant['type'] })[] }>({
      op: 'picture',
      input,
      type,
      side: CONTENT_LIMITS.maxPictureSide,
      widths: VARIANT_WIDTHS,
      maxPixels: LIMITS.maxImagePixels,
      rotate,
    }),
  );
  const hash = sha256(stored.bytes);
  return {
    id: `${hash}.${fileExtension(type, 'bin')}`,
    mime: type,
    bytes: stored.bytes,
    width: stored.width,
    height: stored.height,
    variants: stored.variants.map(({ named, type: variantType, bytes, width, height }) => ({
      id: `${hash}-${named}.${fileExtension(variantType, 'bin')}`,
      mime: variantType,
      type: variantType,
      bytes,
      width,
      height,
    })),
  };
}

/**
 * The link preview of a stored picture (IMAGE-9, decision 064): the cut of shareCrop around `focus`
 * at shareSize, as a JPEG. `size` is the picture's, when stored with it (measured otherwise).
 */
export async function shareImage(
  input: Buffer,
  focus: Focus,
  size?: { width: number; height: number },
): Promise<{ bytes: Buffer; width: number; height: number }> {
  const { width, height } =
    size ?? answered(await images.run<{ width: number; height: number }>({ op: 'measure', input, maxPixels: LIMITS.maxImagePixels }));
  const out = shareSize(width, height);
  const bytes = answered(
    await images.run<Buffer>({ op: 'share', input, maxPixels: LIMITS.maxImagePixels, crop: shareCrop(width, height, focus), ...out }),
  );
  return { bytes: Buffer.from(bytes), ...out };
}
