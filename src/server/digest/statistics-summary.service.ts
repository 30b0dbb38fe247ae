import { zurichClock } from '#lib/zurich-time.ts';
import { statisticsDashboard } from '../analytics/statistics-dashboard.service.ts';
import type { Database } from '../db/client.ts';
import { withTransaction } from '../db/transaction.ts';
import { claimDailyRun } from '../jobs/job-runs.repo.ts';
import { enqueueMail } from '../mail/outbox.repo.ts';
import type { DigestSettings } from './digest.service.ts';
import { statisticsSummaryMail } from './statistics-summary-mail.ts';

export const STATISTICS_SUMMARY_JOB = 'statistics_summary';

export type StatisticsSummaryOutcome = 'not_yet' | 'sent_already' | 'quiet_week' | 'queued';

const DAY_MS = 86_400_000;
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (number: number): string => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** The Monday of a Zurich day's week ('YYYY-MM-DD'; weeks run Monday to Sunday). */
export function mondayOf(day: string): string {
  const sinceMonday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return dayOf(dayNumber(day) - sinceMonday);
}

/** The week (Monday to Sunday) before the one that starts on `monday`. */
const weekBefore = (monday: string) => ({ from: dayOf(dayNumber(monday) - 7), to: dayOf(dayNumber(monday) - 1) });

/**
 * The operator's weekly statistics of the last Zurich week (Monday to Sunday) against the week before: from
 * the digest's hour on Monday, or later that week should no instance have run then; once per week across every
 * instance, claimed as a run of that Monday in the transaction that queues the mail; none after a week without
 * a visitor or a conversion. The figures are the Statistics page's (statisticsDashboard, decision 0047).
 */
export async function sendWeeklyStatistics(db: Database, settings: DigestSettings, now: Date): Promise<StatisticsSummaryOutcome> {
  const { day, hour } = zurichClock(now);
  const monday = mondayOf(day);
  if (day === monday && hour < settings.hour) return 'not_yet';
  return withTransaction(db, async (tx) => {
    if (!(await claimDailyRun(tx, STATISTICS_SUMMARY_JOB, monday))) return 'sent_already';
    const dashboard = await statisticsDashboard(tx, weekBefore(monday), {});
    if (dashboard.totals.visitors.value === 0 && dashboard.totals.conversions.value === 0) return 'quiet_week';
    await enqueueMail(tx, await statisticsSummaryMail(dashboard, settings.siteUrl), now);
    return 'queued';
  });
}

/** Whether the weekly statistics go out: asked for, and the statistics counted at all (`ANALYTICS=on`). */
export const weeklyStatisticsWanted = (settings: { STATISTICS_SUMMARY: 'off' | 'weekly'; ANALYTICS: 'on' | 'off' }): boolean =>
  settings.STATISTICS_SUMMARY === 'weekly' && settings.ANALYTICS === 'on';
