import { readFileSync } from 'node:fs';
import { publicFile } from './public-file.ts';

/** Artwork up to this size is written into the page: the hero is then painted with the text, without a request of its own. */
const INLINE_ART_MAX_BYTES = 6 * 1024;

/**
 * The address for an article's hero art: a small SVG from public/ as a data: URL (decision 0020: the hero is
 * the largest paint of an article, and its own request delayed it on a slow connection), anything else
 * its path. Build time only: prerendered pages read the file once.
 */
export function inlineArt(publicPath: string): string {
  if (!publicPath.endsWith('.svg') || !publicPath.startsWith('/')) return publicPath;
  const svg = readFileSync(publicFile(publicPath), 'utf8');
  if (Buffer.byteLength(svg) > INLINE_ART_MAX_BYTES) return publicPath;
  // Only what a data: URL must escape; the rest stays readable and compresses with the page.
  const escaped = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[%#"<>\n]/g, (character) => encodeURIComponent(character));
  return `data:image/svg+xml,${escaped}`;
}
