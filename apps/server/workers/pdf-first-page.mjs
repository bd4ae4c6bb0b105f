// The first page of a PDF drawn as a PNG, in a worker thread (content/download-files.ts starts it):
// pdf.js parses and draws on the thread that calls it, and a large page would hold up every request
// of the server for as long. Plain JavaScript, so the sources (tests) and the build start the same file.
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const { bytes, side, standardFontDataUrl, cMapUrl, maxImageSize } = workerData;
const task = getDocument({ data: bytes, standardFontDataUrl, cMapUrl, maxImageSize, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
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
  parentPort.postMessage(canvas.toBuffer('image/png'));
} catch {
  // A PDF pdf.js cannot draw is still a PDF: the card shows the icon.
  parentPort.postMessage(null);
} finally {
  await task.destroy();
}
