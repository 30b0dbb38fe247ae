import type { RetentionValues } from '../../lib/retention.ts';
import type { Database } from '../db/client.ts';
import { rewriteWithoutErasedRows } from '../db/erase-from-files.ts';
import { withTransaction } from '../db/transaction.ts';
import { tryJobLock, waitForJobLock } from './job-lock.repo.ts';
import { claimDailyRun } from './job-runs.repo.ts';
import { retentionCutoffs } from './retention-cutoffs.ts';
import { deleteExpired, RETENTION_TABLES } from './retention.repo.ts';
import { zurichClock } from '../../lib/zurich-time.ts';

export const RETENTION_JOB = 'retention';

/** What a scheduled run did: ran and removed `counts`, found today's run done, or found another instance running it. */
export type DailyRetentionOutcome = { outcome: 'purged'; counts: RetentionValues } | { outcome: 'done_already' } | { outcome: 'busy' };

/** On the embedded database no file keeps a copy of what went (as after an erasure); a PostgreSQL server's own vacuum decides there. */
async function forgetOnDisk(db: Database, counts: RetentionValues): Promise<void> {
  const touched = new Set(Object.entries(RETENTION_TABLES).flatMap(([name, table]) => (counts[name as keyof RetentionValues] > 0 ? [table] : [])));
  if (touched.size > 0) await rewriteWithoutErasedRows(db, [...touched]);
}

/**
 * Removes everything past its retention period now (`npm run admin -- purge`). It waits while the daily
 * run holds the lock, then finds only what that run left.
 */
export async function purgeExpired(db: Database, periods: RetentionValues, now = new Date()): Promise<RetentionValues> {
  const counts = await withTransaction(db, async (tx) => {
    await waitForJobLock(tx, 'retention');
    return deleteExpired(tx, retentionCutoffs(periods, now));
  });
  await forgetOnDisk(db, counts);
  return counts;
}

/**
 * The daily run (issue 16): once per Zurich day across every instance. The lock keeps a second
 * instance from waiting on the first; the day, claimed in the same transaction as the deletions, keeps
 * it from running again once the first committed. A run that fails leaves the day unclaimed.
 */
export async function runDailyRetention(db: Database, periods: RetentionValues, now: Date): Promise<DailyRetentionOutcome> {
  const { day } = zurichClock(now);
  const result = await withTransaction(db, async (tx): Promise<DailyRetentionOutcome> => {
    if (!(await tryJobLock(tx, 'retention'))) return { outcome: 'busy' };
    if (!(await claimDailyRun(tx, RETENTION_JOB, day))) return { outcome: 'done_already' };
    return { outcome: 'purged', counts: await deleteExpired(tx, retentionCutoffs(periods, now)) };
  });
  if (result.outcome === 'purged') await forgetOnDisk(db, result.counts);
  return result;
}
