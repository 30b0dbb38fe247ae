import { and, asc, between, inArray, sql } from 'drizzle-orm';
import { ANALYTICS_METRICS } from '#lib/analytics.ts';
import type { DayRange } from '#lib/console/statistics-range.ts';
import type { Database } from '../db/client.ts';
import { analyticsCounts } from '../db/schema.ts';

export type { DayRange };

export interface KeySum {
  metric: string;
  key: string;
  count: number;
}

export interface DaySum {
  day: string;
  metric: string;
  count: number;
}

const total = sql<number>`sum(${analyticsCounts.count})`.mapWith(Number);
const inRange = ({ from, to }: DayRange) => between(analyticsCounts.day, from, to);

/** Each key's count summed over the range, for the given metrics: one walk of the (metric, day) index per metric. */
export async function sumsByKey(db: Database, metrics: readonly string[], range: DayRange): Promise<KeySum[]> {
  if (metrics.length === 0) return [];
  return db
    .select({ metric: analyticsCounts.metric, key: analyticsCounts.key, count: total })
    .from(analyticsCounts)
    .where(and(inArray(analyticsCounts.metric, [...metrics]), inRange(range)))
    .groupBy(analyticsCounts.metric, analyticsCounts.key);
}

/** The daily series: visitors of each day, page views and conversions (all keys), only the days that have counts. */
export async function dailySums(db: Database, range: DayRange): Promise<DaySum[]> {
  const { visitor, view, conversion } = ANALYTICS_METRICS;
  return db
    .select({ day: analyticsCounts.day, metric: analyticsCounts.metric, count: total })
    .from(analyticsCounts)
    .where(and(inArray(analyticsCounts.metric, [visitor, view, conversion]), inRange(range)))
    .groupBy(analyticsCounts.day, analyticsCounts.metric)
    .orderBy(asc(analyticsCounts.day));
}

export type CountRow = typeof analyticsCounts.$inferSelect;
type CountKey = Pick<CountRow, 'day' | 'metric' | 'key'>;

/** The range's rows as stored, in (day, metric, key) order along the primary key, `size` after `after`. */
export async function countBatch(db: Database, range: DayRange, after: CountKey | undefined, size: number): Promise<CountRow[]> {
  const { day, metric, key } = analyticsCounts;
  const past = after ? sql`(${day}, ${metric}, ${key}) > (${after.day}::date, ${after.metric}, ${after.key})` : undefined;
  return db
    .select()
    .from(analyticsCounts)
    .where(and(inRange(range), past))
    .orderBy(asc(day), asc(metric), asc(key))
    .limit(size);
}
