import type { Logger } from 'pino';
import { CALENDAR_FEED_EVERY_MS, refreshFirmCalendar } from '../booking/firm-calendar-feed.service.ts';
import type { Database } from '../db/client.ts';
import { repeatEvery } from './repeat.ts';

/**
 * Reads the firm's calendar feed inside the server process: every minute it asks whether a read is due, and the
 * one instance that claims it reads it. The log has the outcome and counts only, never the feed's address.
 */
export function startFirmCalendarSchedule({ db, logger, checkEveryMs = 60_000 }: { db: Database; logger: Logger; checkEveryMs?: number }): {
  stop: () => Promise<void>;
} {
  return repeatEvery(
    Math.min(checkEveryMs, CALENDAR_FEED_EVERY_MS),
    async () => {
      const read = await refreshFirmCalendar(db);
      if (read.outcome === 'read') logger.info({ event: 'firm_calendar_read', busy: read.busy }, "read the firm's calendar feed");
      if (read.outcome === 'failed')
        logger.warn(
          { event: 'firm_calendar_failed', code: read.code },
          "the firm's calendar feed could not be read; its last busy times stay",
        );
    },
    (error) => logger.error({ err: error }, "the firm's calendar feed's round failed; the next one tries again"),
  );
}
