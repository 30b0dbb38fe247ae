import type { Locale } from '#i18n/config.ts';
import { translator, type Translate } from '#i18n/console-translate.ts';
import { topicName } from '#lib/booking-topic.ts';
import { tierLabel } from '#lib/console/tier-label.ts';
import { formatDateTime } from '#lib/format.ts';
import { neutraliseLine } from '#lib/validation/display-controls.ts';
import type { PersonRecords as Records } from '#server/console/records/people.service.ts';
import type { PeopleIntent } from '#server/console/web/people.posts.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { DataTable } from './DataTable.tsx';
import { Moment } from './Moment.tsx';
import { PostButton } from './PostButton.tsx';
import { cellClasses, dangerButtonClasses } from './styles.ts';

interface PersonRecordsProps {
  locale: Locale;
  email: string;
  records: Records;
  total: number;
  action: string;
}

type Row = { key: string; area: string; at: Date; summary: string };

/** A booking in one line: when the consultation is (Swiss time, as the console shows every moment), its topic and status. */
const bookingLine = (booking: Records['bookings'][number], t: Translate): string =>
  t('console.people.booking', {
    when: formatDateTime(booking.startsAt),
    topic: neutraliseLine(topicName(booking.topic, t)),
    status: t(`console.people.booking.status.${booking.status}`),
  });

/** A registration in one line: the event in the console's language, when it starts, and where the registration stands. */
const registrationLine = (registration: Records['eventRegistrations'][number], t: Translate, locale: Locale): string =>
  t('console.people.eventRegistration', {
    event: neutraliseLine(locale === 'en' ? registration.event.titleEn : registration.event.titleDe),
    when: formatDateTime(registration.event.startsAt),
    status: t(`console.people.eventRegistration.status.${registration.status}`),
  });

/** Someone else's record that names the address, in one line: whose it is and what. */
function mentionLine(mention: Records['mentionedBySomeoneElse'][number], t: Translate): string {
  switch (mention.table) {
    case 'contactMessages':
      return `${mention.record.name}: ${mention.record.message.slice(0, 80)}`;
    case 'waitlistEntries':
      return tierLabel(mention.record.tier, t);
    case 'bookings':
      return `${neutraliseLine(mention.record.name)}: ${bookingLine(mention.record, t)}`;
    case 'mails':
      return mention.record.kind;
  }
}

/** One line per stored record, whatever its table, in the order of the tables. */
function rowsOf(records: Records, t: Translate, locale: Locale): Row[] {
  return [
    ...records.contactMessages.map((row) => ({
      key: row.id,
      area: t('console.people.area.contactMessages'),
      at: row.createdAt,
      summary: neutraliseLine(`${row.name}: ${row.message.slice(0, 80)}`),
    })),
    ...records.newsletterSubscriptions.map((row) => ({
      key: row.id,
      area: t('console.people.area.newsletter'),
      at: row.createdAt,
      summary: t(`console.newsletter.status.${row.status}`),
    })),
    ...records.campaignDeliveries.map((row) => ({
      key: `delivery-${row.id}`,
      area: t('console.people.area.campaignDeliveries'),
      at: row.queuedAt,
      summary: `${neutraliseLine(row.campaignSubject ?? '–')} – ${t(`console.campaigns.figures.${row.status}`)}`,
    })),
    ...records.waitlistEntries.map((row) => ({
      key: row.id,
      area: t('console.people.area.waitlist'),
      at: row.createdAt,
      summary: `${tierLabel(row.tier, t)} – ${t(`console.waitlist.status.${row.status}`)}`,
    })),
    ...records.bookings.map((row) => ({
      key: row.id,
      area: t('console.people.area.bookings'),
      at: row.createdAt,
      summary: bookingLine(row, t),
    })),
    ...records.eventRegistrations.map((row) => ({
      key: row.id,
      area: t('console.people.area.eventRegistrations'),
      at: row.createdAt,
      summary: registrationLine(row, t, locale),
    })),
    ...records.eventInterests.map((row) => ({
      key: row.id,
      area: t('console.people.area.eventInterests'),
      at: row.createdAt,
      summary: t('console.people.eventInterest', {
        format: row.format,
        status: t(row.confirmedAt ? 'console.people.eventInterest.confirmed' : 'console.people.eventInterest.pending'),
      }),
    })),
    ...records.mails.map((row) => ({
      key: row.id,
      area: t('console.people.area.mails'),
      at: row.createdAt,
      summary: `${row.kind} – ${t(`console.mail.status.${row.status}`)}`,
    })),
    ...records.securityEvents.map((row) => ({
      key: String(row.id),
      area: t('console.people.area.securityEvents'),
      at: row.createdAt,
      summary: row.eventType,
    })),
    ...records.mailFiles.map((row) => ({ key: row.file, area: t('console.people.area.mailFiles'), at: row.writtenAt, summary: row.file })),
    ...records.mentionedBySomeoneElse.map((mention) => ({
      key: `${mention.table}-${mention.record.id}`,
      area: t('console.people.area.mentionedBySomeoneElse'),
      at: mention.record.createdAt,
      summary: mentionLine(mention, t),
    })),
  ];
}

/** What is stored about an address, its download (right of access) and the way to its erasure. */
export function PersonRecords({ locale, email, records, total, action }: PersonRecordsProps) {
  const t = translator(locale);
  return (
    <section aria-labelledby="person-heading" className="mt-10">
      <h2 id="person-heading" className="text-xl font-semibold wrap-anywhere text-ink">
        {t('console.people.foundTitle', { email, count: total })}
      </h2>
      {total === 0 ? (
        <p className="mt-4 text-slate-700">{t('console.people.nothing')}</p>
      ) : (
        <>
          <DataTable
            id="person-records"
            caption={t('console.people.caption')}
            headers={[t('console.people.area'), t('console.people.created'), t('console.people.summary')]}
          >
            {rowsOf(records, t, locale).map((row) => (
              <tr key={row.key}>
                <td className={`${cellClasses} whitespace-nowrap`}>{row.area}</td>
                <td className={cellClasses}>
                  <Moment at={row.at} />
                </td>
                <td className={`${cellClasses} min-w-56 wrap-anywhere`}>{row.summary}</td>
              </tr>
            ))}
          </DataTable>
          <div className="mt-6 flex flex-wrap gap-3">
            <PostButton<PeopleIntent> action={action} intent="export" fields={{ email }} className={buttonClasses('secondary')}>
              {t('console.people.download')}
            </PostButton>
            <PostButton<PeopleIntent> action={action} intent="confirm" fields={{ email }} className={dangerButtonClasses}>
              {t('console.people.erase')}
            </PostButton>
          </div>
        </>
      )}
    </section>
  );
}
