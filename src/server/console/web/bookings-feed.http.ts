import { bookingsStartingBetween } from '#server/booking/operator-bookings.repo.ts';
import { isBookingFeedKey } from '#server/booking/booking-feed-keys.repo.ts';
import { busyWindow } from '#server/booking/firm-calendar-feed.service.ts';
import { clientAddress, clientKey } from '#server/clients/client-address.ts';
import { database } from '#server/db/instance.ts';
import { consumeRate } from '#server/http/rate-limit.ts';
import { hashToken } from '#server/security/secret-tokens.ts';
import { bookingsCalendar, BOOKINGS_FEED_PAST_DAYS } from './bookings-calendar.ts';

const DAY_MS = 86_400_000;

/**
 * The private feed of the bookings (GET, its key in the address: calendar apps cannot sign in). A wrong or revoked
 * key is the 404 of any unknown address and counts against the client's limit; calendars polling the right key
 * from shared addresses are never refused.
 */
export async function bookingsFeedResponse(
  { request, url, clientAddress: socket }: { request: Request; url: URL; clientAddress: string },
  topics: Readonly<Record<string, string>>,
  now = new Date(),
): Promise<Response> {
  const key = url.searchParams.get('key') ?? '';
  const { db } = await database();
  if (key === '' || !(await isBookingFeedKey(db, hashToken(key)))) {
    const rate = await consumeRate('bookingsFeed', clientKey(clientAddress(request, socket)));
    return rate.allowed
      ? new Response(null, { status: 404 })
      : new Response(null, { status: 429, headers: { 'Retry-After': String(rate.retryAfterSeconds) } });
  }
  const bookings = await bookingsStartingBetween(db, new Date(now.getTime() - BOOKINGS_FEED_PAST_DAYS * DAY_MS), busyWindow(now).to);
  return new Response(bookingsCalendar(bookings, topics), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    },
  });
}
