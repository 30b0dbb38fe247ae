import { Link } from '@react-email/components';
import { createElement as h } from 'react';
import siteConfig from '#site.config.ts';
import type { Locale } from '#i18n/config.ts';
import { translator, type PlainKey } from '#i18n/translate.ts';
import { consultationTimeInWords } from '#lib/consultation-time.ts';
import type { EventFormat } from '#lib/events/event-kinds.ts';
import { composeMail } from '../mail/compose.ts';
import { LINK_STYLE } from '../mail/mail-style.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import { REPLY_ADDRESS } from '../mail/reply-address.ts';

/** A format's name as the interest list's form, mails and page say it. */
export const formatName = (locale: Locale, format: EventFormat): string =>
  translator(locale)(`events.interest.format.${format}` as PlainKey);

/** The leave link in the footer of every mail of the list. */
const leaveNote = (locale: Locale, leave: string) =>
  h(Link, { href: leave, style: LINK_STYLE }, translator(locale)('events.interest.mail.leave'));

/** The double opt-in mail of an interest list (decision 0051): the button that confirms, and the leave link. */
export async function interestConfirmationMail(
  locale: Locale,
  email: string,
  format: EventFormat,
  links: { confirm: string; leave: string },
): Promise<OutgoingMail> {
  const t = translator(locale);
  const name = formatName(locale, format);
  return {
    kind: 'event_interest_confirmation',
    to: email,
    replyTo: REPLY_ADDRESS,
    ...(await composeMail(locale, {
      subject: t('events.interest.mail.subject', { format: name }),
      intro: t('events.interest.mail.intro', { company: siteConfig.companyName, format: name }),
      action: { label: t('events.interest.mail.confirm'), href: links.confirm },
      outro: [t('events.interest.mail.ignore')],
      notes: [leaveNote(locale, links.leave)],
    })),
  };
}

/** What an announcement says of the event, in the reader's language. */
export interface AnnouncedEvent {
  format: EventFormat;
  title: string;
  summary: string;
  startsAt: Date;
  /** The event's page on the site, in the reader's language. */
  page: string;
}

/** The one mail a confirmed person of a format's list gets when the firm publishes a date of it (decision 0051). */
export async function interestAnnouncementMail(locale: Locale, email: string, event: AnnouncedEvent, leave: string): Promise<OutgoingMail> {
  const t = translator(locale);
  return {
    kind: 'event_interest_announcement',
    to: email,
    replyTo: REPLY_ADDRESS,
    ...(await composeMail(locale, {
      subject: t('events.interest.announce.subject', { title: event.title }),
      preview: event.summary,
      intro: t('events.interest.announce.intro', { format: formatName(locale, event.format) }),
      fields: [
        [t('events.interest.announce.what'), event.title, event.page],
        [t('events.interest.announce.when'), consultationTimeInWords(event.startsAt, locale)],
      ],
      action: { label: t('events.interest.announce.action'), href: event.page },
      outro: [event.summary, t('events.interest.announce.once')],
      notes: [leaveNote(locale, leave)],
    })),
  };
}
