/** spec §9: sanitised text is cut at 10,000 characters. */
export const SANITIZED_MAX_LENGTH = 10_000;

const SCRIPT_PROTOCOL = /\b(?:java|vb)script\s*:|\bdata\s*:\s*text\/html/gi;
const INLINE_HANDLER = /\bon[a-z]+\s*=/gi;

/**
 * spec §5 text sanitiser: trims, strips angle brackets, script-protocol strings and inline-handler
 * patterns, and cuts at 10,000 characters.
 */
export function sanitizeText(value: string): string {
  return value.replace(/[<>]/g, '').replace(SCRIPT_PROTOCOL, '').replace(INLINE_HANDLER, '').trim().slice(0, SANITIZED_MAX_LENGTH);
}

/** CR, LF and other control characters have no place in one-line fields that may reach mail headers. */
export function singleLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}

/** spec §5: an address pattern, at most 254 characters. */
export const EMAIL_MAX_LENGTH = 254;
const EMAIL_PATTERN = /^[^\s@"<>(),;:\\[\]]+@[^\s@"<>(),;:\\[\]]+\.[^\s@"<>(),;:\\[\]]{2,}$/;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value) && !/[\r\n]/.test(value);
}
