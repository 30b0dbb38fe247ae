import type { Logger } from 'pino';
import type { RetentionValues } from '../../lib/retention.ts';
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
export function startRetentionSchedule({ db, periods, logger, checkEveryMs = 15 * 60_000, now = () => new Date() }: RetentionScheduleOptions): { stop: () => Promise<void> } {
  return repeatOnceADay({
    checkEveryMs,
    now,
    run: async (at, day) => {
      const result = await runDailyRetention(db, periods, at);
      if (result.outcome === 'purged') logger.info({ event: 'retention_purged', day, deleted: result.counts }, 'removed what was past its retention period');
      return result.outcome !== 'busy';
    },
    onError: (error) => logger.error({ err: error }, 'the retention run failed; the next check tries again'),
  });
}
