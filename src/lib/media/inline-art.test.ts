import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { publicFile } from './public-file.ts';
import { inlineArt } from './inline-art.ts';

describe('inlineArt (decision 0020: an article paints its hero without a request of its own)', () => {
  it("writes a small SVG into the page as a data: URL that holds the file's drawing", () => {
    const art = '/images/blog/qr-rechnung-automation-schweiz.svg';
    const inlined = inlineArt(art);
    expect(inlined.startsWith('data:image/svg+xml,')).toBe(true);
    const drawing = decodeURIComponent(inlined.slice('data:image/svg+xml,'.length));
    expect(drawing).toBe(readFileSync(publicFile(art), 'utf8').trim().replace(/\s+/g, ' '));
  });

  it('keeps the address of anything that is not an SVG', () => {
    expect(inlineArt('/images/blog/photo.jpg')).toBe('/images/blog/photo.jpg');
  });
});
