import type { Locale } from '#i18n/config.ts';
import { translator } from '#i18n/console-translate.ts';
import { dayInWords, zurichDayOf } from '#lib/console/booking-times.ts';
import type { ListedBooking } from '#server/booking/operator-bookings.repo.ts';
import { BookingCard, type TopicNames } from './BookingCard.tsx';

interface BookingListsProps {
  locale: Locale;
  upcoming: readonly ListedBooking[];
  past: readonly ListedBooking[];
  topics: TopicNames;
  actionHref: string;
  now: Date;
}

/** The upcoming bookings by day on the firm's clock, then the past ones, latest first. */
export function BookingLists({ locale, upcoming, past, topics, actionHref, now }: BookingListsProps) {
  const t = translator(locale);
  const days = new Map<string, ListedBooking[]>();
  for (const booking of upcoming) {
    const day = zurichDayOf(booking.startsAt);
    days.set(day, [...(days.get(day) ?? []), booking]);
  }
  const card = (booking: ListedBooking, withDay: boolean) => (
    <li key={booking.id}>
      <BookingCard locale={locale} booking={booking} topics={topics} actionHref={actionHref} withDay={withDay} now={now} />
    </li>
  );
  return (
    <>
      <section aria-labelledby="upcoming-heading" className="mt-8">
        <h2 id="upcoming-heading" className="text-xl font-semibold text-ink">
          {t('console.bookings.upcomingTitle')}
        </h2>
        {days.size === 0 ? (
          <p className="mt-2 text-slate-700">{t('console.bookings.upcomingEmpty')}</p>
        ) : (
          [...days.values()].map((bookings) => (
            <section key={zurichDayOf(bookings[0]!.startsAt)} className="mt-4">
              <h3 className="text-lg font-semibold text-ink">{dayInWords(bookings[0]!.startsAt, locale)}</h3>
              <ul className="mt-2 flex flex-col gap-3">{bookings.map((booking) => card(booking, false))}</ul>
            </section>
          ))
        )}
      </section>
      <section aria-labelledby="past-heading" className="mt-10">
        <h2 id="past-heading" className="text-xl font-semibold text-ink">
          {t('console.bookings.pastTitle')}
        </h2>
        {past.length === 0 ? (
          <p className="mt-2 text-slate-700">{t('console.bookings.pastEmpty')}</p>
        ) : (
          <ul className="mt-4 flex flex-col gap-3">{past.map((booking) => card(booking, true))}</ul>
        )}
      </section>
    </>
  );
}
