import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori, { type Font } from 'satori';
import sharp from 'sharp';
import { cardElement, type CardContent } from './card.tsx';
import { SHARE_IMAGE_MAX_BYTES, SHARE_IMAGE_SIZE } from './images.ts';
import { publicFile } from '../media/public-file.ts';

/**
 * Share images are rendered when the site is built: Satori lays the card out and turns its text into
 * paths with the font shipped as an npm package (no system fonts, no network), sharp rasterises the SVG.
 */

const require = createRequire(import.meta.url);
// Satori reads TTF, OTF and WOFF, not WOFF2. The Latin subset covers German and English.
const fontFile = (weight: 400 | 700) => require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

let fonts: Promise<Font[]> | undefined;
const loadFonts = (): Promise<Font[]> =>
  (fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(fontFile(weight)),
      weight,
      style: 'normal' as const,
    })),
  ));

const dataUrl = (type: string, data: Buffer): string => `data:${type};base64,${data.toString('base64')}`;

/** An SVG file of public/ as a data: URL, for an image inside a card. */
export async function svgDataUrl(publicPath: string): Promise<string> {
  return dataUrl('image/svg+xml', await readFile(publicFile(publicPath)));
}

/** An SVG file of public/ rasterised to a PNG of the given size, as a data: URL. */
export async function rasterDataUrl(publicPath: string, size: { width: number; height: number }): Promise<string> {
  const png = await sharp(publicFile(publicPath), { density: 144 })
    .resize({ ...size, fit: 'cover' })
    .png()
    .toBuffer();
  return dataUrl('image/png', png);
}

/**
 * A palette PNG holds a flat card in a few dozen kilobytes; an article's art may need fewer colours to
 * stay within the limit, so the palette shrinks until it does.
 */
async function encode(svg: string): Promise<Buffer> {
  const raster = sharp(Buffer.from(svg)).flatten({ background: '#ffffff' });
  for (const colours of [256, 128, 64]) {
    const png = await raster.clone().png({ palette: true, colours, effort: 8, compressionLevel: 9 }).toBuffer();
    if (png.byteLength <= SHARE_IMAGE_MAX_BYTES) return png;
  }
  throw new Error(`share image stays above ${SHARE_IMAGE_MAX_BYTES} bytes`);
}

/** The 1200×630 PNG of one card. */
export async function renderShareImage(content: CardContent): Promise<Buffer> {
  const svg = await satori(cardElement(content), { ...SHARE_IMAGE_SIZE, fonts: await loadFonts() });
  return encode(svg);
}
