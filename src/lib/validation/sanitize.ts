/** spec §9: sanitised text is cut at 10,000 characters. */
export const SANITIZED_MAX_LENGTH = 10_000;

const SCRIPT_PROTOCOL = /\b(?:java|vb)script\s*:|\bdata\s*:\s*text\/html/gi;
const INLINE_HANDLER = /\bon[a-z]+\s*=/gi;

/** A cut at `max` UTF-16 code units (docs/decisions/0012) that never leaves half of a surrogate pair behind. */
export function cutAt(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/**
 * spec §5 text sanitiser: trims, strips angle brackets, script-protocol strings and inline-handler
 * patterns, and cuts at 10,000 characters.
 */
export function sanitizeText(value: string): string {
  return cutAt(value.replace(/[<>]/g, '').replace(SCRIPT_PROTOCOL, '').replace(INLINE_HANDLER, '').trim(), SANITIZED_MAX_LENGTH);
}

/** CR, LF and other control characters have no place in one-line fields that may reach mail headers. */
export function singleLine(value: string): string {
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ');
}
