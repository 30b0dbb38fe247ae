import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generatedAddress, survivors, textWithAddress, WRITTEN_AT_SIGNS } from '#tests/setup/generated-addresses.ts';
import { redactEmails, redactEmailsInBrowser } from './email-redaction.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2000);

/** Where an address may sit in an event's details: a text, a key, deep in arrays and objects. */
const placements = [
  (text: string) => text,
  (text: string) => ({ [text]: 1 }),
  (text: string) => [0, [null, text]],
  (text: string) => ({ a: { b: [{ c: text }] } }),
  (text: string) => ({ nested: [{ [text]: [text, { [text]: text }] }] }),
] as const;

// spec §8: keys, non-ASCII and IDN addresses and %40-encoded ones were kept.
describe.each([
  { name: 'redactEmails (the server)', redact: redactEmails, ats: WRITTEN_AT_SIGNS },
  { name: 'redactEmailsInBrowser (the page’s monitor)', redact: redactEmailsInBrowser, ats: ['%40'] },
])('$name, with generated addresses', ({ redact, ats }) => {
  it.each([
    'müller@bücher.ch',
    'anna@exämple.ch',
    'anna%40example.ch',
    'm%C3%BCller%40b%C3%BCcher.ch',
    '用户@例子.中国',
    'anna@xn--exmple-cua.ch',
  ])('redacts %s', (address) => {
    expect(redact({ [address]: [`to ${address}.`] })).toEqual({ '[redacted-email]': ['to [redacted-email].'] });
  });

  it('leaves no address in any text or key, wherever it is placed', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(textWithAddress(ats), fc.integer({ min: 0, max: placements.length - 1 })), { minLength: 1, maxLength: 4 }),
        (placed) => {
          const value = placed.map(([{ text }, where]) => placements[where]!(text));
          expect(
            survivors(
              redact(value),
              placed.map(([{ address }]) => address),
            ),
          ).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('keeps the text around an address', () => {
    fc.assert(
      fc.property(generatedAddress(ats), ({ address }) => {
        expect(redact(`Mail to <${address}> failed`)).toMatch(/^Mail to <[^>]*\[redacted-email\]> failed$/);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('redactEmails, beyond what the browser needs', () => {
  it.each(['anna%2540example.ch', 'anna\uff20example.ch', 'anna\ufe6bexample.ch', 'user@例え。テスト', "o'brien@example.ie"])(
    'redacts %s',
    (address) => {
      expect(redactEmails(`[${address}]`)).toBe('[[redacted-email]]');
    },
  );

  it('scans a long text without an address once, not once per character', () => {
    for (const text of ['a'.repeat(100_000), 'a@'.repeat(50_000), 'a%40'.repeat(25_000), `a@${'b'.repeat(100_000)}`, '%'.repeat(100_000)]) {
      const started = performance.now();
      redactEmails(text);
      redactEmailsInBrowser(text);
      expect(performance.now() - started).toBeLessThan(200);
    }
  });
});
