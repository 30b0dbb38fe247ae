import { Temporal } from 'temporal-polyfill';
import { ZURICH_TIME_ZONE } from '#lib/zurich-time.ts';
import type { Database } from '../db/client.ts';
import type { Hours } from './availability.ts';
import { bookingExceptionsBetween } from './booking-exceptions.repo.ts';
import { busyTimesBetween } from './firm-calendar-feed.repo.ts';

/** What the firm's own calendar takes from the weekly hours, or adds to them, over some days. */
export interface FirmCalendar {
  /** Days off the operator set ('YYYY-MM-DD'). */
  daysOff: Set<string>;
  /** Hours the operator added on a day ('YYYY-MM-DD'), 'HH:MM' on the firm's clock. */
  extraHours: Map<string, Hours[]>;
  /** The firm's own appointments, read from its calendar feed. */
  busy: { start: Date; end: Date }[];
}

/** The instant a day on the firm's clock starts. */
const dayStart = (day: Temporal.PlainDate) => new Date(day.toZonedDateTime(ZURICH_TIME_ZONE).epochMilliseconds);

/** The firm's days off, extra hours and busy times from `from` to `to` (days on the firm's clock, both included). */
export async function firmCalendarBetween(db: Database, from: string, to: string): Promise<FirmCalendar> {
  // A busy time just before the first day or after the last still keeps its buffer from their slots.
  const start = dayStart(Temporal.PlainDate.from(from).subtract({ days: 1 }));
  const end = dayStart(Temporal.PlainDate.from(to).add({ days: 2 }));
  const [exceptions, busy] = await Promise.all([bookingExceptionsBetween(db, from, to), busyTimesBetween(db, start, end)]);
  const calendar: FirmCalendar = {
    daysOff: new Set(),
    extraHours: new Map(),
    busy: busy.map(({ startsAt, endsAt }) => ({ start: startsAt, end: endsAt })),
  };
  for (const exception of exceptions) {
    if (exception.kind === 'off') calendar.daysOff.add(exception.day);
    else if (exception.fromTime && exception.toTime)
      calendar.extraHours.set(exception.day, [
        ...(calendar.extraHours.get(exception.day) ?? []),
        { from: exception.fromTime, to: exception.toTime },
      ]);
  }
  return calendar;
}
