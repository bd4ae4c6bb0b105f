import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LIMITS } from '@firm/contract';

/** The long side of a thumbnail drawn from a PDF's first page: sharp for the card, small to store. */
const SIDE = 1200;
/** A first page that takes longer than this is given up (the card shows the icon). */
const TIMEOUT_MS = 30_000;
/**
 * The drawing process is ended past this much memory (decision 029): room for pdf.js, the canvas
 * and a scanned page of LIMITS.maxImagePixels, not for a stream that inflates to gigabytes.
 */
const MAX_RSS_BYTES = 512 * 1024 * 1024;
/** A process started ahead for the next PDF waits this long, then ends: the owner uploads files in a row. */
const SPARE_IDLE_MS = 60_000;

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')) + sep;
/** apps/server/workers/, from src/content (tests) and dist/content (production) alike. */
const SCRIPT = fileURLToPath(new URL('../../workers/pdf-first-page.mjs', import.meta.url));

function start(): ChildProcess {
  // Node's own flags only: the server's (a test runner's loader, say) are not the drawing's.
  const child = fork(SCRIPT, [String(MAX_RSS_BYTES)], { execArgv: [], serialization: 'advanced', stdio: 'ignore' });
  // A process that could not start is seen by its drawing (no answer): never an unhandled error.
  child.on('error', () => {});
  // Waiting for a file never keeps the server from stopping.
  child.unref();
  child.channel?.unref();
  return child;
}

/** The next drawing's process, its modules loaded while it waits (pdf.js takes most of a drawing's time to load). */
let spare: { child: ChildProcess; idle: NodeJS.Timeout } | undefined;

function takeProcess(): ChildProcess {
  const ready = spare;
  spare = undefined;
  if (!ready) return start();
  clearTimeout(ready.idle);
  return ready.child.exitCode === null && ready.child.signalCode === null ? ready.child : start();
}

function keepSpare() {
  const child = start();
  const idle = setTimeout(() => {
    child.kill('SIGKILL');
    if (spare?.child === child) spare = undefined;
  }, SPARE_IDLE_MS);
  idle.unref();
  spare = { child, idle };
}

/** Draws in a process that is ended afterwards, so whatever the PDF made it take goes back to the system. */
function draw(bytes: Buffer): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const child = takeProcess();
    // The next one loads on the other core while this one draws, not while the server encodes the thumbnail.
    keepSpare();
    const done = (png: Buffer | null) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      resolve(png);
    };
    const timer = setTimeout(() => done(null), TIMEOUT_MS);
    child.once('message', (png: Uint8Array | null) => done(png ? Buffer.from(png) : null));
    child.once('exit', () => done(null));
    child.send({
      bytes: new Uint8Array(bytes),
      side: SIDE,
      // The fonts a PDF may use without embedding them, and the character maps of Asian scripts.
      standardFontDataUrl: `${PDFJS_DIR}standard_fonts/`,
      cMapUrl: `${PDFJS_DIR}cmaps/`,
      // No picture inside the PDF is decoded past the pixels we accept in an upload.
      maxImageSize: LIMITS.maxImagePixels,
    });
  });
}

/** One drawing at a time, so uploads together never hold more than one process's limit. */
let drawing: Promise<unknown> = Promise.resolve();

/**
 * The first page of a PDF drawn as a PNG (pdf.js on @napi-rs/canvas, no system programs) in a
 * process of its own with a time and a memory limit (decision 029), or null when it cannot be
 * drawn within them.
 */
export function pdfFirstPage(bytes: Buffer): Promise<Buffer | null> {
  const turn = drawing.then(() => draw(bytes));
  drawing = turn;
  return turn;
}
