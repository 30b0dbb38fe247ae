import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';

/**
 * Claims a daily job's run for `day`: true for exactly one caller, however many instances ask at once.
 * One statement: the row's lock makes a concurrent claim wait and then find the day taken.
 */
export async function claimDailyRun(db: Database, name: string, day: string): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ name, lastRunOn: day })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunOn: day }, setWhere: sql`${jobRuns.lastRunOn} < ${day}::date` })
    .returning({ name: jobRuns.name });
  return claimed.length === 1;
}

/** The health check's proof that the database accepts a write: one small row rewritten (and committed) each time. */
export async function writeHeartbeat(db: Database): Promise<void> {
  const today = sql`current_date`;
  await db.insert(jobRuns).values({ name: 'heartbeat', lastRunOn: today }).onConflictDoUpdate({ target: jobRuns.name, set: { lastRunOn: today } });
}
