import { describe, expect, it } from 'vitest';
import { characterCount, truncateAtWord } from './fit.ts';

describe('truncateAtWord', () => {
  it('leaves text within the limit as it is', () => {
    expect(truncateAtWord('Kurz und gut', 12)).toBe('Kurz und gut');
  });
  it('cuts at the last word boundary and marks the cut', () => {
    expect(truncateAtWord('Belege werden automatisch erfasst', 20)).toBe('Belege werden…');
  });
  it('cuts inside a word that would otherwise lose most of the text', () => {
    expect(truncateAtWord('Finanzbuchhaltungsautomatisierung', 10)).toBe('Finanzbuc…');
  });
  it('never splits an emoji', () => {
    const cut = truncateAtWord('Start🚀🚀🚀', 7);
    expect(characterCount(cut)).toBeLessThanOrEqual(7);
    expect(cut).toBe('Start…');
  });
});
