import { lastDays } from '#lib/console/statistics-range.ts';
import type { Database } from '../db/client.ts';
import { summedDays } from './statistics.repo.ts';

/** The overview's figures (decision 0036): visitors, page views and conversions today, in the last 7 and the last 30 days (Zurich days, today included). */
export async function visitorPeriods(
  db: Database,
  now: Date = new Date(),
): Promise<Record<'visitors' | 'pageViews' | 'conversions', Record<'today' | 'week' | 'month', number>>> {
  const month = lastDays(30, now);
  const week = lastDays(7, now).from;
  const counts = {
    visitors: { today: 0, week: 0, month: 0 },
    pageViews: { today: 0, week: 0, month: 0 },
    conversions: { today: 0, week: 0, month: 0 },
  };
  for (const { day, ...sums } of await summedDays(db, month)) {
    const add = { visitors: sums.visitors, pageViews: sums.views, conversions: sums.conversions };
    for (const [name, count] of Object.entries(add) as [keyof typeof counts, number][]) {
      counts[name].month += count;
      if (day >= week) counts[name].week += count;
      if (day === month.to) counts[name].today += count;
    }
  }
  return counts;
}
