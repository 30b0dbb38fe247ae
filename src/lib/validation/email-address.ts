/**
 * One address, one mailbox. The one rule set for e-mail addresses, run by the forms in the
 * browser and by the endpoints on the server: an address is accepted only in a form a standard SMTP
 * server takes, and is stored and compared in its normalised form (NFC, domain in lower-case ASCII).
 */

/** spec §5: an address pattern, at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
/** RFC 5321 §4.5.3.1.1: a local part of at most 64 octets. */
const LOCAL_PART_MAX_OCTETS = 64;
/** The longest address smtp-server takes in MAIL FROM and RCPT TO (local part, @ and domain). */
const PATH_MAX_OCTETS = 253;

/**
 * Control (Cc), format (Cf: zero-width space, soft hyphen, bidi overrides), surrogate, private-use and
 * unassigned characters (C*), every kind of space (Z*), and every character Unicode says to show as
 * nothing (Default_Ignorable_Code_Point: combining grapheme joiner, variation selectors, Hangul fillers;
 * decision 0025): none is ever part of a mailbox, and mail libraries strip some of them, which would turn
 * one accepted address into another.
 */
const INVISIBLE_OR_CONTROL = /[\p{C}\p{Z}\p{Default_Ignorable_Code_Point}]/u;
/** RFC 5322 atext, and letters, marks and digits of any script (RFC 6531). No quotes: a quoted local part is refused. */
const LOCAL_ATOM = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~\p{L}\p{M}\p{N}-]+$/u;
/** RFC 2047 encoded words (`=?utf-8?Q?…?=`) are decoded by some mail software into another address. */
const ENCODED_WORD = '=?';
/** A domain as typed: letters, marks and digits of any script, hyphens and dots – nothing the URL host parser would reinterpret (%, /, :, @, [ ]). */
const UNICODE_DOMAIN = /^[\p{L}\p{M}\p{N}.-]+$/u;
/** A DNS label after IDNA: letters, digits and inner hyphens, at most 63. */
const ASCII_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The top-level domain: letters, or an IDN's xn-- form (never digits only, which would be an IP address). */
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

const octets = (value: string) => new TextEncoder().encode(value).length;

/**
 * A domain's ASCII form (IDNA/UTS #46: mapped, lower-cased, punycode), or '' when it is not a valid
 * domain. The WHATWG URL host parser is what node:url's domainToASCII runs (both are the ada URL
 * parser in Node), and it is built into every browser: one algorithm on both sides, no library shipped.
 */
export function domainToAscii(domain: string): string {
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return '';
  }
}

/**
 * A label may not begin or end with a hyphen in its Unicode form either: a mail client sending with
 * SMTPUTF8 writes the domain in Unicode, and the URL host parser does not check hyphens (CheckHyphens=false).
 */
const HYPHEN_AT_LABEL_EDGE = /(?:^|\.)-|-(?:\.|$)/;

function normalisedDomain(domain: string): string | undefined {
  if (!UNICODE_DOMAIN.test(domain) || HYPHEN_AT_LABEL_EDGE.test(domain)) return undefined;
  const ascii = domainToAscii(domain);
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => ASCII_LABEL.test(label)) || !TOP_LEVEL.test(labels.at(-1)!)) return undefined;
  return ascii;
}

function isLocalPart(local: string): boolean {
  return octets(local) <= LOCAL_PART_MAX_OCTETS && !local.includes(ENCODED_WORD) && local.split('.').every((atom) => LOCAL_ATOM.test(atom));
}

/**
 * The address in its normalised form – local part in NFC, domain in lower-case ASCII (punycode for an
 * IDN) – or undefined when it is not one the site accepts. The value is taken as given (trim it first).
 */
export function normaliseEmail(value: string): string | undefined {
  // Counted in UTF-16 code units, as the browser's maxlength counts (docs/decisions/0012).
  if (value.length > EMAIL_MAX_LENGTH || INVISIBLE_OR_CONTROL.test(value)) return undefined;
  const parts = value.normalize('NFC').split('@');
  if (parts.length !== 2) return undefined;
  const [local, domain] = parts as [string, string];
  const asciiDomain = normalisedDomain(domain);
  if (!asciiDomain || !isLocalPart(local)) return undefined;
  const address = `${local}@${asciiDomain}`;
  return octets(address) <= PATH_MAX_OCTETS ? address : undefined;
}

export const isValidEmail = (value: string): boolean => normaliseEmail(value) !== undefined;

/**
 * The spellings under which an address may be stored: as typed (trimmed), and in its normalised form
 * (what the forms store now). Lookups about a person (export, erasure) match them all.
 */
export function addressSpellings(value: string): string[] {
  const typed = value.trim();
  const normalised = normaliseEmail(typed);
  return normalised && normalised !== typed ? [typed, normalised] : [typed];
}
