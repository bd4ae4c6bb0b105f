// The first page of a PDF drawn as a PNG, in a process of its own (content/pdf-first-page.ts starts
// it, decision 029): a PDF can inflate a 1 MB stream to gigabytes, and memory a process has taken
// is only given back when it ends. Plain JavaScript, so the sources (tests) and the build start the
// same file. Started with the memory limit in bytes as its argument; the server sends { bytes, side,
// standardFontDataUrl, cMapUrl, maxImageSize } and gets the PNG or null back.
import { Worker } from 'node:worker_threads';

/**
 * Ends this process the moment it holds more than its limit: pdf.js inflates a stream in one
 * synchronous run, so only another thread can see the memory grow. pdf.js keeps inflated streams in
 * array buffers, which V8's heap limit does not count.
 */
const WATCHDOG = `
const { workerData } = require('node:worker_threads');
setInterval(() => {
  if (process.memoryUsage.rss() > workerData) process.kill(process.pid, 'SIGKILL');
}, 10);
`;
new Worker(WATCHDOG, { eval: true, workerData: Number(process.argv[2]) }).unref();

// Loaded while the server sends the file.
const modules = Promise.all([import('@napi-rs/canvas'), import('pdfjs-dist/legacy/build/pdf.mjs')]);

process.once('message', async ({ bytes, side, standardFontDataUrl, cMapUrl, maxImageSize }) => {
  const [{ createCanvas }, { getDocument }] = await modules;
  const task = getDocument({
    data: bytes,
    standardFontDataUrl,
    cMapUrl,
    maxImageSize,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  });
  let png = null;
  try {
    const page = await (await task.promise).getPage(1);
    const natural = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: side / Math.max(natural.width, natural.height) });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const context = canvas.getContext('2d');
    // PDF pages are white where nothing is drawn; the canvas starts transparent.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    await page.render({ canvas, canvasContext: context, viewport }).promise;
    png = canvas.toBuffer('image/png');
  } catch {
    // A PDF pdf.js cannot draw is still a PDF: the card shows the icon.
  }
  // The server ends this process once it has the answer.
  process.send(png);
});
