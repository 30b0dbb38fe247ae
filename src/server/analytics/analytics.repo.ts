import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { analyticsCounts, analyticsSalts, analyticsVisitors } from '../db/schema.ts';

export type CountRow = typeof analyticsCounts.$inferInsert;
export type VisitorRow = typeof analyticsVisitors.$inferSelect;

/** The day's salt, made by whichever instance asks first. */
export async function saltOfDay(db: Database, day: string): Promise<string> {
  await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  return (await existingSalt(db, day))!;
}

/** A day's salt if it still exists: a day that is over has none, and none is made for it again. */
export async function existingSalt(db: Database, day: string): Promise<string | undefined> {
  const [row] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  return row?.salt;
}

/** Records the day's new visitors; gives back those no instance had recorded before (the unique key decides). */
export async function addVisitors(db: Database, rows: VisitorRow[]): Promise<VisitorRow[]> {
  if (rows.length === 0) return [];
  return db.insert(analyticsVisitors).values(rows).onConflictDoNothing().returning();
}

/** What brought each of these visitors of a day. */
export async function visitorsOf(db: Database, day: string, visitors: string[]): Promise<VisitorRow[]> {
  if (visitors.length === 0) return [];
  return db
    .select()
    .from(analyticsVisitors)
    .where(and(eq(analyticsVisitors.day, day), inArray(analyticsVisitors.visitor, visitors)));
}

const UPSERT_ROWS = 1000;

/** Adds counts to the day's rows, in one order in every instance (so that two never wait on each other in turn). */
export async function addCounts(db: Database, rows: CountRow[]): Promise<void> {
  const sorted = [...rows].sort((a, b) => a.day.localeCompare(b.day) || a.metric.localeCompare(b.metric) || a.key.localeCompare(b.key));
  for (let start = 0; start < sorted.length; start += UPSERT_ROWS)
    await db
      .insert(analyticsCounts)
      .values(sorted.slice(start, start + UPSERT_ROWS))
      .onConflictDoUpdate({
        target: [analyticsCounts.day, analyticsCounts.metric, analyticsCounts.key],
        set: { count: sql`${analyticsCounts.count} + excluded.count` },
      });
}

/** Forgets the salts and visitors of the days before `day`: their hashes can never be made again. */
export async function forgetDaysBefore(db: Database, day: string): Promise<void> {
  await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
  await db.delete(analyticsVisitors).where(lt(analyticsVisitors.day, day));
}

/** Retention of the aggregates (decision 0036: a setting, 25 months by default). */
export async function deleteCountsBefore(db: Database, day: string): Promise<number> {
  const deleted = await db.delete(analyticsCounts).where(lt(analyticsCounts.day, day)).returning({ day: analyticsCounts.day });
  return deleted.length;
}
