import { describe, expect, it } from 'vitest';
import { SANITIZED_MAX_LENGTH, sanitizeText } from './sanitize.ts';

describe('sanitizeText', () => {
  // docs/decisions/0012: lengths are UTF-16 code units; a cut there must not leave half a character.
  it('cuts at 10,000 code units without splitting a character outside the basic plane', () => {
    const cut = sanitizeText(`${'x'.repeat(SANITIZED_MAX_LENGTH - 1)}😀`);
    expect(cut.isWellFormed()).toBe(true);
    expect(cut).toBe('x'.repeat(SANITIZED_MAX_LENGTH - 1));
    expect(sanitizeText('😀'.repeat(SANITIZED_MAX_LENGTH))).toHaveLength(SANITIZED_MAX_LENGTH);
  });
});
