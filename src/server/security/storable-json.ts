/**
 * PostgreSQL refuses NUL in text and lone surrogates in JSON, and the fuzz runs send both:
 * every text an event carries (keys included) loses its control characters (tabs and line breaks are
 * kept) and has each lone surrogate replaced by U+FFFD, so that a hostile event is stored, not a 500.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

export const storableText = (value: string): string => value.toWellFormed().replace(CONTROL, ' ');

export function storableJson(value: unknown): unknown {
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map(storableJson);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [storableText(key), storableJson(inner)]));
  return value;
}
