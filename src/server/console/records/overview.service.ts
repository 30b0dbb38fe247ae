import type { OverviewMetric } from '#lib/console/overview-metrics.ts';
import { countNewMessages } from '#server/contact/inbox.repo.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import type { PeriodCounts } from '#server/db/period-counts.ts';
import { countFailedMail } from '#server/mail/outbox-list.repo.ts';
import { outboxBacklog, type OutboxBacklog } from '#server/mail/outbox.repo.ts';
import { countSignUps } from '#server/newsletter/subscribers.repo.ts';
import { countSevereEvents } from '#server/security/security-event-list.repo.ts';
import { countPendingEntries } from '#server/waitlist/waitlist-entries.repo.ts';
import { periodStarts } from './periods.ts';

export interface Overview {
  counts: Record<OverviewMetric, PeriodCounts>;
  /** What /api/health reports: the engine and the mail backlog. */
  system: { engine: DatabaseHandle['engine']; outbox: OutboxBacklog };
}

/** What came in today, in 7 and in 30 days, and the state of the system, for the console's first page. */
export async function consoleOverview({ db, engine }: Pick<DatabaseHandle, 'db' | 'engine'>, now = new Date()): Promise<Overview> {
  const since = periodStarts(now);
  return {
    counts: {
      contactMessages: await countNewMessages(db, since),
      newsletterPending: await countSignUps(db, 'pending', since),
      newsletterConfirmed: await countSignUps(db, 'confirmed', since),
      waitlistPending: await countPendingEntries(db, since),
      failedMails: await countFailedMail(db, since),
      severeSecurityEvents: await countSevereEvents(db, since),
    },
    system: { engine, outbox: await outboxBacklog(db) },
  };
}
