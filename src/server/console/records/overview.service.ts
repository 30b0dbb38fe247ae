import type { OverviewMetric } from '#lib/console/overview-metrics.ts';
import { visitorPeriods } from '#server/analytics/statistics.service.ts';
import { countNewMessages } from '#server/contact/inbox.repo.ts';
import type { DatabaseHandle } from '#server/db/client.ts';
import { exactCounts, type PeriodCounts } from '#server/db/period-counts.ts';
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

/** What came in today, in 7 and in 30 days, the visitors and what they did, and the state of the system, for the console's first page. */
export async function consoleOverview({ db, engine }: Pick<DatabaseHandle, 'db' | 'engine'>, now = new Date()): Promise<Overview> {
  const since = periodStarts(now);
  // Side by side: on a PostgreSQL server each count has a connection of its own (decision 0033).
  const [contactMessages, newsletterPending, newsletterConfirmed, waitlistPending, failedMails, severeSecurityEvents, outbox, visitors] =
    await Promise.all([
      countNewMessages(db, since),
      countSignUps(db, 'pending', since),
      countSignUps(db, 'confirmed', since),
      countPendingEntries(db, since),
      countFailedMail(db, since),
      countSevereEvents(db, since),
      outboxBacklog(db),
      // Visitor statistics count whole Zurich days: the week is the last 7 of them, today included.
      visitorPeriods(db, now),
    ]);
  return {
    counts: {
      contactMessages,
      newsletterPending,
      newsletterConfirmed,
      waitlistPending,
      failedMails,
      severeSecurityEvents,
      // Sums of a few rows a day (analytics_counts), never capped.
      visitors: exactCounts(visitors.visitors),
      pageViews: exactCounts(visitors.pageViews),
      conversions: exactCounts(visitors.conversions),
    },
    system: { engine, outbox },
  };
}
