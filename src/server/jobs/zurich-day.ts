/** Calendar days as the operator lives them: in Zurich, with its summer time. Days are 'YYYY-MM-DD'. */
const ZONE = 'Europe/Zurich';

const clock = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
const offset = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' });

const part = (format: Intl.DateTimeFormat, instant: Date, type: Intl.DateTimeFormatPartTypes) => format.formatToParts(instant).find((candidate) => candidate.type === type)?.value ?? '';

/** The day and the hour (0-23) in Zurich at an instant. */
export function zurichClock(instant: Date): { day: string; hour: number } {
  return { day: `${part(clock, instant, 'year')}-${part(clock, instant, 'month')}-${part(clock, instant, 'day')}`, hour: Number(part(clock, instant, 'hour')) };
}

/**
 * The instant a Zurich day begins. Summer time switches at 01:00 UTC, so Zurich's offset at 00:00 UTC of
 * a day is the one its midnight had.
 */
export function zurichMidnight(day: string): Date {
  const gmtOffset = part(offset, new Date(`${day}T00:00:00Z`), 'timeZoneName'); // 'GMT+01:00'
  return new Date(`${day}T00:00:00${gmtOffset.replace('GMT', '') || 'Z'}`);
}

/** The day before a day. */
export function dayBefore(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}
