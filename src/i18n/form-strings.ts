import type { ContactFormStrings } from '../components/islands/ContactForm.tsx';
import type { NewsletterFormStrings } from '../components/islands/NewsletterForm.tsx';
import { CONTACT_FIELD_NAMES, CONTACT_PROBLEMS, contactFieldTexts } from '../lib/forms/contact.ts';
import { NEWSLETTER_PROBLEMS } from '../lib/forms/newsletter.ts';
import type { Locale } from './config.ts';
import { pickStrings, translator } from './translate.ts';

/** The contact form's texts in one language: only what the island shows. */
export function contactFormStrings(locale: Locale): ContactFormStrings {
  const t = translator(locale);
  return {
    labels: Object.fromEntries(CONTACT_FIELD_NAMES.map((field) => [field, t(contactFieldTexts(field).label)])) as ContactFormStrings['labels'],
    optional: t('contact.form.optional'),
    submit: t('contact.form.submit'),
    sending: t('contact.form.sending'),
    fixErrors: t('validation.fixErrors'),
    success: t('contact.success'),
    failure: t('contact.failure'),
    errors: pickStrings(locale, CONTACT_PROBLEMS),
  };
}

/** The texts the waiting-list wizard and its plain-form twin show (spec §4/§5/§8). */
const WAITLIST_STRING_KEYS = [
  'validation.waitlist.emailRequired',
  'validation.waitlist.emailInvalid',
  'validation.waitlist.consent',
  'validation.waitlist.company',
  'validation.waitlist.companyControls',
  'validation.waitlist.motivation',
  'waitlist.success',
  'waitlist.error.emailTaken',
  'waitlist.error.rateLimited',
  'waitlist.error.invalidEmail',
  'waitlist.error.general',
  'waitlist.title',
  'waitlist.intro',
  'waitlist.join',
  'waitlist.progressLabel',
  'waitlist.progress',
  'waitlist.back',
  'waitlist.continue',
  'waitlist.contact.title',
  'waitlist.contact.email',
  'waitlist.contact.emailHint',
  'waitlist.contact.company',
  'waitlist.optional',
  'waitlist.offer.title',
  'waitlist.offer.founders',
  'waitlist.offer.foundersText',
  'waitlist.offer.full',
  'waitlist.offer.early',
  'waitlist.offer.earlyFree',
  'waitlist.offer.earlySupport',
  'waitlist.offer.available',
  'waitlist.offer.places',
  'waitlist.offer.choose',
  'waitlist.offer.chooseGeneral',
  'waitlist.motivation.title',
  'waitlist.motivation.label',
  'waitlist.motivation.hint',
  'waitlist.motivation.count',
  'waitlist.consent',
  'waitlist.consentLink',
  'waitlist.submit',
  'waitlist.sending',
  'waitlist.done.title',
  'waitlist.done.next',
  'waitlist.done.review',
  'waitlist.done.reviewText',
  'waitlist.done.access',
  'waitlist.done.accessText',
  'waitlist.done.together',
  'waitlist.done.togetherText',
  'waitlist.restart',
] as const;

export type WaitlistStrings = Record<(typeof WAITLIST_STRING_KEYS)[number], string>;

export const waitlistStrings = (locale: Locale): WaitlistStrings => pickStrings(locale, WAITLIST_STRING_KEYS);

/**
 * The newsletter form's texts in one language. spec §8: an empty address reads 'Please enter an
 * email address' in the footer and 'Please enter your email address.' on a page.
 */
export function newsletterFormStrings(locale: Locale, place: 'footer' | 'page'): NewsletterFormStrings {
  const t = translator(locale);
  return {
    email: t('footer.emailLabel'),
    placeholder: t('footer.emailPlaceholder'),
    submit: t('footer.subscribe'),
    sending: t('footer.subscribing'),
    errors: {
      [NEWSLETTER_PROBLEMS.empty]: t(place === 'footer' ? 'newsletter.emailMissing' : NEWSLETTER_PROBLEMS.empty),
      [NEWSLETTER_PROBLEMS.malformed]: t(NEWSLETTER_PROBLEMS.malformed),
    },
    success: t('newsletter.success'),
    failure: t('newsletter.failure'),
  };
}
