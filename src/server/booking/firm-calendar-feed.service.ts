import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/client.ts';
import { bookingRules } from './booking-rules.ts';
import { busyTimesOf } from './busy-times.ts';
import { fetchCalendarFeed } from './calendar-feed-fetch.ts';
import { claimCalendarFeedRead, keepBusyTimes, noteCalendarFeedFailure } from './firm-calendar-feed.repo.ts';

/** How often the firm's calendar feed is read (calendar apps publish changes every few minutes at best). */
export const CALENDAR_FEED_EVERY_MS = 5 * 60_000;

export type FeedRead = { outcome: 'not_due' } | { outcome: 'read'; busy: number } | { outcome: 'failed'; code: string };

/** The stretch the busy times are kept for: from the start of today on the firm's clock to the day after the horizon. */
export function busyWindow(now: Date): { from: Date; to: Date } {
  const rules = bookingRules();
  const today = Temporal.Instant.fromEpochMilliseconds(now.getTime()).toZonedDateTimeISO(rules.timeZone).toPlainDate();
  const at = (day: Temporal.PlainDate) => new Date(day.toZonedDateTime(rules.timeZone).epochMilliseconds);
  return { from: at(today), to: at(today.add({ days: rules.horizonDays + 1 })) };
}

/**
 * Reads the firm's calendar feed when it is due (once across instances, the claim says which) and keeps its busy
 * times within the window; a read that fails (an error status, no answer in time, too large, not a calendar)
 * is noted and the busy times of the last good read stay.
 */
export async function refreshFirmCalendar(
  db: Database,
  now: Date = new Date(),
  { everyMs = CALENDAR_FEED_EVERY_MS, timeoutMs, maxBytes }: { everyMs?: number; timeoutMs?: number; maxBytes?: number } = {},
): Promise<FeedRead> {
  const url = await claimCalendarFeedRead(db, now, everyMs);
  if (url === null) return { outcome: 'not_due' };
  const answer = await fetchCalendarFeed(url, { ...(timeoutMs && { timeoutMs }), ...(maxBytes && { maxBytes }) });
  if ('code' in answer) {
    await noteCalendarFeedFailure(db, url, answer.code, 'detail' in answer ? answer.detail : null);
    return { outcome: 'failed', code: answer.code };
  }
  const { from, to } = busyWindow(now);
  const busy = busyTimesOf(answer.text, from, to, bookingRules().timeZone);
  if (busy === null) {
    await noteCalendarFeedFailure(db, url, 'feed_not_calendar', null);
    return { outcome: 'failed', code: 'feed_not_calendar' };
  }
  await keepBusyTimes(db, url, busy, now);
  return { outcome: 'read', busy: busy.length };
}
