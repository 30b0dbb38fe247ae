import siteConfig from '#site.config.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '#i18n/config.ts';
import { localizePath } from '#i18n/paths.ts';
import { translator } from '#i18n/translate.ts';
import { clockTime } from '#lib/booking-time.ts';
import { consultationTimeInWords } from '#lib/consultation-time.ts';
import { EVENT_PATHS, eventPath } from '#lib/routes.ts';
import { ZURICH_TIME_ZONE } from '#lib/zurich-time.ts';
import { invitation } from '../booking/invitation.ts';
import { composeMail, type MailField } from '../mail/compose.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import { scheduledMailId } from '../mail/scheduled-mail-id.ts';
import { REPLY_ADDRESS } from '../mail/reply-address.ts';
import type { EventRow, Registration } from './registrations.repo.ts';

/** The language a person registered in: their mails' language. */
export const registrationLocale = (registration: Pick<Registration, 'consentLanguage'>): Locale =>
  isLocale(registration.consentLanguage) ? registration.consentLanguage : DEFAULT_LOCALE;

/** The event's title in a language. */
export const eventTitle = (event: Pick<EventRow, 'titleDe' | 'titleEn'>, locale: Locale): string =>
  locale === 'de' ? event.titleDe : event.titleEn;

/** When an event takes place, as mails print it: "Do 3. Dez., 14:00 (Zürich) bis 16:00". */
export const eventWhen = (event: Pick<EventRow, 'startsAt' | 'endsAt'>, locale: Locale): string =>
  translator(locale)('events.mail.whenRange', {
    start: consultationTimeInWords(event.startsAt, locale),
    end: clockTime(event.endsAt, ZURICH_TIME_ZONE),
  });

/** The links a registration's mails carry: its own page, and the personal join address of an online event. */
export interface RegistrationLinks {
  manage: string;
  join: string;
}

const withToken = (path: string, token: string, locale: Locale, siteUrl: string): string => {
  const url = new URL(localizePath(path, locale), siteUrl);
  url.searchParams.set('token', token);
  return url.href;
};

export const registrationLinks = (tokens: { manage: string; join: string }, locale: Locale, siteUrl: string): RegistrationLinks => ({
  manage: withToken(EVENT_PATHS.manage, tokens.manage, locale, siteUrl),
  join: withToken(EVENT_PATHS.join, tokens.join, locale, siteUrl),
});

export const eventPage = (event: Pick<EventRow, 'slug'>, locale: Locale, siteUrl: string): string =>
  new URL(localizePath(eventPath(event.slug), locale), siteUrl).href;

const isOnline = (event: Pick<EventRow, 'mode' | 'status'>): boolean => event.mode !== 'onsite' || event.status === 'moved_online';
const isOnSite = (event: Pick<EventRow, 'mode' | 'status'>): boolean => event.mode !== 'online' && event.status !== 'moved_online';

/** An id derived from a registration, the event's SEQUENCE and a reminder's hours: its sender can withdraw it by this id. */
export function reminderId(registrationId: string, sequence: number, hours: number): string {
  return scheduledMailId(`event-reminder:${registrationId}:${sequence}:${hours}`);
}

/** The event as a calendar entry for one attendee: the event's id as UID, its SEQUENCE, the join address or the place. */
function calendarOf(event: EventRow, registration: Registration, links: RegistrationLinks, method: 'REQUEST' | 'CANCEL'): string {
  const locale = registrationLocale(registration);
  const t = translator(locale);
  const page = eventPage(event, locale, new URL(links.manage).origin);
  const location = isOnline(event) ? links.join : (event.address ?? page);
  return invitation({
    // One entry per attendee and event: the registration's id, so a calendar keeps the one it was sent.
    uid: registration.id,
    sequence: event.sequence,
    method,
    startsAt: event.startsAt,
    endsAt: event.endsAt,
    locale,
    attendee: { name: registration.name, email: registration.email },
    content: {
      summary: eventTitle(event, locale),
      description: t('events.mail.calendarDescription', { page, manage: links.manage }),
      location,
      url: page,
    },
  });
}

/** The event's facts as a mail lists them; how to join only while the person holds a seat. */
function factsOf(event: EventRow, locale: Locale, links: RegistrationLinks, joining: boolean): MailField[] {
  const t = translator(locale);
  const facts: MailField[] = [[t('events.mail.when'), eventWhen(event, locale)]];
  if (isOnSite(event) && event.address) facts.push([t('events.mail.where'), event.address]);
  if (joining && isOnline(event))
    facts.push(
      [t('events.mail.join'), links.join, links.join],
      [t('events.mail.joinNote'), t('events.mail.joinNoteText', { minutes: String(siteConfig.events.joinOpensMinutes) })],
    );
  facts.push([
    t('events.mail.price'),
    event.priceChf === null ? t('events.mail.free') : t('events.mail.priced', { price: String(event.priceChf) }),
  ]);
  return facts;
}

/** What a mail to one attendee tells them. */
export type AttendeeNotice =
  'registered' | 'waiting' | 'offered' | 'cancelled' | 'changed' | 'cancelledByFirm' | 'postponed' | { reminderHours: number };

const KIND = {
  registered: 'event_confirmation',
  waiting: 'event_waiting',
  offered: 'event_offer',
  cancelled: 'event_cancelled',
  changed: 'event_changed',
  cancelledByFirm: 'event_cancelled',
  postponed: 'event_changed',
} as const;

/**
 * One mail to one attendee (decision 0051), in the language they registered in: a seat confirmed, moved, reminded or
 * cancelled carries the calendar entry (REQUEST with the event's SEQUENCE, or CANCEL); every mail links to the
 * registration's own page, where the person cancels or takes an offered seat (by a POST from that page).
 */
export async function attendeeMail(
  event: EventRow,
  registration: Registration,
  notice: AttendeeNotice,
  links: RegistrationLinks,
): Promise<OutgoingMail> {
  const locale = registrationLocale(registration);
  const t = translator(locale);
  const values = {
    name: registration.name,
    title: eventTitle(event, locale),
    when: eventWhen(event, locale),
    company: siteConfig.companyName,
  };
  const manage = { label: t('events.mail.manage'), href: links.manage };
  const base = { to: registration.email, replyTo: REPLY_ADDRESS };
  if (typeof notice === 'object') {
    return {
      ...base,
      kind: 'event_reminder',
      calendar: calendarOf(event, registration, links, 'REQUEST'),
      ...(await composeMail(locale, {
        subject: t('events.mail.reminderSubject', values),
        intro: t(notice.reminderHours >= 24 ? 'events.mail.reminderIntroDay' : 'events.mail.reminderIntroSoon', values),
        fields: factsOf(event, locale, links, true),
        action: manage,
      })),
    };
  }
  const holdsSeat = notice === 'registered' || notice === 'changed';
  const calendar = holdsSeat
    ? calendarOf(event, registration, links, 'REQUEST')
    : notice === 'cancelled' || notice === 'cancelledByFirm' || notice === 'postponed'
      ? calendarOf(event, registration, links, 'CANCEL')
      : undefined;
  const until = registration.offerExpiresAt ? consultationTimeInWords(registration.offerExpiresAt, locale) : '';
  const texts = {
    registered: { subject: t('events.mail.registeredSubject', values), intro: t('events.mail.registeredIntro', values) },
    waiting: {
      subject: t('events.mail.waitingSubject', values),
      intro: t('events.mail.waitingIntro', { ...values, hours: String(siteConfig.events.offerHoldHours) }),
    },
    offered: { subject: t('events.mail.offeredSubject', values), intro: t('events.mail.offeredIntro', { ...values, until }) },
    cancelled: { subject: t('events.mail.cancelledSubject', values), intro: t('events.mail.cancelledIntro', values) },
    changed: { subject: t('events.mail.changedSubject', values), intro: t('events.mail.changedIntro', values) },
    cancelledByFirm: { subject: t('events.mail.cancelledByFirmSubject', values), intro: t('events.mail.cancelledByFirmIntro', values) },
    postponed: { subject: t('events.mail.postponedSubject', values), intro: t('events.mail.postponedIntro', values) },
  }[notice];
  const ended = notice === 'cancelled' || notice === 'cancelledByFirm' || notice === 'postponed';
  return {
    ...base,
    kind: KIND[notice],
    ...(calendar && { calendar }),
    ...(await composeMail(locale, {
      ...texts,
      fields: factsOf(event, locale, links, holdsSeat),
      action: ended ? { label: t('events.mail.eventPage'), href: eventPage(event, locale, new URL(links.manage).origin) } : manage,
      ...(notice === 'offered' && { outro: [t('events.mail.offeredOutro', { until })] }),
    })),
  };
}
