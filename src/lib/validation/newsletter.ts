import type { DictionaryKey } from '../../i18n/dictionaries/de.ts';
import { isValidEmail } from './sanitize.ts';

/** Why an address was refused: the forms word an empty address differently by place (spec §8). */
export type NewsletterProblem = 'required' | 'invalid';
export type NewsletterCheck = { ok: true; email: string } | { ok: false; problem: NewsletterProblem; messageKey: DictionaryKey };

/** spec §5/§8: an empty address has its own message; a malformed one the contact form's. */
export function checkNewsletter(data: Record<string, unknown>): NewsletterCheck {
  const email = typeof data.email === 'string' ? data.email.trim() : '';
  if (email === '') return { ok: false, problem: 'required', messageKey: 'newsletter.emailRequired' };
  if (!isValidEmail(email)) return { ok: false, problem: 'invalid', messageKey: 'validation.contact.email' };
  return { ok: true, email };
}
