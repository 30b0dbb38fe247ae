import type { Locale } from '#i18n/config.ts';
import { pickStrings, translator } from '#i18n/translate.ts';
import { BOOKING_PROBLEMS, type BookingField } from './booking.ts';
import { EVENT_REGISTRATION_PROBLEMS } from './event-registration.ts';
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

/** The booking form island's texts (components/islands/booking/BookingForm.tsx). */
export interface BookingFormStrings {
  slotsTitle: string;
  zoneNote: string;
  /** "In brackets: your time ({zone})", the zone filled in the browser. */
  zoneNoteYours: string;
  zone: string;
  /** "{count}" filled in. */
  moreDays: string;
  detailsTitle: string;
  labels: Record<Exclude<BookingField, 'slot'>, string>;
  topicChoose: string;
  optional: string;
  submit: string;
  sending: string;
  fixErrors: string;
  failure: string;
  successTitle: string;
  bookAnother: string;
  privacy: string;
  privacyLink: string;
  /** Validation messages by dictionary key (validation.booking.*, validation.contact.*). */
  errors: ErrorTexts;
}

/** The booking form's texts in one language: only what the island shows. */
export function bookingFormStrings(locale: Locale): BookingFormStrings {
  const t = translator(locale);
  return {
    slotsTitle: t('booking.slotsTitle'),
    zoneNote: t('booking.zoneNote'),
    zoneNoteYours: t('booking.zoneNoteYours', { zone: '{zone}' }),
    zone: t('booking.zone'),
    moreDays: t('booking.moreDays', { count: '{count}' }),
    detailsTitle: t('booking.detailsTitle'),
    labels: {
      name: t(contactFieldTexts('name').label),
      email: t(contactFieldTexts('email').label),
      company: t(contactFieldTexts('company').label),
      topic: t('booking.form.topic'),
      question: t('booking.form.question'),
    },
    topicChoose: t('booking.form.topicChoose'),
    optional: t('contact.form.optional'),
    submit: t('booking.form.submit'),
    sending: t('booking.form.sending'),
    fixErrors: t('validation.fixErrors'),
    failure: t('booking.failure'),
    successTitle: t('booking.successTitle'),
    bookAnother: t('booking.bookAnother'),
    privacy: t('booking.privacy'),
    privacyLink: t('booking.privacyLink'),
    errors: pickStrings(locale, [...CONTACT_PROBLEMS, ...BOOKING_PROBLEMS]),
  };
}

/** The event registration form island's texts (components/islands/events/EventRegistrationForm.tsx). */
export interface EventRegistrationFormStrings {
  labels: { name: string; email: string; company: string };
  optional: string;
  submit: string;
  /** The button of a full event: a place on the waiting list. */
  submitWaiting: string;
  waitingNote: string;
  sending: string;
  fixErrors: string;
  failure: string;
  successTitle: string;
  waitingTitle: string;
  privacy: string;
  privacyLink: string;
  /** Validation messages by dictionary key (validation.event.*, validation.contact.*). */
  errors: ErrorTexts;
}

/** The event registration form's texts in one language: only what the island shows (decision 0051). */
export function eventRegistrationFormStrings(locale: Locale): EventRegistrationFormStrings {
  const t = translator(locale);
  return {
    labels: {
      name: t(contactFieldTexts('name').label),
      email: t(contactFieldTexts('email').label),
      company: t(contactFieldTexts('company').label),
    },
    optional: t('contact.form.optional'),
    submit: t('events.form.submit'),
    submitWaiting: t('events.form.submitWaiting'),
    waitingNote: t('events.form.waitingNote'),
    sending: t('events.form.sending'),
    fixErrors: t('validation.fixErrors'),
    failure: t('events.form.failure'),
    successTitle: t('events.form.successTitle'),
    waitingTitle: t('events.form.waitingTitle'),
    privacy: t('events.form.privacy'),
    privacyLink: t('events.form.privacyLink'),
    errors: pickStrings(locale, [...CONTACT_PROBLEMS, ...EVENT_REGISTRATION_PROBLEMS]),
  };
}
