import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { translate } from '#i18n/console-translate.ts';
import type { Locale } from '#i18n/config.ts';
import { strippedLine, strippedText } from '#lib/validation/display-controls.ts';
import siteConfig from '#site.config.ts';
import type { ListedBooking } from '#server/booking/operator-bookings.repo.ts';

/** How far back the private feed reaches: a month of past consultations stays in the firm's calendar. */
export const BOOKINGS_FEED_PAST_DAYS = 30;

/**
 * The bookings as the firm's calendar subscribes to them (ical-generator, method PUBLISH): each booking's UID its
 * id as in its invitation (booking/invitation.ts), times in UTC, the visitor's answers in the description.
 */
export function bookingsCalendar(
  bookings: readonly (ListedBooking & { sequence: number })[],
  topics: Readonly<Record<string, string>>,
  locale: Locale = 'de',
): string {
  const calendar = ical({
    prodId: { company: siteConfig.companyName, product: 'bookings', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: translate(locale, 'console.bookings.title'),
  });
  for (const booking of bookings) {
    const name = strippedLine(booking.name);
    const topic = booking.topic === 'other' ? translate(locale, 'console.bookings.topicOther') : (topics[booking.topic] ?? booking.topic);
    calendar.createEvent({
      id: booking.id,
      sequence: booking.sequence,
      start: booking.startsAt,
      end: booking.endsAt,
      stamp: new Date(),
      status: ICalEventStatus.CONFIRMED,
      summary: translate(locale, 'console.bookings.feed.summary', { name }),
      description: [
        `${translate(locale, 'console.bookings.name')}: ${name}`,
        `${translate(locale, 'console.bookings.email')}: ${booking.email}`,
        `${translate(locale, 'console.bookings.company')}: ${booking.company ? strippedLine(booking.company) : '–'}`,
        `${translate(locale, 'console.bookings.topic')}: ${topic}`,
        `${translate(locale, 'console.bookings.question')}: ${strippedText(booking.question)}`,
      ].join('\n'),
      location: siteConfig.booking.videoUrl,
    });
  }
  return calendar.toString();
}
