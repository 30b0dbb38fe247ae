import { Temporal } from 'temporal-polyfill';
import type { BookingRules } from '#site.config.ts';

/** Opening hours on one weekday, 'HH:MM' on the firm's clock, the end excluded (site.config.ts `booking`). */
export type WeeklyHours = BookingRules['weeklyHours'][number];
export type Hours = Pick<WeeklyHours, 'from' | 'to'>;

/** What a booking may be, as the firm decides it. */
export interface AvailabilityRules {
  timeZone: string;
  weeklyHours: readonly WeeklyHours[];
  /** A booking's length and the grid its starts lie on. */
  slotMinutes: number;
  /** Kept free before and after every booking and every busy time of the firm's calendar. */
  bufferMinutes: number;
  /** How long before its start a slot can still be booked. */
  minNoticeMinutes: number;
  /** How many days ahead, today included, slots are offered. */
  horizonDays: number;
  /** Bookings a day at most: a day that has them offers no more. */
  maxPerDay: number;
}

/** A stretch of time, start included, end excluded. */
export interface Interval {
  start: Temporal.Instant;
  end: Temporal.Instant;
}

export interface AvailabilityInput {
  rules: AvailabilityRules;
  now: Temporal.Instant;
  /** The days the firm is closed by law ('YYYY-MM-DD'). */
  isHoliday: (day: string) => boolean;
  /** Days off the operator set ('YYYY-MM-DD'): no weekly hours that day. */
  daysOff?: ReadonlySet<string>;
  /** Hours the operator added on a day, besides or instead of the weekly ones (also on a holiday or day off). */
  extraHours?: ReadonlyMap<string, readonly Hours[]>;
  /** The bookings already made. */
  booked: readonly Interval[];
  /** The firm's own appointments (its calendar's busy times). */
  busy?: readonly Interval[];
}

/** A bookable start: its day and time on the firm's clock, and the instant. */
export interface Slot {
  day: string;
  time: string;
  startsAt: string;
}

export interface SlotDay {
  day: string;
  slots: Slot[];
}

/**
 * The wall-clock times of a window on a day, as instants: each time of the grid that exists on that day in the
 * firm's zone (decision 0049: rules are wall-clock times, expanded per date; a time the clocks skip has no slot,
 * a time they pass twice has its first).
 */
function startsIn(day: Temporal.PlainDate, hours: Hours, rules: AvailabilityRules): Temporal.ZonedDateTime[] {
  const from = Temporal.PlainTime.from(hours.from);
  const to = Temporal.PlainTime.from(hours.to);
  const starts: Temporal.ZonedDateTime[] = [];
  for (let time = from; ;) {
    const end = time.add({ minutes: rules.slotMinutes });
    // The slot must end within the window, and not wrap past midnight.
    if (Temporal.PlainTime.compare(end, to) > 0 || Temporal.PlainTime.compare(end, time) <= 0) break;
    const zoned = day.toZonedDateTime({ timeZone: rules.timeZone, plainTime: time });
    if (Temporal.PlainTime.compare(zoned.toPlainTime(), time) === 0) starts.push(zoned);
    time = end;
  }
  return starts;
}

const overlaps = (start: Temporal.Instant, end: Temporal.Instant, interval: Interval, bufferMinutes: number) =>
  Temporal.Instant.compare(start, interval.end.add({ minutes: bufferMinutes })) < 0 &&
  Temporal.Instant.compare(interval.start, end.add({ minutes: bufferMinutes })) < 0;

/**
 * The free slots from `from` to `to` (days on the firm's clock, both included), grouped by day, days without a
 * free slot left out: the weekly hours of each day that is neither a holiday nor a day off, and the operator's
 * extra hours, less what is too soon or too far ahead, what a booking or busy time (with the buffer) covers, and
 * the days that have their bookings already.
 */
export function freeSlots(input: AvailabilityInput, from: string, to: string): SlotDay[] {
  const { rules, now } = input;
  const today = now.toZonedDateTimeISO(rules.timeZone).toPlainDate();
  const earliest = now.add({ minutes: rules.minNoticeMinutes });
  const last = today.add({ days: rules.horizonDays - 1 });
  const first = Temporal.PlainDate.from(from);
  const end = Temporal.PlainDate.compare(Temporal.PlainDate.from(to), last) < 0 ? Temporal.PlainDate.from(to) : last;
  const taken = [...input.booked, ...(input.busy ?? [])];
  const bookedPerDay = new Map<string, number>();
  for (const booking of input.booked) {
    const day = booking.start.toZonedDateTimeISO(rules.timeZone).toPlainDate().toString();
    bookedPerDay.set(day, (bookedPerDay.get(day) ?? 0) + 1);
  }
  const days: SlotDay[] = [];
  for (let date = first; Temporal.PlainDate.compare(date, end) <= 0; date = date.add({ days: 1 })) {
    const day = date.toString();
    if ((bookedPerDay.get(day) ?? 0) >= rules.maxPerDay) continue;
    const closed = input.isHoliday(day) || input.daysOff?.has(day) === true;
    const windows = [
      ...(closed ? [] : rules.weeklyHours.filter((hours) => hours.weekday === date.dayOfWeek)),
      ...(input.extraHours?.get(day) ?? []),
    ];
    const seen = new Set<string>();
    const slots: Slot[] = [];
    for (const window of windows)
      for (const start of startsIn(date, window, rules)) {
        const instant = start.toInstant();
        const finish = instant.add({ minutes: rules.slotMinutes });
        if (Temporal.Instant.compare(instant, earliest) < 0) continue;
        if (taken.some((interval) => overlaps(instant, finish, interval, rules.bufferMinutes))) continue;
        const startsAt = instant.toString();
        if (seen.has(startsAt)) continue;
        seen.add(startsAt);
        slots.push({ day, time: start.toPlainTime().toString({ smallestUnit: 'minute' }), startsAt });
      }
    slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    if (slots.length > 0) days.push({ day, slots });
  }
  return days;
}
