import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { repeatOnceADay } from '../jobs/once-a-day.ts';
import type { DigestSettings } from './digest.service.ts';
import { sendWeeklyStatistics } from './statistics-summary.service.ts';

export interface StatisticsSummaryScheduleOptions {
  db: Database;
  settings: DigestSettings;
  logger: Logger;
  checkEveryMs?: number;
  now?: () => Date;
}

/** Looks every few minutes whether the week's statistics are due; once this instance has seen the day settled, it asks no more that day. */
export function startStatisticsSummarySchedule({
  db,
  settings,
  logger,
  checkEveryMs = 5 * 60_000,
  now = () => new Date(),
}: StatisticsSummaryScheduleOptions): { stop: () => Promise<void> } {
  return repeatOnceADay({
    checkEveryMs,
    now,
    run: async (at, day) => {
      const outcome = await sendWeeklyStatistics(db, settings, at);
      if (outcome === 'queued') logger.info({ event: 'statistics_summary_queued', day }, 'weekly statistics queued');
      return outcome !== 'not_yet';
    },
    onError: (error) => logger.error({ err: error }, 'weekly statistics check failed'),
  });
}
