import { daysIn, type DayRange } from '#lib/console/statistics-range.ts';
import type { DashboardTable, StatisticsDashboard, StatisticsFilters } from '#lib/console/statistics-view.ts';
import type { Database } from '../db/client.ts';
import { statisticsOf, type KeyCount } from './statistics.service.ts';

const DAY_MS = 86_400_000;

/** The period of as many days that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const days = daysIn(range);
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(start - days * DAY_MS), to: day(start - DAY_MS) };
}

const tableOf = (rows: KeyCount[], total: number): DashboardTable => ({
  rows: rows.map(({ key, count }) => ({ key, count, share: total > 0 ? count / total : 0 })),
  total,
  keys: rows.length,
});

/** The Statistics page's figures for a range and filters, against the period before. */
export async function statisticsDashboard(db: Database, range: DayRange, filters: StatisticsFilters): Promise<StatisticsDashboard> {
  const previous = previousRange(range);
  const [now, before] = await Promise.all([statisticsOf(db, range), statisticsOf(db, previous)]);
  const { visitors, views, conversions } = now.totals;
  return {
    range,
    previous,
    filters,
    totals: {
      visitors: { value: visitors, previous: before.totals.visitors },
      views: { value: views, previous: before.totals.views },
      conversions: { value: conversions, previous: before.totals.conversions },
    },
    days: now.days,
    tables: {
      pages: tableOf(now.pages, views),
      entries: tableOf(now.entries, visitors),
      channels: tableOf([], visitors),
      referrers: tableOf(now.referrers, visitors),
      campaigns: tableOf(now.campaigns, visitors),
      devices: tableOf(now.devices, visitors),
      browsers: tableOf(now.browsers, visitors),
      languages: tableOf(now.languages, visitors),
      conversions: tableOf(now.conversions, conversions),
    },
    folded: 0,
  };
}
