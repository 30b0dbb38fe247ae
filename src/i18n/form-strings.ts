import type { ContactFormStrings } from '../components/islands/ContactForm.tsx';
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
