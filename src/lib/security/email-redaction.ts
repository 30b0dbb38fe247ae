/**
 * spec §8: e-mail addresses never reach a security event or a log, in any text or key. An
 * address as it appears in text: a local part of letters, digits and marks of any script and the signs
 * addresses use, an @ (also written %40), and a domain of such labels, percent-encoded ones too, with at
 * least one dot. Signs that also delimit a path or query (/ ? = & #) end a local part: what is left of it
 * before them stays, the rest goes.
 *
 * Matched only from the start of a run of address characters (or right after an encoded @): a long run
 * without an @ (a stack, a fuzzed field) is then scanned once, not once per character.
 */
export const REDACTED_EMAIL = '[redacted-email]';

/** A redactor of every text in a value, keys included, with the given pattern. */
function emailRedactor(pattern: RegExp): (value: unknown) => unknown {
  const redactText = (text: string): string => text.replace(pattern, REDACTED_EMAIL);
  const redact = (value: unknown): unknown => {
    if (typeof value === 'string') return redactText(value);
    if (Array.isArray(value)) return value.map(redact);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [redactText(key), redact(inner)]));
    return value;
  };
  return redact;
}

/**
 * What the page's monitor redacts before an event leaves the browser: the shapes its own texts carry
 * (an address in any script, IDNs, %40 in its page address). Small, as the monitor's script counts
 * against every page's 5 KB budget; the server redacts every event again with the fuller pattern.
 */
export const redactEmailsInBrowser = /* @__PURE__ */ emailRedactor(
  /(?:(?<![\p{L}\p{N}\p{M}._%+-])|(?<=%40))(?:[\p{L}\p{N}\p{M}._+-]|%(?!40))*(?:@|%40)(?:[\p{L}\p{N}\p{M}-]|%(?!40))+(?:\.(?:[\p{L}\p{N}\p{M}-]|%(?!40))+)+/giu,
);

/**
 * What the server redacts in everything it stores or logs: also the rarer signs of a local part
 * (! $ ' * ^ ` { | } ~), an @ encoded twice (%2540) or written full-width (＠, ﹫), and the ideographic
 * dots of an IDN (。．｡).
 */
export const redactEmails = /* @__PURE__ */ emailRedactor(
  /(?:(?<![\p{L}\p{N}\p{M}._%+!$'*^`{|}~-])|(?<=%(?:25)?40))(?:[\p{L}\p{N}\p{M}._+!$'*^`{|}~-]|%(?!(?:25)?40))*(?:@|%(?:25)?40|\uff20|\ufe6b)(?:[\p{L}\p{N}\p{M}-]|%(?!(?:25)?40))+(?:[.\u3002\uff0e\uff61](?:[\p{L}\p{N}\p{M}-]|%(?!(?:25)?40))+)+/giu,
);
