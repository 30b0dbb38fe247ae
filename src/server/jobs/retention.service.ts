import type { RetentionValues } from '#lib/retention.ts';
import type { Database } from '../db/client.ts';
import { rewriteWithoutErasedRows } from '../db/erase-from-files.ts';
import { withTransaction } from '../db/transaction.ts';
import { tryJobLock, waitForJobLock } from './job-lock.repo.ts';
import { claimDailyRun, lastRunDay, recordRunDay } from './job-runs.repo.ts';
import { boundedCutoffs, type RetentionClock } from './retention-bound.ts';
import { retentionCutoffs } from './retention-cutoffs.ts';
import { deleteExpired, RETENTION_TABLES } from './retention.repo.ts';
import { zurichClock } from '#lib/zurich-time.ts';

export const RETENTION_JOB = 'retention';
/** The job_runs row that keeps the day the last run's cutoffs were reckoned from (decision 0027). */
export const RETENTION_CUTOFF_DAY = 'retention_cutoff_day';

/** What a scheduled run did: ran and removed `counts`, found today's run done, or found another instance running it. */
export type DailyRetentionOutcome =
  { outcome: 'purged'; counts: RetentionValues; judgement: RetentionClock } | { outcome: 'done_already' } | { outcome: 'busy' };

/** On the embedded database no file keeps a copy of what went (as after an erasure); a PostgreSQL server's own vacuum decides there. */
async function forgetOnDisk(db: Database, counts: RetentionValues): Promise<void> {
  const touched = new Set(
    Object.entries(RETENTION_TABLES).flatMap(([name, table]) => (counts[name as keyof RetentionValues] > 0 ? [table].flat() : [])),
  );
  if (touched.size > 0) await rewriteWithoutErasedRows(db, [...touched]);
}

/**
 * Removes everything past its retention period now (`npm run admin -- purge`). It waits while the daily
 * run holds the lock, then finds only what that run left.
 */
export async function purgeExpired(db: Database, periods: RetentionValues, now = new Date()): Promise<RetentionValues> {
  const counts = await withTransaction(db, async (tx) => {
    await waitForJobLock(tx, 'retention');
    // The operator vouches for the clock: the daily runs go on from today's cutoffs.
    await recordRunDay(tx, RETENTION_CUTOFF_DAY, zurichClock(now).day);
    return deleteExpired(tx, retentionCutoffs(periods, now));
  });
  await forgetOnDisk(db, counts);
  return counts;
}

/**
 * The daily run (decision 0016): once per Zurich day across every instance. The lock keeps a second
 * instance from waiting on the first; the day, claimed in the same transaction as the deletions, keeps
 * it from running again once the first committed. A run that fails leaves the day unclaimed. Its cutoffs
 * go at most one day beyond the last run's (retention-bound.ts), whatever the clock says.
 */
export async function runDailyRetention(db: Database, periods: RetentionValues, now: Date): Promise<DailyRetentionOutcome> {
  const { day } = zurichClock(now);
  const result = await withTransaction(db, async (tx): Promise<DailyRetentionOutcome> => {
    if (!(await tryJobLock(tx, 'retention'))) return { outcome: 'busy' };
    const previousCutoffDay = (await lastRunDay(tx, RETENTION_CUTOFF_DAY)) ?? (await lastRunDay(tx, RETENTION_JOB));
    if (!(await claimDailyRun(tx, RETENTION_JOB, day))) return { outcome: 'done_already' };
    const { cutoffs, cutoffDay, judgement } = boundedCutoffs(periods, now, previousCutoffDay);
    await recordRunDay(tx, RETENTION_CUTOFF_DAY, cutoffDay);
    return { outcome: 'purged', counts: await deleteExpired(tx, cutoffs), judgement };
  });
  if (result.outcome === 'purged') await forgetOnDisk(db, result.counts);
  return result;
}
