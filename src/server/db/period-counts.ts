import { and, count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';
import type { CappedCount } from './paging.ts';

/** The starts of the periods the console counts in: today (Swiss time), the last 7 and the last 30 days. */
export interface PeriodStarts {
  today: Date;
  week: Date;
  month: Date;
}

type Period = keyof PeriodStarts;
const PERIODS: readonly Period[] = ['today', 'week', 'month'];

/** How many rows came in per period: each a number up to PERIOD_COUNT_CAP, or that there are more. */
export type PeriodCounts = Record<Period, CappedCount>;

/**
 * How far the overview counts a period (decision 0044): a month of a busy site's messages is some 86,000
 * rows, and counting them all took the overview past the console's 100 ms; 10,000 is still a figure that
 * tells an operator something.
 */
export const PERIOD_COUNT_CAP = 10_000;

/** Counts per period that are exact whatever their size (the visitor statistics' daily sums), beside capped ones. */
export const exactCounts = (counts: Record<Period, number>): PeriodCounts => ({
  today: { count: counts.today, more: false },
  week: { count: counts.week, more: false },
  month: { count: counts.month, more: false },
});

/**
 * How many of the month's newest PERIOD_COUNT_CAP + 1 rows (that match `filter`) fall in each period: one
 * walk back along the (filter column, `column`) index from the newest row, which stops there however many
 * rows the month holds. The periods end now and nest (today within the week within the month).
 */
async function newestPerPeriod(db: Database, table: PgTable, column: PgColumn, since: PeriodStarts, filter?: SQL) {
  const newest = db
    .select({ at: sql<Date>`${column}`.as('at') })
    .from(table)
    .where(and(gte(column, since.month), filter))
    .orderBy(desc(column))
    .limit(PERIOD_COUNT_CAP + 1)
    .as('newest');
  const countSince = (start: Date) =>
    sql<number>`count(*) filter (where ${newest.at} >= ${start.toISOString()}::timestamptz)`.mapWith(Number);
  const [row] = await db.select({ today: countSince(since.today), week: countSince(since.week), month: count() }).from(newest);
  return row ?? { today: 0, week: 0, month: 0 };
}

/**
 * Counts the rows of a table whose `column` (a time) falls in each period, exactly up to PERIOD_COUNT_CAP
 * and "more" past it. The rows whose `filter.column` holds one of `filter.values` count (no filter: every
 * row). Each value is walked on its own, so that the (filter.column, column) index gives its rows newest
 * first, read from the index alone (a list of values in one query would read and sort the whole month). A
 * walk that stopped inside a period counted cap + 1 rows of it, so the sum alone tells whether a period
 * holds more than the cap.
 */
export async function countPerPeriod<Value extends string>(
  db: Database,
  table: PgTable,
  column: PgColumn,
  since: PeriodStarts,
  filter?: { column: PgColumn; values: readonly Value[] },
): Promise<PeriodCounts> {
  const walks = filter ? filter.values.map((value) => eq(filter.column, value)) : [undefined];
  const tallies = await Promise.all(walks.map((where) => newestPerPeriod(db, table, column, since, where)));
  const period = (name: Period): CappedCount => {
    const sum = tallies.reduce((total, tally) => total + tally[name], 0);
    return { count: Math.min(sum, PERIOD_COUNT_CAP), more: sum > PERIOD_COUNT_CAP };
  };
  return Object.fromEntries(PERIODS.map((name) => [name, period(name)])) as PeriodCounts;
}
