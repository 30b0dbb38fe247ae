import { and, gte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** The starts of the periods the console counts in: today (Swiss time), the last 7 and the last 30 days. */
export interface PeriodStarts {
  today: Date;
  week: Date;
  month: Date;
}

export type PeriodCounts = Record<keyof PeriodStarts, number>;

/**
 * Counts the rows of a table whose `column` (a time) falls in each period, in one pass (`count(*)
 * filter`) over the longest period (the month). Times go as ISO text, read alike by pg and PGlite.
 */
export async function countPerPeriod(
  db: Database,
  table: PgTable,
  column: PgColumn,
  since: PeriodStarts,
  where?: SQL,
): Promise<PeriodCounts> {
  const countSince = (start: Date) => sql<number>`count(*) filter (where ${column} >= ${start.toISOString()}::timestamptz)`.mapWith(Number);
  const [row] = await db
    .select({ today: countSince(since.today), week: countSince(since.week), month: countSince(since.month) })
    .from(table)
    .where(and(gte(column, since.month), where));
  return row ?? { today: 0, week: 0, month: 0 };
}
