/** Time as people in Zurich live it, with its summer time: calendar days ('YYYY-MM-DD'), their start, and the dates feeds write. */
/** The firm's time zone: every day and hour the site names is on its clock. */
export const ZURICH_TIME_ZONE = 'Europe/Zurich';

const clock = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZURICH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  hourCycle: 'h23',
});
const offset = new Intl.DateTimeFormat('en-US', { timeZone: ZURICH_TIME_ZONE, timeZoneName: 'longOffset' });
const rfc822Parts = new Intl.DateTimeFormat('en-US', {
  timeZone: ZURICH_TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

const part = (format: Intl.DateTimeFormat, instant: Date, type: Intl.DateTimeFormatPartTypes) =>
  format.formatToParts(instant).find((candidate) => candidate.type === type)?.value ?? '';

/** Zurich's offset from UTC at an instant, as ISO writes it: '+01:00' in winter, '+02:00' in summer. */
const zurichOffset = (instant: Date): string => part(offset, instant, 'timeZoneName').replace('GMT', '') || '+00:00';

/** The day and the hour (0-23) in Zurich at an instant. */
export function zurichClock(instant: Date): { day: string; hour: number } {
  return {
    day: `${part(clock, instant, 'year')}-${part(clock, instant, 'month')}-${part(clock, instant, 'day')}`,
    hour: Number(part(clock, instant, 'hour')),
  };
}

/** The minute last asked of zurichDay, and its day. */
const lastDay = { minute: Number.NaN, day: '' };

/**
 * The day in Zurich at an instant (a Date, or milliseconds since the epoch), as zurichClock says, worked out once per minute: Zurich's offsets are whole
 * hours, so its days begin on a whole minute. For what asks it on every request (the visitor statistics' counting, decision 0036), where
 * zurichClock's formatting takes ten microseconds.
 */
export function zurichDay(instant: Date | number): string {
  const minute = Math.floor((typeof instant === 'number' ? instant : instant.getTime()) / 60_000);
  if (minute !== lastDay.minute) {
    lastDay.day = zurichClock(new Date(instant)).day;
    lastDay.minute = minute;
  }
  return lastDay.day;
}

/**
 * The instant a Zurich day begins. Summer time switches at 01:00 UTC, so Zurich's offset at 00:00 UTC of
 * a day is the one its midnight had.
 */
export function zurichMidnight(day: string): Date {
  return new Date(`${day}T00:00:00${zurichOffset(new Date(`${day}T00:00:00Z`))}`);
}

/** The day before a day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/** The day after a day. */
export function dayAfter(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** A calendar day as content dates are read (midnight UTC) as the instant that day begins in Zurich. */
export const zurichStartOfDay = (day: Date): Date => zurichMidnight(day.toISOString().slice(0, 10));

/** An instant as RFC 822 dates are written in RSS, in Zurich's time: "Mon, 20 Jan 2025 00:00:00 +0100". */
export function rfc822InZurich(instant: Date): string {
  const at = (type: Intl.DateTimeFormatPartTypes) => part(rfc822Parts, instant, type);
  return `${at('weekday')}, ${at('day')} ${at('month')} ${at('year')} ${at('hour')}:${at('minute')}:${at('second')} ${zurichOffset(instant).replace(':', '')}`;
}

const minuteClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZURICH_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as a date-time field shows it in Zurich, to the minute: '2026-12-01T09:30'. */
export function zurichMinute(instant: Date): string {
  const at = (type: Intl.DateTimeFormatPartTypes) => part(minuteClock, instant, type);
  return `${at('year')}-${at('month')}-${at('day')}T${at('hour')}:${at('minute')}`;
}

/**
 * The instant a Zurich date-time ('YYYY-MM-DDTHH:mm', as a date-time field sends it) names, or undefined when
 * it is no such time. In the hour summer time skips, the clock's time is read with winter's offset (an hour
 * later in summer time); in the hour that repeats, the first of the two.
 */
export function zurichInstant(value: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const asUtc = new Date(`${value}:00Z`);
  if (Number.isNaN(asUtc.getTime()) || asUtc.toISOString().slice(0, 16) !== value) return undefined;
  // Zurich's offset a few hours before and after: the earlier instant whose Zurich clock reads the value.
  const before = zurichOffset(new Date(asUtc.getTime() - 3 * 3_600_000));
  const after = zurichOffset(new Date(asUtc.getTime() + 3 * 3_600_000));
  for (const offset of [before, after]) {
    const instant = new Date(`${value}:00${offset}`);
    if (zurichMinute(instant) === value) return instant;
  }
  return new Date(`${value}:00${before}`);
}
