import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasDisplayControl, neutraliseLine, neutraliseText } from './display-controls.ts';

// Decision 0025: the bidirectional controls, the line and paragraph separators and the C1 controls decision 0025 names.
const BIDI = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
const SEPARATORS = ['\u2028', '\u2029'];
const C1 = Array.from({ length: 0x20 }, (_, n) => String.fromCharCode(0x80 + n));
const NAMED = [...BIDI, ...SEPARATORS, ...C1];
const LEFT_IN_TEXT = /[\p{Bidi_Control}\u2028\u2029\u0080-\u009f\u0000-\u0008\u000b-\u001f\u007f]/u;

/** Text as an attacker writes it: ordinary words with the named characters and other controls anywhere. */
const hostile = fc
  .array(fc.oneof(fc.string(), fc.constantFrom(...NAMED, '\r\n', '\r', '\n', '\t', '\u0000', '\u001b', '\u007f')), { maxLength: 30 })
  .map((parts) => parts.join(''));

describe('display controls (decision 0025)', () => {
  it.each(NAMED.map((character) => [character.codePointAt(0)!.toString(16), character]))('finds U+%s', (_, character) =>
    expect(hasDisplayControl(`a${character}b`)).toBe(true),
  );

  it('finds none in text of any script', () => {
    for (const text of ['Anna Müller', 'محمد', 'שרה', 'श्रीमती', '👩‍💻', 'Zoë & Co. AG']) expect(hasDisplayControl(text)).toBe(false);
  });

  it('shows the hidden order of a name plainly: the override is replaced, the letters keep their order', () => {
    expect(neutraliseLine('invoice\u202efdp.exe')).toBe('invoice\ufffdfdp.exe');
  });

  it('leaves no display control and no line break in one line', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const line = neutraliseLine(text);
        expect(hasDisplayControl(line)).toBe(false);
        expect(line).not.toMatch(/[\r\n\t]/);
      }),
      { numRuns: 2000 },
    );
  });

  it("keeps a text's line breaks (as \\n) and tabs, and nothing else of them", () => {
    expect(neutraliseText('Hallo\r\nWelt\u2028neu\u2029Absatz\rzeile\tTab\u202e')).toBe('Hallo\nWelt\nneu\nAbsatz\nzeile\tTab\ufffd');
    fc.assert(
      fc.property(hostile, (text) => {
        expect(neutraliseText(text)).not.toMatch(LEFT_IN_TEXT);
      }),
      { numRuns: 2000 },
    );
  });

  it('changes no text without them', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!hasDisplayControl(text));
        expect(neutraliseLine(text)).toBe(text);
        expect(neutraliseText(text)).toBe(text);
      }),
    );
  });
});
