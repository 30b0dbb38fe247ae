import { redactEmails } from '#lib/security/email-redaction.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';

/** How much of a relay's reply the console shows: its code and the words that say why. */
export const BOUNCE_REASON_MAX = 120;

/**
 * Why an address refused a campaign mail, as the console shows it: the relay's reply kept on the delivery,
 * on one line, without any address in it (a reply often names the recipient), cut at a word.
 */
export function bounceReason(lastError: string | null | undefined): string | undefined {
  if (!lastError) return undefined;
  const line = neutraliseLine(String(redactEmails(lastError)))
    .replace(/\s+/g, ' ')
    .trim();
  if (line.length <= BOUNCE_REASON_MAX) return line || undefined;
  const cut = line.slice(0, BOUNCE_REASON_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > BOUNCE_REASON_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
