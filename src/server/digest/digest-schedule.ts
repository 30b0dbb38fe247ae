import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { repeatOnceADay } from '../jobs/once-a-day.ts';
import { sendDailyDigest, type DigestSettings } from './digest.service.ts';

export interface DigestScheduleOptions {
  db: Database;
  settings: DigestSettings;
  logger: Logger;
  checkEveryMs?: number;
  now?: () => Date;
}

/** Looks every few minutes whether today's digest is due; once this instance has seen the day settled, it asks no more that day. */
export function startDigestSchedule({ db, settings, logger, checkEveryMs = 5 * 60_000, now = () => new Date() }: DigestScheduleOptions): {
  stop: () => Promise<void>;
} {
  return repeatOnceADay({
    checkEveryMs,
    now,
    run: async (at, day) => {
      const outcome = await sendDailyDigest(db, settings, at);
      if (outcome === 'queued') logger.info({ event: 'operator_digest_queued', day }, 'daily digest queued');
      return outcome !== 'not_yet';
    },
    onError: (error) => logger.error({ err: error }, 'daily digest check failed'),
  });
}
