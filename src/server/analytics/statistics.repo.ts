import { and, asc, between, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { DayRange } from '#lib/console/statistics-range.ts';
import type { StatisticsDimension, StatisticsFilters } from '#lib/console/statistics-view.ts';
import type { Database } from '../db/client.ts';
import { analyticsFolds, analyticsVisits } from '../db/schema.ts';

export type { DayRange };

const v = analyticsVisits;

/** The column each filter narrows (decision 0047). */
const DIMENSION_COLUMN = {
  page: v.page,
  entry: v.entry,
  channel: v.channel,
  referrer: v.referrer,
  campaign: v.campaign,
  source: v.source,
  medium: v.medium,
  device: v.device,
  browser: v.browser,
  language: v.language,
} satisfies Record<StatisticsDimension, unknown>;

export type Measure = 'visitors' | 'views' | 'conversions';

export interface Sums {
  visitors: number;
  views: number;
  conversions: number;
}

export interface DaySums extends Sums {
  day: string;
}

const sums = {
  visitors: sql<number>`coalesce(sum(${v.visitors}), 0)`.mapWith(Number),
  views: sql<number>`coalesce(sum(${v.views}), 0)`.mapWith(Number),
  conversions: sql<number>`coalesce(sum(${v.conversions}), 0)`.mapWith(Number),
};

/** The range's rows narrowed by the filters: one walk of the primary key's day range. */
function narrowed(range: DayRange, filters: StatisticsFilters): SQL | undefined {
  return and(
    between(v.day, range.from, range.to),
    ...Object.entries(filters).map(([dimension, value]) => eq(DIMENSION_COLUMN[dimension as StatisticsDimension], value)),
  );
}

export async function visitTotals(db: Database, range: DayRange, filters: StatisticsFilters): Promise<Sums> {
  const [row] = await db.select(sums).from(v).where(narrowed(range, filters));
  return row ?? { visitors: 0, views: 0, conversions: 0 };
}

/** The daily series, only the days that have counts. */
export async function visitDays(db: Database, range: DayRange, filters: StatisticsFilters): Promise<DaySums[]> {
  return db
    .select({ day: v.day, ...sums })
    .from(v)
    .where(narrowed(range, filters))
    .groupBy(v.day)
    .orderBy(asc(v.day));
}

export interface TopKeys {
  rows: { key: string; count: number }[];
  /** Keys with a count in all, the rows not returned included. */
  keys: number;
}

/**
 * The `limit` keys of a dimension (or of the conversions' kind) with the largest sum of `measure`, ordered and cut
 * in the database: only the rows shown leave it, however many keys forged traffic made (decision 0047).
 */
export async function topKeys(
  db: Database,
  range: DayRange,
  filters: StatisticsFilters,
  by: StatisticsDimension | 'kind',
  measure: Measure,
  limit: number,
): Promise<TopKeys> {
  const column = by === 'kind' ? v.kind : DIMENSION_COLUMN[by];
  const total = sums[measure];
  const rows = await db
    .select({ key: column, count: total, keys: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(v)
    .where(and(narrowed(range, filters), by === 'kind' ? ne(v.kind, '') : undefined))
    .groupBy(column)
    .having(sql`sum(${v[measure]}) > 0`)
    .orderBy(sql`2 desc`, asc(column))
    .limit(limit);
  return { rows: rows.map(({ key, count }) => ({ key, count })), keys: rows[0]?.keys ?? 0 };
}

/** New visitors of the range counted as one with their network's (decision 0047). */
export async function foldedVisitors(db: Database, range: DayRange): Promise<number> {
  const [row] = await db
    .select({ folded: sql<number>`coalesce(sum(${analyticsFolds.folded}), 0)`.mapWith(Number) })
    .from(analyticsFolds)
    .where(between(analyticsFolds.day, range.from, range.to));
  return row?.folded ?? 0;
}

export type VisitRow = typeof analyticsVisits.$inferSelect;
type VisitKey = Omit<VisitRow, 'visitors' | 'views' | 'conversions'>;

/** The range's rows as stored, in primary-key order, `size` after `after` (the CSV download). */
export async function visitBatch(db: Database, range: DayRange, after: VisitKey | undefined, size: number): Promise<VisitRow[]> {
  const key = sql`(${v.day}, ${v.page}, ${v.entry}, ${v.channel}, ${v.referrer}, ${v.campaign}, ${v.source}, ${v.medium}, ${v.device}, ${v.browser}, ${v.language}, ${v.kind})`;
  const past = after
    ? sql`${key} > (${after.day}::date, ${after.page}, ${after.entry}, ${after.channel}, ${after.referrer}, ${after.campaign}, ${after.source}, ${after.medium}, ${after.device}, ${after.browser}, ${after.language}, ${after.kind})`
    : undefined;
  return db
    .select()
    .from(v)
    .where(and(between(v.day, range.from, range.to), past))
    .orderBy(
      asc(v.day),
      asc(v.page),
      asc(v.entry),
      asc(v.channel),
      asc(v.referrer),
      asc(v.campaign),
      asc(v.source),
      asc(v.medium),
      asc(v.device),
      asc(v.browser),
      asc(v.language),
      asc(v.kind),
    )
    .limit(size);
}
