import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatedAddress, survivors, textWithAddress } from '../../../tests/setup/generated-addresses.ts';
import { redactEmails } from './monitor.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** Where an address may sit in an event's details: a text, a key, deep in arrays and objects. */
const placements = [
  (text: string) => text,
  (text: string) => ({ [text]: 1 }),
  (text: string) => [0, [null, text]],
  (text: string) => ({ a: { b: [{ c: text }] } }),
  (text: string) => ({ nested: [{ [text]: [text, { [text]: text }] }] }),
] as const;

// issue 26: keys, non-ASCII and IDN addresses and %40-encoded ones were kept.
describe('redactEmails, with generated addresses', () => {
  it.each([
    ['müller@bücher.ch'],
    ['anna@exämple.ch'],
    ['anna%40example.ch'],
    ['m%C3%BCller%40b%C3%BCcher.ch'],
    ['用户@例子.中国'],
    ['anna@xn--exmple-cua.ch'],
  ])('redacts %s', (address) => {
    expect(redactEmails({ [address]: [`to ${address}.`] })).toEqual({ '[redacted-email]': ['to [redacted-email].'] });
  });

  it('leaves no address in any text or key, wherever it is placed', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(textWithAddress, fc.integer({ min: 0, max: placements.length - 1 })), { minLength: 1, maxLength: 4 }), (placed) => {
        const value = placed.map(([{ text }, where]) => placements[where]!(text));
        expect(survivors(redactEmails(value), placed.map(([{ address }]) => address))).toEqual([]);
      }),
      { numRuns: RUNS },
    );
  });

  it('keeps the text around an address', () => {
    fc.assert(
      fc.property(generatedAddress, ({ address }) => {
        expect(redactEmails(`Mail to <${address}> failed`)).toMatch(/^Mail to <[^>]*\[redacted-email\]> failed$/);
      }),
      { numRuns: RUNS },
    );
  });
});
