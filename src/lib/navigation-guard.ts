/** spec §5: an address containing a script tag or a script protocol is blocked. */
const SUSPICIOUS_PATTERNS = [/<\s*\/?\s*script/i, /\b(?:java|vb)script\s*:/i, /\bdata\s*:\s*text\/html/i];

/** Undoes percent-encoding up to three times, so double-encoded payloads are seen too. */
function decodeRepeatedly(value: string): string[] {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current.replace(/\+/g, ' '));
    } catch {
      break;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

export function isSuspiciousAddress(address: string): boolean {
  const withoutWhitespace = (text: string) => text.replace(/[\s\u0000-\u001f]+/g, '');
  return decodeRepeatedly(address).some((form) =>
    SUSPICIOUS_PATTERNS.some((pattern) => pattern.test(form) || pattern.test(withoutWhitespace(form))),
  );
}
