import siteConfig from '#site.config.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator, type PlainKey } from '#i18n/translate.ts';
import { bookingAddress } from '#lib/booking-link.ts';
import { topicName } from '#lib/booking-topic.ts';
import { consultationTimeInWords } from '#lib/consultation-time.ts';
import { FREE_CONSULTATION_MINUTES } from '#lib/constants.ts';
import { BOOKING_PATHS } from '#lib/routes.ts';
import type { Booking } from './bookings.repo.ts';
import { composeMail, type MailField } from '../mail/compose.ts';
import { consoleLink, OPERATOR_ADDRESS, OPERATOR_LOCALE } from '../mail/operator-mail.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import { scheduledMailId } from '../mail/scheduled-mail-id.ts';
import { REPLY_ADDRESS } from '../mail/reply-address.ts';
import { invitation } from './invitation.ts';

/** What happened to a booking that its mails tell: booked, moved, cancelled by the visitor or by the firm. */
export type BookingChange = 'booked' | 'moved' | 'cancelled' | 'cancelledByFirm';

/** The language a booking was made in: its mails' language. */
export const bookingLocale = (booking: Pick<Booking, 'consentLanguage'>): Locale =>
  isLocale(booking.consentLanguage) ? booking.consentLanguage : DEFAULT_LOCALE;

/** A booking's time as its mails print it: "Do 3. Dez., 14:30 (Zürich)". */
export const bookingWhen = consultationTimeInWords;

/** The address of a booking's own page, with the token only its mails carry. */
export const managePage = (token: string, locale: Locale, siteUrl: string): string => {
  const url = new URL(localizePath(BOOKING_PATHS.manage, locale), siteUrl);
  url.searchParams.set('token', token);
  return url.href;
};

/**
 * The outbox id of a booking's reminder for one version of it: the booking's sender can withdraw it by this id
 * when the booking is cancelled or moved, without keeping it anywhere (each move raises the SEQUENCE).
 */
export function reminderId(booking: Pick<Booking, 'id' | 'sequence'>): string {
  return scheduledMailId(`booking-reminder:${booking.id}:${booking.sequence}`);
}

/** When a booking's reminder goes: a day before it starts. */
export const reminderTime = (booking: Pick<Booking, 'startsAt'>): Date => new Date(booking.startsAt.getTime() - 24 * 60 * 60_000);

const calendarOf = (booking: Booking, method: 'REQUEST' | 'CANCEL', locale: Locale): string =>
  invitation({
    uid: booking.id,
    sequence: booking.sequence,
    method,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    locale,
    attendee: { name: booking.name, email: booking.email },
  });

/** The consultation's facts, as the mails list them; a cancelled one's without how to join it. */
function factsOf(booking: Booking, locale: Locale, joining = true): MailField[] {
  const t = translator(locale);
  const join: MailField[] = [
    [t('booking.mail.duration'), t('booking.mail.minutes', { minutes: String(FREE_CONSULTATION_MINUTES) })],
    [t('booking.mail.video'), siteConfig.booking.videoUrl, siteConfig.booking.videoUrl],
    [t('booking.mail.phone'), siteConfig.phone.display, `tel:${siteConfig.phone.e164}`],
  ];
  return [
    [t('booking.mail.when'), bookingWhen(booking.startsAt, locale)],
    ...(joining ? join : []),
    [t('booking.mail.topic'), topicName(booking.topic, t)],
  ];
}

/**
 * The visitor's mail of a change (decision 0050), in the language they booked in, with the calendar invitation:
 * REQUEST with the booking's UID and SEQUENCE when booked or moved, CANCEL when cancelled. A confirmed booking's
 * mail links to its page; a cancelled one's to the booking page.
 */
export async function visitorMail(booking: Booking, change: BookingChange, token: string, siteUrl: string): Promise<OutgoingMail> {
  const locale = bookingLocale(booking);
  const t = translator(locale);
  const when = bookingWhen(booking.startsAt, locale);
  const greeting = { name: booking.name, company: siteConfig.companyName };
  const cancelled = change === 'cancelled' || change === 'cancelledByFirm';
  const manage = {
    action: { label: t('booking.mail.manage'), href: managePage(token, locale, siteUrl) },
    outro: [t('booking.mail.manageNote', { hours: String(siteConfig.booking.changeCutoffHours), phone: siteConfig.phone.display })],
  };
  const texts = {
    booked: { subject: t('booking.mail.subject', { when }), intro: t('booking.mail.intro', greeting) },
    moved: { subject: t('booking.mail.movedSubject', { when }), intro: t('booking.mail.movedIntro', greeting) },
    cancelled: { subject: t('booking.mail.cancelledSubject', { when }), intro: t('booking.mail.cancelledIntro', greeting) },
    cancelledByFirm: { subject: t('booking.mail.cancelledSubject', { when }), intro: t('booking.mail.cancelledByFirmIntro', greeting) },
  }[change];
  return {
    kind: cancelled ? 'booking_cancelled' : 'booking_confirmation',
    to: booking.email,
    replyTo: REPLY_ADDRESS,
    calendar: calendarOf(booking, cancelled ? 'CANCEL' : 'REQUEST', locale),
    ...(await composeMail(locale, {
      ...texts,
      fields: factsOf(booking, locale, !cancelled),
      ...(cancelled ? { action: { label: t('booking.mail.bookAgain'), href: bookingAddress(locale, siteUrl) } } : manage),
      ...(change === 'booked' && { body: [t('booking.mail.question'), booking.question] as [string, string] }),
    })),
  };
}

/** The reminder a day before, in the visitor's language, with the link to the booking's page. */
export async function reminderMail(booking: Booking, token: string, siteUrl: string): Promise<OutgoingMail> {
  const locale = bookingLocale(booking);
  const t = translator(locale);
  return {
    kind: 'booking_reminder',
    to: booking.email,
    replyTo: REPLY_ADDRESS,
    ...(await composeMail(locale, {
      subject: t('booking.mail.reminderSubject', { when: bookingWhen(booking.startsAt, locale) }),
      intro: t('booking.mail.reminderIntro', { name: booking.name, company: siteConfig.companyName }),
      fields: factsOf(booking, locale),
      action: { label: t('booking.mail.manage'), href: managePage(token, locale, siteUrl) },
      outro: [t('booking.mail.manageNote', { hours: String(siteConfig.booking.changeCutoffHours), phone: siteConfig.phone.display })],
    })),
  };
}

const OPERATOR_INTROS = {
  booked: 'booking.mail.operatorIntro',
  moved: 'booking.mail.operatorMovedIntro',
  cancelled: 'booking.mail.operatorCancelledIntro',
  cancelledByFirm: 'booking.mail.operatorCancelledByFirmIntro',
} as const satisfies Record<BookingChange, PlainKey>;

/**
 * The operator's mail of a change, in the operator's language, with the same invitation the visitor got (so the
 * consultation lands in the firm's calendar, and leaves it, without any sync); answers go to the visitor.
 */
export async function operatorMail(booking: Booking, change: BookingChange, siteUrl: string): Promise<OutgoingMail> {
  const t = translator(OPERATOR_LOCALE);
  const when = bookingWhen(booking.startsAt, OPERATOR_LOCALE);
  const cancelled = change === 'cancelled' || change === 'cancelledByFirm';
  const subject = {
    booked: t('booking.mail.operatorSubject', { when, name: booking.name }),
    moved: t('booking.mail.operatorMovedSubject', { when, name: booking.name }),
    cancelled: t('booking.mail.operatorCancelledSubject', { when, name: booking.name }),
    cancelledByFirm: t('booking.mail.operatorCancelledSubject', { when, name: booking.name }),
  }[change];
  const console = consoleLink(siteUrl, 'bookings');
  const person: MailField[] = [
    [t('booking.mail.name'), booking.name],
    [t('booking.mail.email'), booking.email, `mailto:${booking.email}`],
    ...(booking.company ? [[t('booking.mail.company'), booking.company] as MailField] : []),
  ];
  return {
    kind: 'booking_notification',
    to: OPERATOR_ADDRESS,
    replyTo: booking.email,
    calendar: calendarOf(booking, cancelled ? 'CANCEL' : 'REQUEST', OPERATOR_LOCALE),
    ...(await composeMail(OPERATOR_LOCALE, {
      subject,
      intro: t(OPERATOR_INTROS[change]),
      fields: [...factsOf(booking, OPERATOR_LOCALE, !cancelled), ...person, [t('mail.field.console'), console, console]],
      body: [t('booking.mail.visitorQuestion'), booking.question],
    })),
  };
}
