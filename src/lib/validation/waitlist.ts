import type { DictionaryKey } from '../../i18n/dictionaries/de.ts';
import { WAITLIST_LIMITS } from './limits.ts';
import { isValidEmail } from './sanitize.ts';

/** spec §5: without a chosen tier, a sign-up joins the general waiting list. */
export const GENERAL_WAITLIST = 'general_waitlist';

/**
 * spec §8: the server's messages the wizard recognises (it maps them to its own texts). They are part
 * of the API, so they stay in English whatever the request's language.
 */
export const WAITLIST_SERVER_MESSAGES = {
  emailTaken: 'Email already registered',
  rateLimited: 'Rate limit exceeded',
  invalidEmail: 'Invalid email format',
} as const;

/**
 * spec §8: the dictionary key of the text the visitor sees for a refused sign-up, found by the
 * marker the server's message contains; any other message gets the general error.
 */
export function waitlistErrorKey(serverMessage: string): DictionaryKey {
  if (serverMessage.includes(WAITLIST_SERVER_MESSAGES.emailTaken)) return 'waitlist.error.emailTaken';
  if (serverMessage.includes(WAITLIST_SERVER_MESSAGES.rateLimited)) return 'waitlist.error.rateLimited';
  if (serverMessage.includes(WAITLIST_SERVER_MESSAGES.invalidEmail)) return 'waitlist.error.invalidEmail';
  return 'waitlist.error.general';
}

export interface WaitlistInput {
  email: string;
  company: string | null;
  tier: string;
  motivation: string | null;
}

export type WaitlistCheck = { ok: true; value: WaitlistInput } | { ok: false; field: 'email' | 'consent' | 'company' | 'motivation'; messageKey: DictionaryKey };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const consentGiven = (value: unknown) => value === true || value === 'true' || value === 'on' || value === '1';

/**
 * spec §5 waiting-list submit: values trimmed, checked in this order, the first failure wins:
 * email required, email valid (3-255), privacy consent, company ≤ 200, motivation ≤ 500.
 */
export function checkWaitlist(data: Record<string, unknown>): WaitlistCheck {
  const email = text(data.email);
  const company = text(data.company);
  const motivation = text(data.motivation);
  if (email === '') return { ok: false, field: 'email', messageKey: 'validation.waitlist.emailRequired' };
  if (email.length < WAITLIST_LIMITS.email.min || email.length > WAITLIST_LIMITS.email.max || !isValidEmail(email)) {
    return { ok: false, field: 'email', messageKey: 'validation.waitlist.emailInvalid' };
  }
  if (!consentGiven(data.consent ?? data.agreeToPrivacy)) return { ok: false, field: 'consent', messageKey: 'validation.waitlist.consent' };
  if (company.length > WAITLIST_LIMITS.company.max) return { ok: false, field: 'company', messageKey: 'validation.waitlist.company' };
  if (motivation.length > WAITLIST_LIMITS.motivation.max) return { ok: false, field: 'motivation', messageKey: 'validation.waitlist.motivation' };
  const tier = text(data.tier) || text(data.industry) || GENERAL_WAITLIST;
  return { ok: true, value: { email, company: company || null, tier, motivation: motivation || null } };
}
