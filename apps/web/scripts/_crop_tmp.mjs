import sharp from 'sharp';
const [src, out, top, height] = process.argv.slice(2);
const { width } = await sharp(src).metadata();
await sharp(src).extract({ left: 0, top: +top, width, height: +height }).toFile(out);
