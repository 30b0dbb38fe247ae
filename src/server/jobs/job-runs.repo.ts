import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';

/**
 * Claims a daily job's run for `day`: true for exactly one caller, however many instances ask at once.
 * One statement: the row's lock makes a concurrent claim wait and then find the day taken. A last run more
 * than a day ahead of `day` was recorded under a clock that had jumped ahead: it does not stop the job
 * (decision 0027), while a day just ahead (two instances either side of midnight) still counts as done.
 */
export async function claimDailyRun(db: Database, name: string, day: string): Promise<boolean> {
  const claimed = await db
    .insert(jobRuns)
    .values({ name, lastRunOn: day })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunOn: day },
      setWhere: sql`${jobRuns.lastRunOn} < ${day}::date or ${jobRuns.lastRunOn} > ${day}::date + 1`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length === 1;
}

/** The day a daily job last ran ('YYYY-MM-DD'), if it ever did. */
export async function lastRunDay(db: Database, name: string): Promise<string | undefined> {
  const [row] = await db.select({ day: jobRuns.lastRunOn }).from(jobRuns).where(eq(jobRuns.name, name));
  return row?.day;
}

/** Records a day under a name, whatever was there before. */
export async function recordRunDay(db: Database, name: string, day: string): Promise<void> {
  await db
    .insert(jobRuns)
    .values({ name, lastRunOn: day })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunOn: day } });
}

/** The health check's proof that the database accepts a write: one small row rewritten (and committed) each time. */
export async function writeHeartbeat(db: Database): Promise<void> {
  const today = sql`current_date`;
  await db
    .insert(jobRuns)
    .values({ name: 'heartbeat', lastRunOn: today })
    .onConflictDoUpdate({ target: jobRuns.name, set: { lastRunOn: today } });
}
