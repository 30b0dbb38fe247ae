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
  /** Epoch milliseconds: thousands of bookings and busy times are compared as numbers. */
  start: number;
  end: number;
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

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const zonedMs = (day: Temporal.PlainDate, time: string, timeZone: string) =>
  day.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) });

/**
 * The wall-clock times of a window on a day, with their instants: each time of the grid that exists on that day in
 * the firm's zone (decision 0049: rules are wall-clock times, expanded per date; a time the clocks skip has no slot,
 * a time they pass twice has its first). A window the clocks do not change in (its length the same on the wall
 * and in time) takes two conversions; one they change in, one per slot.
 */
function startsIn(day: Temporal.PlainDate, hours: Hours, rules: AvailabilityRules): { time: string; at: number }[] {
  const first = minutesOf(hours.from);
  const last = minutesOf(hours.to);
  const opening = zonedMs(day, hours.from, rules.timeZone);
  const closing = zonedMs(day, hours.to, rules.timeZone);
  const steady =
    opening.toPlainTime().toString({ smallestUnit: 'minute' }) === hours.from &&
    closing.epochMilliseconds - opening.epochMilliseconds === (last - first) * 60_000;
  const starts: { time: string; at: number }[] = [];
  // The slot must end within the window, which ends before midnight.
  for (let minutes = first; minutes + rules.slotMinutes <= last; minutes += rules.slotMinutes) {
    const time = clockOf(minutes);
    if (steady) {
      starts.push({ time, at: opening.epochMilliseconds + (minutes - first) * 60_000 });
      continue;
    }
    const zoned = zonedMs(day, time, rules.timeZone);
    if (zoned.toPlainTime().toString({ smallestUnit: 'minute' }) === time) starts.push({ time, at: zoned.epochMilliseconds });
  }
  return starts;
}

/**
 * The taken stretches (bookings and busy times, each widened by the buffer on both sides) as epoch milliseconds,
 * sorted by start, with the latest end so far beside each: whether a slot touches one is then a binary search,
 * however many bookings and busy times there are.
 */
interface Blocked {
  starts: number[];
  latestEnds: number[];
}

function blockedBy(intervals: readonly Interval[], bufferMinutes: number): Blocked {
  const buffer = bufferMinutes * 60_000;
  const spans = intervals.map((interval) => [interval.start - buffer, interval.end + buffer] as const).sort((a, b) => a[0] - b[0]);
  const latestEnds: number[] = [];
  for (const [, end] of spans) latestEnds.push(Math.max(end, latestEnds.at(-1) ?? -Infinity));
  return { starts: spans.map(([start]) => start), latestEnds };
}

/** How many of the sorted values are less than `limit` (a binary search). */
function countBefore(sorted: readonly number[], limit: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Whether [start, end) touches a taken stretch: one that starts before the slot ends and ends after it starts. */
function isBlocked({ starts, latestEnds }: Blocked, start: number, end: number): boolean {
  const before = countBefore(starts, end);
  return before > 0 && latestEnds[before - 1]! > start;
}

/**
 * The free slots from `from` to `to` (days on the firm's clock, both included), grouped by day, days without a
 * free slot left out: the weekly hours of each day that is neither a holiday nor a day off, and the operator's
 * extra hours, less what is too soon or too far ahead, what a booking or busy time (with the buffer) covers, and
 * the days that have their bookings already.
 */
export function freeSlots(input: AvailabilityInput, from: string, to: string): SlotDay[] {
  const { rules, now } = input;
  const today = now.toZonedDateTimeISO(rules.timeZone).toPlainDate();
  const earliest = now.add({ minutes: rules.minNoticeMinutes }).epochMilliseconds;
  const last = today.add({ days: rules.horizonDays - 1 });
  const first = Temporal.PlainDate.from(from);
  const end = Temporal.PlainDate.compare(Temporal.PlainDate.from(to), last) < 0 ? Temporal.PlainDate.from(to) : last;
  const blocked = blockedBy([...input.booked, ...(input.busy ?? [])], rules.bufferMinutes);
  const bookedStarts = input.booked.map((booking) => booking.start).sort((a, b) => a - b);
  const days: SlotDay[] = [];
  for (let date = first; Temporal.PlainDate.compare(date, end) <= 0; date = date.add({ days: 1 })) {
    const day = date.toString();
    // The bookings that start on the day, on the firm's clock.
    const dayStart = date.toZonedDateTime(rules.timeZone).epochMilliseconds;
    const dayEnd = date.add({ days: 1 }).toZonedDateTime(rules.timeZone).epochMilliseconds;
    if (countBefore(bookedStarts, dayEnd) - countBefore(bookedStarts, dayStart) >= rules.maxPerDay) continue;
    const closed = input.isHoliday(day) || input.daysOff?.has(day) === true;
    const windows = [
      ...(closed ? [] : rules.weeklyHours.filter((hours) => hours.weekday === date.dayOfWeek)),
      ...(input.extraHours?.get(day) ?? []),
    ];
    const seen = new Set<string>();
    const slots: Slot[] = [];
    for (const window of windows)
      for (const { time, at } of startsIn(date, window, rules)) {
        if (at < earliest || isBlocked(blocked, at, at + rules.slotMinutes * 60_000)) continue;
        // As Temporal writes an instant: whole seconds, no milliseconds.
        const startsAt = new Date(at).toISOString().replace('.000Z', 'Z');
        if (seen.has(startsAt)) continue;
        seen.add(startsAt);
        slots.push({ day, time, startsAt });
      }
    slots.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    if (slots.length > 0) days.push({ day, slots });
  }
  return days;
}
