import type { PeriodStarts } from '../db/period-counts.ts';

const DAY_MS = 86_400_000;
const ZONE = 'Europe/Zurich';

/** Swiss time's offset from UTC at a moment, in milliseconds (+1 h in winter, +2 h in summer). */
function zurichOffsetMs(at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name) ?? [];
  if (!sign) return 0;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) * 60_000;
}

/** Midnight of the day `now` falls on in Swiss time. Midnight is never skipped by the clock change (at 2 and 3 o'clock). */
export function startOfZurichDay(now: Date): Date {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now).split('-').map(Number) as [number, number, number];
  const midnightUtc = Date.UTC(year, month - 1, day);
  return new Date(midnightUtc - zurichOffsetMs(new Date(midnightUtc)));
}

/** The console's periods: today since midnight in Swiss time, and the last 7 and 30 days up to now. */
export function periodStarts(now: Date = new Date()): PeriodStarts {
  return { today: startOfZurichDay(now), week: new Date(now.getTime() - 7 * DAY_MS), month: new Date(now.getTime() - 30 * DAY_MS) };
}
