import { domainToASCII } from 'node:url';
import fc from 'fast-check';

/**
 * E-mail addresses in the shapes they reach logs and security events (spec §8): ASCII ones as RFC 5322
 * allows them, local parts and domains in any script (with combining marks), IDNs as Unicode and as
 * punycode, an @ written %40, %2540 or full-width, and the whole address percent-encoded as a query
 * carries it. Each comes with the texts that must not survive redaction: the address as written, and
 * its domain behind its @.
 */
export interface GeneratedAddress {
  address: string;
  /** What must appear nowhere after redaction. */
  forbidden: string[];
}

const asciiAlphanumeric = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789');
/** A letter of any script, sometimes with a combining mark (ä written as a and U+0308). */
const anyLetter = fc
  .tuple(
    fc
      .integer({ min: 0xc0, max: 0x2fa1d })
      .map((code) => String.fromCodePoint(code))
      .filter((char) => /^\p{L}$/u.test(char)),
    fc.constantFrom('', '', '', '\u0308', '\u0301'),
  )
  .map(([letter, mark]) => letter + mark);
const letter = fc.oneof(asciiAlphanumeric, anyLetter);

const localPart = fc
  .tuple(
    letter,
    fc.array(fc.oneof({ weight: 4, arbitrary: letter }, { weight: 1, arbitrary: fc.constantFrom('.', '_', '+', '-') }), { maxLength: 12 }),
    letter,
  )
  .map(([first, middle, last]) => first + middle.join('') + last);
const label = fc
  .tuple(
    letter,
    fc.array(fc.oneof({ weight: 5, arbitrary: letter }, { weight: 1, arbitrary: fc.constant('-') }), { maxLength: 10 }),
    letter,
  )
  .map(([first, middle, last]) => first + middle.join('') + last);
const topLevel = fc.oneof(
  fc.constantFrom('ch', 'de', 'com', 'swiss', 'xn--p1ai'),
  fc.array(anyLetter, { minLength: 2, maxLength: 4 }).map((letters) => letters.join('')),
);
const domain = fc.tuple(fc.array(label, { minLength: 1, maxLength: 3 }), topLevel).map(([labels, tld]) => [...labels, tld].join('.'));

const written = (local: string, at: string, host: string): GeneratedAddress => ({
  address: `${local}${at}${host}`,
  forbidden: [`${local}${at}${host}`, `${at}${host}`],
});

/** The ways an @ is written besides itself: the server redacts them all, the browser's monitor %40. */
export const WRITTEN_AT_SIGNS = ['%40', '%2540', '\uff20', '\ufe6b'] as const;

/** Addresses of every shape, their @ written as itself or as one of `ats`. */
export const generatedAddress = (ats: readonly string[] = WRITTEN_AT_SIGNS): fc.Arbitrary<GeneratedAddress> =>
  fc.oneof(
    fc.emailAddress().map((address) => {
      const at = address.lastIndexOf('@');
      return written(address.slice(0, at), '@', address.slice(at + 1));
    }),
    fc.tuple(localPart, domain).map(([local, host]) => written(local, '@', host)),
    fc.tuple(localPart, domain).map(([local, host]) => written(local, '@', domainToASCII(host) || host)),
    fc.tuple(localPart, domain, fc.constantFrom(...ats)).map(([local, host, at]) => written(local, at, host)),
    fc.tuple(localPart, domain).map(([local, host]) => written(encodeURIComponent(local), '%40', encodeURIComponent(host))),
  );

/** Text around an address: a few characters, then something that ends a word (or nothing, at the text's edge). */
const delimiter = fc.constantFrom(' ', '<', '>', '(', ')', ':', '"', ',', ';', '\n', '/', '?', '=', '&', '[', ']', '\t');
const surrounding = fc.option(fc.tuple(fc.string({ maxLength: 10 }), delimiter), { nil: undefined });

/** A text that carries an address (written with `ats`, see generatedAddress) somewhere inside. */
export const textWithAddress = (ats: readonly string[] = WRITTEN_AT_SIGNS): fc.Arbitrary<{ text: string; address: GeneratedAddress }> =>
  fc.tuple(surrounding, generatedAddress(ats), surrounding).map(([before, address, after]) => ({
    text: `${before ? before.join('') : ''}${address.address}${after ? after[1] + after[0] : ''}`,
    address,
  }));

/** Every text in a value, its keys included. */
export function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => [key, ...textsIn(inner)]);
  return [];
}

/** The forbidden texts of these addresses that a redacted value still holds. */
export const survivors = (value: unknown, addresses: GeneratedAddress[]): string[] =>
  addresses.flatMap(({ forbidden }) => forbidden).filter((text) => textsIn(value).some((found) => found.includes(text)));
