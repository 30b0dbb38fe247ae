import type { Logger } from 'pino';
import type { RetentionValues } from '#lib/retention.ts';
import type { Database } from '../db/client.ts';
import { repeatOnceADay } from './once-a-day.ts';
import { runDailyRetention } from './retention.service.ts';

export interface RetentionScheduleOptions {
  db: Database;
  periods: RetentionValues;
  logger: Logger;
  checkEveryMs?: number;
  now?: () => Date;
}

/**
 * Runs the retention job once a day inside the server process: at start, then whenever a check finds a
 * new Zurich day. Once this instance has seen the day's run done (by itself or another), it asks no more
 * that day; while another instance runs it, the next check looks again. The log has counts only.
 */
export function startRetentionSchedule({
  db,
  periods,
  logger,
  checkEveryMs = 15 * 60_000,
  now = () => new Date(),
}: RetentionScheduleOptions): { stop: () => Promise<void> } {
  return repeatOnceADay({
    checkEveryMs,
    now,
    run: async (at, day) => {
      const result = await runDailyRetention(db, periods, at);
      if (result.outcome === 'purged') {
        logger.info({ event: 'retention_purged', day, deleted: result.counts }, 'removed what was past its retention period');
        const { judgement } = result;
        // decision 0027: a clock that jumped is said loudly, every run, until it is right again.
        if (judgement.clock === 'ahead')
          logger.error(
            { event: 'retention_clock_ahead', today: judgement.today, cutoffDay: judgement.cutoffDay },
            `the clock says ${judgement.today}, more than a day past the last retention run: only what was due by ${judgement.cutoffDay} was deleted. Check the system clock; if it is right (the server was stopped for days), \`npm run admin -- purge\` deletes the rest`,
          );
        if (judgement.clock === 'behind')
          logger.error(
            { event: 'retention_clock_behind', today: judgement.today, lastCutoffDay: judgement.cutoffDay },
            `the clock says ${judgement.today}, before the last retention run's day ${judgement.cutoffDay}: the clock was ahead then or is behind now. Check the system clock`,
          );
      }
      return result.outcome !== 'busy';
    },
    onError: (error) => logger.error({ err: error }, 'the retention run failed; the next check tries again'),
  });
}
