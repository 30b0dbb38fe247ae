import { zurichClock, zurichMidnight } from '#lib/zurich-time.ts';
import type { PeriodStarts } from '#server/db/period-counts.ts';

const DAY_MS = 86_400_000;

/** Midnight of the day `now` falls on in Swiss time. Midnight is never skipped by the clock change (at 2 and 3 o'clock). */
export const startOfZurichDay = (now: Date): Date => zurichMidnight(zurichClock(now).day);

/** The console's periods: today since midnight in Swiss time, and the last 7 and 30 days up to now. */
export function periodStarts(now: Date = new Date()): PeriodStarts {
  return { today: startOfZurichDay(now), week: new Date(now.getTime() - 7 * DAY_MS), month: new Date(now.getTime() - 30 * DAY_MS) };
}
