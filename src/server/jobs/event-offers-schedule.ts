import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { expireLapsedOffers } from '../events/registration.service.ts';
import { repeatEvery } from './repeat.ts';

/**
 * Ends, inside the server process, the offers of freed seats whose hold ran out, and offers those seats to the next
 * in line (decision 0051). Every instance runs it; each offer ends once, whichever instance gets to it first.
 */
export function startEventOffersSchedule({ db, logger, everyMs = 60_000 }: { db: Database; logger: Logger; everyMs?: number }): {
  stop: () => Promise<void>;
} {
  return repeatEvery(
    everyMs,
    async () => {
      const ended = await expireLapsedOffers(db);
      if (ended > 0) logger.info({ event: 'event_offers_expired', ended }, 'offered seats not taken in time went to the next in line');
    },
    (error) => logger.error({ err: error }, "the event offers' round failed; the next one tries again"),
  );
}
