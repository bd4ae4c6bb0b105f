// The picture work with sharp, in a process of its own (media/images.ts starts it and says why).
// Plain JavaScript, so the sources (tests) and the build start the same file, as
// pdf-first-page.mjs. The server sends jobs { id, op, input, ... } and gets back { id, result } or
// { id, refused: 'pixels' | 'unreadable' }; it ends this process when it has been idle a while, and
// the process ends itself when the server goes.
import sharp from 'sharp';

// Each picture is read once per copy made of it: a cache of decoded pictures would only hold memory.
sharp.cache(false);

/** Re-encodes in the uploaded format; sharp writes no metadata unless asked, so EXIF, GPS etc. are gone. */
function encodeAs(pipeline, mime) {
  switch (mime) {
    case 'image/jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true });
    case 'image/png':
      return pipeline.png({ compressionLevel: 8 });
    case 'image/gif':
      return pipeline.gif();
    case 'image/webp':
      return pipeline.webp({ quality: 85 });
    default:
      return pipeline.avif({ quality: 60, effort: 2 });
  }
}

/** Never more than `maxPixels` decoded, every frame of an animation. */
const reading = (maxPixels) => ({ animated: true, limitInputPixels: maxPixels, failOn: 'error' });

/** The picture upright: rotate() applies the EXIF orientation before the metadata is dropped (an animation is kept as it is). */
const upright = (input, animated, maxPixels) => (animated ? sharp(input, reading(maxPixels)) : sharp(input, reading(maxPixels)).rotate());

class Refused extends Error {
  constructor(reason) {
    super(reason);
    this.reason = reason;
  }
}

/** Reads the header only; sharp refuses here already when it claims more than the pixel limit. */
async function header(input, maxPixels) {
  const meta = await sharp(input, reading(maxPixels)).metadata();
  if (!meta.width || !meta.height) throw new Refused('unreadable');
  if (meta.width * meta.height > maxPixels) throw new Refused('pixels');
  return meta;
}

/** A download's picture at full size in its format, upright and without its metadata. */
async function strip({ input, mime, maxPixels }) {
  const meta = await header(input, maxPixels);
  return encodeAs(upright(input, (meta.pages ?? 1) > 1, maxPixels), mime).toBuffer();
}

/**
 * The stored picture (at most `side` pixels on its long side), turned clockwise by `rotate` degrees
 * when asked (IMAGE-6: a still picture; an animation is kept as it is), and its WebP and AVIF copies
 * at each of `widths` narrower than it, or at its own width when none is.
 */
async function picture({ input, type, side, widths: wanted, maxPixels, rotate = 0 }) {
  const meta = await header(input, maxPixels);
  const animated = (meta.pages ?? 1) > 1;
  // After the camera's own turn (the argument-less rotate() of upright): sharp allows that one and one more.
  const turned = () => (rotate && !animated ? upright(input, animated, maxPixels).rotate(rotate) : upright(input, animated, maxPixels));
  const base = () => turned().resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
  const { data, info } = await encodeAs(base(), type).toBuffer({ resolveWithObject: true });
  // meta.height is all frames of an animation together.
  const frameHeight = animated ? Math.round(((meta.pageHeight ?? meta.height) * info.width) / meta.width) : info.height;
  const fits = wanted.filter((w) => w < info.width);
  const variants = [];
  for (const w of fits.length > 0 ? fits : [info.width]) {
    const resized = () => base().resize({ width: w, withoutEnlargement: true });
    const encodings = [['image/webp', () => resized().webp({ quality: 75 })]];
    // AVIF in sharp is a still image: an animation gets its WebP copies only.
    if (!animated) encodings.push(['image/avif', () => resized().avif({ quality: 50, effort: 2 })]);
    for (const [variantType, encode] of encodings) {
      const out = await encode().toBuffer({ resolveWithObject: true });
      variants.push({
        named: w,
        type: variantType,
        bytes: out.data,
        width: out.info.width,
        height: animated ? Math.round((frameHeight * out.info.width) / info.width) : out.info.height,
      });
    }
  }
  return { bytes: data, width: info.width, height: frameHeight, variants };
}

/** The pixel size of a picture as stored (upright already), for one whose size was not kept. */
async function measure({ input, maxPixels }) {
  const { width, height } = await header(input, maxPixels);
  return { width, height };
}

/**
 * A link preview (IMAGE-9): the box `crop` of a stored picture (its first frame), at `width` ×
 * `height`, as a JPEG the platforms all read.
 */
async function share({ input, maxPixels, crop, width, height }) {
  await header(input, maxPixels);
  return sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
    .extract(crop)
    .resize({ width, height, fit: 'fill' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
}

const OPS = { picture, strip, measure, share };

process.on('message', async ({ id, op, ...job }) => {
  try {
    process.send({ id, result: await OPS[op](job) });
  } catch (err) {
    // Too many pixels is the sender's picture being too large; anything else sharp could not read.
    const reason = err instanceof Refused ? err.reason : /pixel limit/i.test(String(err?.message)) ? 'pixels' : 'unreadable';
    process.send({ id, refused: reason });
  }
});
// The server stopped (or was killed): nothing is left to do.
process.on('disconnect', () => process.exit(0));
