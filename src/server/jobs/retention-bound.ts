import type { RetentionValues } from '#lib/retention.ts';
import { dayAfter, zurichClock, zurichMidnight } from '#lib/zurich-time.ts';
import { retentionCutoffs } from './retention-cutoffs.ts';

/** Where a run stands against the clock: as expected, held back a day's worth (the clock ran ahead of the last run), or with the clock behind the last run. */
export type RetentionClock =
  { clock: 'as_expected' } | { clock: 'ahead'; cutoffDay: string; today: string } | { clock: 'behind'; cutoffDay: string; today: string };

export interface BoundedCutoffs {
  cutoffs: ReturnType<typeof retentionCutoffs>;
  /** The day whose end the cutoffs were reckoned from: the next run may go at most one day further. */
  cutoffDay: string;
  judgement: RetentionClock;
}

/**
 * decision 0027: a scheduled run deletes nothing newer than the previous run's cutoff plus a day. A clock that
 * jumped a year ahead would otherwise delete today's records as a year old; with this bound it moves the
 * cutoffs on by one day per run, and the operator is warned (`npm run admin -- purge` goes the whole way once
 * the clock is known to be right). A clock behind the last run deletes less than before, which is safe.
 */
export function boundedCutoffs(periods: RetentionValues, now: Date, previousCutoffDay: string | undefined): BoundedCutoffs {
  const today = zurichClock(now).day;
  if (!previousCutoffDay) return { cutoffs: retentionCutoffs(periods, now), cutoffDay: today, judgement: { clock: 'as_expected' } };
  if (previousCutoffDay > today)
    return {
      cutoffs: retentionCutoffs(periods, now),
      cutoffDay: today,
      judgement: { clock: 'behind', cutoffDay: previousCutoffDay, today },
    };
  const furthest = dayAfter(previousCutoffDay);
  if (today <= furthest) return { cutoffs: retentionCutoffs(periods, now), cutoffDay: today, judgement: { clock: 'as_expected' } };
  // The end of the furthest day (its next midnight) stands in for the clock.
  return {
    cutoffs: retentionCutoffs(periods, zurichMidnight(dayAfter(furthest))),
    cutoffDay: furthest,
    judgement: { clock: 'ahead', cutoffDay: furthest, today },
  };
}
