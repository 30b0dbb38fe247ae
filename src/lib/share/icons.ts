import sharp from 'sharp';
import { BRAND } from './brand.ts';
import { publicFile } from '../media/public-file.ts';

/** The brand mark every icon is drawn from. */
export const MARK_SVG = '/favicon.svg';

/**
 * The mark as a square PNG. `opaque` fills its rounded corners with the brand colour, for Apple's home
 * screen, which puts a transparent icon on black and rounds the corners itself.
 */
export async function renderIcon(size: number, { opaque = false } = {}): Promise<Buffer> {
  const file = publicFile(MARK_SVG);
  const { width = size } = await sharp(file).metadata();
  // Rasterised at the target size rather than scaled up, so that edges stay sharp.
  let icon = sharp(file, { density: (72 * size) / width }).resize(size, size);
  if (opaque) icon = icon.flatten({ background: BRAND.primary });
  return icon.png({ compressionLevel: 9 }).toBuffer();
}

/** A one-image .ico file holding a PNG, which every browser of the last decade reads. */
export function icoFromPng(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size >= 256 ? 0 : size, 6); // width (0 means 256)
  header.writeUInt8(size >= 256 ? 0 : size, 7); // height
  header.writeUInt8(0, 8); // no colour table
  header.writeUInt8(0, 9); // reserved
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.byteLength, 14);
  header.writeUInt32LE(header.byteLength, 18); // the image follows the header
  return Buffer.concat([header, png]);
}
