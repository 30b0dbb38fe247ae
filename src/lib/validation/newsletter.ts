import { isValidEmail } from './sanitize.ts';

export type NewsletterCheck = { ok: true; email: string } | { ok: false; messageKey: string };

/** spec §5/§8: an empty address has its own message; a malformed one the contact form's. */
export function checkNewsletter(data: Record<string, unknown>): NewsletterCheck {
  const email = typeof data.email === 'string' ? data.email.trim() : '';
  if (email === '') return { ok: false, messageKey: 'newsletter.emailRequired' };
  if (!isValidEmail(email)) return { ok: false, messageKey: 'validation.contact.email' };
  return { ok: true, email };
}
