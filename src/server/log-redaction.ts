import { redactEmails } from '../lib/security/email-redaction.ts';

/** A sign that a line may hold an address: an @ in any of the ways redactEmails knows it. */
const MAY_HOLD_ADDRESS = /@|%(?:25)?40|\uff20|\ufe6b/i;

/**
 * The last step of every log line (pino's streamWrite hook): e-mail addresses go from every text in it,
 * the message, an error's text and any field a caller added (spec §8: a mail server's refusal quoted
 * the recipient in `reason`). The line is redacted as JSON, value by value, so an address is never cut
 * out of an escape sequence; a line that is no JSON is redacted as text.
 */
export function redactLogLine(line: string): string {
  if (!MAY_HOLD_ADDRESS.test(line)) return line;
  try {
    return `${JSON.stringify(redactEmails(JSON.parse(line)))}\n`;
  } catch {
    return String(redactEmails(line));
  }
}
