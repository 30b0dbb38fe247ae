import type { ContactFormStrings } from '../components/islands/ContactForm.tsx';
import type { NewsletterFormStrings } from '../components/islands/NewsletterForm.tsx';
import type { Locale } from './config.ts';
import { translate } from './translate.ts';

const CONTACT_VALIDATION_KEYS = ['validation.contact.name', 'validation.contact.email', 'validation.contact.company', 'validation.contact.message'];

/** The contact form's texts in one language: only what the island shows. */
export function contactFormStrings(locale: Locale): ContactFormStrings {
  const t = (key: string) => translate(locale, key);
  return {
    name: t('contact.form.name'),
    email: t('contact.form.email'),
    company: t('contact.form.company'),
    optional: t('contact.form.optional'),
    message: t('contact.form.message'),
    submit: t('contact.form.submit'),
    sending: t('contact.form.sending'),
    fixErrors: t('validation.fixErrors'),
    success: t('contact.success'),
    failure: t('contact.failure'),
    errors: Object.fromEntries(CONTACT_VALIDATION_KEYS.map((key) => [key, t(key)])),
  };
}

/**
 * The newsletter form's texts in one language. spec §8: an empty address reads 'Please enter an
 * email address' in the footer and 'Please enter your email address.' on a page.
 */
export function newsletterFormStrings(locale: Locale, place: 'footer' | 'page'): NewsletterFormStrings {
  const t = (key: string) => translate(locale, key);
  return {
    email: t('footer.emailLabel'),
    placeholder: t('footer.emailPlaceholder'),
    submit: t('footer.subscribe'),
    sending: t('footer.subscribing'),
    required: t(place === 'footer' ? 'newsletter.emailMissing' : 'newsletter.emailRequired'),
    invalid: t('validation.contact.email'),
    success: t('newsletter.success'),
    failure: t('newsletter.failure'),
  };
}
