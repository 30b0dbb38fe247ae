import type { Locale } from '../../../i18n/config.ts';
import { HONEYPOT_FIELD } from '../../../lib/validation/honeypot.ts';
import type { WaitlistInput } from '../../../lib/validation/waitlist.ts';

export const WAITLIST_ENDPOINT = '/api/waitlist';

/**
 * spec §7 waiting-list-submit: sends {email, company, tier, motivation} and reads success and message.
 * It is called only once the visitor has ticked the privacy consent, which the server records with the entry.
 * A refusal, or an answer without the success flag, throws with the server's message or 'Submission failed' (spec §8).
 */
export async function sendWaitlist(input: WaitlistInput, locale: Locale, honeypot: string): Promise<void> {
  const response = await fetch(WAITLIST_ENDPOINT, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...input, consent: true, lang: locale, [HONEYPOT_FIELD]: honeypot }),
  });
  const body = (await response.json().catch(() => ({}))) as { success?: unknown; message?: unknown };
  if (body.success !== true) throw new Error(typeof body.message === 'string' && body.message ? body.message : 'Submission failed');
}
