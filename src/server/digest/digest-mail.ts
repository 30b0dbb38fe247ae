import { translator } from '#i18n/console-translate.ts';
import { topicName } from '#lib/booking-topic.ts';
import { formatDateShort } from '#lib/format.ts';
import { zurichMinute } from '#lib/zurich-time.ts';
import { composeMail } from '../mail/compose.ts';
import type { ConsoleSection } from '#lib/console/routes.ts';
import { consoleLink, OPERATOR_ADDRESS, OPERATOR_LOCALE } from '../mail/operator-mail.ts';
import type { OutgoingMail } from '../mail/outbox.repo.ts';
import type { DigestBooking, DigestCounts } from './digest.repo.ts';

/** Each count of the digest and the console section that shows what it counts. */
const SECTIONS: Record<keyof DigestCounts, ConsoleSection | undefined> = {
  contacts: 'inbox',
  newsletter: 'newsletter',
  waitlist: 'waitlist',
  bookings: 'bookings',
  failedMails: 'mail',
  securityEvents: 'security',
};

/** The consultations of the coming day (Zurich midnight of its start), earliest first. */
export interface ComingConsultations {
  day: Date;
  bookings: DigestBooking[];
}

/**
 * The operator's daily digest: each count of the day with a link to the console's section, and the
 * consultations of the coming day with their time, person and topic.
 */
export async function digestMail(day: Date, counts: DigestCounts, siteUrl: string, coming: ComingConsultations): Promise<OutgoingMail> {
  const t = translator(OPERATOR_LOCALE);
  const date = formatDateShort(day);
  const names = Object.keys(SECTIONS) as (keyof DigestCounts)[];
  return {
    kind: 'operator_digest',
    to: OPERATOR_ADDRESS,
    ...(await composeMail(OPERATOR_LOCALE, {
      subject: t('mail.digest.subject', { date }),
      intro: t('mail.digest.intro', { date }),
      fields: names.map((name) => {
        const section = SECTIONS[name];
        return [t(`mail.digest.${name}`), section ? `${counts[name]} – ${consoleLink(siteUrl, section)}` : String(counts[name])];
      }),
      tables: [
        {
          title: t('mail.digest.today', { date: formatDateShort(coming.day) }),
          columns: [t('mail.digest.today.person'), t('mail.digest.today.time'), t('mail.digest.today.topic')],
          rows: coming.bookings.map((booking) => [
            booking.company ? `${booking.name}, ${booking.company}` : booking.name,
            zurichMinute(booking.startsAt).slice(-5),
            topicName(booking.topic, t),
          ]),
          empty: t('mail.digest.today.none'),
        },
      ],
    })),
  };
}
