import type { Locale } from '#i18n/config.ts';
import { translator, type Translate } from '#i18n/console-translate.ts';
import { dayInWords, zurichOffsetOf, zurichTimeOf } from '#lib/console/booking-times.ts';
import { neutraliseLine, neutraliseText } from '#lib/validation/display-controls.ts';
import type { BookingsIntent } from '#server/console/web/bookings.posts.ts';
import type { ListedBooking } from '#server/booking/operator-bookings.repo.ts';
import { buttonClasses } from '../ui/ButtonLink.tsx';
import { PostButton } from './PostButton.tsx';

/** The services' names by their slugs, in the page's language (a booking's topic is one of them, or 'other'). */
export type TopicNames = Readonly<Record<string, string>>;

/** A booking's time on the firm's clock with its zone: "14:00–14:15 (Zürcher Zeit, UTC+01:00)". */
export const bookingTime = (booking: Pick<ListedBooking, 'startsAt' | 'endsAt'>, t: Translate): string =>
  t('console.bookings.time', {
    from: zurichTimeOf(booking.startsAt),
    to: zurichTimeOf(booking.endsAt),
    zone: t('console.bookings.zone', { offset: zurichOffsetOf(booking.startsAt) }),
  });

interface BookingCardProps {
  locale: Locale;
  booking: ListedBooking;
  topics: TopicNames;
  actionHref: string;
  /** Whether to name the day (the past list) or leave it to the day's heading (the upcoming one). */
  withDay: boolean;
  now: Date;
}

/** One booking: its time, the visitor's answers, its state, and what the operator can do with it. */
export function BookingCard({ locale, booking, topics, actionHref, withDay, now }: BookingCardProps) {
  const t = translator(locale);
  const day = dayInWords(booking.startsAt, locale);
  const name = neutraliseLine(booking.name);
  const topic = booking.topic === 'other' ? t('console.bookings.topicOther') : (topics[booking.topic] ?? booking.topic);
  const past = booking.startsAt.getTime() <= now.getTime();
  const field = (label: string, value: string) => (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
      <dt className="font-medium text-slate-700 sm:w-28 sm:shrink-0">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  );
  return (
    <article className="rounded-lg border border-slate-300 bg-white p-4" aria-label={`${name}, ${day}`}>
      <p className="font-semibold text-ink">
        {withDay && <span className="block">{day}</span>}
        {bookingTime(booking, t)}
      </p>
      <dl className="mt-2 flex flex-col gap-1 text-sm">
        {field(t('console.bookings.name'), name)}
        {field(t('console.bookings.email'), booking.email)}
        {field(t('console.bookings.company'), booking.company ? neutraliseLine(booking.company) : '–')}
        {field(t('console.bookings.topic'), topic)}
        {field(t('console.bookings.question'), neutraliseText(booking.question))}
        {field(t('console.bookings.statusLabel'), t(`console.bookings.status.${booking.status}`))}
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {booking.status === 'confirmed' && !past && (
          <PostButton<BookingsIntent>
            action={actionHref}
            intent="confirm_cancel"
            fields={{ id: booking.id }}
            label={t('console.bookings.cancelLabel', { name, day })}
            className={buttonClasses('secondary')}
          >
            {t('console.bookings.cancel')}
          </PostButton>
        )}
        {past &&
          booking.status !== 'cancelled' &&
          (['held', 'no_show'] as const)
            .filter((outcome) => outcome !== booking.status)
            .map((outcome) => {
              const words = t(outcome === 'held' ? 'console.bookings.markHeld' : 'console.bookings.markNoShow');
              return (
                <PostButton<BookingsIntent>
                  key={outcome}
                  action={actionHref}
                  intent="mark"
                  fields={{ id: booking.id, outcome }}
                  label={t('console.bookings.markLabel', { outcome: words, name, day })}
                  className={buttonClasses(outcome === 'held' ? 'primary' : 'secondary')}
                >
                  {words}
                </PostButton>
              );
            })}
      </div>
    </article>
  );
}
