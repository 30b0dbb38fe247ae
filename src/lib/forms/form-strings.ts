import type { Locale } from '#i18n/config.ts';
import { pickStrings, translator } from '#i18n/translate.ts';
import { CONTACT_FIELD_NAMES, CONTACT_PROBLEMS, contactFieldTexts, type ContactField } from './contact.ts';
import { NEWSLETTER_PROBLEMS } from './newsletter.ts';
import type { ErrorTexts } from './reply.ts';

/** The contact form island's texts (components/islands/ContactForm.tsx). */
export interface ContactFormStrings {
  /** Each field's label (contact.form.<field>). */
  labels: Record<ContactField, string>;
  optional: string;
  submit: string;
  sending: string;
  fixErrors: string;
  success: string;
  failure: string;
  /** Validation messages by dictionary key (validation.contact.*). */
  errors: ErrorTexts;
}

/** The contact form's texts in one language: only what the island shows. */
export function contactFormStrings(locale: Locale): ContactFormStrings {
  const t = translator(locale);
  return {
    labels: Object.fromEntries(
      CONTACT_FIELD_NAMES.map((field) => [field, t(contactFieldTexts(field).label)]),
    ) as ContactFormStrings['labels'],
    optional: t('contact.form.optional'),
    submit: t('contact.form.submit'),
    sending: t('contact.form.sending'),
    fixErrors: t('validation.fixErrors'),
    success: t('contact.success'),
    failure: t('contact.failure'),
    errors: pickStrings(locale, CONTACT_PROBLEMS),
  };
}

/** The newsletter form island's texts (components/islands/NewsletterForm.tsx). */
export interface NewsletterFormStrings {
  email: string;
  placeholder: string;
  submit: string;
  sending: string;
  /** The address's problems by dictionary key; an empty address is worded by place (spec §8). */
  errors: ErrorTexts;
  success: string;
  failure: string;
}

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
