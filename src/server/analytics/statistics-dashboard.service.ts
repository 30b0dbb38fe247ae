import { SLICED_DIMENSIONS, type Slice, type SlicedDimension } from '#lib/analytics.ts';
import { daysIn, daysOf, type DayRange } from '#lib/console/statistics-range.ts';
import {
  MORE_ROWS,
  TABLE_ROWS,
  type DashboardTable,
  type DashboardTableName,
  type StatisticsDashboard,
  type StatisticsDimension,
  type StatisticsFilters,
} from '#lib/console/statistics-view.ts';
import type { Database } from '../db/client.ts';
import {
  foldedVisitors,
  overviewOf,
  summedDays,
  summedOverviewOf,
  totalOf,
  visitTotals,
  type Measure,
  type Sums,
} from './statistics.repo.ts';

const DAY_MS = 86_400_000;

/** The one filter, when it is all there is and its dimension is one of the sliced ones. */
function sliceOf(filters: StatisticsFilters): Slice | undefined {
  const entries = Object.entries(filters);
  if (entries.length !== 1) return undefined;
  const [dimension, value] = entries[0]!;
  return (SLICED_DIMENSIONS as readonly string[]).includes(dimension) && value !== undefined
    ? { dimension: dimension as SlicedDimension, value }
    : undefined;
}

/** The period of as many days that ends the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const days = daysIn(range);
  const start = Date.parse(`${range.from}T00:00:00Z`);
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  return { from: day(start - days * DAY_MS), to: day(start - DAY_MS) };
}

/** What each table counts, and by what (decision 0047): pages by their views, conversions by kind, the rest by visitors. */
const TABLE_QUERY: Record<DashboardTableName, { by: StatisticsDimension | 'kind'; measure: Measure }> = {
  pages: { by: 'page', measure: 'views' },
  entries: { by: 'entry', measure: 'visitors' },
  channels: { by: 'channel', measure: 'visitors' },
  referrers: { by: 'referrer', measure: 'visitors' },
  campaigns: { by: 'campaign', measure: 'visitors' },
  devices: { by: 'device', measure: 'visitors' },
  browsers: { by: 'browser', measure: 'visitors' },
  languages: { by: 'language', measure: 'visitors' },
  conversions: { by: 'kind', measure: 'conversions' },
};

/**
 * The Statistics page's figures for a range narrowed by filters, against the period before: totals, the daily
 * series with every day of the range, and each table's top rows with their shares, all cut in the database.
 * `more` names the one table shown at length.
 */
export async function statisticsDashboard(
  db: Database,
  range: DayRange,
  filters: StatisticsFilters,
  more?: DashboardTableName,
): Promise<StatisticsDashboard> {
  const previous = previousRange(range);
  const names = Object.keys(TABLE_QUERY) as DashboardTableName[];
  const asked = names.map((name) => ({ name, ...TABLE_QUERY[name], limit: name === more ? MORE_ROWS : TABLE_ROWS }));
  // Unfiltered or narrowed to one device, language or channel, the per-day sums answer; else the visit rows (decision 0047).
  const slice = sliceOf(filters);
  const summed = slice !== undefined || Object.keys(filters).length === 0;
  const [{ totals, days: series, tables: tops }, before, folded] = await Promise.all([
    summed ? summedOverviewOf(db, range, asked, slice) : overviewOf(db, range, filters, asked),
    summed ? summedDays(db, previous, slice).then(totalOf) : visitTotals(db, previous, filters),
    foldedVisitors(db, range),
  ]);
  const byDay = new Map(series.map((row) => [row.day, row]));
  const tables = Object.fromEntries(
    names.map((name): [DashboardTableName, DashboardTable] => {
      const total = totals[TABLE_QUERY[name].measure];
      const top = tops.get(name)!;
      return [name, { rows: top.rows.map((row) => ({ ...row, share: total > 0 ? row.count / total : 0 })), total, keys: top.keys }];
    }),
  ) as Record<DashboardTableName, DashboardTable>;
  const compared = (measure: keyof Sums) => ({ value: totals[measure], previous: before[measure] });
  return {
    range,
    previous,
    filters,
    totals: { visitors: compared('visitors'), views: compared('views'), conversions: compared('conversions') },
    days: daysOf(range).map((day) => {
      const row = byDay.get(day);
      return { day, visitors: row?.visitors ?? 0, views: row?.views ?? 0, conversions: row?.conversions ?? 0 };
    }),
    tables,
    folded,
  };
}
