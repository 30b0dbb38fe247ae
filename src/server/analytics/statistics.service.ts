import { ANALYTICS_METRICS, ATTRIBUTION_SEPARATOR } from '#lib/analytics.ts';
import type { Database } from '../db/client.ts';
import { daysOf, lastDays } from '#lib/console/statistics-range.ts';
import { dailySums, sumsByKey, type DayRange } from './statistics.repo.ts';

/** One day of the series: every day of the range is there, zero where nothing was counted. */
export interface StatisticsDay {
  day: string;
  visitors: number;
  views: number;
  conversions: number;
}

export interface KeyCount {
  key: string;
  count: number;
}

/** What a page or a referrer brought: its visitors, the conversions credited to it, their ratio (null without visitors). */
export interface ConversionRate {
  key: string;
  visitors: number;
  conversions: number;
  rate: number | null;
}

export interface Statistics {
  range: DayRange;
  days: StatisticsDay[];
  /** Visitors are summed over the days: someone who came on two days counts twice (a visitor is told apart for one day only). */
  totals: Omit<StatisticsDay, 'day'>;
  pages: KeyCount[];
  entries: KeyCount[];
  referrers: KeyCount[];
  campaigns: KeyCount[];
  sources: KeyCount[];
  mediums: KeyCount[];
  devices: KeyCount[];
  browsers: KeyCount[];
  languages: KeyCount[];
  /** By conversion key: a waiting-list entry per tier (`waitlist_entry:<tier>`). */
  conversions: KeyCount[];
  ratesByEntry: ConversionRate[];
  ratesByReferrer: ConversionRate[];
}

const M = ANALYTICS_METRICS;
const TABLES = {
  pages: M.view,
  entries: M.entry,
  referrers: M.referrer,
  campaigns: M.campaign,
  sources: M.source,
  mediums: M.medium,
  devices: M.device,
  browsers: M.browser,
  languages: M.language,
  conversions: M.conversion,
} as const;

/** Most first, then by key, so that the order is the same on every load. */
const byCount = (a: KeyCount, b: KeyCount) => b.count - a.count || a.key.localeCompare(b.key);

/** Conversions credited to each entry page or referrer (the part after the separator), against its visitors. */
function rates(visitors: KeyCount[], credited: KeyCount[]): ConversionRate[] {
  const conversions = new Map<string, number>();
  for (const { key, count } of credited) {
    const to = key.slice(key.indexOf(ATTRIBUTION_SEPARATOR) + 1);
    conversions.set(to, (conversions.get(to) ?? 0) + count);
  }
  const rows = new Map<string, ConversionRate>();
  for (const { key, count } of visitors) rows.set(key, { key, visitors: count, conversions: 0, rate: 0 });
  for (const [key, count] of conversions) {
    const row = rows.get(key) ?? { key, visitors: 0, conversions: 0, rate: null };
    rows.set(key, { ...row, conversions: count, rate: row.visitors > 0 ? count / row.visitors : null });
  }
  return [...rows.values()].sort((a, b) => b.visitors - a.visitors || b.conversions - a.conversions || a.key.localeCompare(b.key));
}

/** The statistics of a range of Zurich days: the daily series, its totals and the tables (decision 0036). */
export async function statisticsOf(db: Database, range: DayRange): Promise<Statistics> {
  const [series, sums] = await Promise.all([
    dailySums(db, range),
    sumsByKey(db, [...Object.values(TABLES), M.conversionByEntry, M.conversionByReferrer], range),
  ]);
  const byDay = new Map(daysOf(range).map((day) => [day, { day, visitors: 0, views: 0, conversions: 0 }]));
  const field = { [M.visitor]: 'visitors', [M.view]: 'views', [M.conversion]: 'conversions' } as const;
  for (const { day, metric, count } of series) {
    const row = byDay.get(day);
    const name = field[metric as keyof typeof field];
    if (row && name) row[name] += count;
  }
  const days = [...byDay.values()];
  const totals = days.reduce(
    (sum, day) => ({ visitors: sum.visitors + day.visitors, views: sum.views + day.views, conversions: sum.conversions + day.conversions }),
    { visitors: 0, views: 0, conversions: 0 },
  );
  const of = (metric: string): KeyCount[] =>
    sums
      .filter((row) => row.metric === metric && row.count > 0)
      .map(({ key, count }) => ({ key, count }))
      .sort(byCount);
  const tables = Object.fromEntries(Object.entries(TABLES).map(([name, metric]) => [name, of(metric)])) as Record<
    keyof typeof TABLES,
    KeyCount[]
  >;
  return {
    range,
    days,
    totals,
    ...tables,
    ratesByEntry: rates(tables.entries, of(M.conversionByEntry)),
    ratesByReferrer: rates(tables.referrers, of(M.conversionByReferrer)),
  };
}

/** The overview's figures (decision 0036): visitors, page views and conversions today, in the last 7 and the last 30 days (Zurich days, today included). */
export async function visitorPeriods(
  db: Database,
  now: Date = new Date(),
): Promise<Record<'visitors' | 'pageViews' | 'conversions', Record<'today' | 'week' | 'month', number>>> {
  const month = lastDays(30, now);
  const week = lastDays(7, now).from;
  const sums = { [M.visitor]: 'visitors', [M.view]: 'pageViews', [M.conversion]: 'conversions' } as const;
  const counts = {
    visitors: { today: 0, week: 0, month: 0 },
    pageViews: { today: 0, week: 0, month: 0 },
    conversions: { today: 0, week: 0, month: 0 },
  };
  for (const { day, metric, count } of await dailySums(db, month)) {
    const name = sums[metric as keyof typeof sums];
    if (!name) continue;
    counts[name].month += count;
    if (day >= week) counts[name].week += count;
    if (day === month.to) counts[name].today += count;
  }
  return counts;
}
