import type { IntentOf } from '#lib/console/intent.ts';
import { CONSOLE_API } from '#lib/console/routes.ts';
import { env } from '#server/env.ts';
import { bookingById, type ListedBooking } from '#server/booking/operator-bookings.repo.ts';
import {
  addException,
  exceptionIdInput,
  exceptionInput,
  feedInput,
  makeBookingFeedKey,
  removeException,
  removeFirmCalendarFeed,
  revokeBookingFeed,
  setFirmCalendarFeed,
} from '../actions/booking-calendar.actions.ts';
import { bookingInput, cancelBookingAsOperator, markBookingOutcome, outcomeInput } from '../actions/bookings.actions.ts';
import { notifying, type ConsolePosts, type PostAnswer } from './console-route.ts';

/** What the bookings page shows after a post: the step before a cancel, or the private feed's new address (shown once). */
export type BookingsView = { step: 'confirm_cancel'; booking: ListedBooking } | { step: 'feed_key'; address: string };

/** The private feed's address with its key, on the site's public address (SITE_URL), as an invite's link is. */
export const bookingsFeedAddress = (siteUrl: string, key: string): string => {
  const address = new URL(CONSOLE_API.bookingsFeed, siteUrl);
  address.searchParams.set('key', key);
  return address.href;
};

/** The bookings page's forms: a booking's cancel (asked first) and outcome, days off and extra hours, the two feeds. */
export const bookingsPosts = {
  confirm_cancel: async ({ data, db }): Promise<PostAnswer<BookingsView>> => {
    const parsed = bookingInput.safeParse(data);
    if (!parsed.success) return { notice: { code: 'invalid' } };
    const booking = await bookingById(db, parsed.data.id);
    return booking?.status === 'confirmed' ? { view: { step: 'confirm_cancel', booking } } : { notice: { code: 'booking_not_confirmed' } };
  },
  cancel: notifying(bookingInput, ({ db, operator }, input) => cancelBookingAsOperator(db, operator, input)),
  mark: notifying(outcomeInput, ({ db, operator }, input) => markBookingOutcome(db, operator, input)),
  add_exception: notifying(exceptionInput, ({ db, operator }, input) => addException(db, operator, input)),
  remove_exception: notifying(exceptionIdInput, ({ db, operator }, input) => removeException(db, operator, input)),
  set_feed: notifying(feedInput, ({ db, operator }, input) => setFirmCalendarFeed(db, operator, input)),
  remove_feed: async ({ db, operator }) => ({ notice: await removeFirmCalendarFeed(db, operator) }),
  make_feed_key: async ({ db, operator }): Promise<PostAnswer<BookingsView>> => {
    const { key } = await makeBookingFeedKey(db, operator);
    return { view: { step: 'feed_key', address: bookingsFeedAddress(env().SITE_URL, key) } };
  },
  revoke_feed_key: async ({ db, operator }) => ({ notice: await revokeBookingFeed(db, operator) }),
} satisfies ConsolePosts<BookingsView>;

/** What the bookings page's forms may post. */
export type BookingsIntent = IntentOf<typeof bookingsPosts>;
